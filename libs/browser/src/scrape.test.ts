// Pagination (button and link), max_pages, the credit stop, and the no-JavaScript path.
import t from 'tap';
import { NetworkGuard } from '@gleaner/net';
import { startFixtureSite } from '@gleaner/testkit';
import { startRig, rejection } from './test-helpers.js';
import { BrowserPool } from './pool.js';
import { guardedPlainFetch } from './plain-scrape.js';

t.test('pagination in the browser', async (t) => {
  const rig = await startRig();
  t.teardown(rig.close);
  const { pool, site } = rig;
  const js = await pool.scrape({ url: `${site.url}/list/js`, timeoutMs: 10_000, pagination: { nextButtonSelector: 'button.next', maxPages: 10 } });
  t.same(js.pages.map((p) => /List page (\d)/.exec(p.text)?.[1]), ['1', '2', '3'], 'stops when the button is gone');
  t.match(js.pages[2].text, /Golf/);
  const links = await pool.scrape({ url: `${site.url}/list/links`, timeoutMs: 10_000, pagination: { nextButtonSelector: 'a.next', maxPages: 2 } });
  t.equal(links.pages.length, 2, 'max_pages honoured');
  t.match(links.pages[1].url, /page=2/);
  t.match(links.pages[1].text, /Delta/);
  const asked: number[] = [];
  const stopped = await pool.scrape({
    url: `${site.url}/list/links`,
    timeoutMs: 10_000,
    pagination: { nextButtonSelector: 'a.next', maxPages: 3 },
    canFetchPage: async (n) => {
      asked.push(n);
      return n < 3;
    },
  });
  t.equal(stopped.pages.length, 2, 'canFetchPage false stops');
  t.same(asked, [2, 3]);
});

t.test('javascript:false uses no browser', async (t) => {
  const site = await startFixtureSite();
  t.teardown(site.close);
  const pool = new BrowserPool({ concurrency: 1, queueLimit: 1, recycleAfter: 10, fetchPage: guardedPlainFetch(new NetworkGuard({ allowPrivateNetworks: true })) });
  t.teardown(() => pool.close());
  const r = await pool.scrape({ url: `${site.url}/list/links`, timeoutMs: 5000, javascript: false, headers: { 'x-a': 'b' }, pagination: { nextButtonSelector: 'a.next', maxPages: 5 } });
  t.equal(r.pages.length, 3, 'followed the next link twice');
  t.match(r.pages[2].text, /India/);
  t.equal(r.pages[0].statusCode, 200);
  const late = await pool.scrape({ url: `${site.url}/late`, timeoutMs: 5000, javascript: false });
  t.notMatch(late.pages[0].text, /Late content/, 'scripts did not run');
  t.equal((await rejection(pool.scrape({ url: `${site.url}/challenge`, timeoutMs: 5000, javascript: false }))).code, 'blocked');
  t.equal(pool.stats().browsers, 0, 'no Chromium was started');
  // The default fetch refuses loopback: the guard is on unless someone allowed private networks.
  const guarded = new BrowserPool({ concurrency: 1, queueLimit: 1, recycleAfter: 10 });
  t.equal((await rejection(guarded.scrape({ url: `${site.url}/product`, timeoutMs: 5000, javascript: false }))).code, 'invalid_url');
});
