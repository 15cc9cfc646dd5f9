// Where the resolver spends its time on one page: 8 fields (the speed bench's) on a freshly parsed
// page, timed per field, and with --prof a CPU profile of the same read as self time per function
// (summed by function and file) and, with --callers NAME, who calls NAME.
// Usage: node bench/extraction/profile-page.mjs <file.html[.gz]> [--url URL] [--runs N] [--prof] [--top 30]
//        [--callers fnName] [--fields k=desc,...]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Session } from 'node:inspector/promises';
import { readGz, root } from './common.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback = null) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const file = args[0];
const html = file.endsWith('.gz') ? readGz(file) : fs.readFileSync(file, 'utf8');
const url = opt('url', 'http://fakehost/test/page.html');
const require = createRequire(import.meta.url);
const { Page } = require(path.join(root, 'libs/ai/dist/local/page.js'));
const { extractField } = require(path.join(root, 'libs/ai/dist/local/fields.js'));
const FIELDS = opt('fields')
  ? Object.fromEntries(opt('fields').split(',').map((kv) => kv.split('=')))
  : { title: 'the title', author: 'who wrote it', date: 'when was it published', content: 'the main text', price: 'how much does it cost', site: 'the name of the website', image: 'main image', photos: 'the number of photos' };

function once() {
  const times = {};
  let t = performance.now();
  const page = new Page(html, url);
  times.parse = performance.now() - t;
  const values = {};
  for (const [k, d] of Object.entries(FIELDS)) {
    t = performance.now();
    values[k] = extractField(page, k, d);
    times[k] = performance.now() - t;
  }
  return { times, values };
}

let session;
if (args.includes('--prof')) {
  session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
}
const runs = Number(opt('runs', 3));
for (let r = 0; r < runs; r++) {
  const { times, values } = once();
  const total = Object.values(times).reduce((a, b) => a + b, 0);
  console.log(`run ${r}: ${total.toFixed(0)} ms (load ${os.loadavg()[0].toFixed(1)})  ${Object.entries(times).map(([k, v]) => `${k} ${v.toFixed(0)}`).join('  ')}`);
  if (r === 0 && args.includes('--values')) console.log(JSON.stringify(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.slice(0, 100) : v]))));
}
if (session) {
  const { profile } = await session.post('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  const fns = new Map();
  let total = 0;
  for (const [id, us] of self) {
    const cf = byId.get(id).callFrame;
    const key = `${cf.functionName || '(anon)'} ${cf.url.replace(/^.*\/(node_modules|libs)\//, '$1/')}:${cf.lineNumber + 1}`;
    fns.set(key, (fns.get(key) ?? 0) + us);
    total += us;
  }
  console.log(`\nself time, ${(total / 1000 / runs).toFixed(0)} ms a run:`);
  for (const [k, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, Number(opt('top', 30)))) console.log(`${(us / 1000 / runs).toFixed(1).padStart(8)} ms  ${k}`);
  // inclusive time: a sample counts once for every distinct function on its stack
  const incl = new Map();
  for (const [id, us] of self) {
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const cf = byId.get(n).callFrame;
      const key = `${cf.functionName || '(anon)'} ${cf.url.replace(/^.*\/(node_modules|libs)\//, '$1/')}:${cf.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      incl.set(key, (incl.get(key) ?? 0) + us);
    }
  }
  console.log(`\ninclusive time:`);
  for (const [k, us] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, Number(opt('top', 30)))) console.log(`${(us / 1000 / runs).toFixed(1).padStart(8)} ms  ${k}`);
  const callers = opt('callers');
  if (callers) {
    // inclusive time of each call path into the function, by its nearest caller frames
    const paths = new Map();
    for (const [id, us] of self) {
      for (let n = id; n !== undefined; n = parent.get(n)) {
        if (byId.get(n).callFrame.functionName !== callers) continue;
        const chain = [];
        for (let p = parent.get(n), k = 0; p !== undefined && k < 4; p = parent.get(p), k++) chain.push(`${byId.get(p).callFrame.functionName || '(anon)'}:${byId.get(p).callFrame.lineNumber + 1}`);
        const key = chain.join(' < ');
        paths.set(key, (paths.get(key) ?? 0) + us);
        break;
      }
    }
    console.log(`\ncallers of ${callers}:`);
    for (const [k, us] of [...paths].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${(us / 1000 / runs).toFixed(1).padStart(8)} ms  ${k}`);
  }
}
