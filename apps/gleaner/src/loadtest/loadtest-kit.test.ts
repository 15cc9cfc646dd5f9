import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { allOperations } from '@gleaner/contract';

// The load testing kit (loadtest/): the k6 scripts typecheck against @types/k6; the smoke runner runs
// what k6 would, refuses what it does not implement, and fails on a failed check or threshold; and
// `make loadtest-smoke` (loadtest/runner/smoke.mjs) passes every script against the embedded service,
// the smoke script reaching every route of the contract.

const REPO = path.resolve(__dirname, '..', '..', '..', '..');
const RUNNER = path.join(REPO, 'loadtest', 'runner', 'run.mjs');
const SCRIPTS = ['smoke', 'scrape-mix', 'render-mix', 'read-heavy', 'schedules-monitors', 'research', 'soak', 'spike', 'breakpoint'];

interface Run {
  code: number | null;
  out: string;
  summary: { iterations: number; dropped: number; routes: string[]; failedChecks: Record<string, number>; errors: string[] } | null;
}

function node(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: REPO, env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'k6-runner-'));
/** Runs a script (k6 source, written to a file) with the runner. */
async function runScript(source: string, env: Record<string, string> = {}): Promise<Run> {
  const file = path.join(dir, `s${Math.random().toString(36).slice(2)}.mjs`);
  fs.writeFileSync(file, source);
  const exportFile = `${file}.json`;
  const { code, out } = await node([RUNNER, '--fail-on-check', '--summary-export', exportFile, ...Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]), file]);
  return { code, out, summary: fs.existsSync(exportFile) ? JSON.parse(fs.readFileSync(exportFile, 'utf8')) : null };
}

t.test('the k6 scripts typecheck against @types/k6', async (t) => {
  const tsc = path.join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');
  let out = '';
  try {
    out = execFileSync(process.execPath, [tsc, '-p', path.join(REPO, 'loadtest'), '--noEmit'], { encoding: 'utf8' });
  } catch (err) {
    out = String((err as { stdout?: string }).stdout ?? err);
  }
  t.equal(out.trim(), '', 'tsc -p loadtest: no errors');
  const listed = execFileSync(process.execPath, [tsc, '-p', path.join(REPO, 'loadtest'), '--listFilesOnly'], { encoding: 'utf8' });
  for (const script of SCRIPTS) t.match(listed, `loadtest/${script}.js`, `${script}.js is checked`);
  t.match(listed, '@types/k6/http/index.d.ts', 'against the k6 types');
});

t.test("the scripts' full profiles (not SMOKE) use only what the smoke runner implements", async (t) => {
  for (const script of SCRIPTS) {
    const { code, out } = await node([RUNNER, '--check-options', '-e', 'SMOKE=', path.join(REPO, 'loadtest', `${script}.js`)]);
    t.equal(code, 0, `${script}: ${out.trim().split('\n').find((l) => l.includes('options:'))}`);
  }
});

