// How many values a field asks for and whether it asks yes or no, by its wording: a plural ("all prices",
// "list of tags", a plural noun as key) asks for a list, "all the text" for the whole of one thing, and a
// key that states a fact ("in_stock", "isAvailable") for true or false.
import { expandKey } from './abbreviations.js';
import { FUNCTION, STOP } from './function-words.js';
import { GENERIC, countNoun, factsIn, kindOfStem, spelled, stem } from './lexicon.js';
import { rawTokens } from './noun-phrase.js';
import { englishTags } from './typos.js';
import { allTextParts } from './request-pronouns.js';
import { requestWordInEnglish } from './label-english.js';

// "all we need is", "all I want is", "all that matters is": the only thing asked, not a quantity
const ONLY_THING = String.raw`(?!\s+(?:i|we|you|they|that|one|it)\s+(?:\p{L}+\s+)?(?:need|want|require|care|ask|is|are|'d|would|really|just|matters?)\b)`;
// "each" standing for one item, with no noun of its own: "each one" (not "each one of the products"), "cost each";
// a bare "each" after a preposition ranges over the items ("how many are left of each", "stock for each"): many values
const distributive = (d: string): boolean => /\beach\s+one\b(?!\s+of\b)|(?<!\b(?:of|for|in|from|per|on|to)\s+)\beach\s*(?:[.?!,;)]|$)/.test(d) && !/\b(list of|array of|several|multiple|every|all)\b/.test(d);

/** a description that asks for many things by its words ("list of", "all", "every", "each"), not "all we need is" */
const MANY_RE = new RegExp(String.raw`\b(list of|every|each|array of)\b|\ball\b${ONLY_THING}`, 'iu');
export const MANY_WORDS = { test: (description: string): boolean => MANY_RE.test(description) && !distributive(description.toLowerCase()) };

/** the words after "all" begin with a word that is not a function word ("all the images", not "all about") */
const nounAfter = (after: string): boolean => { const w = after.trim().split(/\s+/)[0] ?? ''; return !!w && !FUNCTION.has(stem(w)) && !/^(without|except|excluding|but|in|on|as)$/.test(w); };

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
  // "the whole story, all the paragraphs", "what it says, all of it": the whole of one text named beside the
  // parts it is made of is that one text
  const whole = /\b(?:whole|entire|full|complete)\s+([\p{L}\s-]+)/u.exec(d);
  if (/\ball of it\b|\bin full\b/.test(d) || (whole && wholeOfOne(whole[1]))) return false;
  // "all paragraphs", "every paragraph": the parts of one text taken together are that text, unless the key asks
  // for the parts ("paragraphs: all paragraphs")
  if (allTextParts(d) && !pluralNoun(head)) return false;
  // "each year", "every month": a rate's period (verb-asks.ts), not many values; "what each one costs", "how
  // much are they each": "each" as a pronoun for one item (no noun of its own) asks what one item has, one value
  if (/\b(list of|array of|several|multiple)\b|\b(every|each)\b(?!\s+(?:year|month|week|day|hour|night)\b)/.test(d) && !distributive(d)) return true;
  // "all the images" are many; "all the text", "all of the content" is the whole of one thing; "all we need is
  // the price", "all that matters is ..." says it is the only thing asked, no quantity (a subject and its verb follow)
  const all = new RegExp(`\\ball\\b${ONLY_THING}(?:\\s+(?:of|the|its|this|these|those|his|her|their))*((?:\\s+[\\p{L}-]+){1,3})`, 'u').exec(d);
  // "what's it all about": an "all" before no noun counts nothing
  if (all && nounAfter(all[1]) && !wholeOfOne(all[1])) return true;
  if (/\((number|string|text|date|url)\)|\bsingle\b|\bone\b|\bthe main\b/.test(d)) return false;
  // "number of pages" is one number
  if (/\b(number of|how many|count of|total)\b/.test(d) || /\b(number of|count of)\b/.test(expandKey(name).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())) return false;
  // a path's brackets say it: "offers[].price" is every offer's, "image[0]" the first one
  if (/\[\s*\d+\s*\]/.test(name)) return false;
  if (/\[\s*\*?\s*\]/.test(name)) return describedNumber(d) !== 'one';
  // "sells_for" ends in a word of no meaning: its last word is not a plural noun
  if (STOP.has(name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).pop() ?? '')) return false;
  // "bedrooms", "servings": one number of them, unless the description names many things
  if (countNoun(head)) return describedNumber(d) === 'many';
  if (!pluralNoun(head)) return false;
  // a plural key with a description that names one thing ("titles: article title", "images: main image") asks
  // for that one thing; a plural description or none at all keeps the key's list
  return describedNumber(d) !== 'one';
}

