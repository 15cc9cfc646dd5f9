// Noun phrases, people, places and organisations of a sentence, from compromise's part-of-speech
// tagger: the answers to "what" and "who" questions are mostly whole noun phrases.
import type nlpType from 'compromise';
import type { AnswerType } from './question.js';
import type { Span } from './spans.js';

interface Match {
  text: string;
  offset: { start: number; length: number };
}

// compromise's views differ in type (People, Nouns...); each has json()
type View = { json(options: object): unknown };
type Doc = ReturnType<typeof nlpType>;

// Loaded on the first question (about 140 ms): processes that never answer one do not pay for it.
let tagger: typeof nlpType | null = null;
function nlp(text: string): Doc {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  tagger ??= (require('compromise') as { default?: typeof nlpType } & typeof nlpType);
  const fn = (tagger as { default?: typeof nlpType }).default ?? tagger;
  return fn(text);
}

const GROUPS: Array<[AnswerType, (doc: Doc) => View]> = [
  ['person', (d) => d.people()],
  ['place', (d) => d.places()],
  ['organization', (d) => d.organizations()],
  ['thing', (d) => d.nouns()],
];

// Only the offsets are read: the plain view's json (a People or Nouns view's own json also parses each
// name and noun, and json copies every term unless told not to: most of a question's time).
const OFFSETS_ONLY = { offset: true, text: false, terms: false };

// A sentence is tagged once however many questions read it (a session's questions share its best
// sentences, and a page's fields its passages); the cache is emptied when it grows past its bound.
const PHRASES = new Map<string, Span[]>();
const MAX_PHRASES = 2_000;

export function nounPhrases(sentence: string): Span[] {
  let spans = PHRASES.get(sentence);
  if (!spans) {
    if (PHRASES.size >= MAX_PHRASES) PHRASES.clear();
    spans = tagPhrases(sentence);
    PHRASES.set(sentence, spans);
  }
  // copies: a caller may extend or edit what it gets
  return spans.map((s) => ({ ...s }));
}

function tagPhrases(sentence: string): Span[] {
  const doc = nlp(sentence);
  const plainJson = (doc as unknown as View).json;
  const out: Span[] = [];
  for (const [type, pick] of GROUPS) {
    for (const m of plainJson.call(pick(doc), OFFSETS_ONLY) as Match[]) {
      let start = m.offset.start;
      let text = sentence.slice(start, start + m.offset.length).replace(/[\s.,;:!?]+$/, '');
      const lead = /^(the|a|an)\s+/i.exec(text);
      if (lead && type === 'thing') {
        start += lead[0].length;
        text = text.slice(lead[0].length);
      }
      if (text) out.push({ text, start, end: start + text.length, type });
    }
  }
  return out;
}
