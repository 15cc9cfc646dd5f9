import t, { type Test } from 'tap';
import { startFixtureSite } from '@gleaner/testkit';
import { startCohereStandIn } from '@gleaner/ai';
import { startHarness, type Harness, type NewUser } from './harness.js';

// Issue 32, item 6: deleted data is still answered. A session over a page with a unique fact ("The
// vault code is 4417-K") and another page answers the fact; once the item holding it is deleted (a
// scrape, a PDF, a screenshot) or expires, the same questions in every format never quote it nor cite
// the item, though the worker still holds the session's index in memory; the detail marks it gone;
// the other source still answers. Both engines (Cohere through its stand-in).

const VAULT = 'What is the vault code?';
const FERRY = 'When was the Northwind ferry launched?';

const KINDS = [
  { kind: 'scrape', create: '/v1/content/scrape', remove: (id: string) => `/v1/content/data/${id}` },
  { kind: 'pdf', create: '/v1/pdf/generate', remove: (id: string) => `/v1/pdf/${id}` },
  { kind: 'screenshot', create: '/v1/screenshot/capture', remove: (id: string) => `/v1/screenshot/${id}` },
] as const;

async function store(h: Harness, u: NewUser, path: string, url: string): Promise<string> {
  const r = await h.call('POST', path, { key: u.key, body: { url } });
  if (r.status !== 200) throw new Error(`could not store ${url}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  return r.body.data.id;
}

async function readySession(h: Harness, u: NewUser, ids: string[]): Promise<string> {
  const created = await h.call('POST', '/v1/research', { key: u.key, body: { name: 'Harbour', data_sources: ids } });
  if (created.status !== 201) throw new Error(`could not create a session: ${created.status} ${JSON.stringify(created.body)}`);
  for (let i = 0; i < 200; i++) {
    const res = await h.call('GET', `/v1/research/${created.body.data.id}`, { key: u.key });
    if (res.body.data?.status === 'ready') return created.body.data.id;
    if (res.body.data?.status === 'error') throw new Error(`session in error: ${JSON.stringify(res.body.data.error)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the session is still processing');
}

/** Every format of the vault question: nothing of the gone item is said or cited. */
async function neverSaid(t: Test, h: Harness, u: NewUser, session: string, gone: string): Promise<void> {
  for (const format of ['text', 'json', 'table'] as const) {
    const res = await h.call('POST', `/v1/research/${session}/ask`, { key: u.key, body: { question: VAULT, format } });
    t.equal(res.status, 200, `${format}: ${JSON.stringify(res.body).slice(0, 300)}`);
    t.notMatch(JSON.stringify(res.body.data), /4417|vault code is/, `${format}: the deleted fact is not quoted`);
    t.notOk(res.body.data.sources.some((s: { id: string }) => s.id === gone), `${format}: the deleted item is not cited`);
    if (format === 'text') t.equal(res.body.data.found, false, 'not found');
  }
}

t.test('a deleted scrape, PDF or screenshot is never quoted nor cited again (local engine)', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 500 });
  const ferry = await store(h, u, '/v1/content/scrape', `${site.url}/research/article?name=ferry`);

  for (const k of KINDS) {
    await t.test(k.kind, async (t) => {
      const vault = await store(h, u, k.create, `${site.url}/research/article?name=vault`);
      const session = await readySession(h, u, [vault, ferry]);
      const before = await h.call('POST', `/v1/research/${session}/ask`, { key: u.key, body: { question: VAULT } });
      t.match(before.body.data.answer, /4417-K/, 'answered while the item exists (the worker now holds the index)');
      t.equal(before.body.data.sources[0]?.id, vault);

      t.equal((await h.call('DELETE', k.remove(vault), { key: u.key })).status, 200, `DELETE the ${k.kind}`);
      await neverSaid(t, h, u, session, vault);
      const other = await h.call('POST', `/v1/research/${session}/ask`, { key: u.key, body: { question: FERRY } });
      t.match(other.body.data.answer, /2011/, 'the source still there still answers');
      t.equal(other.body.credits_used, 5);
      const detail = (await h.call('GET', `/v1/research/${session}`, { key: u.key })).body.data;
      t.equal(detail.status, 'ready');
      t.same(
        detail.data_sources.map((d: { id: string; gone: boolean }) => [d.id, d.gone]),
        [
          [vault, true],
          [ferry, false],
        ],
        'the detail marks the deleted item gone',
      );
    });
  }

  await t.test('every source gone: "not found" and nothing charged', async (t) => {
    const vault = await store(h, u, '/v1/content/scrape', `${site.url}/research/article?name=vault`);
    const session = await readySession(h, u, [vault]);
    t.equal((await h.call('POST', `/v1/research/${session}/ask`, { key: u.key, body: { question: VAULT } })).body.data.found, true);
    await h.call('DELETE', `/v1/content/data/${vault}`, { key: u.key });
    const res = await h.call('POST', `/v1/research/${session}/ask`, { key: u.key, body: { question: VAULT } });
    t.equal(res.status, 200);
    t.equal(res.body.data.found, false);
    t.same(res.body.data.sources, []);
    t.equal(res.body.credits_used, 0, 'nothing left to search: no charge');
  });

  // last: the clock moves past every file's expiry
  await t.test('an expired PDF and screenshot are gone like deleted ones', async (t) => {
    const pdf = await store(h, u, '/v1/pdf/generate', `${site.url}/research/article?name=vault`);
    const shot = await store(h, u, '/v1/screenshot/capture', `${site.url}/research/article?name=vault`);
    const session = await readySession(h, u, [pdf, shot, ferry]);
    t.match((await h.call('POST', `/v1/research/${session}/ask`, { key: u.key, body: { question: VAULT } })).body.data.answer, /4417-K/);
    h.clock.advance(7 * 86_400_000 + 1000);
    await neverSaid(t, h, u, session, pdf);
    const last = await h.call('POST', `/v1/research/${session}/ask`, { key: u.key, body: { question: VAULT } });
    t.notOk(last.body.data.sources.some((s: { id: string }) => s.id === shot), 'nor the screenshot');
    const detail = (await h.call('GET', `/v1/research/${session}`, { key: u.key })).body.data;
    t.same(
      detail.data_sources.map((d: { gone: boolean }) => d.gone),
      [true, true, false],
    );
  });
});

