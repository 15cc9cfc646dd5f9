// A currency named in words can be named by its country too: "US dollars", "Swiss francs", "Hong Kong dollars",
// "New Zealand dollars". The words of that name (written with a capital, right before the currency's word) say
// which money the price is in, like the currency word itself: no words to search the page for.
import { CURRENCY_WORDS, stem } from './lexicon.js';

const CURRENCIES = new Set(CURRENCY_WORDS.map(stem));
// a currency's name has at most a few words before its currency word ("United Arab Emirates dirham")
const NAME_WORDS = 3;

/** the stems of the words that name a currency's country in a text ("US", "hong", "kong" of "in Hong Kong dollars") */
export function currencyNameWords(text: string): Set<string> {
  const out = new Set<string>();
  const toks = text.split(/[^\p{L}\p{N}.]+/u).map((w) => w.replace(/\.$/, '')).filter(Boolean).slice(0, 200);
  toks.forEach((w, i) => {
    if (!CURRENCIES.has(stem(w.toLowerCase()))) return;
    // the capitalised words right before it ("U.S." read as "US"), never the first word of a sentence alone
    for (let j = i - 1; j >= Math.max(0, i - NAME_WORDS) && /^\p{Lu}/u.test(toks[j]); j--) out.add(stem(toks[j].replace(/\./g, '').toLowerCase()));
  });
  return out;
}
