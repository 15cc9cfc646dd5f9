// Free-text fields: each question of squad_v1.1_subset asked as a field description over a page that holds
// its paragraph ("When did the war end?" -> {"answer": "when did the war end"}), through the local engine.
// Scored: the value contains a gold answer, token F1 (SQuAD normalisation), and how often the value is the
// whole sentence (or more) instead of the span.
import fs from 'node:fs';
import path from 'node:path';
import { ai, datasets } from './common.mjs';
import { normalise, tokenF1, toks } from '../lib/squad-score.mjs';

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const sentences = (text) => text.split(/(?<=[.!?])\s+(?=[A-Z"“(])/);

export async function runFreeText({ showErrors = false } = {}) {
  const file = path.join(datasets, 'squad_v1.1_subset', 'squad_v1.1_dev_subset.jsonl');
  const rows = fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const engine = new ai.LocalEngine();
  let contains = 0, f1 = 0, nulls = 0, whole = 0, titles = 0;
  // the answer finder's weights were fitted on the articles of even rank (by first appearance) and checked on the others
  const articles = [...new Set(rows.map((r) => r.title))];
  const halves = { fit: [0, 0], check: [0, 0] };
  const times = [];
  for (const q of rows) {
    const title = q.title.replace(/_/g, ' ');
    const html = `<!doctype html><html><head><title>${escape(title)}</title></head><body><nav><a href="/">Home</a> <a href="/about">About</a></nav><main><h1>${escape(title)}</h1><p>${escape(q.context)}</p></main><footer>© Example</footer></body></html>`;
    const description = q.question.replace(/[?\s]+$/, '').replace(/^./, (c) => c.toLowerCase());
    const t0 = performance.now();
    const out = await engine.extractFields({ html, url: 'http://127.0.0.1/article', fields: { answer: description } });
    times.push(performance.now() - t0);
    const value = out.answer == null ? null : Array.isArray(out.answer) ? out.answer.join(' ') : String(out.answer);
    if (value === null) nulls++;
    const hit = value !== null && q.answers.some((a) => normalise(value).includes(normalise(a)) && normalise(a));
    if (hit) contains++;
    const half = articles.indexOf(q.title) % 2 === 0 ? halves.fit : halves.check;
    half[0] += hit ? 1 : 0;
    half[1]++;
    f1 += value === null ? 0 : Math.max(...q.answers.map((a) => tokenF1(value, a)));
    const sentence = sentences(q.context).find((s) => value !== null && normalise(s).includes(normalise(value)));
    const isWhole = value !== null && (toks(value).length >= 25 || (sentence && toks(value).length >= 0.8 * toks(sentence).length && toks(sentence).length > 6));
    if (isWhole) whole++;
    if (value !== null && normalise(value) === normalise(title)) titles++;
    if (showErrors && !hit) console.log(`freetext\t${q.question}\tgot ${JSON.stringify(value)}\tgold ${JSON.stringify(q.answers[0])}`);
  }
  const n = rows.length;
  return { questions: n, contains: contains / n, containsFit: halves.fit[0] / halves.fit[1], containsCheck: halves.check[0] / halves.check[1], f1: f1 / n, nulls: nulls / n, whole: whole / n, titles: titles / n, times };
}
