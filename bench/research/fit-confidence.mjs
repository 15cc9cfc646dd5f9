// Fits the local engine's confidence (libs/ai/src/research/confidence.ts): a logistic regression of
// "the answer holds the gold answer" on the evidence of each answer, over the SQuAD subset's questions
// on articles of even rank and the even lines of own-questions.jsonl (whose unanswerable questions are
// wrong whatever is answered); checked on the rest. Prints the weights to paste.
import fs from 'node:fs';
import path from 'node:path';
import { ai, contains, squadArticles, squadQuestions } from './squad.mjs';

const articles = squadArticles();
const engine = new ai.LocalResearchEngine();
const index = engine.load(await engine.index(articles.map((a) => ({ id: a.doc_id, url: a.doc_id, title: a.title, text: a.text }))));
const titles = articles.map((a) => a.title);
const own = fs.readFileSync(path.join(import.meta.dirname, 'own-questions.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const squad = squadQuestions().map((q) => ({ ...q, fit: titles.indexOf(q.title.replace(/_/g, ' ')) % 2 === 0 }));
const all = [...squad, ...own.map((q, i) => ({ ...q, fit: i % 2 === 0 }))];
// an unanswerable question stands for the many a user asks of sources that do not say: it counts more
const UNANSWERABLE_WEIGHT = 1; // 5 was tried: the weights then separate neither set well (docs/benchmarks.md)
const KEYS = ['score', 'coverage', 'fit', 'retrieval', 'margin', 'absent'];
const rows = [];
for (const q of all) {
  const a = await engine.ask(index, { question: q.question, format: 'text' });
  if (!a.evidence) continue; // nothing answered: "not found" whatever the weights
  rows.push({ x: KEYS.map((k) => a.evidence[k]), y: q.answers.length && contains(a.answer, q.answers) ? 1 : 0, fitting: q.fit, weight: q.answers.length ? 1 : UNANSWERABLE_WEIGHT });
}
const sig = (z) => 1 / (1 + Math.exp(-z));
let w = new Array(KEYS.length + 1).fill(0);
const train = rows.filter((r) => r.fitting);
for (let step = 0; step < 20000; step++) {
  const g = new Array(w.length).fill(0);
  for (const r of train) {
    const p = sig(w[0] + r.x.reduce((s, v, i) => s + v * w[i + 1], 0));
    g[0] += (p - r.y) * r.weight;
    r.x.forEach((v, i) => (g[i + 1] += (p - r.y) * v * r.weight));
  }
  w = w.map((v, i) => v - (0.5 * g[i]) / train.length - (i ? 0.001 * v : 0));
}
const weights = { bias: +w[0].toFixed(2), ...Object.fromEntries(KEYS.map((k, i) => [k, +w[i + 1].toFixed(2)])) };
console.log('weights', JSON.stringify(weights));
const check = rows.filter((r) => !r.fitting).map((r) => ({ p: sig(w[0] + r.x.reduce((s, v, i) => s + v * w[i + 1], 0)), y: r.y })).sort((a, b) => a.p - b.p);
const q = Math.floor(check.length / 4);
const rate = (xs) => (xs.filter((r) => r.y).length / xs.length).toFixed(3);
console.log(`checked on ${check.length}: right in the bottom quartile ${rate(check.slice(0, q))}, top quartile ${rate(check.slice(-q))}`);
for (const t of [0.1, 0.2, 0.3, 0.4]) console.log(`below ${t}: ${check.filter((r) => r.p < t).length} answers, of which right ${check.filter((r) => r.p < t && r.y).length}`);
const p = (x) => sig(w[0] + x.reduce((s, v, i) => s + v * w[i + 1], 0));
for (const q of own.filter((q) => !q.answers.length)) {
  const a = await engine.ask(index, { question: q.question, format: 'text' });
  console.log(a.evidence ? p(KEYS.map((k) => a.evidence[k])).toFixed(2) : 'none', q.question, '->', a.span?.text ?? '');
}
