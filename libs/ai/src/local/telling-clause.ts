// A clause that says the element tells what the item is: "the big text at the top that says what the news is",
// "the line telling what the story is about", "the words which tell what this is" (and as a learner writes it,
// "what say what is the news"). What tells what an item is, is its title: the clause names no other field and
// nothing in the text to look for (a clause about anything else, "that says what the price is", is not one).
import type { Unit } from './noun-phrase.js';
import { FUNCTION } from './function-words.js';
import { ITEM_NOUNS, stemSet } from './lexicon.js';

// the verbs of telling (a summary's verbs, "sums up", "describes", ask a description: not these)
const TELLING = stemSet(['say', 'says', 'saying', 'tell', 'tells', 'telling', 'state', 'states', 'stating', 'announce', 'announces', 'announcing']);
// the words that open the clause before its verb ("what" is a learner's "that")
const OPENERS = stemSet(['that', 'which', 'what']);
// the words the told part may hold besides the item's own nouns and function words
const ABOUT_ITEM = stemSet(['what', 'is', 'are', 'was', 'about', 'it', 'this', 'news', 'all', 'here', 'page']);

/** the index where a clause telling what the item is starts (its opener or its verb), or -1 */
export function tellingClause(units: Unit[]): number {
  for (let i = 1; i < units.length; i++) {
    const w = units[i].stems.join(' ');
    const opened = OPENERS.has(w) && TELLING.has(units[i + 1]?.stems.join(' ') ?? '');
    if (!opened && !TELLING.has(w)) continue;
    const verb = opened ? i + 1 : i;
    // "says what ..." : the told part starts with "what" and names only the item
    if (units[verb + 1]?.stems[0] !== 'what') continue;
    const told = units.slice(verb + 2);
    if (told.length && told.every((u) => u.stems.every((s) => ABOUT_ITEM.has(s) || ITEM_NOUNS.has(s) || (!u.kind && FUNCTION.has(s))))) return i;
  }
  return -1;
}
