// Where the one-process API spends its CPU on a scrape: the embedded server under
// POST /v1/content/scrape load (c=4, fixture /simple) with `node --cpu-prof`, then the profile's
// self time summed by area (puppeteer, ajv, the store, the bus, HTTP, JSON, GC, ...) and the top
// functions, in CPU-ms a scrape of the server's main thread. Read it as a breakdown, not a rate
// (the profiler costs a few percent). Usage: node bench/content/scrape-profile.mjs [--seconds 10]
//   [--concurrency 4] [--top 25] [--callers fnName,...] [--env KEY=VALUE,...]   (loopback only)
// --request profile profiles GET /v1/user/profile instead (autocannon, 10 connections); --traces exports
// every span to a receiver run here (OTLP http/protobuf), for what a recorded span costs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import http from 'node:http';
import autocannon from 'autocannon';
import { startFixtureSite } from '@gleaner/testkit';
import { drive, mainThreadCpuMs, postJson, startGleaner } from '../lib/measure.mjs';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, concurrency: { type: 'string', default: '4' }, top: { type: 'string', default: '25' }, callers: { type: 'string', default: '' }, env: { type: 'string', default: '' }, request: { type: 'string', default: 'scrape' }, traces: { type: 'boolean', default: false } } });
const C = Number(values.concurrency);
const extraEnv = Object.fromEntries(values.env.split(',').filter(Boolean).map((kv) => kv.split('=')));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-prof-'));
let receiver;
if (values.traces) {
  receiver = http.createServer((req, res) => req.resume().on('end', () => res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end()));
  await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
  Object.assign(extraEnv, { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiver.address().port}`, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf' });
}
const site = await startFixtureSite();
const page = (i) => `${site.url}/simple?i=${i}`;
const g = await startGleaner({ GLEANER_RENDER_CONCURRENCY: String(C), NODE_ARGS: `--cpu-prof --cpu-prof-dir=${dir} --cpu-prof-interval=200`, ...extraEnv });
const url = `${g.base}/v1/content/scrape`;
const headers = { authorization: `Bearer ${g.key}` };
const load = async (seconds) => {
  if (values.request === 'scrape') return drive(C, seconds, (i) => postJson(url, g.key, { url: page(i) }));
  const p = await autocannon({ url: `${g.base}/v1/user/profile`, headers, connections: 10, duration: seconds });
  return { rate: p.requests.average, done: p.requests.total };
};
await load(3);
const cpu0 = mainThreadCpuMs(g.pid);
const t0 = Date.now();
const r = await load(Number(values.seconds));
const cpuMs = mainThreadCpuMs(g.pid) - cpu0;
const scrapes = r.done;
await g.stop();
await site.close();
receiver?.close();
console.log(`${values.request}: ${r.rate.toFixed(1)}/s (c=${C} for scrapes) (load ${os.loadavg()[0].toFixed(1)}); server main thread ${(cpuMs / scrapes).toFixed(2)} CPU-ms a request over ${scrapes} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
const prof = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
fs.rmSync(dir, { recursive: true, force: true });
// Self time per node, from the sample deltas; only the measured window's samples count.
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map();
const startUs = prof.startTime;
const windowFrom = (t0 - (Date.now() - (prof.endTime - startUs) / 1000)) * 1000; // approx: profile start to measurement start
let t = startUs;
for (let i = 0; i < prof.samples.length; i++) {
  t += prof.timeDeltas[i];
  if (t - startUs < windowFrom) continue;
  const dt = prof.timeDeltas[i + 1] ?? 0;
  self.set(prof.samples[i], (self.get(prof.samples[i]) ?? 0) + dt);
}
// The area of a frame: by its script's package or our library, else by what it is.
function area(cf) {
  const u = cf.url;
  if (cf.functionName === '(garbage collector)') return 'GC';
  if (cf.functionName === '(idle)' || cf.functionName === '(program)') return cf.functionName;
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(u);
  if (m) return m[1];
  const lib = /\/(libs|apps)\/([^/]+)\/dist\/(?:([^/]+)\/)?/.exec(u);
  if (lib) return `${lib[1]}/${lib[2]}${lib[3] && !lib[3].endsWith('.js') ? `/${lib[3]}` : ''}`;
  if (u.startsWith('node:')) return u.replace(/^node:(internal\/)?/, 'node:').split('/').slice(0, 2).join('/');
  return u ? 'other' : `(native) ${cf.functionName}`;
}
const areas = new Map();
const fns = new Map();
let total = 0;
for (const [id, us] of self) {
  const cf = byId.get(id).callFrame;
  const a = area(cf);
  if (a === '(idle)') continue;
  total += us;
  areas.set(a, (areas.get(a) ?? 0) + us);
  const key = `${cf.functionName || '(anonymous)'} ${cf.url.replace(/.*\/(node_modules|libs|apps)\//, '$1/')}:${cf.lineNumber + 1}`;
  fns.set(key, (fns.get(key) ?? 0) + us);
}
const perScrape = values.request === 'scrape' ? (us) => `${(us / 1000 / scrapes).toFixed(3)} ms` : (us) => `${(us / scrapes).toFixed(2)} µs`;
console.log(`\nprofiled (non-idle) ${perScrape(total)} a scrape; self time by area:`);
for (const [a, us] of [...areas].sort((x, y) => y[1] - x[1]).slice(0, 30)) console.log(`  ${perScrape(us).padStart(10)}  ${((100 * us) / total).toFixed(1).padStart(5)}%  ${a}`);
console.log(`\ntop ${values.top} functions by self time:`);
for (const [f, us] of [...fns].sort((x, y) => y[1] - x[1]).slice(0, Number(values.top))) console.log(`  ${perScrape(us).padStart(10)}  ${((100 * us) / total).toFixed(1).padStart(5)}%  ${f}`);

// --callers: for each named function, its self time by the chain of its three nearest callers.
const parentOf = new Map();
for (const n of prof.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
for (const name of values.callers.split(',').filter(Boolean)) {
  const chains = new Map();
  for (const [id, us] of self) {
    if (byId.get(id).callFrame.functionName !== name) continue;
    const chain = [];
    for (let p = parentOf.get(id); p !== undefined && chain.length < Number(process.env.DEPTH ?? 4); p = parentOf.get(p)) {
      const cf = byId.get(p).callFrame;
      chain.push(`${cf.functionName || '(anon)'}@${cf.url.replace(/.*\/(node_modules|libs|apps)\//, '').replace(/^node:internal\//, '')}:${cf.lineNumber + 1}`);
    }
    const key = chain.join(' < ');
    chains.set(key, (chains.get(key) ?? 0) + us);
  }
  console.log(`\ncallers of ${name}:`);
  for (const [k, us] of [...chains].sort((x, y) => y[1] - x[1]).slice(0, 8)) console.log(`  ${perScrape(us).padStart(10)}  ${k}`);
}
