import t from 'tap';
import { ManualClock } from '@gleaner/platform';
import { SqliteStore } from '@gleaner/store';
import type { BrowserPool, ScrapeRequest } from '@gleaner/browser';
import type { ExtractionEngine } from '@gleaner/ai';
import type { FileStore } from '@gleaner/blobs';
import type { NetworkGuard } from '@gleaner/net';
import { CreditLedger } from '../account/credits.js';
import type { RenderClient, RenderJob } from '../render/jobs.js';
import { CONTENT_COLLECTIONS, type ExtractionRecord, type ScrapeRecord } from './records.js';
import { REPLY_RECORD_MAX_CHARS, runExtractJob, runScrapeJob } from './jobs.js';
import { ContentService } from './service.js';

// A scrape job's reply carries the record it stored (unless large), and the API answers from it
// exactly what it would answer from the store.

function setup(html: string) {
  const store = new SqliteStore({ file: ':memory:' });
  const clock = new ManualClock(Date.UTC(2026, 10, 21));
  let scrapes = 0;
  const pool = {
    async scrape(req: ScrapeRequest) {
      scrapes++;
      return { pages: [{ url: req.url, html, text: 'visible text', statusCode: 200, contentType: 'text/html', loadTimeMs: 3 }] };
    },
  } as unknown as BrowserPool;
  const jobDeps = { pool, engine: {} as ExtractionEngine, store, files: {} as FileStore, clock, fileTtlMs: 1000 };
  let lastReply: unknown;
  const render = {
    async run(job: RenderJob<'scrape'>) {
      lastReply = await runScrapeJob(job, jobDeps);
      return lastReply;
    },
  } as unknown as RenderClient;
  const credits = new CreditLedger(store, clock);
  const guard = { async checkUrl() {} } as unknown as NetworkGuard;
  const service = new ContentService({ store, credits, render, guard, files: {} as FileStore, clock, proxiesConfigured: false });
  return { store, credits, service, jobDeps, scrapes: () => scrapes, lastReply: () => lastReply };
}

const auth = { userId: 'usr_1', keyId: 'key_1', env: 'live' as const, plan: 'free' };
const body = { url: 'http://127.0.0.1:9/page', timeout: 30_000, javascript: false, proxy: false };

for (const [label, html] of [
  ['small page: the record rides in the reply', '<p>small</p>'],
  ['large page: the reply carries only the id, the API reads the record', `<p>${'x'.repeat(REPLY_RECORD_MAX_CHARS)}</p>`],
] as const) {
  t.test(label, async (t) => {
    const { store, credits, service, lastReply } = setup(html);
    t.teardown(() => store.close());
    await credits.open('usr_1', 5);
    const { data, credits: used } = await service.scrape(auth, body);
    const stored = await store.collection<ScrapeRecord>(CONTENT_COLLECTIONS.scrapes).get(data.id);
    t.ok(stored);
    t.same(data, { id: stored!.id, url: stored!.url, extracted: stored!.extracted, raw_html: stored!.raw_html, metadata: stored!.metadata, pages_scraped: 1, scraped_at: stored!.scraped_at });
    t.equal(data.raw_html, html);
    t.same(used, { used: 1, remaining: 4 });
    const reply = lastReply() as { record?: ScrapeRecord };
    if (html.length > REPLY_RECORD_MAX_CHARS) t.equal(reply.record, undefined);
    else t.same(reply.record, stored);
  });
}

t.test('a redelivered job answers with the stored record and does not scrape again', async (t) => {
  const { store, jobDeps, scrapes } = setup('<p>once</p>');
  t.teardown(() => store.close());
  const job: RenderJob<'scrape'> = { kind: 'scrape', id: 'scr_1', owner: { userId: 'usr_1', env: 'live' }, payload: { url: 'http://127.0.0.1:9/', timeout: 1000, javascript: false, proxy: false, pages: 1 } };
  const first = await runScrapeJob(job, jobDeps);
  const again = await runScrapeJob(job, jobDeps);
  t.equal(scrapes(), 1);
  t.same(again, first);
  t.equal(await store.collection(CONTENT_COLLECTIONS.scrapes).count({}), 1);
});

