// format "table": one row per source that answers ("compare the prices of these products": each
// product page's price), the question's own word for what is compared as the column's header.
import { rankAnswers, type Passage } from '../answer/find.js';
import { isStop, tokenize } from '../answer/words.js';
import { confidenceOf, round } from './confidence.js';
import type { ReadIndex } from './index-file.js';
import { notFound } from './not-found.js';
import { spanWithSign } from './span-text.js';
import type { ResearchAnswer, ResearchQuestion } from './types.js';

const PER_SOURCE = 3;
// a row's answer is to the table's column, not to a question with constraints: the verifier's checks pass
const CLEAN = { unmet: 0, rarestUnmet: 0, nameUnmet: 0, numberUnmet: 0, relationUnmet: 0, contrary: 0, swapped: 0, misfit: 0, restated: 0, verified: 1 };
const ROWS = 50;
// words that ask for the table rather than say what goes in it
const ASKING = /^(compare|comparing|comparison|list|show|give|tell|table|summari[sz]e|tabulate|what|which|are|is|the|these|those|all|each|every|of|for|between|across|me|us|please|and|their|its|in|on|by)$/i;

export function tableAnswer(index: ReadIndex, q: ResearchQuestion, keys: string[]): ResearchAnswer {
  const words = q.question.split(/\s+/);
  // "compare the prices of these products" -> "prices of these products": the rows are the products
  const start = words.findIndex((w) => !ASKING.test(w.replace(/\W/g, '')));
  const asked = start < 0 ? q.question : words.slice(start).join(' ');
  const label = tokenize(asked).find((t) => !isStop(t.lower) && !ASKING.test(t.lower))?.text.toLowerCase() ?? 'answer';
  const hits = index.bm25.search(keys, 400);
  const bySource = new Map<number, number[]>();
  for (const h of hits) {
    const s = index.file.passages[h.passage].s;
    const list = bySource.get(s) ?? [];
    if (list.length < PER_SOURCE) list.push(h.passage);
    bySource.set(s, list);
  }
  const rows: string[][] = [];
  const sources: ResearchAnswer['sources'] = [];
  const confidences: number[] = [];
  for (const [s, passageIds] of [...bySource].slice(0, ROWS)) {
    const source = index.file.sources[s];
    const passages: Passage[] = passageIds.map((p) => ({ text: index.textOf(p), heading: source.title }));
    const best = rankAnswers(asked, passages, { everyWord: false, minCoverage: 0.3 })[0];
    if (!best) continue;
    const confidence = confidenceOf({ score: best.score, coverage: best.signals.coverage, fit: best.signals.fit, retrieval: 1, margin: 0.2, absent: 0, ragged: 0, held: 1, rarest: 1, ...CLEAN });
    rows.push([source.title, spanWithSign(best.sentence, best.text)]);
    sources.push({ id: source.id, url: source.url, relevance: confidence });
    confidences.push(confidence);
  }
  if (!rows.length) return notFound('table');
  const confidence = round(confidences.reduce((a, b) => a + b, 0) / confidences.length);
  return { answer: { headers: ['source', label], rows }, found: true, confidence, sources, span: null };
}
