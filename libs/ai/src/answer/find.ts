// The answer finder: given a question (or a field description) and passages of text, the sentence that
// is about it and, in that sentence, the span of the type the question asks for. No model: words
// matched with stems and synonyms, weighted by how rare they are among the passages.
import { analyseQuestion, type AnswerType, type Question } from './question.js';
import { splitSentences } from './sentences.js';
import { answers, typedSpans, type Span } from './spans.js';
import { questionShapeSpans } from './patterns.js';
import { nounPhrases } from './noun-phrases.js';
import { scoreOf, type Signals } from './score.js';
import { isStop, tokenize, type Token } from './words.js';

export interface Passage {
  text: string;
  /** the label or heading the text sits under: its words count towards the match */
  heading?: string;
}

export interface Answer {
  text: string;
  type: AnswerType;
  sentence: string;
  passage: number;
  /** how much of the question the sentence covers and how well the span fits it (see score.ts) */
  score: number;
  signals: Signals;
}

interface Scored {
  sentence: string;
  passage: number;
  tokens: Token[];
  /** per token: the focus word it matches and how strongly, or null */
  matched: Array<{ key: string; strength: number } | null>;
  coverage: number;
}

const PRONOUN = /^(it|its|he|his|she|her|they|their|this|these|those|there)$/;
const CLAUSE_BREAK = /^(which|that|who|whom|whose|where|while|because|although|though|whereas|but|and|or|so|if|unless|since|when|as|after|before)$/i;
// adverbs and sentence openers at the edge of a phrase say nothing of what is asked
const EDGE = /^(often|even|also|then|later|thus|still|however|therefore|generally|usually|typically|mostly|nearly|almost|about|only|further|furthermore|moreover|instead|today|now|based|according|notes?|says?|said|\w+ly)$/i;

export interface FindOptions {
  /** the least share of the question a sentence must say (default: 0.5 for up to 3 words, else 0.2) */
  minCoverage?: number;
  /** how many sentences to read spans from (default 6) */
  sentences?: number;
  /** other weights for the signals (to fit them) */
  weights?: Signals;
}

export function findAnswer(questionText: string, passages: Passage[], options: FindOptions = {}): Answer | null {
  return rankAnswers(questionText, passages, options)[0] ?? null;
}

/** Every candidate answer, best first (one per span and sentence). */
export function rankAnswers(questionText: string, passages: Passage[], options: FindOptions = {}): Answer[] {
  const question = analyseQuestion(questionText);
  if (!question.focus.length) return [];
  const sentences = sentencesOf(passages);
  if (!sentences.length) return [];
  const weights = focusWeights(question, sentences);
  if (missingWord(question, weights, sentences)) return [];
  const total = question.focus.reduce((s, k) => s + (weights.get(k) ?? 0), 0);
  const scored: Scored[] = [];
  for (const s of sentences) {
    const hits = new Map<string, number>();
    const matched = s.tokens.map((t) => {
      if (isStop(t.lower)) return null;
      const m = matchFocus(t.key, question.focus);
      if (m) hits.set(m.key, Math.max(hits.get(m.key) ?? 0, m.strength));
      return m;
    });
    for (const k of s.headingKeys) {
      const m = matchFocus(k, question.focus);
      if (m) hits.set(m.key, Math.max(hits.get(m.key) ?? 0, m.strength * 0.8));
    }
    let got = 0;
    for (const [k, strength] of hits) got += (weights.get(k) ?? 0) * strength;
    if (got > 0) scored.push({ sentence: s.text, passage: s.passage, tokens: s.tokens, matched, coverage: got / total });
  }
  scored.sort((a, b) => b.coverage - a.coverage);
  // a short question must be met nearly whole: "the time the show ends" is not answered by "the show starts"
  const min = options.minCoverage ?? (question.focus.length <= 3 ? 0.5 : 0.2);
  const out: Answer[] = [];
  for (const [rank, s] of scored.slice(0, options.sentences ?? 6).entries()) {
    if (s.coverage < min) break;
    for (const c of candidates(s, rank, question, weights, total)) {
      out.push({ text: c.span.text, type: c.span.type, sentence: s.sentence, passage: s.passage, score: scoreOf(c.signals, options.weights), signals: c.signals });
    }
  }
  return out.sort((a, b) => b.score - a.score);
}

interface SentenceRef {
  text: string;
  passage: number;
  tokens: Token[];
  headingKeys: string[];
}

function sentencesOf(passages: Passage[]): SentenceRef[] {
  const out: SentenceRef[] = [];
  passages.forEach((p, passage) => {
    const headingKeys = p.heading ? tokenize(p.heading).filter((t) => !isStop(t.lower)).map((t) => t.key) : [];
    let previous: Token[] = [];
    for (const s of splitSentences(p.text)) {
      if (s.text.length > 1000) continue;
      const tokens = tokenize(s.text);
      // "Its offices are in Rotterdam": a sentence that opens with a pronoun is about the one before it
      const carried = PRONOUN.test(tokens[0]?.lower ?? '') ? previous.filter((t) => !isStop(t.lower)).map((t) => t.key) : [];
      out.push({ text: s.text, passage, tokens, headingKeys: [...headingKeys, ...carried] });
      previous = tokens;
    }
  });
  return out;
}

