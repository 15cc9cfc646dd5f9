// Server CPU per javascript:false scrape through the API: on a shared 2-core machine the request
// rate moves with everyone else's load, the CPU the Gleaner process spends per request much less.
// Reads utime+stime of the Gleaner process from /proc before and after a fixed-time drive at
// concurrency 4, and sets it next to the bench process's own CPU per bare fetch + cheerio.load
// (htmlparser2, what the API path parses with) of the same page, in one run.
// --rate N offers N requests a second instead (open loop, at most 16 in flight): at a fixed
// rate two builds batch their work alike, so their CPU per request compares more fairly than at
// whatever rate each reaches on a machine others load.
// Usage: node bench/content/scrape-cpu.mjs [--seconds 6] [--rounds 3] [--rate 150]   (loopback only)
import { parseArgs } from 'node:util';
import * as cheerio from 'cheerio';
import { startFixtureSite } from '@gleaner/testkit';
import { drive, median, postJson, processCpuMs, startGleaner } from '../lib/measure.mjs';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '6' }, rounds: { type: 'string', default: '3' }, rate: { type: 'string', default: '0' } } });
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const C = 4;
const RATE = Number(values.rate);

/** Starts `job` RATE times a second for `seconds` (skipping a tick's starts when 16 are in flight). */
async function offer(seconds, job) {
  const started = Date.now();
  let sent = 0;
  let inFlight = 0;
  let errors = 0;
  const running = new Set();
  while (Date.now() - started < seconds * 1000) {
    const due = Math.floor(((Date.now() - started) / 1000) * RATE);
    for (; sent < due; sent++) {
      if (inFlight >= 16) continue;
      inFlight++;
      const p = job(sent).catch(() => errors++).finally(() => (inFlight--, running.delete(p)));
      running.add(p);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  await Promise.all(running);
  return { rate: sent / seconds, errors };
}

const site = await startFixtureSite();
const page = (i) => `${site.url}/simple?i=${i}`;
const h2 = { xml: { xmlMode: false, decodeEntities: true } };
const g = await startGleaner({ GLEANER_RENDER_CONCURRENCY: String(C) });
const url = `${g.base}/v1/content/scrape`;
await drive(C, 2, (i) => postJson(url, g.key, { url: page(i), javascript: false }));

const apiMs = [];
const apiRates = [];
const bareMs = [];
for (let round = 0; round < ROUNDS; round++) {
  let count = 0;
  const before = processCpuMs(g.pid);
  const scrape = async (i) => (await postJson(url, g.key, { url: page(i), javascript: false }), count++);
  const r = RATE > 0 ? await offer(SECONDS, scrape) : await drive(C, SECONDS, scrape);
  apiMs.push((processCpuMs(g.pid) - before) / count);
  apiRates.push(r.rate);
  // The bare side runs in this process, which also serves the fixture page in both measurements.
  let bareCount = 0;
  const self = process.cpuUsage();
  const bare = async (i) => (cheerio.load(await (await fetch(page(i))).text(), h2), bareCount++);
  await (RATE > 0 ? offer(SECONDS, bare) : drive(C, SECONDS, bare));
  const used = process.cpuUsage(self);
  bareMs.push((used.user + used.system) / 1000 / bareCount);
  console.log(`round ${round + 1}: api ${r.rate.toFixed(0)}/s${r.errors ? ` (${r.errors} errors)` : ''}, server CPU ${apiMs.at(-1).toFixed(3)} ms/request | bare fetch+cheerio (incl. serving the page) ${bareMs.at(-1).toFixed(3)} ms/request`);
}
await g.stop();
await site.close();
console.log(`median: api ${median(apiRates).toFixed(0)}/s, server CPU ${median(apiMs).toFixed(3)} ms/request; bare ${median(bareMs).toFixed(3)} ms/request; bare/api CPU ${(median(bareMs) / median(apiMs)).toFixed(2)}`);
