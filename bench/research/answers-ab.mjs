// The research engine's answers, this tree against another build: squad_v1.1_subset (one index of its
// 48 articles, 247 questions) and squad_v2_dev (one index per article, 200 questions), each question
// asked of both builds in turn. Reports whether every answer (text, span, confidence, sources,
// evidence) is the same, and CPU ms per ask of each (robust to load) with wall p50.
// Usage: node bench/research/answers-ab.mjs --before DIR   (DIR: a tree whose libs/ai/dist is the other build)
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pct } from '../lib/measure.mjs';
import { squadArticles, squadQuestions } from './squad.mjs';
import { v2Articles, v2Questions } from './squad-v2.mjs';

const require = createRequire(import.meta.url);
const arg = (n, d) => (process.argv.includes(`--${n}`) ? process.argv[process.argv.indexOf(`--${n}`) + 1] : d);
const trees = { before: path.resolve(arg('before')), after: path.resolve(import.meta.dirname, '../..') };
const engines = Object.fromEntries(Object.entries(trees).map(([k, dir]) => [k, new (require(path.join(dir, 'libs/ai/dist/index.js')).LocalResearchEngine)()]));

async function indexes(docs) {
  const out = {};
  for (const [k, e] of Object.entries(engines)) out[k] = e.load(await e.index(docs));
  return out;
}

const stats = Object.fromEntries(Object.keys(engines).map((k) => [k, { cpu: 0, wall: [] }]));
let asked = 0;
const differ = [];
async function ask(idx, question, label) {
  const outs = {};
  // alternate which build answers first
  const order = asked++ % 2 ? ['after', 'before'] : ['before', 'after'];
  for (const k of order) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    outs[k] = JSON.stringify(await engines[k].ask(idx[k], { question, format: 'text' }));
    stats[k].wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    stats[k].cpu += (c.user + c.system) / 1000;
  }
  if (outs.before !== outs.after) differ.push(`${label}: ${question}`);
}

const v1 = squadArticles();
const v1idx = await indexes(v1.map((a) => ({ id: a.doc_id, url: `http://127.0.0.1/${a.doc_id}`, title: a.title, text: a.text })));
for (const q of squadQuestions()) await ask(v1idx, q.question, 'v1');
const v2idx = new Map();
for (const a of v2Articles()) v2idx.set(a.doc_id, await indexes([{ id: a.doc_id, url: `http://127.0.0.1/${a.doc_id}`, title: a.title, text: a.text }]));
for (const q of v2Questions()) await ask(v2idx.get(q.title), q.question, 'v2');

console.log(`${asked} questions (load ${os.loadavg()[0].toFixed(1)}): answers the same on ${asked - differ.length}`);
for (const d of differ.slice(0, 20)) console.log(`  differ ${d}`);
for (const [k, s] of Object.entries(stats)) console.log(`${k}: CPU ${(s.cpu / asked).toFixed(2)} ms an ask (mean), wall p50 ${pct(s.wall, 50).toFixed(1)} ms`);
