// The bus deadline reaches the browser: a render worker hands the pool its share of the deadline,
// the pool honours it, a job taken after it is not run, and nothing is stored once nobody waits.
import t, { type Test } from 'tap';
import { ManualClock, silentLogger } from '@gleaner/platform';
import { MemoryBus } from '@gleaner/bus';
import { SqliteStore } from '@gleaner/store';
import { NetworkGuard } from '@gleaner/net';
import { BrowserPool, guardedPlainFetch, FINISH_MARGIN_MS, type ScrapeRequest } from '@gleaner/browser';
import { startFixtureSite } from '@gleaner/testkit';
import type { ExtractionEngine } from '@gleaner/ai';
import type { FileStore } from '@gleaner/blobs';
import { RenderClient, startRenderWorker, type RenderJob } from './jobs.js';
import type { RenderRunners } from './runners.js';
import { runScrapeJob, type ContentJobDeps, type ScrapePayload } from '../content/jobs.js';
import { CONTENT_COLLECTIONS } from '../content/records.js';

const owner = { userId: 'usr_1', env: 'live' as const };
const payload = (url: string, timeout: number): ScrapePayload => ({ url, timeout, javascript: false, proxy: false, pages: 1 });
const notHere = async (): Promise<never> => {
  throw new Error('not used in this test');
};
/** A worker's table with only a scrape runner. */
const scrapeOnly = (scrape: RenderRunners['scrape']): RenderRunners => ({ scrape, extract: notHere, pdf: notHere, screenshot: notHere, monitor_capture: notHere });

function deps(pool: BrowserPool): ContentJobDeps & { store: SqliteStore } {
  return { pool, engine: {} as ExtractionEngine, store: new SqliteStore({ file: ':memory:' }), files: {} as FileStore, clock: new ManualClock(Date.UTC(2026, 10, 23)), fileTtlMs: 1000 };
}

/** A bus with a render worker whose scrapes run on `pool`; stopped with the test. */
async function scrapeWorker(t: Test, pool: BrowserPool) {
  const d = deps(pool);
  t.teardown(() => d.store.close());
  const bus = new MemoryBus();
  const worker = await startRenderWorker(bus, scrapeOnly((job, time) => runScrapeJob(job, d, time)), { concurrency: 1, logger: silentLogger() });
  t.teardown(async () => {
    await worker.close();
    await bus.close();
  });
  return { d, bus };
}

t.test('the pool call gets the bus deadline, less the finish margin', async (t) => {
  const seen: ScrapeRequest[] = [];
  const pool = {
    async scrape(req: ScrapeRequest) {
      seen.push(req);
      return { pages: [{ url: req.url, html: '<p>x</p>', text: 'x', statusCode: 200, contentType: 'text/html', loadTimeMs: 1 }] };
    },
  } as unknown as BrowserPool;
  const { d, bus } = await scrapeWorker(t, pool);
  const before = Date.now();
  await new RenderClient(bus).run({ kind: 'scrape', id: 'scr_1', owner, payload: payload('http://127.0.0.1:9/', 1000) }, 20_000);
  t.equal(seen.length, 1);
  const deadline = seen[0].deadline!;
  t.ok(deadline >= before + 20_000 - FINISH_MARGIN_MS && deadline <= Date.now() + 20_000 - FINISH_MARGIN_MS, 'the bus deadline less FINISH_MARGIN_MS');
  t.equal(seen[0].timeoutMs, 1000, 'the page timeout travels unchanged');
});

t.test('a short bus deadline: the pool stops at it and the client hears timeout then, nothing stored', async (t) => {
  const site = await startFixtureSite();
  t.teardown(site.close);
  // The no-JavaScript path: a real pool and its deadlines, no Chromium needed.
  const pool = new BrowserPool({ concurrency: 1, queueLimit: 2, recycleAfter: 10, fetchPage: guardedPlainFetch(new NetworkGuard({ allowPrivateNetworks: true })) });
  t.teardown(() => pool.close());
  const { d, bus } = await scrapeWorker(t, pool);
  const started = Date.now();
  // The page's own timeout (30 s) is far off; the job's browser share ends 600 ms from now.
  const job: RenderJob<'scrape'> = { kind: 'scrape', id: 'scr_2', owner, payload: payload(`${site.url}/slow?delay=5000`, 30_000) };
  await t.rejects(new RenderClient(bus).run(job, FINISH_MARGIN_MS + 600), { code: 'timeout' });
  const took = Date.now() - started;
  // Slack for a loaded machine, still well before the page's answer (5 s) and the bus deadline (10.6 s).
  t.ok(took < 600 + 3000, `the worker gave up ${took} ms after the start (its pool deadline: 600 ms), not at the page timeout or the bus deadline`);
  t.equal(await d.store.collection(CONTENT_COLLECTIONS.scrapes).get('scr_2'), null, 'no record');
});

t.test('a job taken after its deadline is not run', async (t) => {
  const bus = new MemoryBus();
  const ran: string[] = [];
  const slow = (job: RenderJob<'scrape'>) => {
    ran.push(job.id);
    return new Promise<{ id: string; pages_scraped: number }>((resolve) => setTimeout(() => resolve({ id: job.id, pages_scraped: 1 }), 400));
  };
  const worker = await startRenderWorker(bus, scrapeOnly(slow), { concurrency: 1, logger: silentLogger() });
  t.teardown(async () => {
    await worker.close();
    await bus.close();
  });
  const client = new RenderClient(bus);
  const first = client.run({ kind: 'scrape', id: 'job_1', owner, payload: payload('http://127.0.0.1:9/', 1000) }, 5000);
  // Queued behind the first (one at a time): its 100 ms are over when the worker is free.
  const second = client.run({ kind: 'scrape', id: 'job_2', owner, payload: payload('http://127.0.0.1:9/', 1000) }, 100);
  await t.rejects(second, { code: 'timeout' });
  await first;
  await new Promise((r) => setTimeout(r, 100));
  t.same(ran, ['job_1'], 'the late job never reached its runner');
});

t.test('work that ends after the deadline stores nothing', async (t) => {
  const pool = {
    async scrape(req: ScrapeRequest) {
      await new Promise((r) => setTimeout(r, 150));
      return { pages: [{ url: req.url, html: '<p>x</p>', text: 'x', statusCode: 200, contentType: 'text/html', loadTimeMs: 1 }] };
    },
  } as unknown as BrowserPool;
  const d = deps(pool);
  t.teardown(() => d.store.close());
  const job: RenderJob<'scrape'> = { kind: 'scrape', id: 'scr_3', owner, payload: payload('http://127.0.0.1:9/', 1000) };
  await t.rejects(runScrapeJob(job, d, { deadline: Date.now() + 50 }), { code: 'timeout' });
  t.equal(await d.store.collection(CONTENT_COLLECTIONS.scrapes).get('scr_3'), null, 'no record');
});
