// Where a scrape's time goes between the raw limit and the API, side by side in one run, at one
// concurrency: raw (bench/lib/raw-limit.mjs) -> the render pool alone (isolated tab per slot, reset
// after every job, minimised windows) -> the pool behind the network guard's proxy (every request
// checked and pinned) -> POST /v1/content/scrape through a Gleaner process (HTTP, auth, credits, the
// bus, the store). Each step reports scrapes/s and CPU ms a job (its Chromium tree + the Node
// process(es) doing the work, the client included), which other tenants of the machine move less.
// Usage: node bench/content/scrape-breakdown.mjs [--runs 3] [--seconds 6] [--concurrency 4]   (loopback only)
import { parseArgs } from 'node:util';
import { BrowserPool, guardedPlainFetch } from '@gleaner/browser';
import { GuardProxy, NetworkGuard } from '@gleaner/net';
import { startFixtureSite } from '@gleaner/testkit';
import { cpuMeter, drive, median, postJson, startGleaner } from '../lib/measure.mjs';
import { RAW_WARMUP_S, rawLimit, rawScrape } from '../lib/raw-limit.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, seconds: { type: 'string', default: '6' }, concurrency: { type: 'string', default: '4' } } });
const RUNS = Number(values.runs);
const SECONDS = Number(values.seconds);
const C = Number(values.concurrency);
const site = await startFixtureSite();
const url = (i) => `${site.url}/simple?i=${i}`;

/** Drives `job` after the raw limit's warm-up; CPU a job over `pids()` plus this process. */
async function measured(pids, job) {
  await drive(C, RAW_WARMUP_S, job);
  const cpu = cpuMeter(await pids());
  const r = await drive(C, SECONDS, job);
  r.cpuMs = cpu() / Math.max(1, r.done);
  return r;
}

async function pool(guarded) {
  const guard = new NetworkGuard({ allowPrivateNetworks: true });
  const proxy = guarded ? new GuardProxy({ guard }) : undefined;
  const proxyServer = proxy ? (await proxy.start()).url : undefined;
  const p = new BrowserPool({
    concurrency: C,
    queueLimit: 1000,
    recycleAfter: 100_000,
    proxyServer,
    checkUrl: guarded ? (u) => guard.checkUrl(u) : undefined,
    fetchPage: guardedPlainFetch(guard, []),
  });
  await p.start();
  try {
    return await measured(() => p.browserPids(), (i) => p.scrape({ url: url(i), timeoutMs: 30_000, blockResources: true }));
  } finally {
    await p.close();
    await proxy?.close();
  }
}

async function api() {
  const g = await startGleaner({ GLEANER_RENDER_CONCURRENCY: String(C) });
  try {
    return await measured(async () => [g.pid], (i) => postJson(`${g.base}/v1/content/scrape`, g.key, { url: url(i) }));
  } finally {
    await g.stop();
  }
}

const steps = {
  raw: () => rawLimit(C, SECONDS, rawScrape(url)),
  pool: () => pool(false),
  'pool + guard proxy': () => pool(true),
  api: () => api(),
};
const runs = [];
for (let r = 0; r < RUNS; r++) {
  const out = {};
  for (const [name, step] of Object.entries(steps)) out[name] = await step();
  runs.push(out);
  console.log(`run ${r + 1}: ` + Object.entries(out).map(([n, x]) => `${n} ${x.rate.toFixed(1)}/s ${x.cpuMs.toFixed(0)} CPU-ms/job`).join(' | '));
}
console.log(`\nc=${C}, medians of ${RUNS} runs (${SECONDS} s each); ratios are per run, then the median:`);
console.log('| step | scrapes/s | of raw | of the step before | CPU ms a job | p50 / p99 ms |');
console.log('|---|---|---|---|---|---|');
const names = Object.keys(steps);
names.forEach((n, k) => {
  const m = (f) => median(runs.map(f));
  const before = k > 0 ? m((r) => r[n].rate / r[names[k - 1]].rate).toFixed(2) : '-';
  console.log(`| ${n} | ${m((r) => r[n].rate).toFixed(1)} | ${m((r) => r[n].rate / r.raw.rate).toFixed(2)} | ${before} | ${m((r) => r[n].cpuMs).toFixed(0)} | ${m((r) => r[n].p50).toFixed(0)} / ${m((r) => r[n].p99).toFixed(0)} |`);
});
await site.close();