/**
 * The list is the key's plural alone: the key's last word is a plural noun ("titles", "skus") and the
 * description says nothing of one or many of its own: nothing, the key again ("headlines") or a question.
 * A path's brackets ("offers[].price") and a description naming many ("all", "of every product") say which list.
 */
export function keyNamesTheList(name: string, description: string): boolean {
  const d = description.toLowerCase();
  if (/[[\]]/.test(name) || /\b(list of|array of|several|multiple|all|every|each)\b/.test(d)) return false;
  if (!pluralNoun(spelled(rawTokens(name).pop() ?? ''))) return false;
  const said = describedNumber(d);
  return said === null || (said === 'many' && d.split(/[^\p{L}\p{N}]+/u).filter((w) => w && !STOP.has(w)).length <= 1);
}

/**
 * A word that names many things: the plural of a noun (the stemmer takes its -s off: "titles", "skus",
 * "addresses"), not a word whose -s is its own ("news", "status", "this": the stemmer keeps it; "series",
 * "earnings": English has it in this form only), not a word naming no things of its own ("details":
 * generic), one whole ("contents": the content) or a count of its things ("bedrooms", "stars": one number)
 */
// nouns plural in form that name one thing (compromise tags none of them singular)
const ONE_THING = new Set(['whereabouts', 'headquarters', 'premises', 'news', 'series', 'species', 'means', 'odds', 'lyrics']);

export function pluralNoun(w: string): boolean {
  // (a field's word in a label language ending in s, "prijs", "preis", is no English plural)
  if (w.length <= 3 || !w.endsWith('s') || stem(w) === w || ONE_THING.has(w) || requestWordInEnglish(w) !== null) return false;
  const s = stem(w);
  if ((GENERIC.has(s) && !factsIn([w]).length) || FUNCTION.has(s) || kindOfStem(s) === 'content' || countNoun(w)) return false;
  return !englishTags(w).some((t) => t === 'Uncountable' || t === 'Singular');
}
// where a description's head phrase ends: a preposition, a relative or a verb of being ("the price of the
// items", "the date it was posted", "images shown on the page")
const HEAD_ENDS = /^(of|for|in|on|at|from|by|with|to|about|per|that|which|who|whose|where|when|it|is|are|was|were|shown|listed|used|on)$/;
const QUESTION_START = /^(who|whom|whose|when|where|what|which|why|how|is|are|was|were|does|do|did|can|could|will|would|has|have|had)$/;

/**
 * How many things a description names by its head noun: "one" for a singular head ("article title", "the main
 * image"), "many" for a plural one ("images in the gallery", "author name(s)") or a singular fact of plural
 * items ("the price of the products"); null when it names nothing to count by (a question, "-", empty)
 */
function describedNumber(description: string): 'one' | 'many' | null {
  const toks = description.replace(/\(s\)/g, 's').split(/[^\p{L}\p{N}']+/u).filter(Boolean);
  if (!toks.length || QUESTION_START.test(toks[0])) return null;
  const cut = toks.findIndex((w, i) => i > 0 && HEAD_ENDS.test(w));
  const content = (w: string): boolean => !FUNCTION.has(stem(w)) && !STOP.has(w);
  const head = (cut > 0 ? toks.slice(0, cut) : toks).filter(content).pop();
  if (!head) return null;
  if (pluralNoun(head)) return 'many';
  const owner = cut > 0 && toks[cut] === 'of' ? toks.slice(cut + 1).filter(content).pop() : undefined;
  return owner && pluralNoun(owner) ? 'many' : 'one';
}

// a key that states a fact ("in_stock", "is_available", "hasReviews", "IsAvailable") asks yes or no: the
// verb is a word of its own, cut off by a separator or a capital, never the start of a word ("isbn",
// "issue", "canonical", "instagram", "inhalt") or an acronym ("ISBN")
const PREDICATE_START = /^([iI]s|[hH]as|[hH]ave|[cC]an|[dD]oes|[aA]re|[wW]as|[iI]n|[oO]n|[gG]ot)([_\s-]|[A-Z])/;
const PREDICATE_WORD = /^(available|instock|in_stock|onsale|on_sale|sold_?out|purchasable|buyable)$/i;
export const predicateKey = (name: string): boolean => PREDICATE_WORD.test(name) || (PREDICATE_START.test(name) && name !== name.toUpperCase());
