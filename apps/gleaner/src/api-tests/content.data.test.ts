import t from 'tap';
import { startFixtureSite } from '@gleaner/testkit';
import { startHarness } from './harness.js';

t.test('GET/DELETE /v1/content/data: lists, filters, isolation', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const a = await h.createUser({ plan: 'pro', credits: 20 });
  const b = await h.createUser({ plan: 'pro', credits: 20 });
  const scrape = async (key: string, path: string) => (await h.call('POST', '/v1/content/scrape', { key, body: { url: `${site.url}${path}`, javascript: false } })).body;

  const first = await scrape(a.key, '/simple?i=1');
  h.clock.advance(86_400_000);
  const second = await scrape(a.key, '/product');
  const testOne = await scrape(a.testKey, '/simple?i=9');
  t.equal(testOne.credits_used, 0, 'a test key consumes no credits');
  t.equal(testOne.credits_remaining, second.credits_remaining, 'and the live balance is unchanged');

  const list = await h.call('GET', '/v1/content/data', { key: a.key });
  t.equal(list.status, 200);
  t.same(list.body.data.map((r: { id: string }) => r.id), [second.data.id, first.data.id], 'newest first, live data only');
  t.same(Object.keys(list.body.data[0]).sort(), ['created_at', 'extracted', 'id', 'url']);
  t.same(list.body.pagination, { page: 1, limit: 20, total: 2, total_pages: 1 });

  const testList = await h.call('GET', '/v1/content/data', { key: a.testKey });
  t.same(testList.body.data.map((r: { id: string }) => r.id), [testOne.data.id], 'the test key sees only test data');
  t.equal((await h.call('GET', `/v1/content/data/${testOne.data.id}`, { key: a.key })).status, 404, 'live cannot read test data');

  const byUrl = await h.call('GET', '/v1/content/data?url=PRODUCT', { key: a.key });
  t.same(byUrl.body.data.map((r: { id: string }) => r.id), [second.data.id], 'url is a partial, case-insensitive match');
  const asc = await h.call('GET', '/v1/content/data?sort=url&order=asc', { key: a.key });
  t.same(asc.body.data.map((r: { id: string }) => r.id), [second.data.id, first.data.id], '/product < /simple');
  const day1 = new Date(Date.parse(first.data.scraped_at)).toISOString().slice(0, 10);
  const onDay1 = await h.call('GET', `/v1/content/data?from=${day1}&to=${day1}`, { key: a.key });
  t.same(onDay1.body.data.map((r: { id: string }) => r.id), [first.data.id], 'from/to by date, to covers its day');
  const paged = await h.call('GET', '/v1/content/data?limit=1&page=2', { key: a.key });
  t.same(paged.body.data.map((r: { id: string }) => r.id), [first.data.id]);
  t.same(paged.body.pagination, { page: 2, limit: 1, total: 2, total_pages: 2 });
  const beyond = await h.call('GET', '/v1/content/data?page=9', { key: a.key });
  t.same(beyond.body.data, []);

  for (const q of ['limit=101', 'limit=0', 'page=0', 'sort=size', 'order=up', 'from=yesterday']) {
    const bad = await h.call('GET', `/v1/content/data?${q}`, { key: a.key });
    t.equal(bad.status, 400, q);
    t.equal(bad.body.error.code, 'invalid_parameter', q);
  }

  const detail = await h.call('GET', `/v1/content/data/${second.data.id}`, { key: a.key });
  t.equal(detail.status, 200);
  t.match(detail.body.data.raw_html, /Fixture Kettle/);
  t.equal(detail.body.data.metadata.status_code, 200);
  t.type(detail.body.data.metadata.load_time_ms, 'number');
  t.type(detail.body.data.created_at, 'string');

  const other = await h.call('GET', `/v1/content/data/${second.data.id}`, { key: b.key });
  t.equal(other.status, 404, "another user's scrape answers as a missing one");
  t.equal(other.body.error.code, 'not_found');
  t.equal((await h.call('DELETE', `/v1/content/data/${second.data.id}`, { key: b.key })).status, 404);
  t.same((await h.call('GET', '/v1/content/data', { key: b.key })).body.data, []);

  const del = await h.call('DELETE', `/v1/content/data/${second.data.id}`, { key: a.key });
  t.equal(del.status, 200);
  t.same(Object.keys(del.body).sort(), ['message', 'success']);
  t.equal((await h.call('GET', `/v1/content/data/${second.data.id}`, { key: a.key })).status, 404);
  const again = await h.call('DELETE', `/v1/content/data/${second.data.id}`, { key: a.key });
  t.equal(again.status, 404);
  t.equal(again.body.error.code, 'not_found');
});
