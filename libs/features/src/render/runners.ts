import { runExtractJob, runScrapeJob, type ContentJobDeps, type ExtractPayload, type ScrapePayload, type ScrapeSummary } from '../content/jobs.js';
import { runPdfJob, type ArtifactJobDeps, type PdfPayload } from '../pdf/jobs.js';
import { runScreenshotJob, type ScreenshotPayload } from '../screenshot/jobs.js';
import type { RenderJob } from './jobs.js';
import type { JobTime } from './deadline.js';
import { runCaptureJob, type CapturePayload, type CaptureReply } from '../monitoring/capture-job.js';

// The render worker's table: every kind of render job, what it carries and what it answers.

/** A job that answers with the id of the record it stored. */
export interface StoredReply {
  id: string;
}

/** Job kind -> its payload (from the API) and its reply (from the worker). */
export interface RenderJobKinds {
  scrape: { payload: ScrapePayload; reply: ScrapeSummary };
  extract: { payload: ExtractPayload; reply: StoredReply };
  pdf: { payload: PdfPayload; reply: StoredReply };
  screenshot: { payload: ScreenshotPayload; reply: StoredReply };
  monitor_capture: { payload: CapturePayload; reply: CaptureReply };
}

export type RenderJobKind = keyof RenderJobKinds;

/** A runner for every kind of job. */
export type RenderRunners = { [K in RenderJobKind]: (job: RenderJob<K>, context: JobTime) => Promise<RenderJobKinds[K]['reply']> };

/** What the render role's jobs need: the browser, the extraction engine, the store and the files. */
export type RenderJobDeps = ContentJobDeps & ArtifactJobDeps;

/** The runners of every kind of render job, over these dependencies. */
export function renderRunners(deps: RenderJobDeps): RenderRunners {
  return {
    scrape: (job, time) => runScrapeJob(job, deps, time),
    extract: (job, time) => runExtractJob(job, deps, time),
    pdf: (job, time) => runPdfJob(job, deps, time),
    screenshot: (job, time) => runScreenshotJob(job, deps, time),
    monitor_capture: (job, time) => runCaptureJob(job, deps, time),
  };
}
