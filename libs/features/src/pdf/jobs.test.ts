import t from 'tap';
import { ManualClock } from '@gleaner/platform';
import { SqliteStore } from '@gleaner/store';
import type { BrowserPool } from '@gleaner/browser';
import type { FileStore } from '@gleaner/blobs';
import type { RenderJob } from '../render/jobs.js';
import { PDF_COLLECTION, runPdfJob, type ArtifactJobDeps, type PdfRecord } from './jobs.js';
import { runScreenshotJob, SCREENSHOT_COLLECTION, type ScreenshotRecord } from '../screenshot/jobs.js';

// Two runs of one PDF or screenshot job at once (a redelivery racing the first run, still running:
// both find no record yet) render different bytes, as Chromium does (a PDF's creation date, a page
// that changed). The stored record is the first to finish's, and its file must be that run's file:
// same bytes, same size; the other run's file is gone. Against a fake pool whose renders end when told.

function setup() {
  const store = new SqliteStore({ file: ':memory:' });
  const renders: { finish(): void }[] = [];
  let n = 0;
  const rendered = () => {
    const bytes = Buffer.from(`render ${++n} ${'x'.repeat(n * 10)}`);
    return new Promise<Buffer>((resolve) => renders.push({ finish: () => resolve(bytes) }));
  };
  const pool = {
    async pdf() {
      const pdf = await rendered();
      return { pdf, bytes: pdf.length, pages: 1, text: pdf.toString() };
    },
    async screenshot() {
      const image = await rendered();
      return { image, bytes: image.length, width: 800, height: 600, viewport: { width: 800, height: 600, deviceScaleFactor: 1 }, text: image.toString() };
    },
  } as unknown as BrowserPool;
  const files = new Map<string, Buffer>();
  const fileStore = {
    async put(key: string, body: Buffer) {
      files.set(key, body);
      return { key, size: body.length, contentType: 'application/octet-stream', expiresAt: '' };
    },
    async delete(key: string) {
      files.delete(key);
    },
  } as unknown as FileStore;
  const deps: ArtifactJobDeps = { pool, store, files: fileStore, clock: new ManualClock(Date.UTC(2026, 10, 26)), fileTtlMs: 60_000, pdfLimits: { maxPages: 10, maxBytes: 1e6 } };
  return { store, deps, files, renders };
}

const owner = { userId: 'usr_1', env: 'live' as const };
const load = { url: 'http://127.0.0.1:9/', timeout: 1000, javascript: false, proxy: false };
const kinds = [
  ['pdf', PDF_COLLECTION, (deps: ArtifactJobDeps) => runPdfJob({ kind: 'pdf', id: 'pdf_1', owner, payload: { ...load, format: 'a4', orientation: 'portrait', scale: 1, print_background: true } } as RenderJob<'pdf'>, deps)],
  ['screenshot', SCREENSHOT_COLLECTION, (deps: ArtifactJobDeps) => runScreenshotJob({ kind: 'screenshot', id: 'shot_1', owner, payload: { ...load, type: 'png', full_page: false, delay: 0, dark_mode: false } } as RenderJob<'screenshot'>, deps)],
] as const;

for (const [kind, collection, run] of kinds) {
  t.test(`${kind}: two runs of one job at once: the file is the stored record's run's`, async (t) => {
    const { store, deps, files, renders } = setup();
    t.teardown(() => store.close());
    const first = run(deps);
    const second = run(deps);
    while (renders.length < 2) await new Promise((r) => setImmediate(r));
    renders[0].finish();
    await first;
    renders[1].finish();
    await second;
    const [record] = await store.collection<PdfRecord | ScreenshotRecord>(collection).find({});
    const file = files.get(record.file_key);
    t.ok(file, 'the record\'s file is there');
    t.equal(file?.toString(), record.text, 'the file of the run whose record is stored');
    t.equal(file?.length, record.file_size, 'file_size is the file\'s');
    t.equal(files.size, 1, 'the other run\'s file is deleted');
  });
}
