// How a candidate answer is scored: a weighted sum of what is measured about it and its sentence.
// The weights were fitted on half of the SQuAD development subset's articles and checked on the
// other half (bench/extraction/freetext.mjs); they are few, so they carry what generalises.

export interface Signals {
  /** share of the question (weighted by rarity) its sentence says */
  coverage: number;
  /** how well the span's type answers the question's (1 exact, less for a neighbouring type) */
  fit: number;
  /** the span is where the question's shape points ("what is X" -> after "X is") */
  shaped: number;
  /** share of the span's words that the question already says */
  repeated: number;
  /** 1 when the span touches a word of the question, falling off with distance */
  near: number;
  /** share of the question said within a few words of the span */
  context: number;
  /** the span's length in words, over 10, at most 1 */
  length: number;
  /** a word of the question right before the span (stop words skipped) */
  left: number;
  /** a word of the question right after the span */
  right: number;
  /** the span is on the side of the question's words the question's form points to (subject or object) */
  side: number;
  /** the span is a name (capitalised words or a number) */
  named: number;
  /** the span sits where the question, said as a statement, has its gap: next to the gap's neighbour words */
  gap: number;
}

export const WEIGHTS: Signals = { coverage: 0.85, fit: 0.65, shaped: 0.1, repeated: -0.11, near: 0.18, context: 0, length: 0.1, left: 0, right: 0, side: 0.02, named: 0.03, gap: 0.1 };

export function scoreOf(s: Signals, weights: Signals = WEIGHTS): number {
  let sum = 0;
  for (const k of Object.keys(weights) as Array<keyof Signals>) sum += weights[k] * s[k];
  return sum;
}
