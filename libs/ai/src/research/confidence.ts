// Confidence of an extractive answer, 0 to 1: a logistic over what was measured of it, fitted by
// bench/research/fit-confidence.mjs on the SQuAD subset's even articles (each question asked of all the
// articles, and of the others without its own: unanswerable) and checked on the odd ones.

export interface AnswerEvidence {
  /** the answer finder's score of the span (coverage, type fit, position: answer/score.ts) */
  score: number;
  /** share of the question (weighted by rarity) its sentence says */
  coverage: number;
  /** how well the span's type answers the question's */
  fit: number;
  /** the best passage's BM25 score over the most it could be for these words (0 to 1) */
  retrieval: number;
  /** how far the best answer stands above the next different one (score difference) */
  margin: number;
  /** share of the question's words that no passage of any source says */
  absent: number;
  /** the span starts or ends on a stop word ("of water with pressure"): a fragment, not an answer */
  ragged: number;
  /** share of the question's words (weighted by rarity over all the sources) said by the answer's passage or its title */
  held: number;
  /** the question's rarest word is said by the answer's passage or its title */
  rarest: number;
}

export const CONFIDENCE_WEIGHTS = { bias: -8.5, score: 1.6, coverage: 0.68, fit: -0.25, retrieval: 1.89, margin: 0.43, absent: -1.22, ragged: -0.41, held: 0.4, rarest: 0.59 };

export function confidenceOf(e: AnswerEvidence, w = CONFIDENCE_WEIGHTS): number {
  const z = w.bias + w.score * e.score + w.coverage * e.coverage + w.fit * e.fit + w.retrieval * e.retrieval + w.margin * e.margin + w.absent * e.absent + w.ragged * e.ragged + w.held * e.held + w.rarest * e.rarest;
  return round(1 / (1 + Math.exp(-z)));
}

export const round = (x: number): number => Math.round(x * 1000) / 1000;
