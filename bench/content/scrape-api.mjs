// Scrapes per second THROUGH THE API at concurrency 1/4/8, next to the raw limit (bench/lib/raw-limit.mjs) and puppeteer-cluster's CONCURRENCY_PAGE, on the same
// fixture page, in one run; then javascript:false through the API next to fetch + cheerio.
// With --render-rounds N (N > 1) each level alternates raw and API rounds (the order swapped per round, one
// server kept up across them) and reports the median of the rounds' ratios and CPU-ms a scrape of each side
// (its Chromium tree, the server process, and this process: client, fixture site, raw's driver).
// Usage: node bench/content/scrape-api.mjs [--seconds 8] [--levels 1,4,8] [--plain-levels 1,4,8] [--rounds 3]
//   [--render-rounds 1] [--cluster true] [--env KEY=VALUE,...]   (loopback only)
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { Cluster } from 'puppeteer-cluster';
import * as cheerio from 'cheerio';
import { startFixtureSite } from '@gleaner/testkit';
import { cpuMeter, drive, median, peakSampler, postJson, startGleaner } from '../lib/measure.mjs';
import { RAW_LAUNCH, rawLimit, rawScrape } from '../lib/raw-limit.mjs';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '8' }, levels: { type: 'string', default: '1,4,8' }, 'plain-levels': { type: 'string', default: '1,4,8' }, rounds: { type: 'string', default: '3' }, 'render-rounds': { type: 'string', default: '1' }, cluster: { type: 'string', default: 'true' }, env: { type: 'string', default: '' } },
});
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds); // of the javascript:false comparison
const LEVELS = values.levels.split(',').filter(Boolean).map(Number); // --levels '' measures javascript:false only
const PLAIN_LEVELS = values['plain-levels'].split(',').filter(Boolean).map(Number); // and --plain-levels '' rendering only
const site = await startFixtureSite();
const page = (i) => `${site.url}/simple?i=${i}`;
const fmt = (r) => `${r.rate.toFixed(1)}/s p50 ${r.p50.toFixed(0)} ms p99 ${r.p99.toFixed(0)} ms${r.errors ? ` (${r.errors} errors)` : ''}`;

const raw = (c) => rawLimit(c, SECONDS, rawScrape(page));
const RENDER_ROUNDS = Number(values['render-rounds']);
const EXTRA_ENV = Object.fromEntries(values.env.split(',').filter(Boolean).map((kv) => kv.split('=')));

async function clusterPage(c) {
  const cluster = await Cluster.launch({ concurrency: Cluster.CONCURRENCY_PAGE, maxConcurrency: c, puppeteer, puppeteerOptions: RAW_LAUNCH });
  await cluster.task(async ({ page: p, data }) => (await p.goto(data, { waitUntil: 'load' }), p.content()));
  const r = await drive(c, SECONDS, (i) => cluster.execute(page(i)));
  await cluster.close();
  return r;
}

async function ours(c) {
  const g = await startGleaner({ GLEANER_RENDER_CONCURRENCY: String(c) });
  const url = `${g.base}/v1/content/scrape`;
  await drive(c, 2, (i) => postJson(url, g.key, { url: page(i) }));
  const peak = peakSampler(g.pid);
  const r = await drive(c, SECONDS, (i) => postJson(url, g.key, { url: page(i) }));
  r.peakMb = peak();
  await g.stop();
  return r;
}

