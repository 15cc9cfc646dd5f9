import t from 'tap';
import { startFixtureSite } from '@gleaner/testkit';
import { startHarness } from './harness.js';

t.test('POST /v1/content/scrape', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 50 });
  const scrape = (body: object, key = u.key) => h.call('POST', '/v1/content/scrape', { key, body });

  t.test('fields described in words, HTML, metadata, credits', async (t) => {
    const res = await scrape({ url: `${site.url}/product`, extract: { name: 'product name', price: 'current price', currency: 'price currency' } });
    t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    const d = res.body.data;
    t.match(d.id, /^scr_[0-9a-f]{24}$/);
    t.equal(d.url, `${site.url}/product`);
    t.same(Object.keys(d.extracted).sort(), ['currency', 'name', 'price'], 'the keys are those requested');
    t.match(String(d.extracted.name), /Fixture Kettle/);
    t.match(String(d.extracted.price), /49\.9/);
    t.match(d.raw_html, /Fixture Kettle/);
    t.equal(d.metadata.status_code, 200);
    t.match(d.metadata.content_type, /text\/html/);
    t.type(d.metadata.load_time_ms, 'number');
    t.type(d.scraped_at, 'string');
    t.equal(d.pages_scraped, 1);
    t.equal(res.body.credits_used, 1);
    t.equal(res.body.credits_remaining, 49);
  });

  t.test('without extract, extracted is an empty object', async (t) => {
    const res = await scrape({ url: `${site.url}/simple` });
    t.equal(res.status, 200);
    t.same(res.body.data.extracted, {});
  });

  t.test('wait_for waits for content added by JavaScript', async (t) => {
    const res = await scrape({ url: `${site.url}/late?delay=300`, wait_for: '#late' });
    t.equal(res.status, 200);
    t.match(res.body.data.raw_html, /Late content arrived/);
  });

  t.test('custom headers reach the page', async (t) => {
    const res = await scrape({ url: `${site.url}/headers`, headers: { 'X-Gleaner-Test': 'hello-42' } });
    t.equal(res.status, 200);
    t.match(res.body.data.raw_html, /hello-42/);
  });

  t.test('javascript: false fetches without a browser', async (t) => {
    const res = await scrape({ url: `${site.url}/product`, javascript: false, extract: { price: 'price' } });
    t.equal(res.status, 200);
    t.match(String(res.body.data.extracted.price), /49\.9/);
    t.equal(res.body.data.metadata.status_code, 200);
    const js = await scrape({ url: `${site.url}/late?delay=50`, javascript: false });
    t.notMatch(js.body.data.raw_html, /<div id="late">/, 'no script ran');
  });

  t.test('pagination by clicking next: pages_scraped, credits per page, lists concatenated', async (t) => {
    const before = (await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance;
    const res = await scrape({ url: `${site.url}/list/js`, pagination: { next_button_selector: 'button.next', max_pages: 3 }, extract: { title: 'page heading', items: 'list items' } });
    t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    t.equal(res.body.data.pages_scraped, 3);
    t.equal(res.body.credits_used, 3);
    t.equal(res.body.credits_remaining, before - 3);
    t.match(String(res.body.data.extracted.title), /List page 1/, 'scalars come from the first page');
    if (Array.isArray(res.body.data.extracted.items)) t.ok(res.body.data.extracted.items.length >= 3, 'list items of every page');
    else t.fail(`items should be a list, got ${JSON.stringify(res.body.data.extracted.items)}`);
  });

  t.test('pagination by links stops at max_pages', async (t) => {
    const res = await scrape({ url: `${site.url}/list/links?page=1`, pagination: { next_button_selector: 'a.next', max_pages: 2 } });
    t.equal(res.status, 200);
    t.equal(res.body.data.pages_scraped, 2);
    t.equal(res.body.credits_used, 2);
  });
});

t.test('pagination stops when the balance runs out', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 2 });
  const res = await h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: `${site.url}/list/links?page=1`, pagination: { next_button_selector: 'a.next', max_pages: 3 } } });
  t.equal(res.status, 200);
  t.equal(res.body.data.pages_scraped, 2);
  t.equal(res.body.credits_used, 2);
  t.equal(res.body.credits_remaining, 0);
  const broke = await h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: `${site.url}/simple` } });
  t.equal(broke.status, 403);
  t.equal(broke.body.error.code, 'insufficient_credits');
});

t.test('credit race over HTTP: 10 parallel scrapes against a balance of 5', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 5 });
  const results = await Promise.all(Array.from({ length: 10 }, (_, i) => h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: `${site.url}/simple?i=${i}`, javascript: false } })));
  t.equal(results.filter((r) => r.status === 200).length, 5);
  t.ok(results.filter((r) => r.status !== 200).every((r) => r.status === 403 && r.body.error.code === 'insufficient_credits'));
  t.equal((await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance, 0);
});
