// Confidence of an extractive answer, 0 to 1: a logistic over what was measured of it (the answer
// finder's scores, retrieval, and the verifier's checks of the question's constraints), fitted by
// bench/research/fit-confidence.mjs on squad_v2_dev's articles of even rank (half their questions
// unanswerable) and the SQuAD v1.1 subset's (each question asked of all the articles, and of the others
// without its own), checked on the odd ones (docs/benchmarks.md has the calibration table).

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
  /** the verifier's measures of the answer (answer/verify.ts): the question's constraints unmet around it */
  unmet: number;
  rarestUnmet: number;
  nameUnmet: number;
  numberUnmet: number;
  relationUnmet: number;
  contrary: number;
  swapped: number;
  misfit: number;
  restated: number;
  /** the verifier accepted it (1) or not (0) */
  verified: number;
}

export const CONFIDENCE_WEIGHTS = {
  bias: -4.03, score: 1.57, coverage: -0.22, fit: 0.17, retrieval: 2.49, margin: 0.22, absent: -1.78, ragged: -0.51, held: -3.99, rarest: 0.64,
  unmet: -0.7, rarestUnmet: 0.73, nameUnmet: -0.89, numberUnmet: -2.79, relationUnmet: -2.18, contrary: -3.86, swapped: -0.98, misfit: -0.17, restated: 0.94, verified: -1.43,
};

export function confidenceOf(e: AnswerEvidence, w: Partial<Record<keyof AnswerEvidence | 'bias', number>> = CONFIDENCE_WEIGHTS): number {
  let z = w.bias ?? 0;
  for (const k of Object.keys(e) as Array<keyof AnswerEvidence>) z += (w[k] ?? 0) * e[k];
  return round(1 / (1 + Math.exp(-z)));
}

export const round = (x: number): number => Math.round(x * 1000) / 1000;