console.log(`scrape of ${site.url}/simple, ${SECONDS} s per measurement`);
// Rounds: raw and API alternate on one warm server; CPU-ms a scrape of each side.
async function rounds(c) {
  const g = await startGleaner({ GLEANER_RENDER_CONCURRENCY: String(c), ...EXTRA_ENV });
  const url = `${g.base}/v1/content/scrape`;
  const api = async () => {
    const cpu = cpuMeter([g.pid]);
    const r = await drive(c, SECONDS, (i) => postJson(url, g.key, { url: page(i) }));
    r.cpuMs = cpu() / Math.max(1, r.done);
    return r;
  };
  await drive(c, 3, (i) => postJson(url, g.key, { url: page(i) }));
  const ratios = [];
  const cpu = { raw: [], api: [] };
  for (let round = 1; round <= RENDER_ROUNDS; round++) {
    let r, o;
    if (round % 2) (r = await raw(c)), (o = await api());
    else (o = await api()), (r = await raw(c));
    ratios.push(o.rate / r.rate);
    cpu.raw.push(r.cpuMs);
    cpu.api.push(o.cpuMs);
    console.log(`c=${c} round ${round}: api ${fmt(o)} ${o.cpuMs.toFixed(1)} CPU-ms a scrape | raw ${fmt(r)} ${r.cpuMs.toFixed(1)} CPU-ms | api/raw ${(o.rate / r.rate).toFixed(2)}`);
  }
  await g.stop();
  console.log(`c=${c}: api/raw median ${median(ratios).toFixed(2)} (${ratios.map((x) => x.toFixed(2)).join(', ')}); CPU-ms a scrape, medians: api ${median(cpu.api).toFixed(1)}, raw ${median(cpu.raw).toFixed(1)} (raw/api ${(median(cpu.raw) / median(cpu.api)).toFixed(2)})`);
}
for (const c of LEVELS) {
  if (RENDER_ROUNDS > 1) {
    await rounds(c);
    continue;
  }
  const r = await raw(c);
  const k = await clusterPage(c);
  const o = await ours(c);
  console.log(`c=${c}: api ${fmt(o)} peak RSS ${o.peakMb} MB | raw warm page ${fmt(r)} | CONCURRENCY_PAGE ${fmt(k)} | api/raw ${(o.rate / r.rate).toFixed(2)} api/cluster ${(o.rate / k.rate).toFixed(2)}`);
}

// javascript:false: the API's plain fetch path vs a bare fetch + cheerio parse, at each of
// --plain-levels, in --rounds alternating rounds (bare, then API, on one warm server), so that a
// change in the machine's load between the two sides moves one round's ratio, not the result: the
// median of the rounds' ratios is reported. The bare side is measured with cheerio's default parser
// (parse5) and with htmlparser2 (what the API's path uses), so the ratio against either is in the
// same run.
if (PLAIN_LEVELS.length > 0) {
  const h2 = { xml: { xmlMode: false, decodeEntities: true } };
  const g = await startGleaner({ GLEANER_RENDER_CONCURRENCY: String(Math.max(...PLAIN_LEVELS)) });
  const url = `${g.base}/v1/content/scrape`;
  const bareJob = async (i) => cheerio.load(await (await fetch(page(i))).text());
  const bareH2Job = async (i) => cheerio.load(await (await fetch(page(i))).text(), h2);
  const apiJob = (i) => postJson(url, g.key, { url: page(i), javascript: false });
  // The server launches Chromium at start: one rendered scrape waits for it, so its start-up
  // does not land in the measurement (it stays up, idle, as it would in service).
  await postJson(url, g.key, { url: page(0) });
  const summary = [];
  for (const c of PLAIN_LEVELS) {
    // Both sides warm up (JIT, sockets, the store's first pages) before the first round.
    await drive(c, 3, apiJob);
    await drive(c, 2, bareJob);
    await drive(c, 2, bareH2Job);
    const ratios = [];
    const ratiosH2 = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const bare = await drive(c, SECONDS, bareJob);
      const bareH2 = await drive(c, SECONDS, bareH2Job);
      const o = await drive(c, SECONDS, apiJob);
      ratios.push(o.rate / bare.rate);
      ratiosH2.push(o.rate / bareH2.rate);
      console.log(`javascript:false c=${c} round ${round}: api ${fmt(o)} | fetch+cheerio ${fmt(bare)} | fetch+cheerio(htmlparser2) ${fmt(bareH2)} | api/bare ${(o.rate / bare.rate).toFixed(2)} api/bare-htmlparser2 ${(o.rate / bareH2.rate).toFixed(2)}`);
    }
    summary.push(`javascript:false c=${c}: api/bare median ${median(ratios).toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(', ')}); api/bare-htmlparser2 median ${median(ratiosH2).toFixed(2)}`);
  }
  await g.stop();
  for (const line of summary) console.log(line);
}
await site.close();
