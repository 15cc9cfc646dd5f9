import t, { type Test } from 'tap';
import { startFixtureSite } from '@gleaner/testkit';
import { startCohereStandIn } from '@gleaner/ai';
import { startHarness, type Harness } from './harness.js';

// Issue 28: answers you can trust. A fixture article of our own (the Harlow paper mill) beside two
// others, scraped and made one research session's sources. Questions it answers get the short span
// (a year, a name, a number with its unit, a short phrase) inside the answer; questions written to look
// answerable (its words are there, its fact is not: a swapped name, a negation, an antonym, a condition
// no sentence meets, a wrong number) get "not found", with both engines (Cohere through its stand-in),
// and the same questions as extraction fields over the page give the span or null.

const ANSWERABLE = [
  { question: 'When was the Harlow paper mill founded?', span: /^1874$/, kind: 'a year' },
  { question: 'Who founded the Harlow paper mill?', span: /^Tomas Brandt$/, kind: 'a name' },
  { question: 'How tall was the chimney of the Harlow mill?', span: /^52 metres$/, kind: 'a number with its unit' },
  { question: 'What does the old rag store of the Harlow mill house today?', span: /museum of printing$/, kind: 'a short phrase' },
];

const UNANSWERABLE = [
  { question: 'Who founded the Hollin paper mill?', kind: 'a swapped name (another source’s)' },
  { question: 'Which was the first mill in the county not to run on steam?', kind: 'a negation' },
  { question: 'When did production at the Harlow mill rise sharply?', kind: 'an antonym (it fell)' },
  { question: 'How many workers did the Harlow mill employ before 1850?', kind: 'a condition no sentence meets' },
  { question: 'When did the museum of printing reach 50,000 visitors a year?', kind: 'a wrong number' },
];

async function millSession(t: Test, h: Harness, key: string, siteUrl: string): Promise<string> {
  const ids: string[] = [];
  for (const name of ['mill', 'ferry', 'observatory']) {
    const res = await h.call('POST', '/v1/content/scrape', { key, body: { url: `${siteUrl}/research/article?name=${name}` } });
    t.equal(res.status, 200, `scraped ${name}`);
    ids.push(res.body.data.id);
  }
  const created = await h.call('POST', '/v1/research', { key, body: { name: 'Harlow', data_sources: ids } });
  t.equal(created.status, 201, JSON.stringify(created.body));
  for (let i = 0; i < 200; i++) {
    const s = await h.call('GET', `/v1/research/${created.body.data.id}`, { key });
    if (s.body.data?.status === 'ready') return created.body.data.id;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('research session still processing');
}

t.test('the local engine: spans for what the sources say, "not found" for what they only seem to', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 500 });
  const id = await millSession(t, h, u.key, site.url);
  const ask = (question: string) => h.call('POST', `/v1/research/${id}/ask`, { key: u.key, body: { question } });

  for (const c of ANSWERABLE) {
    const res = await ask(c.question);
    t.equal(res.status, 200);
    const a = res.body.data;
    t.equal(a.found, true, `${c.kind}: ${c.question} -> ${JSON.stringify(a)}`);
    t.match(a.span?.text, c.span, `${c.kind}: the span`);
    t.ok(typeof a.answer === 'string' && a.answer.includes(a.span?.text), 'the answer is the sentence that says the span');
    t.match(a.sources[0]?.url, /name=mill$/, 'the mill’s page cited first');
    t.ok(a.confidence >= 0.2, `confidence ${a.confidence}`);
  }
  for (const c of UNANSWERABLE) {
    const res = await ask(c.question);
    t.equal(res.status, 200);
    const a = res.body.data;
    t.equal(a.found, false, `${c.kind}: ${c.question} -> ${JSON.stringify(a.answer)}`);
    t.equal(a.answer, 'The sources do not contain an answer to this question.');
    t.ok(a.confidence <= 0.1, `confidence ${a.confidence}`);
    t.same(a.sources, []);
    t.equal(res.body.credits_used, 5, 'an answer that says the sources do not say is an answer');
  }
  const json = await h.call('POST', `/v1/research/${id}/ask`, { key: u.key, body: { question: UNANSWERABLE[2].question, format: 'json' } });
  t.same(json.body.data.answer, { answer: null, found: false, message: 'The sources do not contain an answer to this question.' }, 'json says so too');

  t.test('the same questions as extraction fields over the page: the span, or null', async (t) => {
    const properties: Record<string, { type: string[]; description: string }> = {};
    [...ANSWERABLE, ...UNANSWERABLE].forEach((c, i) => (properties[`q${i}`] = { type: ['string', 'number', 'null'], description: c.question.replace(/\?$/, '') }));
    const res = await h.call('POST', '/v1/content/extract', { key: u.key, body: { url: `${site.url}/research/article?name=mill`, prompt: 'answers about the mill', schema: { type: 'object', properties } } });
    t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 400));
    const got = res.body.data.extracted;
    ANSWERABLE.forEach((c, i) => t.match(String(got[`q${i}`]), c.span, `${c.kind}: ${JSON.stringify(got[`q${i}`])}`));
    UNANSWERABLE.forEach((c, i) => t.equal(got[`q${ANSWERABLE.length + i}`], null, `${c.kind}: ${JSON.stringify(got[`q${ANSWERABLE.length + i}`])}`));
  });
});

t.test('the Cohere engine (its stand-in): a model fooled by the question is caught by its citations', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const cohere = await startCohereStandIn();
  t.teardown(() => cohere.close());
  const h = await startHarness(t, { GLEANER_COHERE_API_KEY: 'research-key', GLEANER_COHERE_BASE_URL: cohere.baseUrl });
  const u = await h.createUser({ plan: 'pro', credits: 500 });
  const id = await millSession(t, h, u.key, site.url);
  // the model answers every question from the mill's founding sentence, citing the passage it is in
  type Doc = { id: string; data: { text: string } };
  let said = '';
  cohere.respond((body) => {
    const doc = ((body.documents as Doc[] | undefined) ?? []).find((d) => d.data.text.includes('Tomas Brandt'));
    if (!doc) return { text: 'NOT_FOUND' };
    return { text: said, citations: [{ start: 0, end: said.length, text: said, sources: [{ type: 'document', id: doc.id, document: doc.data }] }] };
  });
  const ask = (question: string, answer: string) => {
    said = answer;
    return h.call('POST', `/v1/research/${id}/ask`, { key: u.key, body: { question } });
  };
  const right = await ask('Who founded the Harlow paper mill?', 'The engineer Tomas Brandt founded it in 1874.');
  t.equal(right.body.data.found, true, JSON.stringify(right.body.data));
  t.match(right.body.data.sources[0]?.url, /name=mill$/);
  const fooled: Record<string, string> = {
    'Who founded the Hollin paper mill?': 'Tomas Brandt founded it.',
    'Which was the first mill in the county not to run on steam?': 'The Harlow paper mill.',
    'When did production at the Harlow mill rise sharply?': 'After 1960.',
    'How many workers did the Harlow mill employ before 1850?': '430 workers.',
    'When did the museum of printing reach 50,000 visitors a year?': 'In 1874.',
  };
  for (const c of UNANSWERABLE) {
    const res = await ask(c.question, fooled[c.question]);
    t.equal(res.status, 200);
    t.equal(res.body.data.found, false, `${c.kind}: ${c.question} -> ${JSON.stringify(res.body.data.answer)}`);
    t.ok(res.body.data.confidence <= 0.1, `confidence ${res.body.data.confidence}`);
    t.same(res.body.data.sources, []);
  }
});
