// The local research engine (no model, offline): BM25 finds the passages a question is about, the
// answer finder (answer/find.ts) picks the sentence that answers and the span in it of the type the
// question asks for, and the confidence comes from both scores. When nothing answers, it says so.
import { analyseQuestion } from '../answer/question.js';
import { rankAnswers, type Answer, type Passage } from '../answer/find.js';
import type { Hit } from './bm25.js';
import { contentKeys } from './bm25.js';
import { indexDocuments } from './build.js';
import { confidenceOf, type AnswerEvidence } from './confidence.js';
import { decodeIndex, encodeIndex, type ReadIndex } from './index-file.js';
import { tableAnswer } from './table-answer.js';
import { heldBy, namesOf, ragged, swappedName } from './evidence.js';
import { citedSources } from './cited-sources.js';
import { spanWithSign } from './span-text.js';
import { NOT_FOUND_BELOW, notFound } from './not-found.js';
import type { LoadedIndex, ResearchAnswer, ResearchDocument, ResearchEngine, ResearchQuestion } from './types.js';

/** How much a passage's retrieval score (against the best passage's) adds to its answers' scores. */
const RETRIEVAL_WEIGHT = 1;
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
    return answerLocally((loaded as ReadIndex).without(q.gone), q);
  }
}

/** The question's words and the context's: what retrieval looks for. */
export function queryKeys(q: Pick<ResearchQuestion, 'question' | 'context'>, focus = analyseQuestion(q.question).focus): string[] {
  return [...focus, ...(q.context ? contentKeys(q.context) : [])];
}

export function answerLocally(index: ReadIndex, q: ResearchQuestion): ResearchAnswer {
  const focus = analyseQuestion(q.question).focus;
  const keys = queryKeys(q, focus);
  if (q.format === 'table') return tableAnswer(index, q, keys);
  // a name the question says ("Reykjavik", "Moby-Dick") that no source says: the sources are not about it
  if (namesOf(q.question).some((k) => !index.bm25.saysNearly(k))) return notFound(q.format);
  const found = index.bm25.search(keys, READ);
  const best = bestAnswer(index, q.question, focus, found);
  if (!best) return notFound(q.format);
  const retrieval = Math.min(1, found[0].score / Math.max(1e-9, index.bm25.ceiling(keys)));
  const absent = focus.length ? focus.filter((k) => index.bm25.idf(k) === 0).length / focus.length : 0;
  const passage = found[best.answer.passage].passage;
  const evidence = { score: best.answer.score, coverage: best.answer.signals.coverage, fit: best.answer.signals.fit, retrieval, margin: best.margin, absent, ragged: ragged(best.answer.text), ...heldBy(index, passage, focus), ...checksOf(best.answer) };
  const confidence = confidenceOf(evidence);
  if (confidence < NOT_FOUND_BELOW || swappedName(index, passage, namesOf(q.question))) return { ...notFound(q.format, confidence), evidence, withheld: answerText(best) };
  const source = index.sourceOf(passage);
  const span = { text: spanWithSign(best.answer.sentence, best.answer.text), type: best.answer.type };
  const text = answerText(best);
  const answer = q.format === 'json' ? { answer: span.text, type: span.type, sentence: best.answer.sentence, source_id: source.id } : text;
  return { answer, found: true, confidence, sources: citedSources(index, found, best.ranked, passage), span, evidence };
}

/** The verifier's measures as evidence (an answer it did not check counts as unverified). */
function checksOf(a: Answer): Pick<AnswerEvidence, 'unmet' | 'rarestUnmet' | 'nameUnmet' | 'numberUnmet' | 'relationUnmet' | 'contrary' | 'swapped' | 'misfit' | 'restated' | 'verified'> {
  const c = a.checks ?? { unmet: 1, rarestUnmet: 1, nameUnmet: 1, numberUnmet: 1, relationUnmet: 1, contrary: 1, swapped: 1, misfit: 1, restated: 1 };
  return { ...c, verified: a.verified ? 1 : 0 };
}

const RUNNER_UP = 0.9;
/** How much a sentence's share of the question (its words weighted by rarity over all the sources) adds. */
const SENTENCE_WEIGHT = 2;

/** The best answer's sentence; when another sentence's answer scores nearly as well, that sentence after it. */
function answerText(best: Best): string {
  const first = best.answer;
  const second = best.ranked.find((a) => a.sentence !== first.sentence);
  if (second && second.score >= RUNNER_UP * first.score) return `${first.sentence} ${second.sentence}`;
  return first.sentence;
}

interface Best {
  answer: Answer;
  ranked: Answer[];
  /** score over the next answer that says something else */
  margin: number;
}

function bestAnswer(index: ReadIndex, question: string, focus: string[], hits: Hit[]): Best | null {
  if (!hits.length) return null;
  const passages: Passage[] = hits.map((h) => ({ text: index.textOf(h.passage), heading: index.sourceOf(h.passage).title }));
  // the answer finder reads each passage alone: how well retrieval placed it, and how much of the
  // question its sentence says by the words' rarity over all the sources, count too
  const top = hits[0].score || 1;
  const weights = focus.map((k) => index.bm25.idf(k));
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const sentenceHeld = new Map<string, number>();
  // a page's title says what each of its sentences is about ("Today about 1,200 roses grow there")
  const held = (a: Answer): number => {
    const title = passages[a.passage].heading ?? '';
    const memo = `${title}\n${a.sentence}`;
    let v = sentenceHeld.get(memo);
    if (v === undefined) {
      const said = new Set(contentKeys(memo));
      v = focus.reduce((sum, k, i) => sum + (said.has(k) ? weights[i] : 0), 0) / total;
      sentenceHeld.set(memo, v);
    }
    return v;
  };
  const ranked = rankAnswers(question, passages)
    .map((a) => ({ ...a, score: a.score + RETRIEVAL_WEIGHT * (hits[a.passage].score / top) + SENTENCE_WEIGHT * held(a) }))
    .sort((a, b) => b.score - a.score);
  const answer = ranked[0];
  if (!answer) return null;
  const other = ranked.find((a) => a.text.toLowerCase() !== answer.text.toLowerCase() && !answer.sentence.includes(a.text));
  return { answer, ranked, margin: other ? Math.max(0, answer.score - other.score) : answer.score };
}

