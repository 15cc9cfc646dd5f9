import type { Test } from 'tap';
import { blackBoxCaller, type Answer } from './caller.js';

// Black-box checks of the API over HTTP, for any topology: the embedded server and the farm behind
// its proxy answer them the same way (apps/gleaner/src/api-tests/topology-checks.ts). Only what a
// client sees: status codes, envelopes (../shared/spec/api-spec.md and decisions.md), credits. Each
// run makes its own user, so a target may be shared. The pages come from the fixture site
// (startFixtureSite), which the target must be allowed to reach (GLEANER_ALLOW_PRIVATE_NETWORKS).

export interface BlackBoxTarget {
  /** The API's origin, without /v1. */
  baseUrl: string;
  /** Its GLEANER_ADMIN_TOKEN. */
  adminToken: string;
  /** The fixture site's origin. */
  siteUrl: string;
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const STARTING_CREDITS = 50;

/** The checks, one subtest each, in order (later ones use what earlier ones made). */
export async function runBlackBoxChecks(t: Test, target: BlackBoxTarget): Promise<void> {
  const call = blackBoxCaller(target.baseUrl);
  const download = async (url: string) => {
    const res = await fetch(url);
    return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  };
  /** The status expected; the answer itself in the message when it is not. */
  const status = (t: Test, a: Answer, expected: number, what: string) => t.equal(a.status, expected, a.status === expected ? what : `${what}: ${JSON.stringify(a.body).slice(0, 300)}`);
  const run = `${process.pid}-${Date.now()}`;
  let key = '';
  let balance = STARTING_CREDITS;
  let scrapeId = '';
  let wordsScrapeId = '';
  let pdfId = '';
  /** A charged request answered 200, charged `cost`, and says what is left. */
  const charged = (t: Test, a: Answer, cost: number) => {
    status(t, a, 200, 'answered');
    t.equal(a.body.credits_used, cost, `costs ${cost}`);
    balance -= cost;
    t.equal(a.body.credits_remaining, balance, 'the balance went down by the cost');
  };

  await t.test('the admin route creates a user with keys', async (t) => {
    const a = await call('POST', '/v1/admin/users', { key: target.adminToken, body: { email: `black-box-${run}@example.com`, name: 'Black Box', plan: 'pro', credits: STARTING_CREDITS } });
    status(t, a, 201, 'answered 201');
    t.equal(a.body.success, true);
    t.match(a.body.data.api_key, /^gl_live_[A-Za-z0-9]{32}$/);
    t.match(a.body.data.test_api_key, /^gl_test_[A-Za-z0-9]{32}$/);
    t.equal(a.body.data.user.credits.balance, STARTING_CREDITS);
    key = a.body.data.api_key;
  });

  await t.test('the profile', async (t) => {
    const a = await call('GET', '/v1/user/profile', { key });
    status(t, a, 200, 'answered 200');
    t.equal(a.body.data.email, `black-box-${run}@example.com`);
    t.equal(a.body.data.plan.name, 'pro');
    t.equal(a.body.data.credits.balance, STARTING_CREDITS);
    t.equal(a.body.data.api_key.prefix, key.slice(0, 11));
  });

  await t.test('a scrape, stored and readable', async (t) => {
    const a = await call('POST', '/v1/content/scrape', { key, body: { url: `${target.siteUrl}/product`, extract: { name: 'product name' } } });
    charged(t, a, 1);
    t.match(a.body.data.id, /^scr_[0-9a-f]{24}$/);
    t.match(a.body.data.raw_html, /Fixture Kettle/, 'the page as the browser rendered it');
    t.match(String(a.body.data.extracted.name), /Fixture Kettle/);
    scrapeId = a.body.data.id;
    const stored = await call('GET', `/v1/content/data/${scrapeId}`, { key });
    status(t, stored, 200, 'answered 200');
    t.equal(stored.body.data.id, scrapeId);
  });

  await t.test('an extraction of records', async (t) => {
    const schema = { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } };
    const a = await call('POST', '/v1/content/extract', { key, body: { url: `${target.siteUrl}/list/links?page=1`, prompt: 'all list items with their name', schema } });
    charged(t, a, 1);
    t.ok(Array.isArray(a.body.data.extracted) && a.body.data.extracted.length >= 2, `records (${a.body.data.items_count})`);
    t.equal(a.body.data.items_count, a.body.data.extracted?.length);
  });

  await t.test('fields in the user\'s own words, on a page whose load event never fires', async (t) => {
    const a = await call('POST', '/v1/content/scrape', { key, body: { url: `${target.siteUrl}/hang/load`, timeout: 3000, extract: { departure: 'when do the ferries leave', sailings: 'the names of all the sailings' } } });
    charged(t, a, 1);
    t.equal(a.body.data.extracted.departure, '9:40 am', 'the span of the sentence, read at the late-load bound');
    t.same(a.body.data.extracted.sailings, ['Morning ferry', 'Noon ferry', 'Evening ferry']);
    wordsScrapeId = a.body.data.id;
  });

  await t.test('a PDF, downloadable without a key', async (t) => {
    const a = await call('POST', '/v1/pdf/generate', { key, body: { url: `${target.siteUrl}/long?sections=3` } });
    charged(t, a, 2);
    t.match(a.body.data.id, /^pdf_[0-9a-f]{24}$/);
    pdfId = a.body.data.id;
    const file = await download(a.body.data.pdf_url);
    t.equal(file.status, 200);
    t.equal(file.bytes.subarray(0, 5).toString(), '%PDF-');
    t.equal(a.body.data.file_size, file.bytes.length, 'file_size is the file’s');
  });

