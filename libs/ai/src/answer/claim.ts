// An answer someone else wrote (the Cohere engine's model) checked against the passages it cites, by
// the same verifier as the answer finder's own spans: the answer's key words must be in the cited
// text (a cited passage that does not say them does not support it), and the question's constraints
// (names, numbers, relation words, negation, antonyms) must be met around the sentence that says it.
import { matchFocus } from './find.js';
import { analyseQuestion } from './question.js';
import { splitSentences } from './sentences.js';
import { checkSentence, verdictOf, type Checks } from './verify.js';
import { isStop, tokenize, type Token } from './words.js';

export interface ClaimVerdict {
  /** share of the answer's key words the cited passages say (1 when it has none of its own) */
  support: number;
  /** the question's constraints are met around the answer's sentence and the answer is supported */
  verified: boolean;
  /** the verifier's measures on the sentence that says the answer (null when no cited sentence says any of it) */
  checks: Checks | null;
}

const SUPPORTED_AT = 0.5;

export function checkClaim(questionText: string, answer: string, passages: string[]): ClaimVerdict {
  const question = analyseQuestion(questionText);
  // the answer's own words: those the question does not already say
  const answerKeys = [...new Set(tokenize(answer).filter((t) => !isStop(t.lower) && !question.words.has(t.lower)).map((t) => t.key))];
  const sentences = passages.flatMap((p, passage) => splitSentences(p).map((s) => ({ passage, tokens: tokenize(s.text) })));
  const saidAnywhere = new Set(sentences.flatMap((s) => s.tokens.map((t) => t.key)));
  const support = answerKeys.length ? answerKeys.filter((k) => saidAnywhere.has(k)).length / answerKeys.length : 1;
  // the sentence that says most of the answer (then most of the question)
  const focusIn = (tokens: Token[]): number => new Set(tokens.map((t) => matchFocus(t.key, question.focus)?.key).filter(Boolean)).size;
  let best = -1;
  let bestScore = 0;
  sentences.forEach((s, i) => {
    const keys = new Set(s.tokens.map((t) => t.key));
    const score = answerKeys.filter((k) => keys.has(k)).length * 10 + focusIn(s.tokens);
    if (score > bestScore) [best, bestScore] = [i, score];
  });
  if (best < 0) return { support, verified: false, checks: null };
  const neighbours = [sentences[best - 1], sentences[best + 1]].filter((n) => n && n.passage === sentences[best].passage).flatMap((n) => n!.tokens);
  const weights = new Map(question.focus.map((k) => [k, 1]));
  const checked = checkSentence({ question, weights, matches: (k) => matchFocus(k, question.focus)?.key ?? null, evidence: { sentence: sentences[best].tokens, neighbours, heading: [] } });
  const answerWords = tokenize(answer).filter((t) => !isStop(t.lower));
  const restated = answerWords.length ? answerWords.filter((t) => question.words.has(t.lower)).length / answerWords.length : 1;
  // a model's answer is a sentence of its own: its type is not checked, and repeating the question is how it begins
  const verdict = verdictOf(checked, 1, Math.min(restated, 0.99));
  return { support, verified: verdict.verified && checked.nameUnmet === 0 && support >= SUPPORTED_AT, checks: verdict.checks };
}
