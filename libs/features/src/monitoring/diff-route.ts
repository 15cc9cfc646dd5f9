import { rawOperations, storedHref } from '@gleaner/contract';
import type { Clock, Logger } from '@gleaner/platform';
import type { DocumentStore } from '@gleaner/store';
import type { ApiServer } from '../http/api-server.js';
import type { CheckLinker } from './check-links.js';
import { diffPageHandler } from './diff-page/handler.js';
import { MONITOR_COLLECTIONS, type CheckRecord, type MonitorRecord } from './records.js';

// Mounts the change page (no key: the token is the permission) on the API server.

export function mountDiffPage(server: ApiServer, store: DocumentStore, links: CheckLinker, clock: Clock, logger: Logger): void {
  const checks = store.collection<CheckRecord>(MONITOR_COLLECTIONS.checks);
  const monitors = store.collection<MonitorRecord>(MONITOR_COLLECTIONS.monitors);
  const handler = diffPageHandler({
    clock,
    onError: (err) => logger.warn({ err }, 'change page: the store failed'),
    findCheck: async (checkId) => {
      const check = await checks.get(checkId);
      if (!check || !check.view_token || !check.diff) return null;
      const monitor = await monitors.get(check.monitor_id);
      if (!monitor) return null;
      const { screenshotUrl } = await links.linksOf(check);
      return {
        token: check.view_token,
        expiresAt: check.expires_at,
        // As they were when the check ran (a rename or a new URL since does not rewrite an old change).
        view: { monitorName: check.monitor_name ?? monitor.name, url: storedHref(check.monitor_url ?? monitor.url), checkedAt: check.checked_at, summary: check.change_summary, diff: check.diff, expiresAt: check.expires_at, ...(screenshotUrl ? { screenshotUrl } : {}) },
      };
    },
  });
  server.mountRaw(rawOperations.changePage, handler);
}
