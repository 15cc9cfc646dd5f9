// Fits the local engine's confidence (libs/ai/src/research/confidence.ts): a logistic regression of
// "this answer is right" on the evidence of each answer (the answer finder's scores, retrieval, and the
// verifier's checks: answer/verify.ts). Examples:
//   squad_v2_dev: one session per article, each of its questions asked; half of them have no answer in
//                 the article (whatever is answered to those is wrong). Fitted on the articles of even
//                 rank in squad_v2.0_dev_articles.jsonl, checked on the odd ones (the figures printed);
//   squad_v1.1_subset: each question asked of all 48 articles (right: the gold answer inside) and of the
//                 other 47 (its own left out: unanswerable); the articles of even rank join the fit;
//   own-questions.jsonl: its even lines join the fit.
// Prints the weights to paste, the calibration table on the checked half, and what each "not found"
// threshold would do there; --abstain: the AUC of answerable-and-right against unanswerable on squad_v2_dev
// (fitting and checked half; a question with no answer at all counts as confidence 0) and the trade-off;
// --keys a,b,c fits only those measures (to compare with the whole set); --v2weight N (default 2);
// --l2 X (default 0.0005). Session 15 measured more measures at commit 39c57a8 (docs/benchmarks.md).
// Usage: node bench/research/fit-confidence.mjs [--shipped] [--auc] [--abstain] [--keys ...] [--v2weight N]
import fs from 'node:fs';
import path from 'node:path';
import { ai, contains, squadArticles, squadQuestions } from './squad.mjs';
import { v2Articles, v2Half, v2Questions } from './squad-v2.mjs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const engine = new ai.LocalResearchEngine();
const load = async (ds) => engine.load(await engine.index(ds));
const argOf = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null);
const ALL_KEYS = ['score', 'coverage', 'fit', 'retrieval', 'margin', 'absent', 'ragged', 'held', 'rarest', 'unmet', 'rarestUnmet', 'nameUnmet', 'numberUnmet', 'relationUnmet', 'contrary', 'swapped', 'misfit', 'restated', 'verified'];
const KEYS = argOf('--keys') ? argOf('--keys').split(',') : ALL_KEYS;

const examples = [];
const add = (a, right, fitting, kind, set) => examples.push({ x: a.evidence ? KEYS.map((k) => a.evidence[k] ?? 0) : null, y: right ? 1 : 0, fitting, kind, set });

