import t from 'tap';
import { allOperations } from '@gleaner/contract';
import { startFixtureSite } from '@gleaner/testkit';
import { ADMIN_TOKEN, startHarness, freePort } from './harness.js';
import { FuzzSession, fuzzSettings } from './fuzz/session.js';
import { formatFailure, formatRequest, printable, readReplay, replayHint, withSiteToken, writeFailures } from './fuzz/report.js';

// The fuzzer of issue 11: every operation of the contract gets requests derived from its own
// JSON Schemas (valid, or broken in one part), and every answer must keep the contract: no 500,
// no hang past the request's budget, the envelope with a code of decisions.md and its status,
// no charge for a refused request, a healthy server after. FUZZ_SEED, FUZZ_RUNS (per operation),
// FUZZ_LONG=1 (300 per operation), FUZZ_REPLAY=<file> (only the requests a run wrote out).

const settings = fuzzSettings();
// Long runs outlast the runner's 300 s per file: about a second a case at worst.
t.setTimeout(Math.max(300_000, allOperations().length * settings.runs * 1000 + 120_000));

t.test(`every operation, derived from its schemas (FUZZ_SEED=${settings.seed} FUZZ_RUNS=${settings.runs})`, async (t) => {
  const site = await startFixtureSite({ assetDelayMs: 20 });
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const main = await h.createUser({ plan: 'pro', credits: 1_000_000 });
  const other = await h.createUser({ plan: 'free' });
  const session = new FuzzSession(h, { live: main.key, test: main.testKey, admin: ADMIN_TOKEN }, main.id, { site: site.url, closedPort: await freePort() }, settings);
  session.knownIds.push(other.id);
  // Records to read and delete, of both worlds (live and test); this also starts Chromium.
  for (const key of [main.key, main.testKey]) {
    for (const [path, body] of [
      ['/v1/content/scrape', { url: `${site.url}/simple` }],
      ['/v1/pdf/generate', { url: `${site.url}/simple` }],
      ['/v1/screenshot/capture', { url: `${site.url}/simple`, viewport: { width: 320, height: 200 } }],
    ] as const) {
      const res = await h.call('POST', path, { key, body });
      t.equal(res.status, 200, `set-up ${path}: ${JSON.stringify(res.body).slice(0, 300)}`);
      if (res.body?.data?.id) session.knownIds.push(res.body.data.id);
    }
  }

  const replay = process.env.FUZZ_REPLAY;
  const ops = allOperations();
  if (replay) {
    for (const req of readReplay(replay, site.url)) {
      const op = ops.find((o) => o.id === req.op);
      if (!op) throw new Error(`FUZZ_REPLAY: no operation ${req.op}`);
      const answer = await session.exercise(op, req);
      t.comment(printable(`${req.method} ${req.path.slice(0, 200)} -> ${answer.status || answer.error} in ${answer.ms} ms: ${answer.text.slice(0, 300)}`));
    }
  } else {
    for (const op of ops) {
      const started = Date.now();
      await session.fuzzOperation(op);
      const sick = await session.healthy();
      t.comment(`${op.id}: ${[...(session.tallies.get(op.id) ?? [])].map(([k, n]) => `${n}x ${k}`).join(', ')}`);
      t.notOk(sick, `${op.id}: the server is healthy after ${settings.runs} cases (${Date.now() - started} ms)`);
      if (sick) break;
    }
  }

  // At most three per operation, so that one chatty operation does not hide the others.
  const shown = [...session.refusals].filter(([, r], i, all) => all.slice(0, i).filter(([, o]) => o.request.op === r.request.op).length < 3);
  for (const [what, { request, count }] of shown) t.comment(`valid by the schema, refused (${count}x): ${printable(what)}\n${withSiteToken(formatRequest(request), site.url).slice(0, 700)}`);
  const failures = [...session.failures.values()];
  if (failures.length > 0) {
    const file = writeFailures(settings, failures, site.url);
    t.comment(replayHint(settings, file));
    for (const f of failures) t.fail(printable(`${f.op}: ${f.violation} [${f.request.broke}]`), { diagnostic: true, found: withSiteToken(formatFailure(f), site.url), at: null, stack: '', source: '' });
  }
  t.equal(failures.length, 0, `distinct failures (seed ${settings.seed}, ${settings.runs} runs per operation)`);
});
