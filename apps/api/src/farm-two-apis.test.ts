import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiClient, spanChain, startFarm, startFixtureSite, startOtlpReceiver, type ApiAnswer, type Farm, type FixtureSite, type OtlpReceiver } from '@gleaner/testkit';

// The whole farm (two API processes, two render processes, a scheduler, a dispatcher) sharing one
// account: 30 scrapes at once, split across both API processes, by a user with 10 credits on a plan
// that lets 30 renders run: exactly 10 are served and charged, the other 20 answer 403
// insufficient_credits, the balance ends at 0, 10 records are stored, and the usage report (written
// by both processes, each buffering ~1 s) adds up to all 30. And a trace exported by the processes
// holds an API process's request and a render process's browser work.

const PLANS = [
  { name: 'free', credits_included: 100, requests_per_minute: 60, renders_in_flight: 2 },
  { name: 'burst', credits_included: 10, requests_per_minute: 600, renders_in_flight: 30 },
];
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

let farm: Farm;
let site: FixtureSite;
let receiver: OtlpReceiver;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-two-apis-'));

t.before(async () => {
  const plansFile = path.join(dir, 'plans.json');
  fs.writeFileSync(plansFile, JSON.stringify(PLANS));
  [site, receiver] = await Promise.all([startFixtureSite(), startOtlpReceiver()]);
  farm = await startFarm({
    env: {
      GLEANER_PLANS_FILE: plansFile,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
  });
});
t.teardown(async () => {
  await farm?.stop();
  await Promise.all([site?.close(), receiver?.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

t.test('30 concurrent scrapes over both API processes, 10 credits: 10 served, 20 refused, one balance', async (t) => {
  t.equal(farm.apis.length, 2);
  t.equal(farm.renderers.length, 2);
  const apis = farm.apis.map((a) => apiClient(a.url));
  const { key } = await apis[0].createUser(farm.adminToken, { email: 'burst@example.com', plan: 'burst', credits: 10 });

  const answers: ApiAnswer[] = await Promise.all(
    Array.from({ length: 30 }, (_, i) => apis[i % 2].call('POST', '/v1/content/scrape', { key, body: { url: `${site.url}/simple?i=${i}` } })),
  );
  const served = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status === 403 && a.body?.error?.code === 'insufficient_credits');
  const other = answers.filter((a) => !served.includes(a) && !refused.includes(a));
  t.equal(served.length, 10, 'exactly 10 served');
  t.equal(refused.length, 20, 'the other 20: 403 insufficient_credits');
  // An unexpected answer: the processes' warnings and errors say why.
  if (other.length) for (const app of [...farm.apis, ...farm.renderers]) for (const line of app.output().split('\n').filter((l) => /"level":[45]\d/.test(l)).slice(-5)) t.comment(line.slice(0, 600));
  t.same(other.map((a) => `${a.status} ${JSON.stringify(a.body).slice(0, 160)}`), [], 'no other answer');
  const byProcess = [0, 1].map((p) => answers.filter((a, i) => i % 2 === p && a.status === 200).length);
  t.comment(`served by API process 0 / 1: ${byProcess.join(' / ')}; slowest answer ${Math.max(...answers.map((a) => a.ms))} ms`);
  t.same(served.map((a) => a.body?.credits_used), Array(10).fill(1), 'each served one charged one credit');
  t.ok(served.every((a) => a.body?.credits_remaining >= 0 && a.body?.credits_remaining < 10), 'no answer shows a balance out of range');
  t.ok(site.hits('/simple') <= 10, `the site saw ${site.hits('/simple')} page loads: none for a refused scrape`);

  // One user's jobs are spread over the render processes (not all on the partition of its id).
  const renderedBy = await Promise.all(
    farm.renderers.map(async (r) => {
      const text = await (await fetch(`${r.url}/metrics`)).text();
      return Number(/^gleaner_render_jobs_total\{kind="scrape",outcome="ok"\} (\d+)/m.exec(text)?.[1] ?? 0);
    }),
  );
  t.equal(renderedBy[0] + renderedBy[1], 10, `the render processes ran the 10 scrapes (${renderedBy.join(' + ')})`);
  t.ok(renderedBy.every((n) => n > 0), 'both render processes ran some');

  for (const [i, api] of apis.entries()) {
    const profile = await api.call('GET', '/v1/user/profile', { key });
    t.equal(profile.body?.data?.credits?.balance, 0, `API process ${i}: the balance is 0`);
  }
  const list = await apis[1].call('GET', '/v1/content/data?limit=100', { key });
  t.equal(list.body?.pagination?.total, 10, '10 records stored');
  t.same(list.body?.data?.map((r: { id: string }) => r.id).sort(), served.map((a) => a.body.data.id).sort(), 'the served ones');

  // Usage: each process buffers its counts for about a second; both write into one report.
  let report: { summary: Record<string, number>; by_endpoint: Record<string, { requests: number; credits_used: number }> } | undefined;
  const started = Date.now();
  while (Date.now() - started < 15_000) {
    report = (await apis[started % 2].call('GET', '/v1/user/usage?period=day', { key })).body?.data;
    if (report?.by_endpoint?.['content/scrape']?.requests === 30) break;
    await wait(500);
  }
  t.same(report?.by_endpoint?.['content/scrape'], { requests: 30, credits_used: 10 }, 'content/scrape: 30 requests from both processes, 10 credits');
  t.equal(report?.summary?.total_credits_used, 10, 'total credits used: 10');
  t.comment(`usage added up ${Date.now() - started} ms after the last answer`);
  const again = (await apis[1 - (started % 2)].call('GET', '/v1/user/usage?period=day', { key })).body?.data;
  t.same(again?.by_endpoint?.['content/scrape'], report?.by_endpoint?.['content/scrape'], 'the other API process reports the same');
});

t.test('one trace spans an API process and a render process', async (t) => {
  const api = apiClient(farm.url);
  const { key } = await api.createUser(farm.adminToken, { email: 'trace@example.com', credits: 2 });
  const scrape = await api.call('POST', '/v1/content/scrape', { key, body: { url: `${site.url}/simple?trace=1` } });
  t.equal(scrape.status, 200);
  const id = scrape.body?.data?.id as string;
  // The processes export every 200 ms: wait for the renderer's browser span of this scrape's trace.
  let chain: string[] = [];
  const started = Date.now();
  while (Date.now() - started < 15_000) {
    const requests = receiver.spans.filter((s) => s.service === 'gleaner-api' && s.name === 'POST /v1/content/scrape');
    const browser = receiver.spans.find((s) => s.service === 'gleaner-renderer' && s.name === 'browser.scrape' && requests.some((r) => r.traceId === s.traceId) && receiver.spans.some((o) => o.traceId === s.traceId && o.service === 'gleaner-api'));
    if (browser) {
      chain = spanChain(receiver.spans, browser);
      if (chain[chain.length - 1] === 'gleaner-api:POST /v1/content/scrape') break;
    }
    await wait(200);
  }
  t.equal(chain[chain.length - 1], 'gleaner-api:POST /v1/content/scrape', `a render process's browser span descends from an API process's request (${chain.join(' <- ')})`);
  t.ok(chain.some((s) => s.startsWith('gleaner-renderer:')) && chain.some((s) => s.startsWith('gleaner-api:')), 'both kinds of process in one trace');
  t.ok(id, 'the scrape answered with its record');
});

t.test("every process's log lines: snake_case keys, an access line per request, no key", async (t) => {
  const api = apiClient(farm.url);
  const { key } = await api.createUser(farm.adminToken, { email: 'logs@example.com', credits: 2 });
  const ids = ['log-ok', 'log-missing', 'log-timeout'];
  const as = async (id: string, method: string, path: string, body?: object) => {
    const headers: Record<string, string> = { authorization: `Bearer ${key}`, 'x-request-id': id, ...(body ? { 'content-type': 'application/json' } : {}) };
    const res = await fetch(farm.url + path, { method, headers, body: body ? JSON.stringify(body) : undefined });
    await res.arrayBuffer();
    return res.status;
  };
  t.equal(await as(ids[0], 'POST', '/v1/content/scrape', { url: `${site.url}/simple` }), 200);
  t.equal(await as(ids[1], 'GET', '/v1/monitoring/mon_nothere'), 404);
  t.equal(await as(ids[2], 'POST', '/v1/content/scrape', { url: `${site.url}/simple`, wait_for: '#never', wait_timeout: 300 }), 504);
  await wait(200);
  const apps = [...farm.apis, ...farm.renderers, farm.scheduler, farm.dispatcher];
  const lines = apps.flatMap((app) => app.output().split('\n').filter((l) => l.startsWith('{"level"')).map((l) => JSON.parse(l) as Record<string, any>));
  t.ok(lines.length > 30, `${lines.length} lines from ${apps.length} processes`);
  const wrong = [...new Set(lines.flatMap((l) => Object.keys(l)).filter((k) => !/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(k)))];
  t.same(wrong, [], 'every key of every line is snake_case');
  const access = (id: string) => lines.find((l) => l.request_id === id && /^request/.test(l.msg));
  t.match(access('log-ok'), { level: 30, route: '/v1/content/scrape', status: 200 });
  t.match(access('log-missing'), { level: 30, route: '/v1/monitoring/{id}', status: 404, error_code: 'not_found' });
  t.match(access('log-timeout'), { level: 40, status: 504, error_code: 'timeout' });
  t.notOk(lines.some((l) => ids.includes(l.request_id) && (l.level >= 50 || l.err)), "the customer's failures: nothing at error, no stack, in any process");
  t.ok(lines.filter((l) => l.msg === 'request' && l.route === '/v1/content/scrape').length >= 30, 'the 30 concurrent scrapes each got a line');
  t.notOk(apps.some((app) => app.output().includes(key)), 'no key in any output');
});
