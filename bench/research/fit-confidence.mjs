// Fits the local engine's confidence (libs/ai/src/research/confidence.ts): a logistic regression of
// "this answer is right" on the evidence of each answer. Two kinds of examples:
//   answerable:   each SQuAD subset question asked of all 48 articles (right: the gold answer is inside);
//   unanswerable: the same question asked of the other 47 articles (its own left out): whatever is
//                 answered is wrong, which is what a session whose sources do not say looks like;
// plus own-questions.jsonl. Fitted on the articles of even rank (and the even lines of the own file),
// checked on the rest: calibration by quartile, and what each "not found" threshold would do.
// Prints the weights to paste. Usage: node bench/research/fit-confidence.mjs
import fs from 'node:fs';
import path from 'node:path';
import { ai, contains, squadArticles, squadQuestions } from './squad.mjs';

const articles = squadArticles();
const engine = new ai.LocalResearchEngine();
const docs = articles.map((a) => ({ id: a.doc_id, url: a.doc_id, title: a.title, text: a.text }));
const load = async (ds) => engine.load(await engine.index(ds));
const full = await load(docs);
const titles = articles.map((a) => a.title);
const rankOf = (title) => titles.indexOf(title.replace(/_/g, ' '));
const own = fs.readFileSync(path.join(import.meta.dirname, 'own-questions.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const KEYS = ['score', 'coverage', 'fit', 'retrieval', 'margin', 'absent', 'ragged', 'held', 'rarest'];

const examples = [];
const add = (a, right, fitting, kind) => examples.push({ x: a.evidence ? KEYS.map((k) => a.evidence[k]) : null, y: right ? 1 : 0, fitting, kind });
const byArticle = new Map();
for (const q of squadQuestions()) byArticle.set(rankOf(q.title), [...(byArticle.get(rankOf(q.title)) ?? []), q]);
for (const [rank, qs] of byArticle) {
  const without = await load(docs.filter((_, i) => i !== rank));
  for (const q of qs) {
    const a = await engine.ask(full, { question: q.question, format: 'text' });
    add(a, contains(a.withheld ?? a.answer, q.answers), rank % 2 === 0, 'answerable');
    add(await engine.ask(without, { question: q.question, format: 'text' }), false, rank % 2 === 0, 'unanswerable');
  }
}
for (const [i, q] of own.entries()) {
  const a = await engine.ask(full, { question: q.question, format: 'text' });
  add(a, q.answers.length > 0 && contains(a.withheld ?? a.answer, q.answers), i % 2 === 0, q.answers.length ? 'answerable' : 'unanswerable');
}

const sig = (z) => 1 / (1 + Math.exp(-z));
const rows = examples.filter((e) => e.x);
let w = new Array(KEYS.length + 1).fill(0);
const train = rows.filter((r) => r.fitting);
for (let step = 0; step < 20000; step++) {
  const g = new Array(w.length).fill(0);
  for (const r of train) {
    const p = sig(w[0] + r.x.reduce((s, v, i) => s + v * w[i + 1], 0));
    g[0] += p - r.y;
    r.x.forEach((v, i) => (g[i + 1] += (p - r.y) * v));
  }
  w = w.map((v, i) => v - (0.5 * g[i]) / train.length - (i ? 0.001 * v : 0));
}
const weights = { bias: +w[0].toFixed(2), ...Object.fromEntries(KEYS.map((k, i) => [k, +w[i + 1].toFixed(2)])) };
console.log('weights', JSON.stringify(weights));
const p = (x) => (x ? sig(w[0] + x.reduce((s, v, i) => s + v * w[i + 1], 0)) : 0);
const check = examples.filter((e) => !e.fitting).map((e) => ({ ...e, p: p(e.x) }));
const answered = check.filter((e) => e.x && e.kind === 'answerable').sort((a, b) => a.p - b.p);
const q = Math.floor(answered.length / 4);
const rate = (xs) => (xs.filter((r) => r.y).length / xs.length).toFixed(3);
console.log(`checked on the other half: answerable questions answered, right in the bottom quartile of confidence ${rate(answered.slice(0, q))}, top quartile ${rate(answered.slice(-q))}`);
for (const t of [0.1, 0.2, 0.3, 0.4, 0.5]) {
  const ans = check.filter((e) => e.kind === 'answerable');
  const una = check.filter((e) => e.kind === 'unanswerable');
  console.log(`not found below ${t}: answerable right ${(ans.filter((e) => e.y && e.p >= t).length / ans.length).toFixed(3)}, unanswerable said not found ${(una.filter((e) => e.p < t).length / una.length).toFixed(3)}`);
}
