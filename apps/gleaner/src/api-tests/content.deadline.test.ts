import t from 'tap';
import { startFixtureSite } from '@gleaner/testkit';
import { startHarness } from './harness.js';

// Time limits of a paginated scrape over HTTP, in Chromium against the fixture site: `timeout` is
// each page's own; a later page that does not come in time ends the pagination with the pages
// fetched (charged as many); the first page not coming in time is 504 and costs nothing.

t.test('POST /v1/content/scrape: pagination and timeouts', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 50 });
  const scrape = (body: object) => h.call('POST', '/v1/content/scrape', { key: u.key, body });
  const balance = async () => (await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance as number;
  const links = (max: number) => ({ next_button_selector: 'a.next', max_pages: max });

  t.test('each page gets its own timeout: 3 pages taking 60% of it each all load', async (t) => {
    const before = await balance();
    const res = await scrape({ url: `${site.url}/list/slow?delay=900`, timeout: 1500, pagination: links(3) });
    t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    t.equal(res.body.data.pages_scraped, 3);
    t.equal(res.body.credits_used, 3);
    t.equal(await balance(), before - 3);
  });

  t.test('without JavaScript too', async (t) => {
    const res = await scrape({ url: `${site.url}/list/slow?delay=900`, timeout: 1500, javascript: false, pagination: links(3) });
    t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    t.equal(res.body.data.pages_scraped, 3);
  });

  t.test('a later page over its timeout: the pages fetched, charged as many', async (t) => {
    const before = await balance();
    const started = Date.now();
    const res = await scrape({ url: `${site.url}/list/slow?from=2&delay=4000`, timeout: 1000, pagination: links(3) });
    t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    t.equal(res.body.data.pages_scraped, 1);
    t.match(res.body.data.raw_html, /Alpha/);
    t.equal(res.body.credits_used, 1);
    t.equal(await balance(), before - 1, 'the other two pages were refunded');
    t.ok(Date.now() - started < 4000, 'answered when page 2 ran out of time, not when it came');
  });

  t.test('the first page over its timeout: 504 timeout, nothing charged', async (t) => {
    const before = await balance();
    const res = await scrape({ url: `${site.url}/list/slow?delay=4000`, timeout: 1000, pagination: links(3) });
    t.equal(res.status, 504, JSON.stringify(res.body).slice(0, 300));
    t.equal(res.body.error.code, 'timeout');
    t.equal(await balance(), before);
  });
});
