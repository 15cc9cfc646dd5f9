// Render pool vs the raw limit vs puppeteer-cluster's CONCURRENCY_PAGE, side by side in one run.
// Usage: node bench/browser/pool-bench.mjs [--runs 3] [--seconds 5]
// (build first: npx tsc -b libs/browser). Targets only the loopback fixture site.
import puppeteer from 'puppeteer-core';
import { Cluster } from 'puppeteer-cluster';
import { BrowserPool } from '@gleaner/browser';
import { startFixtureSite } from '@gleaner/testkit';
import { cpuMeter, treeRssMb } from '../lib/measure.mjs';
import { RAW_LAUNCH, rawLimit, rawScrape } from '../lib/raw-limit.mjs';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const RUNS = arg('runs', 3);
const SECONDS = arg('seconds', 5);

function sampler(rootsFn) {
  let peak = 0;
  const t = setInterval(async () => {
    const roots = [process.pid, ...(await rootsFn())];
    peak = Math.max(peak, treeRssMb(roots));
  }, 250);
  return () => {
    clearInterval(t);
    return peak;
  };
}

/** Runs `slots` loops of `job` for SECONDS; returns rate, latency percentiles and (given the browser pids) CPU ms a job. */
async function drive(slots, job, pids) {
  const cpu = pids && cpuMeter(pids);
  const lat = [];
  const stop = Date.now() + SECONDS * 1000;
  let i = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: slots }, async () => {
      while (Date.now() < stop) {
        const t = performance.now();
        await job(i++);
        lat.push(performance.now() - t);
      }
    }),
  );
  const secs = (Date.now() - started) / 1000;
  lat.sort((a, b) => a - b);
  const pct = (p) => Math.round(lat[Math.min(lat.length - 1, Math.floor(lat.length * p))]);
  return { rate: lat.length / secs, p50: pct(0.5), p99: pct(0.99), n: lat.length, cpuMs: cpu ? cpu() / lat.length : undefined };
}

// The raw limit (bench/lib/raw-limit.mjs), with this benchmark's seconds.
const rawWarm = (slots, work) => rawLimit(slots, SECONDS, work);

async function clusterPage(slots, site) {
  const cluster = await Cluster.launch({ concurrency: Cluster.CONCURRENCY_PAGE, maxConcurrency: slots, puppeteer, puppeteerOptions: RAW_LAUNCH, timeout: 60_000 });
  const r = await drive(slots, (i) =>
    cluster.execute(null, async ({ page }) => {
      await page.goto(`${site.url}/simple?i=${i}`, { waitUntil: 'load' });
      return page.content();
    }),
  );
  await cluster.close();
  return r;
}

async function withPool(slots, fn) {
  const pool = new BrowserPool({ concurrency: slots, queueLimit: 1000, recycleAfter: 100_000 });
  await pool.start();
  const stopSampling = sampler(() => pool.browserPids());
  // Warm the tabs the way the raw side's newPage() does.
  await Promise.all(Array.from({ length: slots }, (_, i) => fn(pool, i)));
  const r = await drive(slots, (i) => fn(pool, i), await pool.browserPids());
  r.peakRssMb = stopSampling();
  await pool.close();
  return r;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function oneRun(site) {
  const out = {};
  for (const c of [1, 4, 8]) {
    const raw = await rawWarm(c, rawScrape((i) => `${site.url}/simple?i=${i}`));
    const pool = await withPool(c, (p, i) => p.scrape({ url: `${site.url}/simple?i=${i}`, timeoutMs: 30_000 }));
    const cl = await clusterPage(c, site);
    out[`scrape c=${c}`] = { raw, pool, cluster: cl };
  }
  const pdfRaw = await rawWarm(2, async (page) => {
    await page.goto(`${site.url}/long?sections=6`, { waitUntil: 'load' });
    await page.pdf({ format: 'A4' });
  });
  const pdfPool = await withPool(2, (p) => p.pdf({ url: `${site.url}/long?sections=6`, timeoutMs: 30_000, maxPages: 1000, maxBytes: 1e9 }));
  out['pdf c=2'] = { raw: pdfRaw, pool: pdfPool };
  const shotRaw = await rawWarm(2, async (page) => {
    await page.goto(`${site.url}/elements`, { waitUntil: 'load' });
    await page.screenshot({ type: 'png' });
  });
  const shotPool = await withPool(2, (p) => p.screenshot({ url: `${site.url}/elements`, timeoutMs: 30_000, type: 'png' }));
  out['screenshot c=2'] = { raw: shotRaw, pool: shotPool };
  return out;
}

const site = await startFixtureSite();
const runs = [];
for (let r = 0; r < RUNS; r++) {
  const res = await oneRun(site);
  runs.push(res);
  console.log(`run ${r + 1}:`);
  for (const [k, v] of Object.entries(res)) {
    const parts = Object.entries(v).map(([m, x]) => `${m} ${x.rate.toFixed(1)}/s p50 ${x.p50} p99 ${x.p99}${x.cpuMs ? ` cpu ${x.cpuMs.toFixed(0)}ms/job` : ''}${x.peakRssMb ? ` rss ${x.peakRssMb}MB` : ''}`);
    console.log(`  ${k}: ${parts.join(' | ')} | pool/raw ${(v.pool.rate / v.raw.rate).toFixed(2)} raw/pool CPU ${(v.raw.cpuMs / v.pool.cpuMs).toFixed(2)}${v.cluster ? ` cluster/raw ${(v.cluster.rate / v.raw.rate).toFixed(2)}` : ''}`);
  }
}
console.log(`\nmedians of ${RUNS} runs (${SECONDS} s each):`);
// raw/pool CPU: the CPU a job (Chromium tree + Node) of raw over the pool's; read like pool/raw, steadier under load.
console.log('| case | raw /s | pool /s | cluster PAGE /s | pool/raw | raw/pool CPU | raw / pool CPU ms a job | cluster/raw | pool p50/p99 ms | raw p50/p99 ms | pool peak RSS MB |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const k of Object.keys(runs[0])) {
  const m = (mode, f) => (runs[0][k][mode] ? median(runs.map((r) => f(r[k][mode]))) : undefined);
  const ratio = (mode) => (runs[0][k][mode] ? median(runs.map((r) => r[k][mode].rate / r[k].raw.rate)).toFixed(2) : '-');
  console.log(
    `| ${k} | ${m('raw', (x) => x.rate).toFixed(1)} | ${m('pool', (x) => x.rate).toFixed(1)} | ${m('cluster', (x) => x.rate)?.toFixed(1) ?? '-'} | ${ratio('pool')} | ${median(runs.map((r) => r[k].raw.cpuMs / r[k].pool.cpuMs)).toFixed(2)} | ${m('raw', (x) => x.cpuMs).toFixed(0)} / ${m('pool', (x) => x.cpuMs).toFixed(0)} | ${ratio('cluster')} | ${m('pool', (x) => x.p50)}/${m('pool', (x) => x.p99)} | ${Math.round(m("raw", (x) => x.p50))}/${Math.round(m("raw", (x) => x.p99))} | ${m('pool', (x) => x.peakRssMb)} |`,
  );
}
await site.close();
