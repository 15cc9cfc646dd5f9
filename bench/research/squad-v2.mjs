// SQuAD 2.0 (squad_v2_dev): half of its questions have no answer in their article. One research
// session per article (its text as the one source), each of its questions asked. Scored: answerable,
// the gold inside the answer (and span EM/F1); unanswerable, "not found". Split by article: the
// articles of even rank in squad_v2.0_dev_articles.jsonl are the fitting half, the odd ones the checked
// half. Engine alone (fast); run.mjs asks the same through the API.
// Usage: node bench/research/squad-v2.mjs [--errors] [--half fit|check]
import fs from 'node:fs';
import path from 'node:path';
import { ai, contains, datasets, exact, tokenF1 } from './squad.mjs';

export function v2Articles() {
  return fs.readFileSync(path.join(datasets, 'squad_v2_dev', 'squad_v2.0_dev_articles.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
}

export function v2Questions() {
  return fs.readFileSync(path.join(datasets, 'squad_v2_dev', 'squad_v2.0_dev_subset.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
}

/** 'fit' for the articles of even rank, 'check' for the odd ones. */
export function v2Half(articles, title) {
  const rank = articles.findIndex((a) => a.doc_id === title || a.title === title.replace(/_/g, ' '));
  return rank % 2 === 0 ? 'fit' : 'check';
}

/** Scores answers ({answer, span, found, confidence}) of the v2 questions, in order, per half. */
export function scoreV2(articles, questions, answers) {
  const rows = questions.map((q, i) => {
    const a = answers[i];
    const text = typeof a.answer === 'string' ? a.answer : JSON.stringify(a.answer);
    const answerable = !q.is_impossible;
    return {
      half: v2Half(articles, q.title),
      answerable,
      right: answerable ? a.found && contains(text, q.answers) : !a.found,
      exact: answerable && a.found && !!a.span && exact(a.span.text, q.answers),
      f1: answerable && a.found && a.span ? Math.max(...q.answers.map((g) => tokenF1(a.span.text, g))) : 0,
      found: a.found,
      confidence: a.confidence,
    };
  });
  const summary = (rs) => {
    const ans = rs.filter((r) => r.answerable);
    const una = rs.filter((r) => !r.answerable);
    const rate = (xs, f) => (xs.length ? +(xs.filter(f).length / xs.length).toFixed(3) : 0);
    const mean = (xs) => (xs.length ? +(xs.reduce((s, x) => s + x, 0) / xs.length).toFixed(3) : 0);
    return {
      answerable: ans.length,
      answerableContains: rate(ans, (r) => r.right),
      spanExact: rate(ans, (r) => r.exact),
      spanF1: mean(ans.map((r) => r.f1)),
      unanswerable: una.length,
      unanswerableNotFound: rate(una, (r) => r.right),
      confidenceRight: mean(rs.filter((r) => r.found && r.right).map((r) => r.confidence)),
      confidenceWrong: mean(rs.filter((r) => r.found && !r.right).map((r) => r.confidence)),
    };
  };
  return { all: summary(rows), fit: summary(rows.filter((r) => r.half === 'fit')), check: summary(rows.filter((r) => r.half === 'check')), rows };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const articles = v2Articles();
  const questions = v2Questions();
  const engine = new ai.LocalResearchEngine();
  const indexes = new Map();
  for (const a of articles) indexes.set(a.doc_id, engine.load(await engine.index([{ id: a.doc_id, url: `http://127.0.0.1/${a.doc_id}`, title: a.title, text: a.text }])));
  const answers = [];
  const times = [];
  for (const q of questions) {
    const t = performance.now();
    answers.push(await engine.ask(indexes.get(q.title), { question: q.question, format: 'text' }));
    times.push(performance.now() - t);
  }
  const { rows, ...s } = scoreV2(articles, questions, answers);
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({ ...s, askP50: +times[Math.floor(times.length / 2)].toFixed(1) }, null, 1));
  const half = process.argv.includes('--half') ? process.argv[process.argv.indexOf('--half') + 1] : null;
  if (process.argv.includes('--errors')) {
    questions.forEach((q, i) => {
      if (rows[i].right || (half && rows[i].half !== half)) return;
      const a = answers[i];
      console.log(`${q.is_impossible ? 'UNANS' : 'ANS  '}\t${q.question}\t${JSON.stringify(a.span?.text ?? (a.found ? a.answer : 'NOT FOUND'))}\tgold ${JSON.stringify(q.answers[0] ?? null)}\tconf ${a.confidence}\t${a.found ? String(a.answer).slice(0, 160) : ''}`);
    });
  }
}
