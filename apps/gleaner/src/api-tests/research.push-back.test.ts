import t from 'tap';
import { startFixtureSite } from '@gleaner/testkit';
import { startHarness } from './harness.js';

// Past the questions an API process waits on at once (GLEANER_RESEARCH_ASKS_IN_FLIGHT), an ask is
// pushed back with 503 and Retry-After at once, charged nothing; never a 504 after a long wait. Set
// to 1 here so that concurrent asks pass it.

t.test('POST /v1/research/{id}/ask past the asks in flight: 503 with Retry-After, nothing charged', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t, { GLEANER_RESEARCH_ASKS_IN_FLIGHT: '1' });
  const u = await h.createUser({ plan: 'pro', credits: 500 });
  const ids: string[] = [];
  for (const name of ['mill', 'ferry']) {
    const res = await h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: `${site.url}/research/article?name=${name}` } });
    t.equal(res.status, 200, `scraped ${name}`);
    ids.push(res.body.data.id);
  }
  const created = await h.call('POST', '/v1/research', { key: u.key, body: { name: 'push-back', data_sources: ids } });
  t.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.data.id;
  for (let i = 0; i < 200; i++) {
    const s = await h.call('GET', `/v1/research/${id}`, { key: u.key });
    if (s.body.data?.status === 'ready') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const balance = async () => (await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance as number;
  const before = await balance();
  const ask = () => h.call('POST', `/v1/research/${id}/ask`, { key: u.key, body: { question: 'When did the Harlow mill close?' } });

  const answers = await Promise.all(Array.from({ length: 20 }, ask));
  const statuses = answers.map((a) => a.status);
  t.same([...new Set(statuses)].filter((s) => s !== 200 && s !== 503), [], `only 200 and 503 (${statuses.join(' ')})`);
  const pushed = answers.filter((a) => a.status === 503);
  t.ok(pushed.length > 0, `some asks pushed back (${pushed.length} of 20)`);
  for (const a of pushed) {
    t.equal(a.body.error.code, 'service_unavailable');
    t.ok(Number(a.headers.get('retry-after')) >= 1, 'Retry-After');
  }
  const charged = answers.filter((a) => a.status === 200).reduce((sum, a) => sum + a.body.credits_used, 0);
  t.equal(await balance(), before - charged, 'only the answered asks were charged');
  const later = await ask();
  t.equal(later.status, 200, 'a later ask is answered');
});
