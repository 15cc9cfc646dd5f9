import { GleanerError, type Clock } from '@gleaner/platform';
import type { DocumentStore } from '@gleaner/store';
import type { ExtractBody, ScrapeBody } from '@gleaner/contract';
import type { BrowserPool, PageCapture, ScrapeRequest } from '@gleaner/browser';
import type { ExtractionEngine } from '@gleaner/ai';
import { toCsv, toTable } from '@gleaner/ai';
import { fileKey, type FileStore } from '@gleaner/blobs';
import type { RenderJob } from '../render/jobs.js';
import { headTitle } from './page-title.js';
import { splitLoad } from '../render/browser-request.js';
import { insertOnce } from '../render/insert-once.js';
import { assertAwaited, mayBeRedelivery, poolDeadline, type JobTime } from '../render/deadline.js';
import { CONTENT_COLLECTIONS, type ExtractionRecord, type PageMetadata, type ScrapeRecord } from './records.js';
import { mergePageFields } from './merge.js';

// What render workers run for the content area: load the page(s), extract, store the record.

export interface ContentJobDeps {
  pool: BrowserPool;
  engine: ExtractionEngine;
  store: DocumentStore;
  files: FileStore;
  clock: Clock;
  fileTtlMs: number;
}

/** The validated request, and the pages the API could pay for (pagination.max_pages or fewer; 1 without pagination). */
export type ScrapePayload = ScrapeBody & { pages: number };

/** The validated request. */
export type ExtractPayload = ExtractBody;

export interface ScrapeSummary {
  id: string;
  pages_scraped: number;
  /** The stored record when it is small enough to travel in the reply; else the API reads it. */
  record?: ScrapeRecord;
}

/** Page text (HTML + visible text, in characters) up to which the reply carries the record. */
export const REPLY_RECORD_MAX_CHARS = 256 * 1024;

/** The reply of a scrape job: the record rides along unless it is large (bus messages stay small). */
export function scrapeSummary(record: ScrapeRecord): ScrapeSummary {
  const small = record.raw_html.length + record.text.length <= REPLY_RECORD_MAX_CHARS;
  return small ? { id: record.id, pages_scraped: record.pages_scraped, record } : { id: record.id, pages_scraped: record.pages_scraped };
}

const metadataOf = (page: PageCapture): PageMetadata => ({ status_code: page.statusCode, content_type: page.contentType, load_time_ms: Math.round(page.loadTimeMs) });

function loadRequest(p: ScrapePayload | ExtractPayload, time?: JobTime): ScrapeRequest {
  return { ...splitLoad(p).load, deadline: poolDeadline(time), javascript: p.javascript, blockResources: true };
}

export async function runScrapeJob(job: RenderJob<'scrape'>, deps: ContentJobDeps, time?: JobTime): Promise<ScrapeSummary> {
  if (mayBeRedelivery(time)) {
    const done = await deps.store.collection<ScrapeRecord>(CONTENT_COLLECTIONS.scrapes).get(job.id);
    if (done) return scrapeSummary(done);
  }
  const p = job.payload;
  const pagination = p.pagination && { nextButtonSelector: p.pagination.next_button_selector, maxPages: p.pages };
  const result = await deps.pool.scrape({ ...loadRequest(p, time), pagination });
  const pages = result.pages;
  if (pages.length === 0) throw new GleanerError('url_not_accessible', `${p.url} returned no page`);
  const fields = p.extract ?? {};
  const extracted = Object.keys(fields).length > 0 ? await Promise.all(pages.map((page) => deps.engine.extractFields({ html: page.html, url: page.url, fields }))) : [];
  const now = new Date(deps.clock.now()).toISOString();
  const record: ScrapeRecord = {
    id: job.id,
    user_id: job.owner.userId,
    env: job.owner.env,
    url: p.url,
    final_url: pages[0].url,
    extracted: extracted.length > 0 ? mergePageFields(extracted) : {},
    raw_html: pages[0].html,
    text: pages.map((page) => page.text).join('\n\n'),
    title: headTitle(pages[0].html),
    metadata: metadataOf(pages[0]),
    pages_scraped: pages.length,
    created_at: now,
    scraped_at: now,
  };
  assertAwaited(time, 'the scrape was stored');
  return scrapeSummary(await insertOnce(deps.store, CONTENT_COLLECTIONS.scrapes, record));
}

export async function runExtractJob(job: RenderJob<'extract'>, deps: ContentJobDeps, time?: JobTime): Promise<{ id: string }> {
  if (mayBeRedelivery(time)) {
    const done = await deps.store.collection<ExtractionRecord>(CONTENT_COLLECTIONS.extractions).get(job.id);
    // Its CSV may be missing: the run that stored the record died before writing it.
    if (done?.csv_key && !(await deps.files.exists(done.csv_key))) await writeCsv(deps, done);
    if (done) return { id: job.id };
  }
  const p = job.payload;
  const { pages } = await deps.pool.scrape(loadRequest(p, time));
  const page = pages[0];
  if (!page) throw new GleanerError('url_not_accessible', `${p.url} returned no page`);
  const result = await deps.engine.extractRecords({ html: page.html, url: page.url, prompt: p.prompt, schema: p.schema });
  assertAwaited(time, 'the extraction was stored');
  const nowMs = deps.clock.now();
  let extracted: unknown = result.data;
  let items = result.items;
  let csvKey: string | null = null;
  let expiresAt: string | null = null;
  if (p.format === 'table') {
    const table = toTable(result.data);
    extracted = table.table;
    items = table.items;
  } else if (p.format === 'csv') {
    csvKey = fileKey('csv', job.id, 'csv');
    expiresAt = new Date(nowMs + deps.fileTtlMs).toISOString();
  }
  const record: ExtractionRecord = {
    id: job.id,
    user_id: job.owner.userId,
    env: job.owner.env,
    url: p.url,
    prompt: p.prompt,
    schema: p.schema ?? null,
    format: p.format,
    extracted,
    items_count: items,
    csv_key: csvKey,
    expires_at: expiresAt,
    text: page.text,
    metadata: metadataOf(page),
    created_at: new Date(nowMs).toISOString(),
  };
  // The CSV is written from the record stored, after it: two runs of one job (a redelivery) could
  // extract differently, and the file must hold what the record (the first run's) says.
  const stored = await insertOnce(deps.store, CONTENT_COLLECTIONS.extractions, record);
  if (stored.csv_key) await writeCsv(deps, stored);
  return { id: job.id };
}

/** A CSV extraction's file, from its record (format csv: `extracted` is the data the CSV lays out). */
function writeCsv(deps: ContentJobDeps, record: ExtractionRecord): Promise<unknown> {
  const expiresAt = new Date(record.expires_at ?? deps.clock.now() + deps.fileTtlMs);
  return deps.files.put(record.csv_key!, Buffer.from(toCsv(record.extracted as Parameters<typeof toCsv>[0]), 'utf8'), { contentType: 'text/csv; charset=utf-8', expiresAt, downloadName: `${record.id}.csv` });
}