t.test('a deleted source with the Cohere engine: never sent to the model nor cited', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const cohere = await startCohereStandIn();
  t.teardown(() => cohere.close());
  const h = await startHarness(t, { GLEANER_COHERE_API_KEY: 'research-key', GLEANER_COHERE_BASE_URL: cohere.baseUrl });
  const u = await h.createUser({ plan: 'pro', credits: 100 });
  const vault = await store(h, u, '/v1/content/scrape', `${site.url}/research/article?name=vault`);
  const ferry = await store(h, u, '/v1/content/scrape', `${site.url}/research/article?name=ferry`);
  const session = await readySession(h, u, [vault, ferry]);
  type Doc = { id: string; data: { text: string } };
  // the stand-in's model answers from a vault passage when it is given one, like the real one would
  cohere.respond((body) => {
    const doc = ((body.documents as Doc[] | undefined) ?? []).find((d) => d.data.text.includes('vault code'));
    if (!doc) return { text: 'NOT_FOUND' };
    return { text: 'The vault code is 4417-K.', citations: [{ start: 18, end: 24, text: '4417-K', sources: [{ type: 'document', id: doc.id, document: doc.data }] }] };
  });
  const before = await h.call('POST', `/v1/research/${session}/ask`, { key: u.key, body: { question: VAULT } });
  t.equal(before.body.data.answer, 'The vault code is 4417-K.');
  t.equal(before.body.data.sources[0]?.id, vault);

  t.equal((await h.call('DELETE', `/v1/content/data/${vault}`, { key: u.key })).status, 200);
  const chats = cohere.chats.length;
  const reranks = cohere.reranks.length;
  const after = await h.call('POST', `/v1/research/${session}/ask`, { key: u.key, body: { question: VAULT } });
  t.equal(after.status, 200);
  t.equal(after.body.data.found, false);
  t.notMatch(JSON.stringify(after.body.data), /4417/);
  t.same(after.body.data.sources, []);
  const sent = JSON.stringify([cohere.chats.slice(chats), cohere.reranks.slice(reranks)]);
  t.notMatch(sent, /4417|vault code is/, 'no passage of the deleted scrape reaches the reranker or the model');
  t.ok(cohere.reranks.length > reranks, 'the other source was still searched');
  const detail = (await h.call('GET', `/v1/research/${session}`, { key: u.key })).body.data;
  t.same(detail.data_sources.map((d: { gone: boolean }) => d.gone), [true, false]);
});
