// A/B of two builds of the render pool, interleaved in one run (the machine is shared: rates
// drift, the ratio of neighbours does not). Build A is a copy of libs/browser/dist elsewhere.
// Usage: node bench/browser/pool-ab.mjs --a /tmp/dist-before [--b libs/browser/dist] [--runs 3] [--seconds 5] [--c 4,8]
import path from 'node:path';
import { createRequire } from 'node:module';
import { startFixtureSite } from '@gleaner/testkit';
import { arg, cpuMeter } from '../lib/measure.mjs';

const require = createRequire(import.meta.url);
const load = (dir) => require(path.resolve(dir, 'index.js'));
const A = load(arg('a', '/tmp/dist-before'));
const B = load(arg('b', 'libs/browser/dist'));
const RUNS = Number(arg('runs', 3));
const SECONDS = Number(arg('seconds', 5));
const CS = arg('c', '4,8').split(',').map(Number);
const OP = arg('op', 'scrape');

async function drive(pool, slots, job) {
  await Promise.all(Array.from({ length: slots }, (_, i) => job(pool, i)));
  const cpuMs = cpuMeter(await pool.browserPids());
  let n = 0;
  let i = 0;
  const stop = Date.now() + SECONDS * 1000;
  const started = Date.now();
  await Promise.all(Array.from({ length: slots }, async () => {
    while (Date.now() < stop) {
      await job(pool, i++);
      n++;
    }
  }));
  return { rate: n / ((Date.now() - started) / 1000), cpu: cpuMs() / n };
}

async function measure(lib, c, site) {
  const pool = new lib.BrowserPool({ concurrency: c, queueLimit: 1000, recycleAfter: 100_000 });
  await pool.start();
  const job =
    OP === 'pdf'
      ? (p) => p.pdf({ url: `${site.url}/long?sections=6`, timeoutMs: 30_000, maxPages: 1000, maxBytes: 1e9 })
      : OP === 'screenshot'
        ? (p) => p.screenshot({ url: `${site.url}/elements`, timeoutMs: 30_000, type: 'png' })
        : (p, i) => p.scrape({ url: `${site.url}/simple?i=${i}`, timeoutMs: 30_000 });
  const got = await drive(pool, c, job);
  await pool.close();
  return got;
}

const site = await startFixtureSite();
const res = {};
for (let r = 0; r < RUNS; r++) {
  for (const c of CS) {
    // alternate the order so neither side always runs first
    const order = r % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
    const got = {};
    for (const side of order) got[side] = await measure(side === 'a' ? A : B, c, site);
    (res[c] ??= []).push(got);
    console.log(`run ${r + 1} ${OP} c=${c}: A ${got.a.rate.toFixed(1)}/s ${got.a.cpu.toFixed(0)} CPU ms/job | B ${got.b.rate.toFixed(1)}/s ${got.b.cpu.toFixed(0)} CPU ms/job | rate B/A ${(got.b.rate / got.a.rate).toFixed(2)} CPU B/A ${(got.b.cpu / got.a.cpu).toFixed(2)}`);
  }
}
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
for (const c of CS) {
  const rs = res[c];
  const m = (f) => median(rs.map(f));
  console.log(
    `median ${OP} c=${c}: A ${m((x) => x.a.rate).toFixed(1)}/s ${m((x) => x.a.cpu).toFixed(0)} CPU ms/job | B ${m((x) => x.b.rate).toFixed(1)}/s ${m((x) => x.b.cpu).toFixed(0)} CPU ms/job | rate B/A ${m((x) => x.b.rate / x.a.rate).toFixed(2)} CPU B/A ${m((x) => x.b.cpu / x.a.cpu).toFixed(2)}`,
  );
}
await site.close();
