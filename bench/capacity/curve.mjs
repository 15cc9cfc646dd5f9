// Capacity curve of one operation: an open-loop ramp of offered rates (requests start on schedule,
// whether earlier ones have finished or not, as clients do), each held for --seconds, against the
// embedded default and the farm on this machine; p50 and p99 latency, errors and push-back (429/503)
// per offered rate, the rate achieved, the knee (the first rate where p99 passes 3x its value at the
// lowest rate and 50 ms more, or errors pass 1%, or the achieved rate falls under 90% of the offered), and an SVG of
// the curve (docs/capacity/<op>.svg) beside a JSON of the points (bench/capacity/results/<op>.json).
// Each step also records the peak resident memory of what renders (embedded: the whole process tree with
// its Chromium; farm: the render processes' trees): at --render-concurrency 1, 2, 4, memory per render slot.
//
//   node bench/capacity/curve.mjs --op scrape-plain --rates 1,2,4,8,16 --seconds 20 [--topologies embedded,farm]
//       [--renderers 1 --apis 2 --render-concurrency 2] [--svg docs/capacity/scrape-plain.svg]
//
// Operations: bench/capacity/operations.mjs. The figures need a quiet machine: nothing else running.
import fs from 'node:fs';
import path from 'node:path';
import { startSite } from '../../loadtest/site/server.mjs';
import { startFarm } from '../lib/farm.mjs';
import { arg, pct, peakSampler, root, startGleaner } from '../lib/measure.mjs';
import { OPERATIONS } from './operations.mjs';
import { curveSvg } from './svg.mjs';

const op = arg('op', 'scrape-plain');
if (!OPERATIONS[op]) throw new Error(`--op: one of ${Object.keys(OPERATIONS).join(', ')}`);
const rates = arg('rates', '1,2,4,8').split(',').map(Number);
const seconds = Number(arg('seconds', '20'));
const topologies = arg('topologies', 'embedded,farm').split(',');
const renderConcurrency = arg('render-concurrency', '2');
const svgFile = path.resolve(root, arg('svg', `docs/capacity/${op}.svg`));
const jsonFile = path.resolve(root, arg('json', `bench/capacity/results/${op}.json`));
const TIMEOUT_MS = 60_000;

/** The service of one topology: { bases (API URLs, used in turn), key, stop }. */
async function startService(topology) {
  if (topology === 'embedded') {
    const g = await startGleaner({ GLEANER_RENDER_CONCURRENCY: renderConcurrency });
    return { bases: [g.base], key: g.key, renderPids: [g.pid], stop: () => g.stop() };
  }
  const f = await startFarm({ apis: Number(arg('apis', '2')), renderers: Number(arg('renderers', '1')), renderConcurrency: Number(renderConcurrency) });
  return { bases: f.apiUrls, key: f.keys[0], renderPids: f.pids.renderers, stop: () => f.stop() };
}

/** One request; resolves with { ms, status } (status 0: no answer in time). */
async function send(base, key, req) {
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}${req.path}`, { method: req.method, headers: { authorization: `Bearer ${key}`, ...(req.body ? { 'content-type': 'application/json' } : {}) }, body: req.body ? JSON.stringify(req.body) : undefined, signal: AbortSignal.timeout(TIMEOUT_MS) });
    await res.arrayBuffer();
    return { ms: performance.now() - t0, status: res.status, retryAfter: res.headers.get('retry-after') };
  } catch {
    return { ms: performance.now() - t0, status: 0 };
  }
}

/** Requests started at `rate` per second for `seconds`; their outcomes once all have answered. */
async function step(ctx, state, rate) {
  const started = Date.now();
  const peakRss = peakSampler(ctx.renderPids);
  const pending = [];
  for (let i = 0; i < rate * seconds; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(send(ctx.bases[i % ctx.bases.length], ctx.key, OPERATIONS[op].request(ctx, state)));
  }
  const results = await Promise.all(pending);
  const peakRssMb = peakRss();
  const elapsed = (Date.now() - started) / 1000;
  const ok = results.filter((r) => r.status >= 200 && r.status < 300);
  const pushBack = results.filter((r) => r.status === 429 || r.status === 503);
  const errors = results.filter((r) => !(r.status >= 200 && r.status < 300) && r.status !== 429 && r.status !== 503);
  const okMs = ok.map((r) => r.ms);
  return {
    offered: rate,
    achieved: Number((ok.length / elapsed).toFixed(2)),
    p50: Math.round(pct(okMs, 50) || 0),
    p99: Math.round(pct(okMs, 99) || 0),
    errorShare: Number((errors.length / results.length).toFixed(4)),
    pushBackShare: Number((pushBack.length / results.length).toFixed(4)),
    pushBackWithRetryAfter: pushBack.every((r) => r.retryAfter !== null && r.retryAfter !== undefined),
    // How soon a pushed-back client knew: push-back is only worth it when it comes quickly.
    pushBackP50: Math.round(pct(pushBack.map((r) => r.ms), 50) || 0),
    pushBackP99: Math.round(pct(pushBack.map((r) => r.ms), 99) || 0),
    peakRssMb,
    statuses: Object.fromEntries([...new Set(results.map((r) => r.status))].map((s) => [s, results.filter((r) => r.status === s).length])),
  };
}

/** The first offered rate past the knee (see the header), or null. */
export function knee(points) {
  const base = points[0]?.p99 || 1;
  return points.find((p) => (p.p99 > 3 * base && p.p99 > base + 50) || p.errorShare > 0.01 || p.achieved < 0.9 * p.offered)?.offered ?? null;
}

const site = await startSite();
const series = [];
try {
  for (const topology of topologies) {
    const service = await startService(topology);
    try {
      const ctx = {
        ...service,
        site: site.origin,
        call: async (method, p, body) => (await fetch(`${service.bases[0]}${p}`, { method, headers: { authorization: `Bearer ${service.key}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined })).json(),
      };
      const state = OPERATIONS[op].setup ? await OPERATIONS[op].setup(ctx) : undefined;
      await step(ctx, state, rates[0]); // warm-up (Chromium's first pages, caches), not kept
      const points = [];
      for (const rate of rates) {
        const p = await step(ctx, state, rate);
        points.push(p);
        console.log(`${op} ${topology} offered ${rate}/s: achieved ${p.achieved}/s p50 ${p.p50} ms p99 ${p.p99} ms errors ${(p.errorShare * 100).toFixed(1)}% push-back ${(p.pushBackShare * 100).toFixed(1)}%${p.pushBackShare ? ` (answered in p50 ${p.pushBackP50} ms, p99 ${p.pushBackP99} ms)` : ''} render RSS peak ${p.peakRssMb} MB ${JSON.stringify(p.statuses)}`);
      }
      series.push({ topology, points, knee: knee(points) });
    } finally {
      await service.stop();
    }
  }
} finally {
  await site.close();
}
const command = `node bench/capacity/curve.mjs ${process.argv.slice(2).join(' ')}`.trim();
fs.mkdirSync(path.dirname(svgFile), { recursive: true });
fs.writeFileSync(svgFile, curveSvg(`${op}: latency and errors against offered rate`, series));
fs.mkdirSync(path.dirname(jsonFile), { recursive: true });
fs.writeFileSync(jsonFile, JSON.stringify({ op, command, at: new Date().toISOString(), seconds, renderConcurrency: Number(renderConcurrency), series }, null, 2) + '\n');
for (const s of series) console.log(`${op} ${s.topology}: knee ${s.knee ? `${s.knee}/s` : 'not reached'}`);
console.log(`wrote ${path.relative(root, svgFile)} and ${path.relative(root, jsonFile)}`);
