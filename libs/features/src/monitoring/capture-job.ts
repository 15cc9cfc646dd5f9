import { fileKey } from '@gleaner/blobs';
import type { RenderJob } from '../render/jobs.js';
import { assertAwaited, poolDeadline, type JobTime } from '../render/deadline.js';
import type { ArtifactJobDeps } from '../pdf/jobs.js';
import type { Capture, MonitorType } from './model.js';

// The render worker's side of a monitor check: load the page and read it (browser/monitor-capture.ts);
// a screenshot goes to the file store under a key made from the job id, so a redelivered job
// writes the same file again rather than a second one.

export interface CapturePayload {
  url: string;
  monitorType: Exclude<MonitorType, 'api_response'>;
  selector?: string;
  screenshot: boolean;
  timeoutMs: number;
  /** How long the screenshot is kept (the check's retention). */
  keepMs?: number;
}

export interface CaptureReply {
  capture: Capture | null;
  selectorFound: boolean;
  responseTimeMs: number;
  screenshot?: { key: string; bytes: number; width: number; height: number };
}

/** The most text a reply carries over the bus (the check compares the first 256 KB of a page). */
export const REPLY_TEXT_CHARS = 256 * 1024;

export async function runCaptureJob(job: RenderJob<'monitor_capture'>, deps: ArtifactJobDeps, time?: JobTime): Promise<CaptureReply> {
  const p = job.payload;
  const result = await deps.pool.monitorCapture({
    url: p.url,
    timeoutMs: p.timeoutMs,
    deadline: poolDeadline(time),
    ...(p.monitorType === 'selector' && p.selector ? { selector: p.selector } : {}),
    screenshot: p.screenshot,
  });
  let screenshot: CaptureReply['screenshot'];
  if (result.screenshot) {
    const key = fileKey('screenshot', job.id, 'png');
    const expiresAt = new Date(deps.clock.now() + (p.keepMs ?? deps.fileTtlMs));
    await deps.files.put(key, result.screenshot.image, { contentType: 'image/png', expiresAt, downloadName: `${job.id}.png` });
    screenshot = { key, bytes: result.screenshot.image.length, width: result.screenshot.width, height: result.screenshot.height };
  }
  assertAwaited(time, 'the capture was read');
  return {
    capture: result.selectorFound ? { text: result.text.slice(0, REPLY_TEXT_CHARS), statusCode: result.statusCode } : null,
    selectorFound: result.selectorFound,
    responseTimeMs: result.loadTimeMs,
    ...(screenshot ? { screenshot } : {}),
  };
}
