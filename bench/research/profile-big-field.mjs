// Where one free-text field on the 2 MB page of verify-cost.mjs spends its time: the field asked
// --runs times after a first cold run (timed, CPU and wall), and with --prof a CPU profile's self and inclusive time per
// function. Usage: node bench/research/profile-big-field.mjs [--runs 3] [--prof] [--top 30]
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Session } from 'node:inspector/promises';
import { squadArticles } from './squad.mjs';

const require = createRequire(import.meta.url);
const arg = (n, d) => (process.argv.includes(`--${n}`) ? process.argv[process.argv.indexOf(`--${n}`) + 1] : d);
const ai = require(path.resolve(import.meta.dirname, '../../libs/ai/dist/index.js'));
const articles = squadArticles();
// the same page as verify-cost.mjs
const paragraphs = [];
for (let i = 0; paragraphs.join('').length < 2 * 1024 * 1024; i++) paragraphs.push(`<p>${articles[i % articles.length].text.replace(/\n/g, ' ').replace(/</g, '&lt;')}</p>`);
paragraphs.splice(paragraphs.length - 3, 0, '<p>The Harlow paper mill was founded in 1874 by the engineer Tomas Brandt on the banks of the river Elde.</p>');
const bigPage = `<!doctype html><html><head><title>Readings</title></head><body><main>${paragraphs.join('\n')}</main></body></html>`;
const fields = { founder: arg('field', 'who founded the Harlow paper mill') };

// the first field loads compromise and warms the JIT: it runs before the profile starts
{
  const local = new ai.LocalEngine();
  const t = performance.now();
  await local.extractFields({ html: bigPage, url: 'http://127.0.0.1/big', fields });
  console.log(`first (cold) run: ${Math.round(performance.now() - t)} ms wall`);
}
let session;
if (process.argv.includes('--prof')) {
  session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
}
const runs = Number(arg('runs', 3));
for (let r = 0; r < runs; r++) {
  const local = new ai.LocalEngine();
  const c = process.cpuUsage();
  const t = performance.now();
  const out = await local.extractFields({ html: bigPage, url: 'http://127.0.0.1/big', fields });
  const u = process.cpuUsage(c);
  console.log(`run ${r}: ${Math.round(performance.now() - t)} ms wall, ${Math.round((u.user + u.system) / 1000)} ms CPU (load ${os.loadavg()[0].toFixed(1)}) ${JSON.stringify(out)}`);
}
if (session) {
  const { profile } = await session.post('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  const key = (id) => {
    const cf = byId.get(id).callFrame;
    return `${cf.functionName || '(anon)'} ${cf.url.replace(/^.*\/(node_modules|libs)\//, '$1/')}:${cf.lineNumber + 1}`;
  };
  const fns = new Map();
  const incl = new Map();
  for (const [id, us] of self) {
    fns.set(key(id), (fns.get(key(id)) ?? 0) + us);
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const k = key(n);
      if (seen.has(k)) continue;
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + us);
    }
  }
  const top = Number(arg('top', 30));
  console.log('\nself time a run:');
  for (const [k, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${(us / 1000 / runs).toFixed(1).padStart(8)} ms  ${k}`);
  console.log('\ninclusive time a run:');
  for (const [k, us] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${(us / 1000 / runs).toFixed(1).padStart(8)} ms  ${k}`);
}