  await t.test('a screenshot, downloadable without a key', async (t) => {
    const a = await call('POST', '/v1/screenshot/capture', { key, body: { url: `${target.siteUrl}/elements` } });
    charged(t, a, 1);
    t.equal(a.body.data.type, 'png');
    const image = await download(a.body.data.image_url);
    t.equal(image.status, 200);
    t.same([...image.bytes.subarray(0, 8)], PNG_MAGIC, 'a PNG');
  });

  await t.test('lists with pagination', async (t) => {
    const data = await call('GET', '/v1/content/data?limit=10', { key });
    status(t, data, 200, 'answered 200');
    t.same(data.body.data.map((r: { id: string }) => r.id).sort(), [scrapeId, wordsScrapeId].sort(), 'the two scrapes of this user, and only them');
    t.same(data.body.pagination, { page: 1, limit: 10, total: 2, total_pages: 1 });
    const pdfs = await call('GET', '/v1/pdf/list', { key });
    status(t, pdfs, 200, 'answered 200');
    t.same(pdfs.body.data.map((r: { id: string }) => r.id), [pdfId]);
  });

  await t.test('credits: the balance and the usage report agree with what was charged', async (t) => {
    const profile = await call('GET', '/v1/user/profile', { key });
    t.equal(profile.body.data.credits.balance, STARTING_CREDITS - 6, 'scrape 1 + extract 1 + words 1 + pdf 2 + screenshot 1');
    t.equal(profile.body.data.credits.balance, balance);
    const usage = await call('GET', '/v1/user/usage', { key });
    status(t, usage, 200, 'answered 200');
    // Charged requests are recorded with their charge (request counts may lag a second behind).
    t.equal(usage.body.data.summary.total_credits_used, 6);
    t.equal(usage.body.data.by_endpoint['pdf/generate']?.credits_used, 2);
  });

  await t.test('key regeneration: the new key works, the old one is expired at once', async (t) => {
    const a = await call('POST', '/v1/user/api-key/regenerate', { key });
    status(t, a, 200, 'answered 200');
    t.match(a.body.data.api_key, /^gl_live_[A-Za-z0-9]{32}$/);
    const old = await call('GET', '/v1/user/profile', { key });
    t.equal(old.status, 401);
    t.equal(old.body.error?.code, 'api_key_expired');
    key = a.body.data.api_key;
    // Twice: on a farm the next requests go to other API processes.
    for (let i = 0; i < 2; i++) {
      const now = await call('GET', '/v1/user/profile', { key });
      status(t, now, 200, 'answered 200');
      t.equal(now.body.data.credits.balance, balance, 'the credits stay with the user');
    }
    const again = await call('POST', '/v1/user/api-key/regenerate', { key });
    t.equal(again.status, 429, 'a second regeneration within the interval');
    t.equal(again.body.error?.code, 'rate_limited');
  });

  await t.test('errors: the envelope, the code, the status', async (t) => {
    const expectError = (what: string, a: Answer, status: number, code: string, field?: string) => {
      t.equal(a.status, status, `${what}: ${status}`);
      t.equal(a.body.success, false, `${what}: the error envelope`);
      t.equal(a.body.error?.code, code, `${what}: ${code}`);
      t.type(a.body.error?.message, 'string');
      if (field) t.equal(a.body.error?.details?.field, field, `${what}: names ${field}`);
    };
    expectError('no key', await call('GET', '/v1/user/profile'), 401, 'unauthorized');
    expectError('an unknown key', await call('GET', '/v1/user/profile', { key: 'gl_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }), 401, 'unauthorized');
    expectError('a wrong admin token', await call('POST', '/v1/admin/users', { key: 'not-the-token', body: { email: 'x@example.com', name: 'X' } }), 401, 'unauthorized');
    expectError('no url', await call('POST', '/v1/content/scrape', { key, body: {} }), 400, 'missing_parameter', 'url');
    expectError('not a URL', await call('POST', '/v1/content/scrape', { key, body: { url: 'not a url' } }), 400, 'invalid_url');
    const both = await call('POST', '/v1/screenshot/capture', { key, body: { url: `${target.siteUrl}/elements`, type: 'gif', quality: 500 } });
    expectError('two bad fields', both, 400, 'invalid_parameter');
    t.ok((both.body.error?.details?.errors?.length ?? 0) >= 2, `every problem is listed (${JSON.stringify(both.body.error?.details)})`);
    expectError('a missing record', await call('GET', '/v1/content/data/scr_000000000000000000000000', { key }), 404, 'not_found');
    const broke = await call('POST', '/v1/admin/users', { key: target.adminToken, body: { email: `broke-${run}@example.com`, name: 'Broke', credits: 0 } });
    expectError('no credits left', await call('POST', '/v1/content/scrape', { key: broke.body.data?.api_key, body: { url: `${target.siteUrl}/simple` } }), 403, 'insufficient_credits');
    const after = await call('GET', '/v1/user/profile', { key });
    t.equal(after.body.data.credits.balance, balance, 'failed requests cost nothing');
  });
}
