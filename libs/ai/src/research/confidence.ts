// Confidence of an extractive answer, 0 to 1: a logistic over what was measured of it. Fitted on the
// SQuAD development subset's even articles and checked on the odd ones (bench/research/run.mjs):
// answers in the top quartile of confidence are right far more often than those in the bottom one.

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
}

export const CONFIDENCE_WEIGHTS = { bias: -2.88, score: 0.65, coverage: 4, fit: -1.06, retrieval: 0.79, margin: 1.04, absent: 0.78 };

export function confidenceOf(e: AnswerEvidence, w = CONFIDENCE_WEIGHTS): number {
  const z = w.bias + w.score * e.score + w.coverage * e.coverage + w.fit * e.fit + w.retrieval * e.retrieval + w.margin * e.margin + w.absent * e.absent;
  return round(1 / (1 + Math.exp(-z)));
}

export const round = (x: number): number => Math.round(x * 1000) / 1000;
