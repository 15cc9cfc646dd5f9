// GET /v1/user/profile per second through the farm's API processes against the embedded default,
// side by side in one run, with the load generator of bench/account/profile-rps.mjs (autocannon,
// 10 connections in all, pipelining 1):
// - embedded: apps/gleaner, one process, SQLite, caches on (what `make run` is);
// - farm: `--apis` apps/api processes as deployed (key and user caches kept true over the bus by
//   account-changes, rate limits leased in batches, balances cached and announced there too) over the MongoDB
//   stand-in (CongoDB, its own process) and the Kafka stand-in; the connections are split evenly
//   over the processes (one autocannon per process, no proxy);
// - farm-uncached: as many API processes on the same store and bus started by
//   bench/farm/api-uncached-main.mjs (GLEANER_ACCOUNT_CACHE_MS=0: keys, users and balances read from the store
//   on every request): what the caches are worth.
// No render, scheduler or dispatcher process: the profile does not reach them. The sides take turns,
// the order rotating per round; each reports req/s, p50/p99 and the servers' CPU a request (API
// processes and the MongoDB stand-in, from /proc). The MongoDB stand-in is JavaScript that scans
// its collections: its figures say nothing about MongoDB's speed.
// Usage: node bench/farm/profile-rps.mjs [--rounds 3] [--seconds 8] [--apis 2] [--connections 10]   (loopback only)
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { median, startGleaner, treeCpu } from '../lib/measure.mjs';
import { startFarm } from '../lib/farm.mjs';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, seconds: { type: 'string', default: '8' }, apis: { type: 'string', default: '2' }, connections: { type: 'string', default: '10' } } });
const ROUNDS = Number(values.rounds);
const SECONDS = Number(values.seconds);
const APIS = Number(values.apis);
const CONNECTIONS = Number(values.connections);
const load = () => os.loadavg()[0].toFixed(2);

const embedded = await startGleaner();
const farm = await startFarm({ apis: APIS, renderers: 0, roles: [], extraApis: Array.from({ length: APIS }, () => path.join(import.meta.dirname, 'api-uncached-main.mjs')) });
const farmKey = farm.keys[0];
const sides = {
  embedded: { urls: [embedded.base], key: embedded.key, pids: [embedded.pid] },
  farm: { urls: farm.apiUrls, key: farmKey, pids: [...farm.pids.apis, farm.pids.mongo], apiPids: farm.pids.apis },
  'farm-uncached': { urls: farm.extraApiUrls, key: farmKey, pids: [...farm.pids.extraApis, farm.pids.mongo], apiPids: farm.pids.extraApis },
};
console.log(
  `GET /v1/user/profile, ${CONNECTIONS} connections in all, ${SECONDS} s a measurement, ${ROUNDS} rounds; farm: ${APIS} API processes a side over the MongoDB and Kafka stand-ins; load ${load()}`,
);

/** Runs autocannon on every URL of a side at once (the connections split evenly); sums the rates. */
async function hit(side, seconds) {
  const s = sides[side];
  const per = Math.max(1, Math.round(CONNECTIONS / s.urls.length));
  const results = await Promise.all(s.urls.map((base) => autocannon({ url: `${base}/v1/user/profile`, headers: { authorization: `Bearer ${s.key}` }, connections: per, duration: seconds, pipelining: 1 })));
  const bad = results.reduce((n, r) => n + r.non2xx + r.errors, 0);
  if (bad > 0) throw new Error(`${side}: ${bad} non-2xx answers or errors`);
  return {
    rps: results.reduce((n, r) => n + r.requests.average, 0),
    total: results.reduce((n, r) => n + r.requests.total, 0),
    p50: median(results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
  };
}

async function measure(side) {
  const s = sides[side];
  const cpu0 = treeCpu(s.pids);
  const api0 = s.apiPids ? treeCpu(s.apiPids) : 0;
  const r = await hit(side, SECONDS);
  r.cpuUs = ((treeCpu(s.pids) - cpu0) * 1e6) / r.total;
  r.apiCpuUs = s.apiPids ? ((treeCpu(s.apiPids) - api0) * 1e6) / r.total : r.cpuUs;
  return r;
}
const fmt = (r) => `${r.rps.toFixed(0)} req/s (p50 ${r.p50} ms, p99 ${r.p99} ms, server CPU ${r.cpuUs.toFixed(0)} µs a request, API processes ${r.apiCpuUs.toFixed(0)})`;

const rounds = [];
try {
  for (const side of Object.keys(sides)) await hit(side, 2); // warm-up: JIT, connections, caches
  const names = Object.keys(sides);
  for (let round = 0; round < ROUNDS; round++) {
    const order = names.map((_, k) => names[(k + round) % names.length]);
    const loadBefore = load();
    const out = {};
    for (const side of order) out[side] = await measure(side);
    out.ratio = out.farm.rps / out.embedded.rps;
    out.uncachedRatio = out['farm-uncached'].rps / out.embedded.rps;
    out.cachesWorth = out.farm.rps / out['farm-uncached'].rps;
    rounds.push(out);
    console.log(
      `round ${round + 1} (load ${loadBefore} -> ${load()}): embedded ${fmt(out.embedded)}\n  farm ${fmt(out.farm)}\n  farm-uncached ${fmt(out['farm-uncached'])}\n` +
        `  farm/embedded ${out.ratio.toFixed(2)} (per API process ${(out.ratio / APIS).toFixed(2)}), farm-uncached/embedded ${out.uncachedRatio.toFixed(2)}, farm/farm-uncached ${out.cachesWorth.toFixed(2)}`,
    );
  }
} finally {
  await farm.stop();
  await embedded.stop();
}
const m = (f) => median(rounds.map(f));
console.log(
  `median of ${ROUNDS} rounds: embedded ${m((r) => r.embedded.rps).toFixed(0)} req/s (${m((r) => r.embedded.cpuUs).toFixed(0)} CPU-µs), farm ${m((r) => r.farm.rps).toFixed(0)} req/s (${m((r) => r.farm.cpuUs).toFixed(0)} CPU-µs, APIs ${m((r) => r.farm.apiCpuUs).toFixed(0)}), ` +
    `farm-uncached ${m((r) => r['farm-uncached'].rps).toFixed(0)} req/s (${m((r) => r['farm-uncached'].cpuUs).toFixed(0)} CPU-µs); ratios farm/embedded ${m((r) => r.ratio).toFixed(2)} (rounds ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')}; per API process ${(m((r) => r.ratio) / APIS).toFixed(2)}), ` +
    `farm-uncached/embedded ${m((r) => r.uncachedRatio).toFixed(2)}, farm/farm-uncached ${m((r) => r.cachesWorth).toFixed(2)}; load at the end ${load()}. ` +
    'The MongoDB stand-in (CongoDB) is in-process JavaScript that scans collections: the farm figures say nothing about MongoDB.',
);
