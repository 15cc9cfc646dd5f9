// Where a sentence's verbs are (compromise's tagger): a span that holds a verb is a clause's fragment
// ("were unable to manage their fields"), rarely the name, number or phrase a question asks for.
import { nlp } from './noun-phrases.js';

interface Match {
  offset: { start: number; length: number };
}

// one tagging per sentence however many spans of it are measured (the last few sentences kept)
const MEMO = new Map<string, Array<[number, number]>>();
const KEEP = 64;

/** The character ranges of the sentence's verbs (auxiliaries included). */
export function verbRanges(sentence: string): Array<[number, number]> {
  let ranges = MEMO.get(sentence);
  if (!ranges) {
    const found = (nlp(sentence).match('#Verb').json({ offset: true }) as Match[]).map((m): [number, number] => [m.offset.start, m.offset.start + m.offset.length]);
    ranges = found;
    if (MEMO.size >= KEEP) MEMO.delete(MEMO.keys().next().value as string);
    MEMO.set(sentence, ranges);
  }
  return ranges;
}

/** Whether the text, found in the sentence, holds one of its verbs. */
export function holdsVerb(sentence: string, text: string): boolean {
  const at = sentence.indexOf(text);
  if (at < 0) return false;
  return verbRanges(sentence).some(([s, e]) => s >= at && e <= at + text.length);
}
