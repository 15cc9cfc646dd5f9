import type { Clock, Logger } from '@gleaner/platform';
import type { Collection, DocumentStore } from '@gleaner/store';
import { deliveriesOf } from '../webhooks/delivery-queue.js';
import type { CheckLinker } from './check-links.js';
import { ALERT_SOURCE, MONITOR_COLLECTIONS, type CheckRecord } from './records.js';

// Checks end: past their expires_at a check, its screenshot and its alerts are deleted, and the
// links in its alerts stop working. A monitor's history is bounded in time as well as in texts.

export function startCheckRetention(store: DocumentStore, links: CheckLinker, clock: Clock, logger: Logger, everyMs: number): { sweep(): Promise<number>; stop(): void } {
  const checks: Collection<CheckRecord> = store.collection<CheckRecord>(MONITOR_COLLECTIONS.checks);
  const alerts = deliveriesOf(store);
  const sweep = async (): Promise<number> => {
    let removed = 0;
    for (;;) {
      const now = new Date(clock.now()).toISOString();
      const expired = await checks.find({ expires_at: { $lt: now }, status: { $ne: 'running' } }, { limit: 500, exclude: ['snapshot', 'diff'] });
      if (expired.length === 0) return removed;
      const ids = expired.map((c) => c.id);
      await links.forget(expired);
      await alerts.deleteMany({ 'source.kind': ALERT_SOURCE, 'source.id': { $in: ids } });
      removed += await checks.deleteMany({ id: { $in: ids } });
    }
  };
  const timer = setInterval(() => void sweep().catch((err) => logger.error({ err }, 'check retention sweep failed')), everyMs);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
