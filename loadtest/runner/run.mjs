#!/usr/bin/env node
// The smoke runner: runs a k6 script in Node with the subset of the k6 API the scripts in loadtest/ use,
// to prove them on a machine without k6. NOT a replacement for k6: no load figures come from it (each
// VU is a thread; requests go through fetch). It fails on any k6 module, function, option, executor or
// threshold it does not implement, rather than run a script differently from k6.
//
//   node loadtest/runner/run.mjs [-e NAME=VALUE ...] [--summary-export FILE] [--fail-on-check] [--check-options] SCRIPT.js
//
// --check-options: load the script and check its options (scenarios, thresholds) without running it.
// Exit status as k6: 0 passed, 99 a threshold failed, 107 a script error (or an API the runner lacks);
// with --fail-on-check also 108 when any check failed or an iteration threw.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { runScenario, validateScenario } from './executors.mjs';
import { durationMs, evaluate, failedChecks, parseThresholds, routes, Samples, summary } from './samples.mjs';

const OPTIONS = new Set(['scenarios', 'thresholds', 'vus', 'iterations', 'duration', 'setupTimeout', 'teardownTimeout']);
const EXPORTS = new Set(['default', 'options', 'setup', 'teardown']);

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { env: { type: 'string', short: 'e', multiple: true, default: [] }, 'summary-export': { type: 'string' }, 'fail-on-check': { type: 'boolean', default: false }, 'check-options': { type: 'boolean', default: false }, quiet: { type: 'boolean', short: 'q', default: false } },
});
if (positionals.length !== 1) {
  process.stderr.write('usage: run.mjs [-e NAME=VALUE ...] [--summary-export FILE] [--fail-on-check] SCRIPT.js\n');
  process.exit(2);
}
const scriptPath = path.resolve(positionals[0]);
const script = pathToFileURL(scriptPath).href;
// As `k6 run`: the system environment, then each -e.
const env = { ...process.env };
for (const pair of args.env) {
  const i = pair.indexOf('=');
  if (i < 1) throw new Error(`-e ${pair}: NAME=VALUE`);
  env[pair.slice(0, i)] = pair.slice(i + 1);
}
const name = path.basename(scriptPath);
const log = (line) => args.quiet || process.stdout.write(`${name}: ${line}\n`);

const samples = new Samples();
const errors = [];
let fatal = null;
const vus = [];
let nextVu = 1;

/** A VU thread; `call(fn, data, scenario, iter)` runs one exported function on it. */
function startVu(id) {
  const worker = new Worker(new URL('./vu.mjs', import.meta.url), { workerData: { script, env, vuId: id } });
  const vu = { id, worker, busy: false, pending: null, exports: [], options: undefined };
  vu.ready = new Promise((resolve, reject) => {
    worker.on('message', (msg) => {
      if (msg.t === 'samples') for (const s of msg.samples) samples.add(s);
      else if (msg.t === 'ready') {
        vu.exports = msg.exports;
        vu.options = msg.options;
        resolve(vu);
      } else if (msg.t === 'fatal') reject(new Error(msg.error));
      else if (msg.t === 'done') {
        const p = vu.pending;
        vu.pending = null;
        p?.(msg);
      }
    });
    worker.on('error', (err) => {
      fatal ??= err;
      reject(err);
      vu.pending?.({ error: String(err.stack ?? err) });
    });
  });
  vu.call = (fn, data, scenario, iter) => new Promise((resolve) => {
    vu.pending = resolve;
    worker.postMessage({ t: 'run', fn, data, scenario, iter });
  });
  vus.push(vu);
  return vu.ready;
}

