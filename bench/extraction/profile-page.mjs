// Where the resolver spends its time on one page: 8 fields (the speed bench's) on a freshly parsed
// page, timed per field, and with --prof a CPU profile of the same read as self time per function
// (summed by function and file) and, with --callers NAME, who calls NAME.
// Usage: node bench/extraction/profile-page.mjs <file.html[.gz]> [--url URL] [--runs N] [--prof] [--top 30]
//        [--callers fnName] [--fields k=desc,...]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { printTop, profileTimes, startProfile } from '../lib/in-process-profile.mjs';
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
  session = await startProfile();
}
const runs = Number(opt('runs', 3));
for (let r = 0; r < runs; r++) {
  const { times, values } = once();
  const total = Object.values(times).reduce((a, b) => a + b, 0);
  console.log(`run ${r}: ${total.toFixed(0)} ms (load ${os.loadavg()[0].toFixed(1)})  ${Object.entries(times).map(([k, v]) => `${k} ${v.toFixed(0)}`).join('  ')}`);
  if (r === 0 && args.includes('--values')) console.log(JSON.stringify(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.slice(0, 100) : v]))));
}
if (session) {
  const { self: fns, incl, total, selfById: self, byId, parent } = await profileTimes(session);
  printTop(`self time, ${(total / 1000 / runs).toFixed(0)} ms a run`, fns, runs, Number(opt('top', 30)));
  printTop('inclusive time', incl, runs, Number(opt('top', 30)));
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
