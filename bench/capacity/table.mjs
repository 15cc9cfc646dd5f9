// The per-operation table of docs/capacity.md from bench/capacity/results/<op>.json (as curve.mjs wrote
// them): per topology the sustained rate (the highest offered rate below the knee) with its p99, the knee,
// and what the highest offered rate past the knee looked like (achieved rate, p99, push-back, errors).
//   node bench/capacity/table.mjs [scrape-js scrape-plain ...]
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../lib/measure.mjs';

const ops = process.argv.slice(2).length ? process.argv.slice(2) : ['scrape-js', 'scrape-plain', 'extract', 'pdf', 'screenshot', 'profile', 'lists', 'research-ask', 'monitor-check'];
const ms = (v) => (v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${v} ms`);
const pctOf = (share) => `${(share * 100).toFixed(share && share < 0.01 ? 1 : 0)}%`;

function sustained(s) {
  const below = s.knee === null ? s.points : s.points.filter((p) => p.offered < s.knee);
  const p = below.at(-1);
  if (!p) return `below ${s.points[0].offered}/s`;
  return `${p.offered}/s at p99 ${ms(p.p99)}${s.knee === null ? ' (no knee up to it)' : ''}`;
}

function pastKnee(s) {
  const p = s.points.at(-1);
  if (s.knee === null) return '';
  const codes = Object.entries(p.statuses).filter(([c]) => !c.startsWith('2')).map(([c, n]) => `${n} × ${c === '0' ? 'no answer in 60 s' : c}`).join(', ');
  return `${s.topology} at ${p.offered}/s: ${p.achieved}/s done, p99 ${ms(p.p99)}` + (p.pushBackShare ? `, ${pctOf(p.pushBackShare)} pushed back${p.pushBackWithRetryAfter ? ' (all with Retry-After)' : ' (Retry-After missing on some)'}` : ', no push-back') + (p.errorShare ? `, ${pctOf(p.errorShare)} errors` : '') + (codes ? ` (${codes})` : '');
}

console.log('| operation | embedded: sustained at p99 | farm: sustained at p99 | knee (embedded / farm) | past the knee |');
console.log('|---|---|---|---|---|');
for (const op of ops) {
  const file = path.join(root, 'bench/capacity/results', `${op}.json`);
  if (!fs.existsSync(file)) {
    console.log(`| ${op} | not measured | not measured | | |`);
    continue;
  }
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  const by = Object.fromEntries(r.series.map((s) => [s.topology, s]));
  const cell = (t) => (by[t] ? sustained(by[t]) : 'not measured');
  const knees = ['embedded', 'farm'].map((t) => (by[t] ? (by[t].knee === null ? 'none' : `${by[t].knee}/s`) : '-')).join(' / ');
  const past = r.series.map(pastKnee).filter(Boolean).join('; ') || 'not reached';
  console.log(`| ${op} | ${cell('embedded')} | ${cell('farm')} | ${knees} | ${past} |`);
}
