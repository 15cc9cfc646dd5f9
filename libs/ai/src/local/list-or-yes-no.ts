// How many values a field asks for and whether it asks yes or no, by its wording: a plural ("all prices",
// "list of tags", a plural noun as key) asks for a list, "all the text" for the whole of one thing, and a
// key that states a fact ("in_stock", "isAvailable") for true or false.
import { expandKey } from './abbreviations.js';
import { FUNCTION, STOP } from './function-words.js';
import { kindOfStem, stem } from './lexicon.js';

/** the words after "all" name the whole of one thing ("text", "the article body"), not many things */
function wholeOfOne(after: string): boolean {
  const group: string[] = [];
  for (const w of after.trim().split(/\s+/)) {
    if (FUNCTION.has(stem(w)) || /^(without|except|excluding|but|in|on|as)$/.test(w)) break;
    group.push(w);
  }
  const last = group[group.length - 1];
  return last !== undefined && !/[^s]s$/.test(last) && kindOfStem(stem(last)) === 'content';
}

// A description in the plural ("all prices", "list of tags", "images") or a plural noun as field name asks for a list.
export function isPlural(name: string, description: string, head: string): boolean {
  const d = description.toLowerCase();
  // "each year", "every month": a rate's period (verb-asks.ts), not many values
  if (/\b(list of|array of|several|multiple)\b|\b(every|each)\b(?!\s+(?:year|month|week|day|hour|night)\b)/.test(d)) return true;
  // "all the images" are many; "all the text", "all of the content" is the whole of one thing
  const all = /\ball\b(?:\s+(?:of|the|its|this|these|those|his|her|their))*((?:\s+[\p{L}-]+){1,3})/u.exec(d);
  if (all && !wholeOfOne(all[1])) return true;
  if (/\((number|string|text|date|url)\)|\bsingle\b|\bone\b|\bthe main\b/.test(d)) return false;
  // "number of pages" is one number
  if (/\b(number of|how many|count of|total)\b/.test(d) || /\b(number of|count of)\b/.test(expandKey(name).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())) return false;
  // "sells_for" ends in a word of no meaning: its last word is not a plural noun
  if (STOP.has(name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).pop() ?? '')) return false;
  return /[^s]s$/.test(head) && !/(ss|us|is|status|news|series|address|price|details|contents|says|does|stars|ads|whereabouts)$/.test(head) && head.length > 3;
}

// a key that states a fact ("in_stock", "is_available", "hasReviews", "IsAvailable") asks yes or no: the
// verb is a word of its own, cut off by a separator or a capital, never the start of a word ("isbn",
// "issue", "canonical", "instagram", "inhalt") or an acronym ("ISBN")
const PREDICATE_START = /^([iI]s|[hH]as|[hH]ave|[cC]an|[dD]oes|[aA]re|[wW]as|[iI]n|[oO]n|[gG]ot)([_\s-]|[A-Z])/;
const PREDICATE_WORD = /^(available|instock|in_stock|onsale|on_sale|sold_?out|purchasable|buyable)$/i;
export const predicateKey = (name: string): boolean => PREDICATE_WORD.test(name) || (PREDICATE_START.test(name) && name !== name.toUpperCase());