/** A word of the text against the question's: the same stem, or one stem the start of the other ("slave", "slavery"). */
function matchFocus(key: string, focus: string[]): { key: string; strength: number } | null {
  if (focus.includes(key)) return { key, strength: 1 };
  if (key.length < 4) return null;
  for (const f of focus) {
    if (f.length < 4) continue;
    const [short, long] = f.length <= key.length ? [f, key] : [key, f];
    if (short.length >= 4 && long.startsWith(short) && long.length - short.length <= 4) return { key: f, strength: 0.7 };
  }
  return null;
}

/** A focus word found in few sentences says more than one found in most (inverse document frequency). */
function focusWeights(question: Question, sentences: SentenceRef[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const s of sentences) {
    const keys = new Set([...s.tokens.map((t) => t.key), ...s.headingKeys]);
    const seen = new Set<string>();
    for (const k of keys) {
      const m = matchFocus(k, question.focus);
      if (m) seen.add(m.key);
    }
    for (const k of seen) df.set(k, (df.get(k) ?? 0) + 1);
  }
  const n = sentences.length;
  // a word said nowhere is most likely said otherwise ("ban" for "forbade"): it counts, but as a common word
  return new Map(question.focus.map((k) => [k, df.get(k) ? Math.log(1 + (n + 1) / (df.get(k)! + 0.5)) : ABSENT_WEIGHT]));
}

const ABSENT_WEIGHT = 1;

/** A short question ("the time the show ends") whose word the text never says is not answered by it. */
function missingWord(question: Question, weights: Map<string, number>, sentences: SentenceRef[]): boolean {
  if (question.focus.length > 3) return false;
  return question.focus.some((k) => !sentences.some((s) => s.tokens.some((t) => matchFocus(t.key, [k])) || s.headingKeys.some((h) => matchFocus(h, [k]))));
}

interface Candidate {
  span: Span;
  signals: Signals;
}

const WINDOW = 8;

function candidates(s: Scored, rank: number, question: Question, weights: Map<string, number>, total: number): Candidate[] {
  const shaped = question.types[0] === 'thing' || question.types[0] === 'reason' ? questionShapeSpans(question.text, s.sentence) : [];
  const spans = [...typedSpans(s.sentence), ...phrases(s, question), ...shaped, ...(rank < 3 ? nounPhrases(s.sentence) : [])];
  const out: Candidate[] = [];
  for (const span of spans) {
    const words = tokenize(span.text);
    // a span the question already says is not its answer, and one that half repeats it is a weak one
    const said = (w: Token): boolean => question.words.has(w.lower) || matchFocus(w.key, question.focus) !== null;
    const content = words.filter((w) => !isStop(w.lower));
    if (!content.length || content.every(said)) continue;
    const repeated = content.filter(said).length / content.length;
    let fit = 0;
    // 'thing' after a typed first choice is a fallback: a phrase where a name or a number was asked for
    question.types.forEach((t, rank) => (fit = Math.max(fit, answers(span, t) * (rank > 0 && t === 'thing' ? 0.4 : 1 - rank * 0.2))));
    if (fit <= 0) continue;
    out.push({
      span,
      signals: {
        coverage: s.coverage,
        fit,
        shaped: shaped.includes(span) ? 1 : 0,
        repeated,
        near: nearness(s, span),
        context: contextOf(s, span, weights) / total,
        length: Math.min(1, words.length / 10),
        ...neighbours(s, span, question),
        named: /^[\p{Lu}\p{N}]/u.test(span.text) ? 1 : 0,
        gap: atGap(s, span, question),
      },
    });
  }
  return out;
}

/** 1 when the word before the span (within a few) is the gap's left neighbour, or the word after it the right one. */
function atGap(s: Scored, span: Span, question: Question): number {
  const { before, after } = question.gap;
  const near = (from: number, step: number, key: string): boolean => {
    for (let i = from, n = 0; i >= 0 && i < s.tokens.length && n < 4; i += step, n++) {
      if (s.tokens[i].key === key || s.matched[i]?.key === key) return true;
    }
    return false;
  };
  const first = s.tokens.findIndex((t) => t.start >= span.start);
  const lastIn = s.tokens.reduce((acc, t, i) => (t.end <= span.end ? i : acc), -1);
  let hit = 0;
  if (before && first > 0 && near(first - 1, -1, before)) hit += 0.5;
  if (after && lastIn >= 0 && lastIn + 1 < s.tokens.length && near(lastIn + 1, 1, after)) hit += 0.5;
  return before && after ? hit : hit * 2;
}

