// Server CPU per javascript:false scrape of two builds, side by side: each round starts the A
// build's server and then the B build's (or B then A, alternating), waits out Chromium's start with
// one rendered scrape, warms up 2 s, drives --seconds at concurrency 4 and reads the server's CPU
// time from /proc. CPU a request moves much less with other tenants' load than the ratio of rates.
// Usage: sh bench/content/ab-tree.sh <commit> /tmp/gleaner-a
//        node bench/content/scrape-cpu-ab.mjs --a /tmp/gleaner-a [--b <tree, default this one>] [--rounds 5] [--seconds 5]
import { parseArgs } from 'node:util';
import { startFixtureSite } from '@gleaner/testkit';
import { drive, median, postJson, processCpuMs, root, startGleaner } from '../lib/measure.mjs';

const { values } = parseArgs({ options: { a: { type: 'string' }, b: { type: 'string', default: root }, seconds: { type: 'string', default: '5' }, rounds: { type: 'string', default: '5' } } });
if (!values.a) throw new Error('--a DIR (a tree built by bench/content/ab-tree.sh) is required');
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const C = 4;

const site = await startFixtureSite();
const page = (i) => `${site.url}/simple?i=${i}`;

async function measure(tree) {
  const g = await startGleaner({ GLEANER_RENDER_CONCURRENCY: String(C) }, tree);
  const url = `${g.base}/v1/content/scrape`;
  try {
    await postJson(url, g.key, { url: page(0) });
    await drive(C, 2, (i) => postJson(url, g.key, { url: page(i), javascript: false }));
    const before = processCpuMs(g.pid);
    const r = await drive(C, SECONDS, (i) => postJson(url, g.key, { url: page(i), javascript: false }));
    return { cpuUs: ((processCpuMs(g.pid) - before) * 1000) / r.done, rate: r.rate, errors: r.errors };
  } finally {
    await g.stop();
  }
}

const sides = { a: { tree: values.a, runs: [] }, b: { tree: values.b, runs: [] } };
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
  for (const side of order) sides[side].runs.push(await measure(sides[side].tree));
  const line = ['a', 'b'].map((s) => { const r = sides[s].runs.at(-1); return `${s} ${r.cpuUs.toFixed(0)} µs/request ${r.rate.toFixed(0)}/s${r.errors ? ` (${r.errors} errors)` : ''}`; });
  console.log(`round ${round + 1}: ${line.join(' | ')}`);
}
await site.close();
const cpu = (s) => median(sides[s].runs.map((r) => r.cpuUs));
const rate = (s) => median(sides[s].runs.map((r) => r.rate));
console.log(`median: a (${values.a}) ${cpu('a').toFixed(0)} µs/request ${rate('a').toFixed(0)}/s | b (${values.b}) ${cpu('b').toFixed(0)} µs/request ${rate('b').toFixed(0)}/s | b/a CPU ${(cpu('b') / cpu('a')).toFixed(2)}`);
