import t from 'tap';
import { allOperations } from '@gleaner/contract';
import { startFixtureSite } from '@gleaner/testkit';
import { startHarness } from './harness.js';
import { fillKeys, send } from './fuzz/client.js';
import { judge } from './fuzz/oracle.js';
import { RAW_CASES } from './fuzz/raw-cases.js';
import { rawExchange, type RawResponse } from './fuzz/raw-http.js';

// The fuzzer's raw side (issue 11): request heads no HTTP client writes, sent byte for byte,
// and every route of the contract with every method it does not have. Node's own parser
// answers some of these before the service sees them; what each case got is printed.

function summary(r: RawResponse): string {
  const type = r.headers['content-type'] ?? 'no content-type';
  return `${r.status} (${type}) ${r.body.slice(0, 140).replace(/\s+/g, ' ') || '(empty body)'}`;
}

/** A response to judge with the API's rules: one that came from the service (JSON) or is a 5xx. */
function problemsOf(r: RawResponse, renders: boolean): string[] {
  const fromService = /^application\/json/.test(r.headers['content-type'] ?? '');
  if (!fromService && r.status < 500) return [];
  const op = renders ? allOperations().find((o) => o.id === 'scrape') : undefined;
  return judge(op, 'RAW', '/', { status: r.status, headers: r.headers, text: r.body, ms: 0 }, false).violations;
}

t.test('malformed heads and bodies, byte for byte', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 1000 });
  const port = Number(new URL(h.base).port);
  // No 'upgrade' listener may be added here to watch: one listener is enough for Node to hand an
  // Upgrade request's socket over instead of serving it (the case below then checks it is served).
  const fill = (s: string) => fillKeys(s, { live: u.key, test: u.testKey, admin: '' }).replaceAll('{site}', site.url);
  for (const c of RAW_CASES) {
    const bytes = typeof c.bytes === 'string' ? Buffer.from(fill(c.bytes), 'latin1') : c.bytes(fill);
    const outcome = await rawExchange(port, bytes, { halfClose: c.halfClose, waitMs: 5000 });
    const seen = outcome.responses.map(summary).join(' | ') || 'no response';
    t.comment(`${c.name}: ${seen}; connection ${outcome.end} after ${outcome.ms} ms`);
    for (const r of outcome.responses) for (const p of problemsOf(r, bytes.includes('/v1/content/scrape'))) t.fail(`${c.name}: ${p}`, { found: summary(r), at: null, stack: '' });
    if (!c.waits && outcome.responses.length === 0 && outcome.end === 'quiet') t.fail(`${c.name}: neither an answer nor a close within 5 s`);
    const health = await send(h.base, { op: 'healthz', method: 'GET', path: '/healthz', headers: {}, broke: 'none', note: '' }, { live: u.key, test: u.testKey, admin: '' }, 5000);
    t.equal(health.status, 200, `${c.name}: /healthz after`);
  }
});

t.test('every route with every method it does not have', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 1000 });
  const keys = { live: u.key, test: u.testKey, admin: '' };
  const ops = allOperations();
  const paths = [...new Set(ops.map((o) => o.path))];
  for (const template of paths) {
    const own = ops.filter((o) => o.path === template).map((o) => o.method.toUpperCase());
    const path = template.replace(/\{\w+\}/g, 'scr_000000000000000000000000');
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']) {
      if (own.includes(method) || (method === 'HEAD' && own.includes('GET'))) continue;
      const body = ['POST', 'PUT', 'PATCH'].includes(method) ? '{}' : undefined;
      const answer = await send(h.base, { op: '', method, path, authorization: 'Bearer {live}', headers: body ? { 'content-type': 'application/json' } : {}, body, broke: 'method', note: '' }, keys, 5000);
      const problems = judge(undefined, method, path, answer, true).violations;
      if (answer.status === 405 && !answer.headers.allow) problems.push('405 without Allow');
      const seen = `${answer.status} ${answer.text.slice(0, 120)}${answer.headers.allow ? ` (Allow: ${answer.headers.allow})` : ''}`;
      if (problems.length) for (const p of problems) t.fail(`${method} ${template}: ${p}`, { found: seen, at: null, stack: '' });
      else t.pass(`${method} ${template}: ${seen}`);
    }
  }
});
