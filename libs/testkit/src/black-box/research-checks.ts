import type { Test } from 'tap';
import { blackBoxCaller, type Answer } from './caller.js';
import type { BlackBoxTarget } from './checks.js';
import { waitFor } from '../wait-for.js';

// Black-box checks of deep research, for any topology (both run them: topology-checks.ts): a session
// over a scrape and a PDF of the fixture site's articles is indexed by a worker (on the farm: a render
// process, the index in S3), then answers with the item that says it and takes 5 credits; a question
// the sources do not answer says so; isolation and delete.

export async function runResearchChecks(t: Test, target: BlackBoxTarget): Promise<void> {
  const call = blackBoxCaller(target.baseUrl);
  const status = (t: Test, a: Answer, expected: number, what: string) => t.equal(a.status, expected, a.status === expected ? what : `${what}: ${JSON.stringify(a.body).slice(0, 300)}`);
  const user = await call('POST', '/v1/admin/users', { key: target.adminToken, body: { email: `research-${process.pid}-${Date.now()}@example.com`, name: 'Research', plan: 'pro', credits: 100 } });
  const key: string = user.body.data.api_key;
  const scrape = await call('POST', '/v1/content/scrape', { key, body: { url: `${target.siteUrl}/research/article?name=ferry` } });
  const pdf = await call('POST', '/v1/pdf/generate', { key, body: { url: `${target.siteUrl}/research/article?name=observatory` } });
  status(t, scrape, 200, 'a scrape stored');
  status(t, pdf, 200, 'a PDF stored');
  const created = await call('POST', '/v1/research', { key, body: { name: 'Black box', data_sources: [scrape.body.data.id, pdf.body.data.id] } });
  status(t, created, 201, 'POST /research');
  t.equal(created.body.credits_used, 0);
  const id: string = created.body.data.id;
  const ready = await waitFor('the session ready', async () => {
    const a = await call('GET', `/v1/research/${id}`, { key });
    return a.body.data?.status === 'processing' ? undefined : a.body.data;
  });
  t.equal(ready.status, 'ready', 'indexed by a worker');
  const before = (await call('GET', '/v1/user/profile', { key })).body.data.credits.balance as number;
  const asked = await call('POST', `/v1/research/${id}/ask`, { key, body: { question: 'Who built the main telescope of Hollin Observatory?' } });
  status(t, asked, 200, 'POST /research/{id}/ask');
  t.match(asked.body.data.answer, /Edith Marlow/);
  t.equal(asked.body.data.sources[0]?.id, pdf.body.data.id, 'the PDF is cited');
  t.equal(asked.body.credits_used, 5);
  t.equal(asked.body.credits_remaining, before - 5);
  const none = await call('POST', `/v1/research/${id}/ask`, { key, body: { question: 'What is the capital of Peru?' } });
  t.equal(none.body.data?.found, false, 'not in the sources: said so');
  t.ok(none.body.data?.confidence < 0.2, 'with a low confidence');
  const questions = await call('GET', `/v1/research/${id}/questions`, { key });
  t.equal(questions.body.pagination?.total, 2, 'both questions stored');
  const detail = await call('GET', `/v1/research/${id}`, { key });
  t.equal(detail.body.data.questions_asked, 2);
  t.equal(detail.body.data.total_credits_used, 10);
  const other = await call('POST', '/v1/admin/users', { key: target.adminToken, body: { email: `research-other-${process.pid}-${Date.now()}@example.com`, name: 'Other', plan: 'pro', credits: 10 } });
  status(t, await call('GET', `/v1/research/${id}`, { key: other.body.data.api_key }), 404, "another user's session is not found");
  const foreign = await call('POST', '/v1/research', { key: other.body.data.api_key, body: { name: 'x', data_sources: [scrape.body.data.id] } });
  status(t, foreign, 400, "another user's item is refused");
  status(t, await call('POST', `/v1/research/${id}/ask`, { key, body: { question: 'x'.repeat(1000) } }), 400, 'question_too_long');
  status(t, await call('DELETE', `/v1/research/${id}`, { key }), 200, 'DELETE /research/{id}');
  status(t, await call('GET', `/v1/research/${id}`, { key }), 404, 'gone');
}
