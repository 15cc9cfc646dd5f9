import { randomBytes } from 'node:crypto';
import type { Clock } from '@gleaner/platform';
import type { DocumentStore } from '@gleaner/store';
import type { LoadFields, PdfBody } from '@gleaner/contract';
import type { BrowserPool } from '@gleaner/browser';
import { fileKey, type FileStore } from '@gleaner/blobs';
import type { RenderJob } from '../render/jobs.js';
import { splitLoad } from '../render/browser-request.js';
import { insertOnce } from '../render/insert-once.js';
import { assertAwaited, poolDeadline, type JobTime } from '../render/deadline.js';
import type { ArtifactRecord } from '../artifacts/catalog.js';

// The render worker's side of POST /pdf/generate.

/** The request's own fields (all but the page-loading ones), kept in the record. */
export type PdfSettings = Omit<PdfBody, keyof LoadFields>;

export interface PdfRecord extends ArtifactRecord {
  pages: number;
  settings: PdfSettings;
}

/** The validated request. */
export type PdfPayload = PdfBody;

export interface ArtifactJobDeps {
  pool: BrowserPool;
  store: DocumentStore;
  files: FileStore;
  clock: Clock;
  fileTtlMs: number;
  pdfLimits: { maxPages: number; maxBytes: number };
  /** Most pixels of one screenshot (the browser's default when absent). */
  screenshotLimits?: { maxPixels: number };
}

export const PDF_COLLECTION = 'pdfs';

// A run's file goes under a key of its own, before the record. Two runs of one job (a redelivery
// racing the first, still running) render different bytes (a PDF's creation date, a page that
// changed): under one key the later run's file would overwrite the file the stored record (the
// earlier run's) describes, its size, pages and text then wrong. The run whose record is stored
// keeps its file; the other deletes its own (the file sweeper takes it at expiry if that fails).
// Writing after the record instead (as the CSV is) would leave a record without its file for a
// while, or for good after a crash, and unlike a CSV the file cannot be made again from the record.

/** The id in a run's file key: the job's id and a tag of this run. */
export function runFileId(jobId: string): string {
  return `${jobId}.${randomBytes(4).toString('hex')}`;
}

/** Deletes a run's file when the stored record is another run's. */
export async function dropLosingFile(files: FileStore, stored: { file_key: string }, key: string): Promise<void> {
  if (stored.file_key !== key) await files.delete(key).catch(() => undefined);
}

export async function runPdfJob(job: RenderJob<'pdf'>, deps: ArtifactJobDeps, time?: JobTime): Promise<{ id: string }> {
  const records = deps.store.collection<PdfRecord>(PDF_COLLECTION);
  if (await records.get(job.id)) return { id: job.id };
  const p = job.payload;
  const { load, own: s } = splitLoad(p);
  const result = await deps.pool.pdf({
    ...load,
    deadline: poolDeadline(time),
    format: s.format, orientation: s.orientation, scale: s.scale, margin: s.margin, printBackground: s.print_background,
    displayHeaderFooter: s.display_header_footer, headerTemplate: s.header_template, footerTemplate: s.footer_template, pageRanges: s.page_ranges,
    maxPages: deps.pdfLimits.maxPages, maxBytes: deps.pdfLimits.maxBytes,
  });
  assertAwaited(time, 'the PDF was stored');
  const now = deps.clock.now();
  const expiresAt = new Date(now + deps.fileTtlMs);
  const key = fileKey('pdf', runFileId(job.id), 'pdf');
  await deps.files.put(key, result.pdf, { contentType: 'application/pdf', expiresAt, downloadName: `${job.id}.pdf` });
  const stored = await insertOnce<PdfRecord>(deps.store, PDF_COLLECTION, {
    id: job.id, user_id: job.owner.userId, env: job.owner.env, url: p.url, file_key: key, file_size: result.bytes, pages: result.pages,
    settings: s, text: result.text, created_at: new Date(now).toISOString(), expires_at: expiresAt.toISOString(),
  });
  await dropLosingFile(deps.files, stored, key);
  return { id: job.id };
}