/** Whether question words sit right before and right after the span, and the side it is on. */
function neighbours(s: Scored, span: Span, question: Question): { left: number; right: number; side: number } {
  let before = -1;
  let after = -1;
  s.tokens.forEach((t, i) => {
    if (t.end <= span.start) before = i;
    else if (after < 0 && t.start >= span.end) after = i;
  });
  const hitNear = (from: number, step: number): number => {
    for (let i = from, seen = 0; i >= 0 && i < s.tokens.length && seen < 3; i += step) {
      if (s.matched[i]) return 1;
      if (!isStop(s.tokens[i].lower)) seen++;
      if (seen >= 1 && !isStop(s.tokens[i].lower)) return 0;
    }
    return 0;
  };
  const first = s.matched.findIndex((m) => m !== null);
  const firstTok = first >= 0 ? s.tokens[first] : null;
  // "what did X do" asks for what follows X's words; "what caused X" for what comes before them
  const objectAsked = question.object;
  const side = firstTok ? (objectAsked ? (span.start >= firstTok.end ? 1 : 0) : span.end <= firstTok.start ? 1 : 0) : 0;
  return { left: before >= 0 ? hitNear(before, -1) : 0, right: after >= 0 ? hitNear(after, 1) : 0, side };
}

function contextOf(s: Scored, span: Span, weights: Map<string, number>): number {
  const first = s.tokens.findIndex((t) => t.end > span.start);
  let last = s.tokens.length - 1;
  while (last > 0 && s.tokens[last].start >= span.end) last--;
  const got = new Map<string, number>();
  for (let i = Math.max(0, first - WINDOW); i <= Math.min(s.tokens.length - 1, last + WINDOW); i++) {
    const m = s.matched[i];
    if (m) got.set(m.key, Math.max(got.get(m.key) ?? 0, m.strength));
  }
  let sum = 0;
  for (const [k, strength] of got) sum += (weights.get(k) ?? 0) * strength;
  return sum;
}

/** 1 when the span touches a word of the question, falling off with the distance in words. */
function nearness(s: Scored, span: Span): number {
  let best = Infinity;
  s.tokens.forEach((t, i) => {
    if (!s.matched[i]) return;
    const d = t.end <= span.start ? wordsBetween(s, t.end, span.start) : t.start >= span.end ? wordsBetween(s, span.end, t.start) : 0;
    best = Math.min(best, d);
  });
  return Number.isFinite(best) ? 1 / (1 + best) : 0;
}

function wordsBetween(s: Scored, from: number, to: number): number {
  return s.tokens.filter((t) => t.start >= from && t.end <= to).length;
}

/** For what-questions: the runs of words between and around the words shared with the question. */
function phrases(s: Scored, question: Question): Span[] {
  const out: Span[] = [];
  const toks = s.tokens;
  let run: Token[] = [];
  const flush = (): void => {
    while (run.length && (isStop(run[0].lower) || EDGE.test(run[0].lower))) run.shift();
    while (run.length && (isStop(run[run.length - 1].lower) || EDGE.test(run[run.length - 1].lower))) run.pop();
    if (run.length && run.length <= 8) {
      const start = run[0].start;
      const end = run[run.length - 1].end;
      out.push({ text: s.sentence.slice(start, end), start, end, type: question.types[0] === 'reason' ? 'reason' : 'thing' });
    }
    run = [];
  };
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const gap = i > 0 ? s.sentence.slice(toks[i - 1].end, t.start) : '';
    if (/[,;:()\[\]"“”—–]|\s-\s/.test(gap)) flush();
    if (s.matched[i] || question.words.has(t.lower) || CLAUSE_BREAK.test(t.lower)) {
      flush();
      continue;
    }
    run.push(t);
  }
  flush();
  return [...out, ...clauseSides(s, question)];
}

/** The rest of the clause after, and before, each run of question words: for answers that hold small words. */
function clauseSides(s: Scored, question: Question): Span[] {
  const out: Span[] = [];
  const toks = s.tokens;
  const boundary = (i: number): boolean => i <= 0 || /[,;:()\[\]"“”—–]|\s-\s/.test(s.sentence.slice(toks[i - 1].end, toks[i].start));
  const type = question.types[0] === 'reason' ? 'reason' : 'thing';
  const push = (from: number, to: number): void => {
    while (from <= to && (isStop(toks[from].lower) || s.matched[from])) from++;
    while (to >= from && (isStop(toks[to].lower) || s.matched[to])) to--;
    if (from > to || to - from > 11) return;
    out.push({ text: s.sentence.slice(toks[from].start, toks[to].end), start: toks[from].start, end: toks[to].end, type });
  };
  for (let i = 0; i < toks.length; i++) {
    if (!s.matched[i] || (i + 1 < toks.length && s.matched[i + 1])) continue;
    // after the run of question words: up to the clause's end
    let j = i + 1;
    while (j < toks.length && !boundary(j)) j++;
    if (j - 1 > i) push(i + 1, j - 1);
  }
  for (let i = toks.length - 1; i >= 0; i--) {
    if (!s.matched[i] || (i > 0 && s.matched[i - 1])) continue;
    let j = i;
    while (j > 0 && !boundary(j)) j--;
    if (i - 1 >= j) push(j, i - 1);
  }
  return out;
}
