// Where an ask of the local research engine spends its CPU: verify-cost.mjs's 50 sources of 200 KB,
// --asks SQuAD questions asked (after a warm-up of 20), CPU ms per ask (robust to load) and wall p50,
// and with --prof the self and inclusive time per function, per ask.
// Usage: node bench/research/profile-ask.mjs [--asks 100] [--prof] [--top 30]
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Session } from 'node:inspector/promises';
import { pct } from '../lib/measure.mjs';
import { squadArticles, squadQuestions } from './squad.mjs';

const require = createRequire(import.meta.url);
const arg = (n, d) => (process.argv.includes(`--${n}`) ? process.argv[process.argv.indexOf(`--${n}`) + 1] : d);
const ai = require(path.resolve(import.meta.dirname, '../../libs/ai/dist/index.js'));
const articles = squadArticles();
const longText = (i) => {
  let out = '';
  for (let k = 0; out.length < 200 * 1024; k++) out += articles[(i + k) % articles.length].text + '\n';
  return out.slice(0, 200 * 1024);
};
const docs = Array.from({ length: 50 }, (_, i) => ({ id: String(i), url: `http://127.0.0.1/long/${i}`, title: `Reading ${i}`, text: longText(i) }));
const engine = new ai.LocalResearchEngine();
const index = engine.load(await engine.index(docs));
const all = squadQuestions();
for (const q of all.slice(0, 20)) await engine.ask(index, { question: q.question, format: 'text' });
const questions = all.slice(20, 20 + Number(arg('asks', 100)));
let session;
if (process.argv.includes('--prof')) {
  session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
}
const wall = [];
const c0 = process.cpuUsage();
for (const q of questions) {
  const t = performance.now();
  await engine.ask(index, { question: q.question, format: 'text' });
  wall.push(performance.now() - t);
}
const cpu = process.cpuUsage(c0);
console.log(`${questions.length} asks: CPU ${((cpu.user + cpu.system) / 1000 / questions.length).toFixed(1)} ms an ask (mean), wall p50 ${pct(wall, 50).toFixed(1)} ms, p99 ${pct(wall, 99).toFixed(1)} ms (load ${os.loadavg()[0].toFixed(1)})`);
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
  const n = questions.length;
  const top = Number(arg('top', 30));
  console.log('\nself time an ask:');
  for (const [k, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${(us / 1000 / n).toFixed(2).padStart(8)} ms  ${k}`);
  console.log('\ninclusive time an ask:');
  for (const [k, us] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${(us / 1000 / n).toFixed(2).padStart(8)} ms  ${k}`);
}