t.test('a first delivery stores without reading first; a job redelivered after a crash (attempt still 1) answers with the first record', async (t) => {
  const { store, jobDeps, scrapes } = setup('<p>once</p>');
  t.teardown(() => store.close());
  const collection = store.collection<ScrapeRecord>(CONTENT_COLLECTIONS.scrapes);
  let gets = 0;
  const get = collection.get.bind(collection);
  const counted = { ...jobDeps, store: { collection: () => Object.assign(Object.create(collection), { get: (id: string) => (gets++, get(id)) }) } as unknown as SqliteStore };
  const job: RenderJob<'scrape'> = { kind: 'scrape', id: 'scr_2', owner: { userId: 'usr_1', env: 'live' }, payload: { url: 'http://127.0.0.1:9/', timeout: 1000, javascript: false, proxy: false, pages: 1 } };
  const deadline = Date.now() + 60_000;
  const first = await runScrapeJob(job, counted, { deadline, attempt: 1 });
  t.equal(gets, 0, 'no read before the first delivery stores');
  jobDeps.clock.advance(5000);
  const crashed = await runScrapeJob(job, counted, { deadline, attempt: 1 });
  t.same(crashed, first, 'the record of the first delivery, not a second one');
  t.equal(await store.collection(CONTENT_COLLECTIONS.scrapes).count({}), 1);
  const handedBack = await runScrapeJob(job, counted, { deadline, attempt: 2 });
  t.same(handedBack, first);
  t.equal(scrapes(), 2, 'a redelivery marked as such is answered from the store without scraping');
});

t.test('a job the bus marks as a possible redelivery (attempt 1: its consumer died) is read, not rendered again', async (t) => {
  const { store, jobDeps, scrapes } = setup('<p>once</p>');
  t.teardown(() => store.close());
  const job: RenderJob<'scrape'> = { kind: 'scrape', id: 'scr_3', owner: { userId: 'usr_1', env: 'live' }, payload: { url: 'http://127.0.0.1:9/', timeout: 1000, javascript: false, proxy: false, pages: 1 } };
  const deadline = Date.now() + 60_000;
  const first = await runScrapeJob(job, jobDeps, { deadline, attempt: 1 });
  const again = await runScrapeJob(job, jobDeps, { deadline, attempt: 1, possibleRedelivery: true });
  t.equal(scrapes(), 1, 'the new owner found the record: no second render');
  t.same(again, first);
  const fresh: RenderJob<'scrape'> = { ...job, id: 'scr_4' };
  await runScrapeJob(fresh, jobDeps, { deadline, attempt: 1, possibleRedelivery: true });
  t.equal(scrapes(), 2, 'nothing stored yet: it renders');
});

/** An extract job's deps: each run of the engine finds other data (a page that changed between runs), files kept in memory. */
function extractSetup() {
  const { store, jobDeps } = setup('<p>prices</p>');
  let runs = 0;
  const engine = {
    async extractRecords() {
      runs++;
      return { data: [{ run: runs, price: 10 * runs }], items: 1 };
    },
  } as unknown as ExtractionEngine;
  const files = new Map<string, string>();
  const fileStore = {
    async put(key: string, body: Buffer) {
      files.set(key, body.toString('utf8'));
      return { key, size: body.length, contentType: 'text/csv', expiresAt: '' };
    },
    async exists(key: string) {
      return files.has(key);
    },
  } as unknown as FileStore;
  const job: RenderJob<'extract'> = { kind: 'extract', id: 'ext_1', owner: { userId: 'usr_1', env: 'live' }, payload: { url: 'http://127.0.0.1:9/', timeout: 1000, javascript: false, proxy: false, prompt: 'prices', format: 'csv' } as RenderJob<'extract'>['payload'] };
  return { store, deps: { ...jobDeps, engine, files: fileStore }, files, job, runs: () => runs };
}

t.test('two runs of one CSV extraction: the file holds what the stored record (the first run) says', async (t) => {
  const { store, deps, files, job, runs } = extractSetup();
  t.teardown(() => store.close());
  const deadline = Date.now() + 60_000;
  await runExtractJob(job, deps, { deadline, attempt: 1 });
  // A second run the bus could not tell from a first delivery (a race with the first, still running).
  await runExtractJob(job, deps, { deadline, attempt: 1 });
  t.equal(runs(), 2);
  const record = await store.collection<ExtractionRecord>(CONTENT_COLLECTIONS.extractions).get(job.id);
  t.same(record?.extracted, [{ run: 1, price: 10 }], 'the record is the first run\'s');
  const csv = files.get(record!.csv_key!)!;
  t.match(csv, /\b1\b.*\b10\b/s, 'and so is the CSV');
  t.notMatch(csv, /\b20\b/, 'not overwritten by the second run');
});

t.test('a redelivery after a crash between the record and its CSV writes the CSV from the record', async (t) => {
  const { store, deps, files, job, runs } = extractSetup();
  t.teardown(() => store.close());
  const deadline = Date.now() + 60_000;
  await runExtractJob(job, deps, { deadline, attempt: 1 });
  const record = await store.collection<ExtractionRecord>(CONTENT_COLLECTIONS.extractions).get(job.id);
  const written = files.get(record!.csv_key!);
  files.clear(); // died before the CSV was written
  await runExtractJob(job, deps, { deadline, attempt: 1, possibleRedelivery: true });
  t.equal(runs(), 1, 'read, not extracted again');
  t.equal(files.get(record!.csv_key!), written, 'the same CSV, from the stored record');
});
