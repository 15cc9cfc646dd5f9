import t from 'tap';
import { startFixtureSite } from '@gleaner/testkit';
import { startCohereStandIn } from '@gleaner/ai';
import { startHarness, type Harness, type NewUser } from './harness.js';

// Deep research over real stored items: a scrape, a PDF and a screenshot of three fixture articles.
// Questions whose answer is in one of them get it with that item cited first and 5 credits taken;
// questions the sources do not answer get a plain "not found" and a low confidence. Then the paths
// that refuse: unknown and other users' ids, counts, size, not ready, too long, isolation, delete.

async function waitReady(h: Harness, key: string, id: string): Promise<any> {
  for (let i = 0; i < 200; i++) {
    const res = await h.call('GET', `/v1/research/${id}`, { key });
    if (res.body.data?.status !== 'processing') return res.body.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`research session ${id} still processing`);
}

async function storeItems(h: Harness, u: NewUser, siteUrl: string) {
  const scrape = await h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: `${siteUrl}/research/article?name=ferry` } });
  const pdf = await h.call('POST', '/v1/pdf/generate', { key: u.key, body: { url: `${siteUrl}/research/article?name=observatory` } });
  const shot = await h.call('POST', '/v1/screenshot/capture', { key: u.key, body: { url: `${siteUrl}/research/article?name=garden` } });
  for (const r of [scrape, pdf, shot]) if (r.status !== 200) throw new Error(`could not store an item: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  return { scrape: scrape.body.data.id as string, pdf: pdf.body.data.id as string, screenshot: shot.body.data.id as string };
}

t.test('research over a scrape, a PDF and a screenshot', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 200 });
  const items = await storeItems(h, u, site.url);

  const created = await h.call('POST', '/v1/research', { key: u.key, body: { name: 'Local history', description: 'three articles', data_sources: [items.scrape, items.pdf, items.screenshot] } });
  t.equal(created.status, 201, JSON.stringify(created.body));
  const s = created.body.data;
  t.match(s.id, /^res_[0-9a-f]{24}$/);
  t.equal(created.body.credits_used, 0, 'creating a session costs nothing');
  t.type(created.body.credits_remaining, 'number');
  t.same(s.data_sources.map((d: any) => [d.id, d.type]), [[items.scrape, 'scrape'], [items.pdf, 'pdf'], [items.screenshot, 'screenshot']]);
  t.match(s.data_sources[0].url, /\/research\/article\?name=ferry$/);
  t.notOk('scraped_at' in s.data_sources[0], 'the create response lists sources without scraped_at');
  t.match(s.status, /^(processing|ready)$/);
  const ready = await waitReady(h, u.key, s.id);
  t.equal(ready.status, 'ready');
  t.ok(ready.data_sources.every((d: any) => typeof d.scraped_at === 'string'), 'the detail adds scraped_at');
  t.equal(ready.questions_asked, 0);
  t.equal(ready.total_credits_used, 0);
  t.equal(ready.last_question_at, null);

  const ask = (body: object) => h.call('POST', `/v1/research/${s.id}/ask`, { key: u.key, body });
  const cases = [
    { question: 'When was the Northwind ferry launched?', has: '2011', span: '2011', source: items.scrape },
    { question: 'Who built the main telescope of Hollin Observatory?', has: 'Edith Marlow', span: 'Edith Marlow', source: items.pdf },
    { question: 'How many roses grow in the Lindqvist garden?', has: '1,200', span: /1,200/, source: items.screenshot },
  ];
  let balance = created.body.credits_remaining as number;
  for (const c of cases) {
    const res = await ask({ question: c.question });
    t.equal(res.status, 200, JSON.stringify(res.body));
    const a = res.body.data;
    t.equal(a.question, c.question);
    t.type(a.answer, 'string');
    t.ok(a.answer.includes(c.has), `${c.question} -> ${a.answer}`);
    t.match(a.span?.text, c.span, 'the short answer, typed');
    t.equal(a.sources[0].id, c.source, 'the item that says it is cited first');
    t.ok(a.sources[0].relevance > 0 && a.sources[0].relevance <= 1);
    t.ok(a.confidence >= 0.3 && a.confidence <= 1, `confidence ${a.confidence}`);
    t.equal(a.found, true);
    t.notOk('format' in a, 'format is present for table and json only');
    t.equal(res.body.credits_used, 5);
    t.equal(res.body.credits_remaining, balance - 5);
    balance -= 5;
  }

  t.test('a question the sources do not answer', async (t) => {
    for (const question of ['What is the capital of Peru?', 'Who won the 1998 football world cup?', 'Who composed the national anthem of Chile?']) {
      const res = await ask({ question });
      t.equal(res.status, 200);
      t.equal(res.body.data.found, false, question);
      t.match(res.body.data.answer, /do not contain/, 'says so plainly');
      t.ok(res.body.data.confidence <= 0.1, `low confidence (${res.body.data.confidence})`);
      t.same(res.body.data.sources, []);
      t.equal(res.body.credits_used, 5, 'an answer that says "not found" is still an answer');
      balance -= 5;
    }
  });

  t.test('formats: json and table', async (t) => {
    const json = await ask({ question: 'When did Hollin Observatory open?', format: 'json' });
    t.equal(json.status, 200);
    t.equal(json.body.data.format, 'json');
    t.match(json.body.data.answer, { answer: '1932', type: /year|date/, source_id: items.pdf });
    const table = await ask({ question: 'When was each place founded or opened?', format: 'table' });
    t.equal(table.status, 200, JSON.stringify(table.body));
    t.equal(table.body.data.format, 'table');
    t.ok(Array.isArray(table.body.data.answer.headers) && Array.isArray(table.body.data.answer.rows));
    balance -= 10;
  });

  t.test('a table drawn from the passages: one row per product page', async (t) => {
    const ids: string[] = [];
    for (const slug of ['alder', 'birch', 'cedar']) {
      const r = await h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: `${site.url}/research/product?slug=${slug}` } });
      ids.push(r.body.data.id);
    }
    balance -= 3;
    const created = await h.call('POST', '/v1/research', { key: u.key, body: { name: 'Lamps', data_sources: ids } });
    const lamps = await waitReady(h, u.key, created.body.data.id);
    const res = await h.call('POST', `/v1/research/${lamps.id}/ask`, { key: u.key, body: { question: 'Compare the prices of these lamps', format: 'table' } });
    t.equal(res.status, 200, JSON.stringify(res.body));
    const table = res.body.data.answer;
    t.same(table.headers, ['source', 'prices']);
    t.same(
      [...table.rows].sort((a: string[], b: string[]) => a[0].localeCompare(b[0])),
      [
        ['Alder desk lamp', '€48'],
        ['Birch floor lamp', '€129'],
        ['Cedar reading lamp', '€67'],
      ],
      'each page\'s title and price',
    );
    t.same(new Set(res.body.data.sources.map((x: any) => x.id)), new Set(ids));
    balance -= 5;
  });

  t.test('context adds to the question', async (t) => {
    const res = await ask({ question: 'Who is the captain?', context: 'the Northwind ferry' });
    t.equal(res.status, 200);
    t.match(res.body.data.answer, /Ana Okafor/);
    t.equal(res.body.data.sources[0].id, items.scrape);
    balance -= 5;
  });

  t.test('every question is stored and counted', async (t) => {
    const list = await h.call('GET', `/v1/research/${s.id}/questions?limit=100`, { key: u.key });
    t.equal(list.status, 200);
    t.equal(list.body.pagination.total, 9, 'the lamps were asked of another session');
    const first = list.body.data.find((q: any) => q.question === cases[0].question);
    t.ok(first.answer.includes('2011'));
    t.type(first.confidence, 'number');
    t.type(first.asked_at, 'string');
    const detail = (await h.call('GET', `/v1/research/${s.id}`, { key: u.key })).body.data;
    t.equal(detail.questions_asked, 9);
    t.equal(detail.total_credits_used, 45);
    t.type(detail.last_question_at, 'string');
    const listed = await h.call('GET', '/v1/research?status=ready', { key: u.key });
    const mine = listed.body.data.find((x: any) => x.id === s.id);
    t.equal(mine.data_sources_count, 3);
    t.equal(mine.questions_asked, 9);
    t.equal((await h.call('GET', '/v1/research?status=error', { key: u.key })).body.pagination.total, 0);
    const profile = await h.call('GET', '/v1/user/profile', { key: u.key });
    t.equal(profile.body.data.credits_remaining ?? profile.body.data.credits?.remaining ?? balance, balance);
  });

  t.test('refusals', async (t) => {
    const other = await h.createUser({ plan: 'pro', credits: 50 });
    const theirs = await h.call('POST', '/v1/content/scrape', { key: other.key, body: { url: `${site.url}/research/article?name=ferry` } });
    const foreign = await h.call('POST', '/v1/research', { key: u.key, body: { name: 'x', data_sources: [items.scrape, theirs.body.data.id] } });
    t.equal(foreign.status, 400);
    t.equal(foreign.body.error.code, 'invalid_parameter');
    t.equal(foreign.body.error.details.field, 'data_sources[1]');
    t.match(foreign.body.error.message, theirs.body.data.id, 'names the id');
    const unknown = await h.call('POST', '/v1/research', { key: u.key, body: { name: 'x', data_sources: ['scr_000000000000000000000000'] } });
    t.equal(unknown.status, 400);
    t.match(unknown.body.error.message, 'scr_000000000000000000000000');
    const none = await h.call('POST', '/v1/research', { key: u.key, body: { name: 'x', data_sources: [] } });
    t.equal(none.body.error.code, 'invalid_parameter', 'no sources');
    const many = await h.call('POST', '/v1/research', { key: u.key, body: { name: 'x', data_sources: Array.from({ length: 51 }, (_, i) => `scr_${String(i).padStart(24, '0')}`) } });
    t.equal(many.body.error.code, 'invalid_parameter', 'more than 50');
    const missing = await h.call('POST', '/v1/research', { key: u.key, body: { name: 'x' } });
    t.equal(missing.body.error.code, 'missing_parameter');
    const testWorld = await h.call('POST', '/v1/research', { key: u.testKey, body: { name: 'x', data_sources: [items.scrape] } });
    t.equal(testWorld.status, 400, 'a test key does not see live items');

    const long = await ask({ question: 'why '.repeat(250) });
    t.equal(long.status, 400);
    t.equal(long.body.error.code, 'question_too_long', '1000 characters');
    const justUnder = await ask({ question: `${'x'.repeat(990)} ferry?` });
    t.equal(justUnder.status, 200, '999 characters are allowed');
    balance -= 5;
    t.equal((await ask({})).body.error.code, 'missing_parameter');
    t.equal((await ask({ question: 'x', format: 'pdf' })).body.error.code, 'invalid_parameter');
    t.equal((await h.call('POST', `/v1/research/${s.id}/ask`, { key: other.key, body: { question: 'When was the ferry launched?' } })).status, 404, "another user's session is not found");
    t.equal((await h.call('GET', `/v1/research/${s.id}`, { key: other.key })).status, 404);
    t.equal((await h.call('GET', `/v1/research/${s.id}/questions`, { key: other.key })).status, 404);
    t.equal((await h.call('DELETE', `/v1/research/${s.id}`, { key: other.key })).status, 404);
    t.equal((await h.call('GET', '/v1/research/res_000000000000000000000000', { key: u.key })).status, 404);
  });

  t.test('too few credits: 403 and nothing taken', async (t) => {
    const poor = await h.createUser({ plan: 'pro', credits: 4 });
    const item = await h.call('POST', '/v1/content/scrape', { key: poor.key, body: { url: `${site.url}/research/article?name=ferry` } });
    const session = await h.call('POST', '/v1/research', { key: poor.key, body: { name: 'x', data_sources: [item.body.data.id] } });
    await waitReady(h, poor.key, session.body.data.id);
    const res = await h.call('POST', `/v1/research/${session.body.data.id}/ask`, { key: poor.key, body: { question: 'When was the Northwind ferry launched?' } });
    t.equal(res.status, 403);
    t.equal(res.body.error.code, 'insufficient_credits');
    t.equal((await h.call('GET', `/v1/research/${session.body.data.id}`, { key: poor.key })).body.data.questions_asked, 0);
  });

  t.test('delete: the session, its questions and its index go', async (t) => {
    const del = await h.call('DELETE', `/v1/research/${s.id}`, { key: u.key });
    t.equal(del.status, 200);
    t.same(del.body, { success: true, message: `Research session ${s.id} deleted.` });
    t.equal((await h.call('GET', `/v1/research/${s.id}`, { key: u.key })).status, 404);
    t.equal((await h.call('GET', `/v1/research/${s.id}/questions`, { key: u.key })).status, 404);
    t.equal((await ask({ question: 'When was the Northwind ferry launched?' })).status, 404);
    t.equal((await h.call('DELETE', `/v1/research/${s.id}`, { key: u.key })).status, 404, 'a second delete is not found');
  });
});

t.test('research: not ready while indexing, the 10 MB limit, and a source gone before indexing', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  // no wait at creation: the answer is whatever the session is when it was stored
  const h = await startHarness(t, { GLEANER_RESEARCH_READY_WAIT_MS: '0' });
  const u = await h.createUser({ plan: 'pro', credits: 100 });
  const big: string[] = [];
  for (let seed = 1; seed <= 6; seed++) {
    const r = await h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: `${site.url}/research/long?kb=1900&seed=${seed}` } });
    t.equal(r.status, 200, JSON.stringify(r.body).slice(0, 200));
    big.push(r.body.data.id);
  }
  const over = await h.call('POST', '/v1/research', { key: u.key, body: { name: 'too much', data_sources: big } });
  t.equal(over.status, 400, 'six pages of 1.9 MB of text are over 10 MB');
  t.equal(over.body.error.code, 'invalid_parameter');
  t.equal(over.body.error.details.field, 'data_sources');

  const created = await h.call('POST', '/v1/research', { key: u.key, body: { name: 'survey', data_sources: big.slice(0, 5) } });
  t.equal(created.status, 201);
  t.equal(created.body.data.status, 'processing', '9.5 MB take a while to index');
  const early = await h.call('POST', `/v1/research/${created.body.data.id}/ask`, { key: u.key, body: { question: 'What was surveyed?' } });
  t.equal(early.status, 409);
  t.equal(early.body.error.code, 'research_not_ready');
  t.equal((await h.call('GET', '/v1/research?status=processing', { key: u.key })).body.data[0]?.id, created.body.data.id);
  const ready = await waitReady(h, u.key, created.body.data.id);
  t.equal(ready.status, 'ready');
  const res = await h.call('POST', `/v1/research/${created.body.data.id}/ask`, { key: u.key, body: { question: 'Who led the survey of Wren Valley?' } });
  t.equal(res.status, 200);
  t.equal(res.body.data.span?.text, 'Wen Liu', JSON.stringify(res.body.data));
  t.equal(res.body.data.sources[0]?.id, big[2], 'the page that says it, at its end');

  // A screenshot deleted between creation and indexing: the session ends in error naming it.
  const shot = await h.call('POST', '/v1/screenshot/capture', { key: u.key, body: { url: `${site.url}/research/article?name=garden` } });
  const blocker = await h.call('POST', '/v1/research', { key: u.key, body: { name: 'queue', data_sources: big.slice(0, 5) } });
  const doomed = await h.call('POST', '/v1/research', { key: u.key, body: { name: 'doomed', data_sources: [shot.body.data.id] } });
  t.equal(doomed.body.data.status, 'processing', 'queued behind a large session');
  t.equal((await h.call('DELETE', `/v1/screenshot/${shot.body.data.id}`, { key: u.key })).status, 200);
  const failed = await waitReady(h, u.key, doomed.body.data.id);
  t.equal(failed.status, 'error');
  t.equal(failed.error.source_id, shot.body.data.id);
  t.match(failed.error.message, shot.body.data.id);
  const refused = await h.call('POST', `/v1/research/${doomed.body.data.id}/ask`, { key: u.key, body: { question: 'How many roses?' } });
  t.equal(refused.status, 409);
  t.equal(refused.body.error.code, 'research_not_ready');
  await waitReady(h, u.key, blocker.body.data.id);
});

t.test('research with the Cohere engine (a local stand-in of its HTTP API)', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const cohere = await startCohereStandIn();
  t.teardown(() => cohere.close());
  const h = await startHarness(t, { GLEANER_COHERE_API_KEY: 'research-key', GLEANER_COHERE_BASE_URL: cohere.baseUrl });
  const u = await h.createUser({ plan: 'pro', credits: 100 });
  const items = await storeItems(h, u, site.url);
  const created = await h.call('POST', '/v1/research', { key: u.key, body: { name: 'Cohere', data_sources: [items.scrape, items.pdf, items.screenshot] } });
  t.equal(created.status, 201);
  t.equal((await waitReady(h, u.key, created.body.data.id)).status, 'ready');
  t.ok(cohere.embeds.some((e) => e.input_type === 'search_document' && JSON.stringify(e.texts).includes('Edith Marlow')), 'the passages were embedded');
  type Doc = { id: string; data: { text: string; url: string } };
  cohere.respond((body) => {
    const doc = ((body.documents as Doc[] | undefined) ?? []).find((d) => d.data.text.includes('launched in 2011'));
    if (!doc) return { text: 'NOT_FOUND' };
    return { text: 'The Northwind ferry was launched in 2011.', citations: [{ start: 33, end: 37, text: '2011', sources: [{ type: 'document', id: doc.id, document: doc.data }] }] };
  });
  const res = await h.call('POST', `/v1/research/${created.body.data.id}/ask`, { key: u.key, body: { question: 'When was the Northwind ferry launched?' } });
  t.equal(res.status, 200, JSON.stringify(res.body));
  t.equal(res.body.data.answer, 'The Northwind ferry was launched in 2011.');
  t.equal(res.body.data.sources[0].id, items.scrape, 'the citation mapped back to the scrape');
  t.ok(res.body.data.confidence > 0 && res.body.data.confidence <= 1);
  t.equal(res.body.credits_used, 5);
  // the client retries twice: three failures in a row
  cohere.reply({ status: 500 }, { status: 500 }, { status: 500 });
  const down = await h.call('POST', `/v1/research/${created.body.data.id}/ask`, { key: u.key, body: { question: 'When was the Northwind ferry launched?' } });
  t.equal(down.status, 503, 'the model down: service_unavailable');
  t.equal(down.body.credits_used ?? 0, 0);
  t.equal((await h.call('GET', `/v1/research/${created.body.data.id}`, { key: u.key })).body.data.total_credits_used, 5, 'refunded: only the answered question counts');
});
