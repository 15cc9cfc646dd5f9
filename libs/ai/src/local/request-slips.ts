// Slips of the fingers in a description's request ("whos the auther", "wat does it cost"), read as the words
// they miss before the request is read (description-reader.ts).
import { spelled, stem } from './lexicon.js';
import { requestWordInEnglish } from './label-english.js';

// question words as they are often slipped in a hurry: "wat does it cost", "whos the author", "wen was it out"
const QUESTION_SLIPS: Record<string, string> = Object.assign(Object.create(null), {
  wat: 'what', wot: 'what', waht: 'what', whta: 'what', whats: 'what is', wats: 'what is', whos: 'who is', hwo: 'who', whoe: 'who',
  wen: 'when', whn: 'when', wehn: 'when', whne: 'when', wher: 'where', whre: 'where', wehre: 'where', wich: 'which', whcih: 'which', wihch: 'which',
  hw: 'how', hows: 'how is', mutch: 'much', muhc: 'much', mnay: 'many', manny: 'many',
});
// words English has that are one slip from a word of the lexicon and that compromise's lexicon does not know:
// they are words, not slips ("prime" is not "price", "poser" not "poster")
const REAL_WORDS = new Set(['pride', 'prime', 'prise', 'prize', 'bride', 'brace', 'brans', 'bland', 'blend', 'poser', 'posted', 'toast', 'coats', 'coast', 'casts', 'costa', 'chares', 'chore', 'chores', 'charm', 'chart', 'charts', 'tiles', 'tiled', 'rater', 'water', 'later', 'eater', 'liner', 'linker', 'imager', 'mage', 'ratting', 'dating', 'gating', 'scare', 'snore', 'shore', 'store', 'stoke', 'stack', 'stick', 'sticks', 'stacks', 'tropic', 'summery', 'writ', 'wither', 'waiter', 'whiter', 'maker', 'makers', 'marker', 'market', 'taker', 'baker', 'bodied', 'copier', 'texts', 'context', 'contest', 'session', 'suction', 'relapse', 'lunched', 'mounts', 'revue', 'stats', 'seller', 'sellers', 'cell', 'cells', 'feeds', 'fees', 'rents', 'rental', 'render', 'sender', 'lender', 'vender', 'genres', 'generic', 'authored', 'authors', 'pricer', 'dataset']);
// a word right after "is" or "are" in a question is the thing asked about ("what are chares"): a term of the
// text, not a slip
const AFTER_BE = /\b(?:is|are|was|were|be|being|been)\s*$/i;

/**
 * The request with its slips read as the words they miss: a question word slipped ("wat"), or a word one slip
 * from a word of the lexicon that is not a word itself (typos.ts, with a list of real words compromise does
 * not know). A capitalised word inside the text is a name ("Brnad Ltd" is left alone), and so is a quoted one.
 */
export function spelledRequest(request: string): string {
  let quoted = false;
  return request.replace(/["“”]|[\p{L}']+/gu, (word, at: number) => {
    if (/^["“”]$/.test(word)) {
      quoted = !quoted;
      return word;
    }
    if (quoted) return word;
    const lower = word.toLowerCase();
    if (QUESTION_SLIPS[lower] && (at === 0 || lower === 'mutch' || lower === 'muhc' || lower === 'mnay' || lower === 'manny')) return QUESTION_SLIPS[lower];
    if (at > 0 && word !== lower) return word;
    // (a label word of another language is a word, read as its field by tokensOf: "makler" is no slip of "maker")
    if (REAL_WORDS.has(lower) || REAL_WORDS.has(stem(lower)) || requestWordInEnglish(lower) || AFTER_BE.test(request.slice(0, at))) return word;
    const fixed = spelled(lower);
    return fixed === lower ? word : fixed;
  });
}
