// Free-text fields: each question of squad_v1.1_subset (or, with set 'v2', each answerable question of
// squad_v2_dev) asked as a field description over a page that holds its paragraph ("When did the war
// end?" -> {"answer": "when did the war end"}), through the local engine. Scored: the value contains a
// gold answer, token F1 (SQuAD normalisation), how often the value is the whole sentence (or more)
// instead of the span, and how many values are at most three times the gold's length. With 'v2', the
// unanswerable questions are asked too: their value should be null. Halves: v1 by the articles' rank
// of first appearance, v2 by their rank in squad_v2.0_dev_articles.jsonl (even: fitted, odd: checked).
import fs from 'node:fs';
import path from 'node:path';
import { ai, datasets } from './common.mjs';
import { normalise, tokenF1, toks } from '../lib/squad-score.mjs';

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const sentences = (text) => text.split(/(?<=[.!?])\s+(?=[A-Z"“(])/);

const readJsonl = (file) => fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));

export async function runFreeText({ showErrors = false, set = 'v1' } = {}) {
  const v2 = set === 'v2';
  const all = v2 ? readJsonl(path.join(datasets, 'squad_v2_dev', 'squad_v2.0_dev_subset.jsonl')) : readJsonl(path.join(datasets, 'squad_v1.1_subset', 'squad_v1.1_dev_subset.jsonl'));
  const rows = all.filter((q) => !q.is_impossible);
  const impossible = all.filter((q) => q.is_impossible);
  const engine = new ai.LocalEngine();
  let contains = 0, f1 = 0, nulls = 0, whole = 0, titles = 0, short = 0;
  // the answer finder's weights were fitted on the articles of even rank and checked on the others
  const articles = v2 ? readJsonl(path.join(datasets, 'squad_v2_dev', 'squad_v2.0_dev_articles.jsonl')).map((a) => a.doc_id) : [...new Set(rows.map((r) => r.title))];
  const halves = { fit: [0, 0], check: [0, 0] };
  const times = [];
  const pageOf = (q) => {
    const title = q.title.replace(/_/g, ' ');
    return `<!doctype html><html><head><title>${escape(title)}</title></head><body><nav><a href="/">Home</a> <a href="/about">About</a></nav><main><h1>${escape(title)}</h1><p>${escape(q.context)}</p></main><footer>© Example</footer></body></html>`;
  };
  const descriptionOf = (q) => q.question.trim().replace(/[?\s]+$/, '').replace(/^./, (c) => c.toLowerCase());
  for (const q of rows) {
    const title = q.title.replace(/_/g, ' ');
    const html = pageOf(q);
    const description = descriptionOf(q);
    const t0 = performance.now();
    const out = await engine.extractFields({ html, url: 'http://127.0.0.1/article', fields: { answer: description } });
    times.push(performance.now() - t0);
    const value = out.answer == null ? null : Array.isArray(out.answer) ? out.answer.join(' ') : String(out.answer);
    if (value === null) nulls++;
    const hit = value !== null && q.answers.some((a) => normalise(value).includes(normalise(a)) && normalise(a));
    if (hit) contains++;
    // at most three times the length of the shortest gold answer it holds (of any, when it holds none)
    const held = q.answers.filter((a) => value !== null && normalise(value).includes(normalise(a)));
    const gold = Math.min(...(held.length ? held : q.answers).map((a) => normalise(a).length));
    if (value !== null && normalise(value).length <= 3 * gold) short++;
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
  // questions the paragraph does not answer: the value should be null
  const noAnswer = { fit: [0, 0], check: [0, 0] };
  for (const q of impossible) {
    const out = await engine.extractFields({ html: pageOf(q), url: 'http://127.0.0.1/article', fields: { answer: descriptionOf(q) } });
    const half = articles.indexOf(q.title) % 2 === 0 ? noAnswer.fit : noAnswer.check;
    half[0] += out.answer == null ? 1 : 0;
    half[1]++;
    if (showErrors && out.answer != null) console.log(`freetext-unanswerable\t${q.question}\tgot ${JSON.stringify(out.answer)}`);
  }
  const n = rows.length;
  const ratio = (h) => (h[1] ? h[0] / h[1] : NaN);
  return {
    set, questions: n, contains: contains / n, containsFit: ratio(halves.fit), containsCheck: ratio(halves.check), f1: f1 / n, nulls: nulls / n, whole: whole / n, titles: titles / n, short: short / n,
    unanswerable: impossible.length, unanswerableNull: impossible.length ? (noAnswer.fit[0] + noAnswer.check[0]) / impossible.length : NaN, unanswerableNullFit: ratio(noAnswer.fit), unanswerableNullCheck: ratio(noAnswer.check), times,
  };
}