t.test('the smoke runner', async (t) => {
  // A target that answers 200 on / and 503 with Retry-After on /busy, counting requests.
  let hits = 0;
  const server = http.createServer((req, res) => {
    hits++;
    if (req.url === '/busy') res.writeHead(503, { 'retry-after': '3' }).end('{}');
    else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, data: { method: req.method } }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  t.teardown(() => server.close());
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  const good = await runScript(`
    import http from 'k6/http';
    import { check, group, sleep } from 'k6';
    import { Counter, Trend, Rate } from 'k6/metrics';
    const made = new Counter('made');
    const took = new Trend('took');
    const busy = new Rate('busy');
    export const options = {
      scenarios: {
        once: { executor: 'shared-iterations', vus: 2, iterations: 4 },
        steady: { executor: 'constant-arrival-rate', rate: 10, timeUnit: '1s', duration: '1s', preAllocatedVUs: 2, maxVUs: 4, exec: 'tick' },
      },
      thresholds: { checks: ['rate==1'], made: ['count==4'], 'http_reqs{route:root}': ['count==4'], 'http_req_duration{route:root}': ['max<120000'] },
    };
    export function setup() { return { base: __ENV.BASE }; }
    export default function (data) {
      group('g', () => {
        const res = http.post(data.base + '/', JSON.stringify({ a: 1 }), { headers: { 'Content-Type': 'application/json' }, tags: { route: 'root' } });
        check(res, { 'is 200': (r) => r.status === 200, 'json': (r) => r.json().data.method === 'POST' });
        const [a, b] = http.batch([['GET', data.base + '/'], { method: 'GET', url: data.base + '/busy', params: { responseCallback: http.expectedStatuses(200, 503) } }]);
        check(b, { 'busy says Retry-After': (r) => r.status === 503 && r.headers['Retry-After'] === '3' && a.status === 200 });
        busy.add(b.status === 503);
        took.add(res.timings.duration);
        made.add(1);
        sleep(0.01);
      });
    }
    export function tick() { made.add(0); }
    export function teardown(data) { check(data, { 'setup data reaches teardown': (d) => d.base === __ENV.BASE }); }
  `, { BASE: base });
  t.equal(good.code, 0, `a script that passes exits 0 (${good.out.slice(-400)})`);
  t.same(good.summary?.failedChecks, {}, 'no failed check');
  // (iterations that found no free VU are dropped, as in k6: counted with them, the rate is exact)
  const started = (good.summary?.iterations ?? 0) + (good.summary?.dropped ?? 0);
  t.equal(started, 4 + 10, `4 shared iterations and 10 at 10/s for 1 s (${good.summary?.iterations} run, ${good.summary?.dropped} dropped)`);
  t.equal(hits, 3 * 4, 'every request reached the target');

  const failedCheck = await runScript(`
    import http from 'k6/http';
    import { check } from 'k6';
    export const options = { vus: 1, iterations: 1 };
    export default function () { check(http.get(__ENV.BASE + '/busy'), { 'is 200': (r) => r.status === 200 }); }
  `, { BASE: base });
  t.equal(failedCheck.code, 108, 'a failed check fails the smoke run (108)');
  t.same(failedCheck.summary?.failedChecks, { 'is 200': 1 });

  const failedThreshold = await runScript(`
    import http from 'k6/http';
    export const options = { vus: 1, iterations: 2, thresholds: { http_req_failed: ['rate<0.5'] } };
    export default function () { http.get(__ENV.BASE + '/busy'); }
  `, { BASE: base });
  t.equal(failedThreshold.code, 99, 'a failed threshold exits 99, as k6');

  const ramp = await runScript(`
    export const options = { scenarios: { ramp: { executor: 'ramping-arrival-rate', startRate: 0, timeUnit: '1s', preAllocatedVUs: 2, maxVUs: 4, stages: [{ target: 10, duration: '2s' }, { target: 10, duration: '1s' }] } } };
    export default function () {}
  `);
  t.equal(ramp.code, 0);
  const ramped = (ramp.summary?.iterations ?? 0) + (ramp.summary?.dropped ?? 0);
  t.ok(ramped >= 19 && ramped <= 21, `a ramp from 0 to 10/s over 2 s, then 10/s for 1 s: 20 iterations (${ramped})`);

  const began = Date.now();
  const aborted = await runScript(`
    import http from 'k6/http';
    export const options = {
      scenarios: { up: { executor: 'ramping-arrival-rate', startRate: 2, timeUnit: '1s', preAllocatedVUs: 2, maxVUs: 4, stages: [{ target: 20, duration: '60s' }] } },
      thresholds: { http_req_failed: [{ threshold: 'rate<0.5', abortOnFail: true, delayAbortEval: '1s' }] },
    };
    export default function () { http.get(__ENV.BASE + '/busy'); }
  `, { BASE: base });
  t.equal(aborted.code, 99, 'a threshold with abortOnFail fails the run');
  t.match(aborted.out, /aborted by a threshold: http_req_failed: rate<0.5/);
  t.ok(Date.now() - began < 45_000, 'and stops it long before its 60 s');

  const thrown = await runScript(`
    export const options = { vus: 1, iterations: 1 };
    export default function () { throw new Error('boom'); }
  `);
  t.equal(thrown.code, 108, 'an iteration that throws fails the smoke run');

  // What the runner does not implement is refused, never run differently from k6.
  const refused: [string, string, RegExp][] = [
    ['a k6 module', `import ws from 'k6/ws'; export default function () { ws.connect(); }`, /does not implement the k6 module "k6\/ws"/],
    ['a function of k6/http', `import http from 'k6/http'; export const options = { iterations: 1 }; export default function () { http.head(__ENV.BASE); }`, /does not implement k6\/http\.head/],
    ['a request parameter', `import http from 'k6/http'; export const options = { iterations: 1 }; export default function () { http.get(__ENV.BASE, { redirects: 0 }); }`, /does not implement k6\/http params\.redirects/],
    ['an option', `export const options = { iterations: 1, insecureSkipTLSVerify: true }; export default function () {}`, /does not implement the option insecureSkipTLSVerify/],
    ['an executor', `export const options = { scenarios: { a: { executor: 'ramping-vus', stages: [] } } }; export default function () {}`, /does not implement the executor "ramping-vus"/],
    ['an executor option', `export const options = { scenarios: { a: { executor: 'constant-vus', vus: 1, duration: '1s', gracefulStop: '5s' } } }; export default function () {}`, /does not implement the constant-vus option gracefulStop/],
    ['a threshold', `export const options = { iterations: 1, thresholds: { checks: ['rate>0.9 && rate<1'] } }; export default function () {}`, /does not implement the threshold expression/],
    ['handleSummary', `export const options = { iterations: 1 }; export default function () {} export function handleSummary() { return {}; }`, /does not implement the export handleSummary/],
    ['a global', `export const options = { iterations: 1 }; const f = open('x.json'); export default function () {}`, /does not implement the k6 global open/],
  ];
  for (const [what, source, message] of refused) {
    const r = await runScript(source, { BASE: base });
    t.equal(r.code, 107, `${what}: refused (107)`);
    t.match(r.out, message, `${what}: the message says what is missing`);
  }
});

t.test('make loadtest-smoke: every script passes against the embedded service, the smoke script on every route', async (t) => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'loadtest-smoke-'));
  const run = await node([path.join(REPO, 'loadtest', 'runner', 'smoke.mjs'), '--topology', 'embedded', '--out', out], { BASE_URL: '', ADMIN_TOKEN: '', API_KEY: '' });
  t.equal(run.code, 0, `every script passes (${run.out.split('\n').filter((l) => /FAILED|loadtest smoke|✗/.test(l)).join(' | ')})`);
  for (const script of SCRIPTS) {
    const summary = JSON.parse(fs.readFileSync(path.join(out, `${script}.json`), 'utf8'));
    t.ok(summary.iterations >= 1 && summary.checks > 0, `${script}: ${summary.iterations} iterations, ${summary.checks} checks`);
  }
  const smoke = JSON.parse(fs.readFileSync(path.join(out, 'smoke.json'), 'utf8'));
  const missing = allOperations().map((o) => `${o.method.toUpperCase()} ${o.path}`).filter((route) => !smoke.routes.includes(route));
  t.same(missing, [], 'the smoke script calls every route of the contract');
});
