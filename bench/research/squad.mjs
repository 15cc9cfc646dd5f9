// SQuAD v1.1 development subset through a research engine: the 48 articles indexed as one session's
// sources, each of the 247 questions asked. Scored: the gold answer inside the answer, exact match and
// F1 of the extracted span (SQuAD normalisation), the right article as the first source, and how often
// answers are right by quartile of confidence.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const ai = require('../../libs/ai/dist/index.js');
export const datasets = path.resolve(import.meta.dirname, '../../../shared/datasets');

export { contains, exact, tokenF1 } from '../lib/squad-score.mjs';
import { contains, exact, tokenF1 } from '../lib/squad-score.mjs';

export function squadArticles() {
  const file = path.join(datasets, 'squad_v1.1_subset', 'squad_v1.1_dev_articles.jsonl');
  return fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
}

// n sources of about 200 KB each, made of the articles end to end: the cost benches' long stored pages
export function longSources(articles, n = 50, bytes = 200 * 1024) {
  const longText = (i) => {
    let out = '';
    for (let k = 0; out.length < bytes; k++) out += articles[(i + k) % articles.length].text + '\n';
    return out.slice(0, bytes);
  };
  return Array.from({ length: n }, (_, i) => ({ id: String(i), url: `http://127.0.0.1/long/${i}`, title: `Reading ${i}`, text: longText(i) }));
}

export function squadQuestions() {
  const file = path.join(datasets, 'squad_v1.1_subset', 'squad_v1.1_dev_subset.jsonl');
  return fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
}

/** Scores answers ({answer, span, confidence, sources, found}) against the questions, in order. */
export function score(questions, answers, idOfTitle) {
  const rows = questions.map((q, i) => {
    const a = answers[i];
    const text = typeof a.answer === 'string' ? a.answer : JSON.stringify(a.answer);
    return {
      found: a.found,
      contains: a.found && contains(text, q.answers),
      exact: a.found && !!a.span && exact(a.span.text, q.answers),
      f1: a.found && a.span ? Math.max(...q.answers.map((g) => tokenF1(a.span.text, g))) : 0,
      first: a.sources[0]?.id === idOfTitle(q.title),
      confidence: a.confidence,
      even: i % 2 === 0,
    };
  });
  const mean = (xs, f) => (xs.length ? xs.filter(f).length / xs.length : 0);
  const byConf = [...rows].sort((a, b) => a.confidence - b.confidence);
  const quart = Math.floor(rows.length / 4);
  return {
    questions: rows.length,
    contains: mean(rows, (r) => r.contains),
    exact: mean(rows, (r) => r.exact),
    f1: rows.reduce((s, r) => s + r.f1, 0) / rows.length,
    firstSource: mean(rows, (r) => r.first),
    notFound: mean(rows, (r) => !r.found),
    // answers of two sentences (the engine adds a runner-up sentence when it scores nearly as well)
    words: rows.length ? +(answers.reduce((n, a) => n + (typeof a.answer === 'string' && a.found ? a.answer.split(/\s+/).length : 0), 0) / Math.max(1, answers.filter((a) => a.found).length)).toFixed(1) : 0,
    topQuartileRight: mean(byConf.slice(-quart), (r) => r.contains),
    bottomQuartileRight: mean(byConf.slice(0, quart), (r) => r.contains),
    rows,
  };
}

// Engine alone: node bench/research/squad.mjs
if (import.meta.url === `file://${process.argv[1]}`) {
  const articles = squadArticles();
  const questions = squadQuestions();
  const engine = new ai.LocalResearchEngine();
  const t0 = performance.now();
  const bytes = await engine.index(articles.map((a) => ({ id: a.doc_id, url: `http://127.0.0.1/${a.doc_id}`, title: a.title, text: a.text })));
  const indexMs = performance.now() - t0;
  const index = engine.load(bytes);
  const times = [];
  const answers = [];
  for (const q of questions) {
    const t = performance.now();
    answers.push(await engine.ask(index, { question: q.question, format: 'text' }));
    times.push(performance.now() - t);
  }
  const s = score(questions, answers, (title) => articles.find((a) => a.title === title.replace(/_/g, ' ') || a.doc_id === title)?.doc_id);
  times.sort((a, b) => a - b);
  const { rows, ...summary } = s;
  // parameters were chosen on the articles of even rank; the odd ones check them
  const parity = questions.map((q) => articles.findIndex((a) => a.title === q.title.replace(/_/g, ' ') || a.doc_id === q.title) % 2);
  const half = (p) => rows.filter((_, i) => parity[i] === p);
  const rate = (xs) => +(xs.filter((r) => r.contains).length / xs.length).toFixed(3);
  console.log(JSON.stringify({ ...summary, containsFit: rate(half(0)), containsCheck: rate(half(1)), indexMs: Math.round(indexMs), indexBytes: bytes.length, askP50: times[Math.floor(times.length / 2)].toFixed(1), askP99: times[Math.floor(times.length * 0.99)].toFixed(1) }, null, 1));
  if (process.argv.includes('--errors')) questions.forEach((q, i) => { if (!rows[i].contains) console.log(`${q.question}\t${JSON.stringify(answers[i].span?.text ?? answers[i].answer)}\t${q.answers[0]}\t${answers[i].confidence}`); });
}