/** Runs fn on vu; an error is kept (and one of an API the runner lacks ends the run). */
async function runOn(vu, fn, data, scenario, iter) {
  vu.busy = true;
  const done = await vu.call(fn, data, scenario, iter);
  vu.busy = false;
  if (done.error) {
    errors.push(done.error);
    if (/smoke runner does not implement|is not a function|is not defined/.test(done.error)) fatal ??= new Error(done.error);
    if (errors.length <= 5) log(`${fn} (VU ${vu.id}${scenario ? `, ${scenario}` : ''}): ${done.error.split('\n').slice(0, 3).join(' | ')}`);
  }
  return done;
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([promise, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}

async function main() {
  // The init VU (0) reads the options and runs setup and teardown, as k6's.
  const init = await startVu(0);
  const options = init.options ?? {};
  for (const key of Object.keys(options)) if (!OPTIONS.has(key)) throw new Error(`the smoke runner does not implement the option ${key}`);
  for (const e of init.exports) if (!EXPORTS.has(e) && !Object.values(options.scenarios ?? {}).some((s) => s.exec === e)) throw new Error(`the smoke runner does not implement the export ${e}`);
  const scenarios = options.scenarios ?? { default: options.duration ? { executor: 'constant-vus', vus: options.vus ?? 1, duration: options.duration } : { executor: 'shared-iterations', vus: options.vus ?? 1, iterations: options.iterations ?? 1 } };
  for (const [n, s] of Object.entries(scenarios)) validateScenario(n, s);
  const thresholds = parseThresholds(options.thresholds);
  if (args['check-options']) {
    log(`options: ${Object.keys(scenarios).length} scenarios (${Object.values(scenarios).map((s) => s.executor).join(', ')}), ${thresholds.length} thresholds: implemented`);
    return [];
  }

  let data;
  if (init.exports.includes('setup')) {
    const done = await withTimeout(runOn(init, 'setup'), durationMs(options.setupTimeout ?? '60s'), 'setup');
    if (done.error) throw new Error(`setup failed: ${done.error}`);
    data = done.value;
  }

  let aborted = null;
  const started = Date.now();
  const watcher = setInterval(() => {
    for (const r of evaluate(samples, thresholds)) if (r.abortOnFail && !r.ok && Date.now() - started >= r.delayMs) aborted ??= `${r.key}: ${r.text} (observed ${r.observed})`;
  }, 1000);
  await Promise.all(Object.entries(scenarios).map(async ([scenario, s]) => {
    const own = [];
    const pool = {
      size: () => own.length,
      grow: async () => {
        const vu = await startVu(nextVu++);
        own.push(vu);
        return vu;
      },
      take: () => {
        const vu = own.find((v) => !v.busy);
        if (vu) vu.busy = true;
        return vu ?? null;
      },
    };
    await runScenario(s, {
      pool,
      run: (vu, iter) => runOn(vu, s.exec ?? 'default', data, scenario, iter),
      stopped: () => !!aborted || !!fatal,
      dropped: () => samples.add({ metric: 'dropped_iterations', type: 'counter', value: 1, tags: { scenario } }),
    });
  }));
  clearInterval(watcher);
  if (aborted) log(`aborted by a threshold: ${aborted}`);

  if (init.exports.includes('teardown') && !fatal) {
    const done = await withTimeout(runOn(init, 'teardown', data), durationMs(options.teardownTimeout ?? '60s'), 'teardown');
    if (done.error) errors.push(`teardown: ${done.error}`);
  }
  return thresholds;
}

let code = 0;
try {
  const thresholds = await main();
  const results = evaluate(samples, thresholds);
  if (!args['check-options']) log(`summary (the smoke runner: proves the script, not the service's capacity)\n${summary(samples, results)}`);
  if (args['summary-export']) {
    const checks = Object.fromEntries(failedChecks(samples));
    fs.writeFileSync(args['summary-export'], JSON.stringify({ iterations: samples.aggregate('iterations', {}, 'count'), dropped: samples.aggregate('dropped_iterations', {}, 'count'), routes: routes(samples), failedChecks: checks, checks: samples.select('checks').values.length, errors, thresholds: results.map(({ key, text, observed, ok }) => ({ key, text, observed, ok })) }, null, 2));
  }
  if (fatal) throw fatal;
  if (results.some((r) => !r.ok)) code = 99;
  else if (args['fail-on-check'] && (failedChecks(samples).length || errors.length)) code = 108;
  log(code === 0 ? 'passed' : code === 99 ? 'FAILED: a threshold failed' : `FAILED: ${failedChecks(samples).length} checks failed, ${errors.length} iteration errors`);
} catch (err) {
  log(`FAILED: ${err.stack ?? err}`);
  code = 107;
}
for (const vu of vus) vu.worker.postMessage({ t: 'stop' });
setTimeout(() => process.exit(code), 200).unref();
await Promise.all(vus.map((vu) => vu.worker.terminate()));
process.exit(code);
