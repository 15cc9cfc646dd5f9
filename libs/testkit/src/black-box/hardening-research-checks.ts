import type { Test } from 'tap';
import { blackBoxCaller, type Answer } from './caller.js';
import type { BlackBoxTarget } from './checks.js';
import { waitFor } from '../wait-for.js';

// Issue 32, item 6, for any topology (both run it: topology-checks.ts): a session over a scrape and a
// PDF of a page with a unique fact (the vault code) and a scrape of another page. Asked first, so a
// worker holds the index (on the farm: a render process's cache, asks coming through either API
// process); then the scrape is deleted, then the PDF: the fact is never quoted again and neither item
// is cited, the detail marks both gone, and the other page still answers.

const VAULT = 'What is the vault code?';

export async function runHardeningResearchChecks(t: Test, target: BlackBoxTarget): Promise<void> {
  const call = blackBoxCaller(target.baseUrl);
  const status = (t: Test, a: Answer, expected: number, what: string) => t.equal(a.status, expected, a.status === expected ? what : `${what}: ${JSON.stringify(a.body).slice(0, 300)}`);
  const user = await call('POST', '/v1/admin/users', { key: target.adminToken, body: { email: `research-gone-${process.pid}-${Date.now()}@example.com`, name: 'Research gone', plan: 'pro', credits: 200 } });
  const key: string = user.body.data.api_key;
  const vaultScrape = await call('POST', '/v1/content/scrape', { key, body: { url: `${target.siteUrl}/research/article?name=vault` } });
  const vaultPdf = await call('POST', '/v1/pdf/generate', { key, body: { url: `${target.siteUrl}/research/article?name=vault` } });
  const ferry = await call('POST', '/v1/content/scrape', { key, body: { url: `${target.siteUrl}/research/article?name=ferry` } });
  for (const [a, what] of [[vaultScrape, 'a scrape'], [vaultPdf, 'a PDF'], [ferry, 'another scrape']] as const) status(t, a, 200, `${what} stored`);
  const scrapeId: string = vaultScrape.body.data.id;
  const pdfId: string = vaultPdf.body.data.id;
  const created = await call('POST', '/v1/research', { key, body: { name: 'Harbour', data_sources: [scrapeId, pdfId, ferry.body.data.id] } });
  status(t, created, 201, 'POST /research');
  const id: string = created.body.data.id;
  const ready = await waitFor('the session ready', async () => {
    const a = await call('GET', `/v1/research/${id}`, { key });
    return a.body.data?.status === 'processing' ? undefined : a.body.data;
  });
  t.equal(ready.status, 'ready');
  const ask = (question: string, format = 'text') => call('POST', `/v1/research/${id}/ask`, { key, body: { question, format } });
  // several asks: on the farm each API process and the render process answering keep what they read
  for (let i = 0; i < 3; i++) t.match((await ask(VAULT)).body.data?.answer, /4417-K/, 'answered while both items exist');

  status(t, await call('DELETE', `/v1/content/data/${scrapeId}`, { key }), 200, 'the scrape deleted');
  for (let i = 0; i < 3; i++) {
    const a = await ask(VAULT);
    status(t, a, 200, 'asked after the scrape was deleted');
    t.notOk(a.body.data?.sources.some((s: { id: string }) => s.id === scrapeId), 'the deleted scrape is not cited');
  }

  status(t, await call('DELETE', `/v1/pdf/${pdfId}`, { key }), 200, 'the PDF deleted');
  for (const format of ['text', 'json', 'table', 'text', 'text']) {
    const a = await ask(VAULT, format);
    status(t, a, 200, `asked (${format}) after both were deleted`);
    t.notMatch(JSON.stringify(a.body.data), /4417|vault code is/, `${format}: the deleted fact is not quoted`);
    t.notOk(a.body.data?.sources.some((s: { id: string }) => s.id === scrapeId || s.id === pdfId), `${format}: neither deleted item is cited`);
  }
  t.match((await ask('When was the Northwind ferry launched?')).body.data?.answer, /2011/, 'the page still there still answers');
  const detail = await call('GET', `/v1/research/${id}`, { key });
  t.same(
    detail.body.data?.data_sources.map((d: { gone: boolean }) => d.gone),
    [true, true, false],
    'the detail marks the deleted items gone',
  );
}
