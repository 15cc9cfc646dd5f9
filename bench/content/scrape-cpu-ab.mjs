// Server CPU per javascript:false scrape of two builds, side by side: each round starts the A
// build's server and then the B build's (or B then A, alternating), waits out Chromium's start with
// one rendered scrape, warms up 2 s, drives --seconds at concurrency 4 and reads the server's CPU
// time from /proc. CPU a request moves much less with other tenants' load than the ratio of rates.
// --env-a/--env-b (NAME=value,...) set server variables per side: two settings of one build.
// Usage: sh bench/content/ab-tree.sh <commit> /tmp/gleaner-a
//        node bench/content/scrape-cpu-ab.mjs --a /tmp/gleaner-a [--b <tree, default this one>] [--rounds 5] [--seconds 5]
//        node bench/content/scrape-cpu-ab.mjs --env-a NODE_ARGS= --env-b NODE_ARGS=--single-threaded-gc
import { parseArgs } from 'node:util';
import { startFixtureSite } from '@gleaner/testkit';
import { drive, mainThreadCpuMs, median, postJson, processCpuMs, root, startGleaner } from '../lib/measure.mjs';

const { values } = parseArgs({
  options: { a: { type: 'string', default: root }, b: { type: 'string', default: root }, 'env-a': { type: 'string', default: '' }, 'env-b': { type: 'string', default: '' }, seconds: { type: 'string', default: '5' }, rounds: { type: 'string', default: '5' } },
});
if (values.a === values.b && values['env-a'] === values['env-b']) throw new Error('nothing to compare: give --a DIR (a tree built by bench/content/ab-tree.sh) or --env-a/--env-b');
const envOf = (list) => Object.fromEntries(list.split(',').filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const C = 4;

const site = await startFixtureSite();
const page = (i) => `${site.url}/simple?i=${i}`;

async function measure({ tree, env }) {
  const g = await startGleaner({ GLEANER_RENDER_CONCURRENCY: String(C), ...env }, tree);
  const url = `${g.base}/v1/content/scrape`;
  try {
    await postJson(url, g.key, { url: page(0) });
    await drive(C, 2, (i) => postJson(url, g.key, { url: page(i), javascript: false }));
    const before = processCpuMs(g.pid);
    const mainBefore = mainThreadCpuMs(g.pid);
    const r = await drive(C, SECONDS, (i) => postJson(url, g.key, { url: page(i), javascript: false }));
    return { cpuUs: ((processCpuMs(g.pid) - before) * 1000) / r.done, mainUs: ((mainThreadCpuMs(g.pid) - mainBefore) * 1000) / r.done, rate: r.rate, errors: r.errors };
  } finally {
    await g.stop();
  }
}

const sides = { a: { tree: values.a, env: envOf(values['env-a']), runs: [] }, b: { tree: values.b, env: envOf(values['env-b']), runs: [] } };
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
  for (const side of order) sides[side].runs.push(await measure(sides[side]));
  const line = ['a', 'b'].map((s) => { const r = sides[s].runs.at(-1); return `${s} ${r.cpuUs.toFixed(0)} µs/request (main thread ${r.mainUs.toFixed(0)}) ${r.rate.toFixed(0)}/s${r.errors ? ` (${r.errors} errors)` : ''}`; });
  console.log(`round ${round + 1}: ${line.join(' | ')}`);
}
await site.close();
const cpu = (s) => median(sides[s].runs.map((r) => r.cpuUs));
const main = (s) => median(sides[s].runs.map((r) => r.mainUs));
const rate = (s) => median(sides[s].runs.map((r) => r.rate));
const name = (s) => `${sides[s].tree}${values[`env-${s}`] ? ` ${values[`env-${s}`]}` : ''}`;
const summary = (s) => `${s} (${name(s)}) ${cpu(s).toFixed(0)} µs/request (main thread ${main(s).toFixed(0)}) ${rate(s).toFixed(0)}/s`;
console.log(`median: ${summary('a')} | ${summary('b')} | b/a CPU ${(cpu('b') / cpu('a')).toFixed(2)} rate ${(rate('b') / rate('a')).toFixed(2)}`);