// squad_v2_dev
const v2Arts = v2Articles();
const v2Index = new Map();
for (const a of v2Arts) v2Index.set(a.doc_id, await load([{ id: a.doc_id, url: a.doc_id, title: a.title, text: a.text }]));
for (const q of v2Questions()) {
  const a = await engine.ask(v2Index.get(q.title), { question: q.question, format: 'text' });
  add(a, !q.is_impossible && contains(a.withheld ?? a.answer, q.answers), v2Half(v2Arts, q.title) === 'fit', q.is_impossible ? 'unanswerable' : 'answerable', 'v2');
}
// squad_v1.1_subset
const articles = squadArticles();
const docs = articles.map((a) => ({ id: a.doc_id, url: a.doc_id, title: a.title, text: a.text }));
const full = await load(docs);
const rankOf = (title) => articles.findIndex((a) => a.title === title.replace(/_/g, ' '));
const byArticle = new Map();
for (const q of squadQuestions()) byArticle.set(rankOf(q.title), [...(byArticle.get(rankOf(q.title)) ?? []), q]);
for (const [rank, qs] of byArticle) {
  const without = await load(docs.filter((_, i) => i !== rank));
  for (const q of qs) {
    const a = await engine.ask(full, { question: q.question, format: 'text' });
    add(a, contains(a.withheld ?? a.answer, q.answers), rank % 2 === 0, 'answerable', 'v1');
    add(await engine.ask(without, { question: q.question, format: 'text' }), false, rank % 2 === 0, 'unanswerable', 'v1');
  }
}
const own = fs.readFileSync(path.join(import.meta.dirname, 'own-questions.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
for (const [i, q] of own.entries()) {
  const a = await engine.ask(full, { question: q.question, format: 'text' });
  add(a, q.answers.length > 0 && contains(a.withheld ?? a.answer, q.answers), i % 2 === 0, q.answers.length ? 'answerable' : 'unanswerable', 'own');
}

const sig = (z) => 1 / (1 + Math.exp(-z));
const rows = examples.filter((e) => e.x);
const train0 = rows.filter((r) => r.fitting);
// fitted on standardised measures (it converges), the weights then turned back to the raw ones
const mu = KEYS.map((_, i) => train0.reduce((s, r) => s + r.x[i], 0) / train0.length);
const sd = KEYS.map((_, i) => Math.sqrt(train0.reduce((s, r) => s + (r.x[i] - mu[i]) ** 2, 0) / train0.length) || 1);
const train = train0.map((r) => ({ ...r, x: r.x.map((v, i) => (v - mu[i]) / sd[i]) }));
if (process.argv.includes('--auc')) {
  for (const set of ['v2', 'v1']) {
    const rs = train0.filter((r) => r.set === set);
    const pos = rs.filter((r) => r.y);
    const neg = rs.filter((r) => !r.y);
    console.log(set, KEYS.map((k, i) => {
      let a = 0;
      for (const p of pos) for (const n of neg) a += p.x[i] > n.x[i] ? 1 : p.x[i] === n.x[i] ? 0.5 : 0;
      return `${k} ${(a / pos.length / neg.length).toFixed(2)}`;
    }).join('  '));
  }
}
let w = new Array(KEYS.length + 1).fill(0);
// SQuAD 2.0's questions count twice: they are the ones written to look answerable
const weightOf = (r) => (r.set === 'v2' ? Number(argOf('--v2weight') ?? 2) : 1);
const totalWeight = train.reduce((s, r) => s + weightOf(r), 0);
for (let step = 0; step < 5000; step++) {
  const g = new Array(w.length).fill(0);
  for (const r of train) {
    const d = (sig(w[0] + r.x.reduce((s, v, i) => s + v * w[i + 1], 0)) - r.y) * weightOf(r);
    g[0] += d;
    r.x.forEach((v, i) => (g[i + 1] += d * v));
  }
  w = w.map((v, i) => v - (0.5 * g[i]) / totalWeight - (i ? Number(argOf('--l2') ?? 0.0005) * v : 0));
}
w = [w[0] - KEYS.reduce((s, _, i) => s + (w[i + 1] * mu[i]) / sd[i], 0), ...KEYS.map((_, i) => w[i + 1] / sd[i])];
// --shipped: the tables below for the weights in confidence.ts, not the ones just fitted
if (process.argv.includes('--shipped')) {
  const shipped = require('../../libs/ai/dist/research/confidence.js').CONFIDENCE_WEIGHTS;
  w = [shipped.bias, ...KEYS.map((k) => shipped[k] ?? 0)];
}
const weights = { bias: +w[0].toFixed(2), ...Object.fromEntries(KEYS.map((k, i) => [k, +w[i + 1].toFixed(2)])) };
console.log('weights', JSON.stringify(weights));
const p = (x) => (x ? sig(w[0] + x.reduce((s, v, i) => s + v * w[i + 1], 0)) : 0);
// positives: answerable questions answered right; negatives: unanswerable ones (a wrong answer to an
// answerable question is neither: it is wrong whatever the threshold)
const aucOf = (xs, f) => {
  const pos = xs.filter((e) => e.kind === 'answerable' && e.y).map(f);
  const neg = xs.filter((e) => e.kind === 'unanswerable').map(f);
  let a = 0;
  for (const u of pos) for (const v of neg) a += u > v ? 1 : u === v ? 0.5 : 0;
  return +(a / pos.length / neg.length).toFixed(3);
};
if (process.argv.includes('--abstain')) {
  for (const fitHalf of [true, false]) {
    const xs = examples.filter((e) => e.set === 'v2' && e.fitting === fitHalf);
    console.log(`v2 ${fitHalf ? 'fitting' : 'checked'} half: combined AUC ${aucOf(xs, (e) => p(e.x))}; each measure of the answered (either way round) ${KEYS.map((k, i) => {
      const a = aucOf(xs.filter((e) => e.x), (e) => e.x[i]);
      return `${k} ${Math.max(a, 1 - a).toFixed(2)}${a < 0.5 ? '-' : ''}`;
    }).join('  ')}`);
  }
  const check = examples.filter((e) => e.set === 'v2' && !e.fitting).map((e) => ({ ...e, p: p(e.x) }));
  const ans = check.filter((e) => e.kind === 'answerable');
  const una = check.filter((e) => e.kind === 'unanswerable');
  console.log('v2 checked half, trade-off: ' + [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7].map((t) => `${t}: ${(ans.filter((e) => e.y && e.p >= t).length / ans.length).toFixed(3)}/${(una.filter((e) => e.p < t).length / una.length).toFixed(3)}`).join(', '));
}
// the "not found" threshold is chosen on the fitting half: the most right (answerable answered right plus
// unanswerable said not found, SQuAD 2.0 and the v1 questions weighed as in the fit)
const fitting = examples.filter((e) => e.fitting).map((e) => ({ ...e, p: p(e.x) }));
const rightAt = (t) => fitting.reduce((s, e) => s + weightOf(e) * (e.kind === 'answerable' ? (e.y && e.p >= t ? 1 : 0) : e.p < t ? 1 : 0), 0);
const thresholds = [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5];
const chosen = thresholds.reduce((a, b) => (rightAt(b) > rightAt(a) ? b : a));
console.log(`fitting half: right at each threshold ${thresholds.map((t) => `${t}: ${rightAt(t)}`).join(', ')}; chosen ${chosen}`);
for (const set of ['v2', 'v1']) {
  const check = examples.filter((e) => !e.fitting && e.set === set).map((e) => ({ ...e, p: p(e.x) }));
  console.log(`\n${set}, checked half (${check.filter((e) => e.kind === 'answerable').length} answerable, ${check.filter((e) => e.kind === 'unanswerable').length} unanswerable)`);
  const answered = check.filter((e) => e.x);
  console.log('confidence   answers  right');
  for (const [lo, hi] of [[0, 0.1], [0.1, 0.3], [0.3, 0.5], [0.5, 0.7], [0.7, 0.9], [0.9, 1.01]]) {
    const xs = answered.filter((e) => e.p >= lo && e.p < hi);
    console.log(`${lo.toFixed(1)}-${Math.min(1, hi).toFixed(1)}      ${String(xs.length).padEnd(8)} ${xs.length ? (xs.filter((e) => e.y).length / xs.length).toFixed(3) : '-'}  (mean confidence ${xs.length ? (xs.reduce((s, e) => s + e.p, 0) / xs.length).toFixed(3) : '-'})`);
  }
  for (const t of [0.1, 0.2, 0.3, 0.4, 0.5, 0.6]) {
    const ans = check.filter((e) => e.kind === 'answerable');
    const una = check.filter((e) => e.kind === 'unanswerable');
    console.log(`not found below ${t}: answerable right ${(ans.filter((e) => e.y && e.p >= t).length / ans.length).toFixed(3)}, unanswerable said not found ${(una.filter((e) => e.p < t).length / una.length).toFixed(3)}`);
  }
}
