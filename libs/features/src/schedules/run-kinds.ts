import { GleanerError, validationError, type Clock } from '@gleaner/platform';
import type { PdfBody, ScrapeBody, ScreenshotBody } from '@gleaner/contract';
import type { NetworkGuard } from '@gleaner/net';
import type { DocumentStore } from '@gleaner/store';
import { renderJobBudgetMs } from '@gleaner/browser/deadline';
import { viewportSizeProblems, type CaptureLimits } from '@gleaner/browser/capture-size';
import type { CreditLedger, Reservation } from '../account/credits.js';
import type { KeyEnv } from '../http/context.js';
import type { RenderClient } from '../render/jobs.js';
import { checkLoad, reserveUpTo } from '../render/load.js';
import { CONTENT_COLLECTIONS, type ScrapeRecord } from '../content/records.js';
import type { ArtifactCatalog } from '../artifacts/catalog.js';
import type { PdfRecord } from '../pdf/jobs.js';
import type { ScreenshotRecord } from '../screenshot/jobs.js';
import { PDF_COST } from '../pdf/cost.js';
import { SCREENSHOT_COST } from '../screenshot/cost.js';
import { pdfView } from '../pdf/view.js';
import { screenshotView } from '../screenshot/view.js';
import { runJobId, type ScheduleRunRecord } from './records.js';

// What a run does, per schedule type: the same job as the one-off endpoint, through the render
// queue, with the same checks and costs. The render job's id comes from the run's, so a run taken
// over after a crash finds the work already done instead of doing it again.

export const RUN_OPERATION = 'schedules/run';

export interface RunKindDeps {
  store: DocumentStore;
  credits: CreditLedger;
  render: RenderClient;
  guard: NetworkGuard;
  clock: Clock;
  proxiesConfigured: boolean;
  pdfs: ArtifactCatalog<PdfRecord>;
  screenshots: ArtifactCatalog<ScreenshotRecord>;
  screenshotLimits: CaptureLimits;
}

/** A run's work done: credits held (to settle with the run's result), credits used, the data. */
export interface RunOutcome {
  reservation: Reservation;
  used: number;
  data: Record<string, unknown>;
}

interface Job {
  id: string;
  owner: { userId: string; env: KeyEnv };
}

/** Runs charged work; on failure the hold goes back and the error goes on. */
async function charged<T>(deps: RunKindDeps, reservation: Reservation, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    await deps.credits.refund(reservation);
    throw err;
  }
}

async function scrape(deps: RunKindDeps, job: Job, body: ScrapeBody): Promise<RunOutcome> {
  await checkLoad(body, deps);
  const wanted = body.pagination ? body.pagination.max_pages : 1;
  const { reservation, pages } = await reserveUpTo(deps.credits, job.owner.userId, job.owner.env, wanted, RUN_OPERATION);
  const reply = await charged(deps, reservation, () => deps.render.run({ kind: 'scrape', id: job.id, owner: job.owner, payload: { ...body, pages } }, renderJobBudgetMs({ timeoutMs: body.timeout, pages })));
  const record = reply.record ?? (await deps.store.collection<ScrapeRecord>(CONTENT_COLLECTIONS.scrapes).get(reply.id));
  if (!record) throw new GleanerError('internal_error', 'the scrape was not stored');
  // raw_html stays in the scrape record (GET /content/data/{id}): runs are listed by the page.
  const data = { id: record.id, url: record.url, extracted: record.extracted, metadata: record.metadata, pages_scraped: record.pages_scraped, scraped_at: record.scraped_at };
  return { reservation, used: reply.pages_scraped, data };
}

async function pdf(deps: RunKindDeps, job: Job, body: PdfBody): Promise<RunOutcome> {
  await checkLoad(body, deps);
  const reservation = await deps.credits.reserve(job.owner.userId, job.owner.env, PDF_COST, RUN_OPERATION);
  await charged(deps, reservation, () => deps.render.run({ kind: 'pdf', id: job.id, owner: job.owner, payload: body }, renderJobBudgetMs({ timeoutMs: body.timeout })));
  const record = await deps.pdfs.get(job.owner, job.id);
  return { reservation, used: PDF_COST, data: await pdfView(deps.pdfs, record, true) };
}

async function screenshot(deps: RunKindDeps, job: Job, body: ScreenshotBody): Promise<RunOutcome> {
  const viewport = body.viewport && { width: body.viewport.width, height: body.viewport.height, deviceScaleFactor: body.viewport.device_scale_factor };
  const problems = viewportSizeProblems({ viewport, viewportPreset: body.viewport_preset }, deps.screenshotLimits);
  if (problems.length) throw validationError(problems.map((p) => ({ ...p, field: `config.${p.field}` })));
  await checkLoad(body, deps);
  const reservation = await deps.credits.reserve(job.owner.userId, job.owner.env, SCREENSHOT_COST, RUN_OPERATION);
  await charged(deps, reservation, () => deps.render.run({ kind: 'screenshot', id: job.id, owner: job.owner, payload: body }, renderJobBudgetMs({ timeoutMs: body.timeout, extraMs: body.delay })));
  const record = await deps.screenshots.get(job.owner, job.id);
  return { reservation, used: SCREENSHOT_COST, data: await screenshotView(deps.screenshots, record, true) };
}

/** Does the run's work: reserve, render through the bus, read the result back. Refunds on failure. */
export function runScheduledJob(deps: RunKindDeps, run: ScheduleRunRecord): Promise<RunOutcome> {
  const { type, url, config } = run.job;
  const job: Job = { id: runJobId(run.id, type), owner: { userId: run.user_id, env: run.env } };
  // The config was validated with its type's schema when the schedule was made (defaults filled in).
  switch (type) {
    case 'scrape':
      return scrape(deps, job, { ...config, url } as ScrapeBody);
    case 'pdf':
      return pdf(deps, job, { ...config, url } as PdfBody);
    case 'screenshot':
      return screenshot(deps, job, { ...config, url } as ScreenshotBody);
  }
}
