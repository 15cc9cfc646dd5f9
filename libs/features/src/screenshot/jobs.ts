import type { LoadFields, ScreenshotBody } from '@gleaner/contract';
import { fileKey } from '@gleaner/blobs';
import type { RenderJob } from '../render/jobs.js';
import { splitLoad } from '../render/browser-request.js';
import { insertOnce } from '../render/insert-once.js';
import { assertAwaited, poolDeadline, type JobTime } from '../render/deadline.js';
import type { ArtifactRecord } from '../artifacts/catalog.js';
import { dropLosingFile, runFileId, type ArtifactJobDeps } from '../pdf/jobs.js';

// The render worker's side of POST /screenshot/capture.

export type ImageType = ScreenshotBody['type'];

/** The request's own fields (all but the page-loading ones), kept in the record with the viewport used. */
export type ScreenshotOptions = Omit<ScreenshotBody, keyof LoadFields>;

export interface ScreenshotRecord extends ArtifactRecord {
  type: ImageType;
  width: number;
  height: number;
  settings: Omit<ScreenshotOptions, 'viewport'> & { viewport: { width: number; height: number; device_scale_factor: number } };
}

/** The validated request. */
export type ScreenshotPayload = ScreenshotBody;

export const SCREENSHOT_COLLECTION = 'screenshots';

const CONTENT_TYPES: Record<ImageType, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

export async function runScreenshotJob(job: RenderJob<'screenshot'>, deps: ArtifactJobDeps, time?: JobTime): Promise<{ id: string }> {
  const records = deps.store.collection<ScreenshotRecord>(SCREENSHOT_COLLECTION);
  if (await records.get(job.id)) return { id: job.id };
  const p = job.payload;
  const { load, own: o } = splitLoad(p);
  const result = await deps.pool.screenshot({
    ...load,
    deadline: poolDeadline(time),
    type: o.type, quality: o.type === 'png' ? undefined : (o.quality ?? 80), fullPage: o.full_page,
    viewport: o.viewport ? { width: o.viewport.width, height: o.viewport.height, deviceScaleFactor: o.viewport.device_scale_factor } : undefined,
    viewportPreset: o.viewport_preset, selector: o.selector, delayMs: o.delay, hideSelectors: o.hide_selectors, click: o.click, darkMode: o.dark_mode,
    maxPixels: deps.screenshotLimits?.maxPixels,
  });
  assertAwaited(time, 'the screenshot was stored');
  const now = deps.clock.now();
  const expiresAt = new Date(now + deps.fileTtlMs);
  const ext = o.type === 'jpeg' ? 'jpg' : o.type;
  const key = fileKey('screenshot', runFileId(job.id), ext); // a key per run: see pdf/jobs.ts
  await deps.files.put(key, result.image, { contentType: CONTENT_TYPES[o.type], expiresAt, downloadName: `${job.id}.${ext}` });
  const viewport = { width: result.viewport.width, height: result.viewport.height, device_scale_factor: result.viewport.deviceScaleFactor };
  const stored = await insertOnce<ScreenshotRecord>(deps.store, SCREENSHOT_COLLECTION, {
    id: job.id, user_id: job.owner.userId, env: job.owner.env, url: p.url, file_key: key, file_size: result.bytes,
    type: o.type, width: result.width, height: result.height, settings: { ...o, viewport },
    text: result.text, created_at: new Date(now).toISOString(), expires_at: expiresAt.toISOString(),
  });
  await dropLosingFile(deps.files, stored, key);
  return { id: job.id };
}
