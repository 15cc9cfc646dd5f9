import { GleanerError, type Clock } from '@gleaner/platform';
import type { NetworkGuard } from '@gleaner/net';
import { renderJobBudgetMs } from '@gleaner/browser/deadline';
import type { RenderClient } from '../render/jobs.js';
import { fetchApiCapture } from './api-capture.js';
import type { Capture } from './model.js';
import { captureJobId, type CheckRecord, type MonitorRecord } from './records.js';

// What a check reads, per monitor type: a page in a render worker (full_page, selector: through
// the render queue, like every browser job) or an API's answer fetched here without a browser.
// A page that answers an HTTP error, or lacks the watched element, fails the check: it is not a change.

/** A page's (or an API's) time to answer a check. */
export const CHECK_TIMEOUT_MS = 30_000;

export interface CaptureDeps {
  render: RenderClient;
  guard: NetworkGuard;
  clock: Clock;
}

export interface CheckCapture {
  capture: Capture;
  responseTimeMs: number;
  screenshotKey?: string;
}

function httpFailure(status: number): GleanerError {
  return new GleanerError('url_not_accessible', `the page answered HTTP ${status}`);
}

export async function captureFor(deps: CaptureDeps, monitor: MonitorRecord, check: CheckRecord): Promise<CheckCapture> {
  if (monitor.monitor_type === 'api_response') {
    const { capture, responseTimeMs } = await fetchApiCapture(deps.guard, monitor.url, { timeoutMs: CHECK_TIMEOUT_MS });
    if (capture.statusCode >= 400) throw httpFailure(capture.statusCode);
    return { capture, responseTimeMs };
  }
  const reply = await deps.render.run(
    {
      kind: 'monitor_capture',
      id: captureJobId(check.id),
      owner: { userId: monitor.user_id, env: monitor.env },
      payload: {
        url: monitor.url,
        monitorType: monitor.monitor_type,
        ...(monitor.selector !== null && monitor.monitor_type === 'selector' ? { selector: monitor.selector } : {}),
        screenshot: monitor.include_screenshot,
        timeoutMs: CHECK_TIMEOUT_MS,
        // The screenshot is kept as long as its check (and the links to it).
        keepMs: Math.max(60_000, Date.parse(check.expires_at) - deps.clock.now()),
      },
    },
    renderJobBudgetMs({ timeoutMs: CHECK_TIMEOUT_MS }),
  );
  if (!reply.selectorFound) throw new GleanerError('extraction_failed', `the selector "${monitor.selector}" matched no element on the page`);
  if (!reply.capture) throw new GleanerError('internal_error', 'the page was loaded but nothing was read from it');
  if (reply.capture.statusCode >= 400) throw httpFailure(reply.capture.statusCode);
  return { capture: reply.capture, responseTimeMs: reply.responseTimeMs, ...(reply.screenshot ? { screenshotKey: reply.screenshot.key } : {}) };
}
