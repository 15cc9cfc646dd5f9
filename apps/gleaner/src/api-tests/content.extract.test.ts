import t from 'tap';
import { startFixtureSite } from '@gleaner/testkit';
import { startHarness } from './harness.js';

const itemsSchema = { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } };

t.test('POST /v1/content/extract: json, csv, table', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  const extract = (body: object, key = u.key) => h.call('POST', '/v1/content/extract', { key, body: { url: `${site.url}/list/links?page=1`, prompt: 'all list items with their name', schema: itemsSchema, ...body } });

  const json = await extract({});
  t.equal(json.status, 200, JSON.stringify(json.body).slice(0, 300));
  t.match(json.body.data.id, /^ext_/);
  t.ok(Array.isArray(json.body.data.extracted));
  t.ok(json.body.data.items_count >= 2, `items ${json.body.data.items_count}`);
  t.equal(json.body.data.items_count, json.body.data.extracted.length);
  t.ok(json.body.data.extracted.every((r: { name?: unknown }) => typeof r.name === 'string' && r.name.length > 0));
  t.type(json.body.data.extracted_at, 'string');
  t.notOk('csv_url' in json.body.data);
  t.equal(json.body.credits_used, 1);

  const table = await extract({ format: 'table' });
  t.equal(table.status, 200);
  const rows = table.body.data.extracted;
  t.same(rows[0], ['name'], 'the first row is the headers');
  t.equal(table.body.data.items_count, rows.length - 1, 'items_count counts data rows');

  const csv = await extract({ format: 'csv' });
  t.equal(csv.status, 200);
  t.type(csv.body.data.csv_url, 'string');
  const download = await fetch(csv.body.data.csv_url);
  t.equal(download.status, 200, 'the CSV downloads without a key');
  t.match(download.headers.get('content-type'), /text\/csv/);
  const text = await download.text();
  t.equal(text.split(/\r?\n/)[0], 'name');
  t.equal(text.trim().split(/\r?\n/).length, csv.body.data.items_count + 1);
  const tampered = csv.body.data.csv_url.replace(/sig=([0-9a-f])/, (_m: string, c: string) => `sig=${c === 'a' ? 'b' : 'a'}`);
  t.equal((await fetch(tampered)).status, 404, 'a tampered link does not work');

  const missing = await h.call('POST', '/v1/content/extract', { key: u.key, body: { url: `${site.url}/simple` } });
  t.equal(missing.status, 400);
  t.equal(missing.body.error.code, 'missing_parameter');
  t.equal(missing.body.error.details.field, 'prompt');
  const badFormat = await extract({ format: 'xml' });
  t.equal(badFormat.status, 400);
  t.equal(badFormat.body.error.code, 'invalid_parameter');
  const blocked = await extract({ url: `${site.url}/status/403` });
  t.equal(blocked.status, 502);
  t.equal(blocked.body.error.code, 'blocked');
  const usage = (await h.call('GET', '/v1/user/usage', { key: u.key })).body.data;
  t.same(usage.by_endpoint['content/extract'], { requests: 6, credits_used: 3 });
});

t.test('an output schema that is not a usable JSON Schema: 400 naming schema, nothing charged', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ credits: 10 });
  for (const schema of [{ type: 'array', items: 5 }, { $ref: '#/definitions/missing' }, { type: 'nonsense' }, { properties: { a: { minimum: 'low' } } }]) {
    const res = await h.call('POST', '/v1/content/extract', { key: u.key, body: { url: 'http://127.0.0.1:9/', prompt: 'the title', schema } });
    t.equal(res.status, 400, JSON.stringify(schema));
    t.equal(res.body.error.code, 'invalid_parameter');
    t.equal(res.body.error.details.field, 'schema');
    t.match(res.body.error.message, /not a usable JSON Schema/);
  }
  t.equal((await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance, 10);
});

t.test('__proto__ cannot be a field name of extract (it could not be a key of the answer)', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser();
  const res = await h.call('POST', '/v1/content/scrape', { key: u.key, rawBody: '{"url":"http://127.0.0.1:9/","extract":{"__proto__":"the title","constructor":"x"}}' });
  t.equal(res.status, 400);
  t.equal(res.body.error.code, 'invalid_parameter');
  t.equal(res.body.error.details.field, 'extract.__proto__');
  t.match(res.body.error.message, /reserved name/);
});
