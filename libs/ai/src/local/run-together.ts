// A key written as one lower-case run of words ("bookauthor", "datepublished", "sitename"): the words the request
// reader knows, split apart, then read as a key with spaces is. A segmentation over the reader's own vocabulary
// (the lexicon's words, the item facts', the item nouns, the abbreviations), the fewest and then longest words;
// a run that is itself a word ("notes", "address", "category") is never split, nor one with a part not known.
import { FIELD_WORDS, GENERIC, ITEM_FACTS, ITEM_WORDS, LEXICON } from './lexicon.js';
import { englishTags } from './typos.js';

// (a run longer than this is no key a person types; the walk below is quadratic in it)
const MAX_RUN = 32;
// (a part shorter than this is too easily a piece of another word: "no", "at", "by")
const MIN_PART = 3;

let vocabulary: Set<string> | null = null;
function known(): Set<string> {
  if (vocabulary) return vocabulary;
  const words = [...FIELD_WORDS.keys(), ...Object.values(LEXICON).flat(), ...ITEM_FACTS.flatMap(([fact, lemmas]) => [fact, ...lemmas]), ...ITEM_WORDS, ...GENERIC];
  vocabulary = new Set(words.filter((w) => /^\p{L}+$/u.test(w) && w.length >= MIN_PART));
  return vocabulary;
}

/**
 * The words of a key's part written as one run ("datepublished" -> ["date", "published"]), or null when the part
 * is a word of its own or does not split wholly into known words. `abbreviations` are known parts too ("numimgs").
 */
export function runTogether(part: string, abbreviations: Readonly<Record<string, string>>): string[] | null {
  if (part.length < 2 * MIN_PART || part.length > MAX_RUN || !/^\p{Ll}+$/u.test(part)) return null;
  const isKnown = (w: string): boolean => known().has(w) || (w.length >= MIN_PART && abbreviations[w] !== undefined);
  if (isKnown(part) || englishTags(part).length > 0) return null;
  // best[i]: the fewest parts that spell part.slice(0, i), ties to the one whose shortest part is longest
  const best: Array<string[] | null> = [[], ...Array<null>(part.length).fill(null)];
  for (let end = MIN_PART; end <= part.length; end++) {
    for (let start = 0; start <= end - MIN_PART; start++) {
      const before = best[start];
      const word = part.slice(start, end);
      if (!before || !isKnown(word)) continue;
      const next = [...before, word];
      if (better(next, best[end])) best[end] = next;
    }
  }
  const split = best[part.length];
  return split && split.length > 1 ? split : null;
}

function better(a: string[], b: string[] | null): boolean {
  if (!b) return true;
  if (a.length !== b.length) return a.length < b.length;
  return Math.min(...a.map((w) => w.length)) > Math.min(...b.map((w) => w.length));
}
