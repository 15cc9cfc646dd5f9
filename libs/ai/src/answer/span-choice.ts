// Which span of the chosen sentence answers: the finder's score picks the sentence (how much of the
// question it says) and a first span; among the verified spans of that sentence, a conditional logit
// fitted for "holds the answer and is at most three times its length" picks the span
// (bench/research/fit-spans.mjs, fitted on the fitting halves of squad_v1.1_subset and squad_v2_dev).
import type { Answer } from './find.js';
import { isStop, tokenize } from './words.js';
import { holdsVerb } from './verb-spans.js';

export const SPAN_KEYS = ['score', 'fit', 'shaped', 'repeated', 'near', 'context', 'length', 'left', 'right', 'side', 'named', 'gap', 'ragged', 'single', 'long', 'verb'] as const;
export type SpanKey = (typeof SPAN_KEYS)[number];

export const SPAN_WEIGHTS: Record<SpanKey, number> = { score: 0, fit: 0, shaped: 0, repeated: 0, near: 0, context: 0, length: 0, left: 0, right: 0, side: 0, named: 0, gap: 0, ragged: 0, single: 0, long: 0, verb: 0 };

/** What is measured of a span for the choice: the finder's signals and its form. */
export function spanMeasures(a: Answer): Record<SpanKey, number> {
  const words = tokenize(a.text);
  const s = a.signals;
  return {
    score: a.score, fit: s.fit, shaped: s.shaped, repeated: s.repeated, near: s.near, context: s.context, length: s.length, left: s.left, right: s.right, side: s.side, named: s.named, gap: s.gap,
    // a fragment opens or closes on a function word ("of water with pressure")
    ragged: words.length > 1 && (isStop(words[0].lower) || isStop(words[words.length - 1].lower)) ? 1 : 0,
    single: words.length === 1 ? 1 : 0,
    long: words.length > 6 ? 1 : 0,
    verb: holdsVerb(a.sentence, a.text) ? 1 : 0,
  };
}

const valueOf = (a: Answer, w: Record<SpanKey, number>): number => {
  const m = spanMeasures(a);
  return SPAN_KEYS.reduce((sum, k) => sum + w[k] * m[k], 0);
};

/** The best of one sentence's verified spans by the fitted choice (the first on a tie). */
export function chooseSpan(spans: Answer[], w: Record<SpanKey, number> = SPAN_WEIGHTS): Answer {
  let best = spans[0];
  let top = valueOf(best, w);
  for (const a of spans.slice(1)) {
    const v = valueOf(a, w);
    if (v > top) {
      best = a;
      top = v;
    }
  }
  return best;
}
