// Time limits in the pool: each page its own timeout, the whole job inside the caller's deadline,
// a job past its deadline never started, in Chromium and on the no-JavaScript path.
import t from 'tap';
import { NetworkGuard } from '@gleaner/net';
import { startFixtureSite } from '@gleaner/testkit';
import { startRig, rejection } from './test-helpers.js';
import { BrowserPool } from './pool.js';
import { guardedPlainFetch } from './plain-scrape.js';
import { browserDeadline, FINISH_MARGIN_MS, MAX_RENDER_JOB_MS, QUEUE_MARGIN_MS, renderJobBudgetMs } from './deadline.js';

const links = { nextButtonSelector: 'a.next', maxPages: 3 };
/** The pool's grace past a deadline, and some slack for a busy machine. */
const LATE_MS = 1000 + 700;

t.test('the budget: every page its timeout, named margins, capped', async (t) => {
  t.equal(renderJobBudgetMs({ timeoutMs: 2000, pages: 3 }), 6000 + QUEUE_MARGIN_MS + FINISH_MARGIN_MS);
  t.equal(renderJobBudgetMs({ timeoutMs: 2000, extraMs: 500 }), 2500 + QUEUE_MARGIN_MS + FINISH_MARGIN_MS);
  t.equal(renderJobBudgetMs({ timeoutMs: 300_000, pages: 100 }), MAX_RENDER_JOB_MS);
  t.equal(browserDeadline(100_000), 100_000 - FINISH_MARGIN_MS);
});

t.test('in Chromium', async (t) => {
  const rig = await startRig();
  t.teardown(rig.close);
  const { pool, site } = rig;

  t.test('each page gets its own timeout: 3 pages of 40% of it each all load', async (t) => {
    const started = Date.now();
    // 3 s to spare a page: a loaded machine (other Chromiums running) needs some of it to navigate
    // (800 ms of spare cut page 2 of the same case over HTTP at load 19).
    const r = await pool.scrape({ url: `${site.url}/list/slow?delay=2000`, timeoutMs: 5000, pagination: links });
    t.equal(r.pages.length, 3, `all three pages in ${Date.now() - started} ms (one 5000 ms timeout for all would have cut page 3)`);
    t.match(r.pages[2].text, /India/);
  });

  t.test('a later page over its timeout ends the pagination; the pages fetched are kept', async (t) => {
    // Page 1 (no delay) must load in time on a loaded machine too; page 2 would come at 8 s.
    const r = await pool.scrape({ url: `${site.url}/list/slow?from=2&delay=8000`, timeoutMs: 2500, pagination: links });
    t.equal(r.pages.length, 1);
    t.match(r.pages[0].text, /Alpha/);
  });

  t.test('the first page over its timeout is a timeout', async (t) => {
    const err = await rejection(pool.scrape({ url: `${site.url}/list/slow?delay=3000`, timeoutMs: 800, pagination: links }));
    t.equal(err.code, 'timeout');
  });

  t.test('the job deadline ends a pagination early: pages fetched by then are the answer, in time', async (t) => {
    const started = Date.now();
    const r = await pool.scrape({ url: `${site.url}/list/slow?from=2&delay=1000`, timeoutMs: 1500, deadline: started + 1600, pagination: links });
    const took = Date.now() - started;
    t.ok(r.pages.length >= 1 && r.pages.length < 3, `stopped early with ${r.pages.length} page(s)`);
    t.match(r.pages[0].text, /Alpha/);
    t.ok(took < 1600 + LATE_MS, `answered ${took} ms after the start, deadline 1600`);
  });

  t.test('the deadline bounds a page shorter than its timeout (scrape, screenshot, pdf)', async (t) => {
    for (const [name, call] of [
      ['scrape', (deadline: number) => pool.scrape({ url: `${site.url}/slow?delay=5000`, timeoutMs: 10_000, deadline })],
      ['screenshot', (deadline: number) => pool.screenshot({ url: `${site.url}/slow?delay=5000`, timeoutMs: 10_000, deadline })],
      ['pdf', (deadline: number) => pool.pdf({ url: `${site.url}/slow?delay=5000`, timeoutMs: 10_000, deadline, maxPages: 100, maxBytes: 10_000_000 })],
    ] as const) {
      const started = Date.now();
      const err = await rejection(call(started + 700));
      t.equal(err.code, 'timeout', name);
      t.ok(Date.now() - started < 700 + LATE_MS, `${name}: gave up ${Date.now() - started} ms after the start, deadline 700`);
    }
  });

  t.test('a job whose deadline has passed is not started: nothing is loaded', async (t) => {
    const before = site.hits('/list/slow');
    const err = await rejection(pool.scrape({ url: `${site.url}/list/slow?delay=0`, timeoutMs: 5000, deadline: Date.now() - 1, pagination: links }));
    t.equal(err.code, 'timeout');
    t.match(err.message, /nothing was loaded/);
    const shot = await rejection(pool.screenshot({ url: `${site.url}/list/slow?delay=0`, timeoutMs: 5000, deadline: Date.now() }));
    t.equal(shot.code, 'timeout');
    await new Promise((r) => setTimeout(r, 100));
    t.equal(site.hits('/list/slow'), before, 'the site saw no request');
  });
});

t.test('without JavaScript', async (t) => {
  const site = await startFixtureSite();
  t.teardown(site.close);
  const pool = new BrowserPool({ concurrency: 1, queueLimit: 1, recycleAfter: 10, fetchPage: guardedPlainFetch(new NetworkGuard({ allowPrivateNetworks: true })) });
  t.teardown(() => pool.close());
  const r = await pool.scrape({ url: `${site.url}/list/slow?delay=600`, javascript: false, timeoutMs: 1000, pagination: links });
  t.equal(r.pages.length, 3, 'each page its own timeout');
  const cut = await pool.scrape({ url: `${site.url}/list/slow?from=2&delay=3000`, javascript: false, timeoutMs: 800, pagination: links });
  t.equal(cut.pages.length, 1, 'a later page over its timeout ends the pagination');
  const started = Date.now();
  const early = await pool.scrape({ url: `${site.url}/list/slow?from=2&delay=800`, javascript: false, timeoutMs: 1500, deadline: started + 1200, pagination: links });
  t.ok(early.pages.length >= 1 && early.pages.length < 3, `the deadline stopped it with ${early.pages.length} page(s)`);
  t.ok(Date.now() - started < 1200 + LATE_MS);
  const before = site.hits('/list/slow');
  t.equal((await rejection(pool.scrape({ url: `${site.url}/list/slow`, javascript: false, timeoutMs: 1000, deadline: Date.now() - 1 }))).code, 'timeout');
  t.equal(site.hits('/list/slow'), before, 'not fetched');
});
