// The local research engine (no model, offline): BM25 finds the passages a question is about, the
// answer finder (answer/find.ts) picks the sentence that answers and the span in it of the type the
// question asks for, and the confidence comes from both scores. When nothing answers, it says so.
import { analyseQuestion } from '../answer/question.js';
import { rankAnswers, type Answer, type Passage } from '../answer/find.js';
import type { Hit } from './bm25.js';
import { contentKeys } from './bm25.js';
import { indexDocuments } from './build.js';
import { confidenceOf, round } from './confidence.js';
import { decodeIndex, encodeIndex, type ReadIndex } from './index-file.js';
import { tableAnswer } from './table-answer.js';
import { spanWithSign } from './span-text.js';
import { NOT_FOUND_BELOW, notFound } from './not-found.js';
import type { CitedSource, LoadedIndex, ResearchAnswer, ResearchDocument, ResearchEngine, ResearchQuestion } from './types.js';

/** Passages the answer finder reads (the best by BM25). */
const READ = 8;

export class LocalResearchEngine implements ResearchEngine {
  readonly name = 'local' as const;

  async index(documents: ResearchDocument[]): Promise<Buffer> {
    return encodeIndex(indexDocuments(documents, 'local'));
  }

  load(bytes: Buffer): LoadedIndex {
    return decodeIndex(bytes);
  }

  async ask(loaded: LoadedIndex, q: ResearchQuestion): Promise<ResearchAnswer> {
    return answerLocally(loaded as ReadIndex, q);
  }
}

/** The question's words and the context's: what retrieval looks for. */
export function queryKeys(q: Pick<ResearchQuestion, 'question' | 'context'>): string[] {
  return [...analyseQuestion(q.question).focus, ...(q.context ? contentKeys(q.context) : [])];
}

export function answerLocally(index: ReadIndex, q: ResearchQuestion, hits?: Hit[]): ResearchAnswer {
  const keys = queryKeys(q);
  if (q.format === 'table') return tableAnswer(index, q, keys);
  const found = hits ?? index.bm25.search(keys, READ);
  const best = bestAnswer(index, q.question, found.slice(0, READ));
  if (!best) return notFound(q.format);
  const retrieval = Math.min(1, found[0].score / Math.max(1e-9, index.bm25.ceiling(keys)));
  const focus = analyseQuestion(q.question).focus;
  const absent = focus.length ? focus.filter((k) => index.bm25.idf(k) === 0).length / focus.length : 0;
  const evidence = { score: best.answer.score, coverage: best.answer.signals.coverage, fit: best.answer.signals.fit, retrieval, margin: best.margin, absent };
  const confidence = confidenceOf(evidence);
  if (confidence < NOT_FOUND_BELOW) return { ...notFound(q.format, confidence), evidence };
  const passage = found[best.answer.passage].passage;
  const source = index.sourceOf(passage);
  const span = { text: spanWithSign(best.answer.sentence, best.answer.text), type: best.answer.type };
  const answer = q.format === 'json' ? { answer: span.text, type: span.type, sentence: best.answer.sentence, source_id: source.id } : best.answer.sentence;
  return { answer, found: true, confidence, sources: citedSources(index, found, best.ranked, passage), span, evidence };
}

interface Best {
  answer: Answer;
  ranked: Answer[];
  /** score over the next answer that says something else */
  margin: number;
}

function bestAnswer(index: ReadIndex, question: string, hits: Hit[]): Best | null {
  if (!hits.length) return null;
  const passages: Passage[] = hits.map((h) => ({ text: index.textOf(h.passage), heading: index.sourceOf(h.passage).title }));
  const ranked = rankAnswers(question, passages);
  const answer = ranked[0];
  if (!answer) return null;
  const other = ranked.find((a) => a.text.toLowerCase() !== answer.text.toLowerCase() && !answer.sentence.includes(a.text));
  return { answer, ranked, margin: other ? Math.max(0, answer.score - other.score) : answer.score };
}

/**
 * Each source the answer drew on: half how well its best passage was retrieved (against the best),
 * half how well its best answer scored (against the answer given). The answer's own source comes first.
 */
function citedSources(index: ReadIndex, hits: Hit[], ranked: Answer[], answerPassage: number): CitedSource[] {
  const top = hits[0]?.score || 1;
  const bestScore = ranked[0]?.score || 1;
  const bySource = new Map<string, { url: string; retrieval: number; answer: number }>();
  hits.forEach((h, i) => {
    const s = index.sourceOf(h.passage);
    const entry = bySource.get(s.id) ?? { url: s.url, retrieval: 0, answer: 0 };
    entry.retrieval = Math.max(entry.retrieval, h.score / top);
    const a = ranked.find((r) => r.passage === i);
    if (a) entry.answer = Math.max(entry.answer, Math.max(0, a.score) / bestScore);
    bySource.set(s.id, entry);
  });
  const first = index.sourceOf(answerPassage).id;
  return [...bySource]
    .map(([id, e]) => ({ id, url: e.url, relevance: round(Math.min(1, 0.5 * e.retrieval + 0.5 * e.answer)) }))
    .filter((s) => s.id === first || s.relevance >= 0.3)
    .sort((a, b) => Number(b.id === first) - Number(a.id === first) || b.relevance - a.relevance);
}
