// The one check that a candidate is a value of the type the field asks, whichever source gave it: a date
// is no duration ("prep time" is "20 mins", not the page's "2023-02-14"), a URL or a sentence no number,
// words without a figure no date. The resolver (resolve.ts) makes a candidate that fails it not credible.
// The check holds only where the request's reading of the type is firm (askedNoun below).
import { fieldIntent } from './field-intent.js';
import type { FieldIntent } from './intent.js';
import { durationIn, timeUnit } from './item-dates.js';
import { factsType } from './fact-value.js';
import { FUNCTION } from './function-words.js';
import { GENERIC, stem } from './lexicon.js';
import { rawTokens } from './noun-phrase.js';
import { opensWithWrittenNumber } from './number-words.js';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;
const URL = /^(https?:|www\.|\/\/)/i;
// a number written among a few words ("4.5 out of 5", "£12 per person"), not a sentence around one
const SHORT = 80;
// (a preposition may lead a question: "in which year", "for what role")
const LEAD = /^(in|on|at|for|from|by|to|with|of|since|until|during)$/;

type ValueType = 'duration' | 'count' | 'number' | 'date';

/**
 * The word a "which" or "what" asks about, when one follows it ("which organization released...", "serves what
 * role", "what remained..."): the thing asked, whatever the rest of the question's words read as. A generic noun
 * before "of" gives way to the noun after it ("what type of regime"). Null when the question word is followed by
 * a function word ("what is the date", "what it costs") or there is none: the whole request says what is asked.
 */
export function askedNoun(description: string): string | null {
  // (a contraction's tail is a function word: "what's it cost", "what're they charging")
  const toks = rawTokens(description.replace(/['’]\p{L}+/gu, '')).slice(0, 40);
  // "which" asks only at the start ("the page which lists it" is a relative clause); "what" anywhere ("serves what role")
  const at = toks.findIndex((w, i) => w === 'what' || (w === 'which' && (i === 0 || (i === 1 && LEAD.test(toks[0])))));
  if (at < 0) return null;
  let word = toks[at + 1];
  if (word !== undefined && GENERIC.has(word) && toks[at + 2] === 'of') word = toks[at + 3];
  return word === undefined || FUNCTION.has(stem(word)) ? null : word;
}

const firmness = new WeakMap<FieldIntent, boolean>();

/** the request's reading of the type is firm: no "which"/"what" asks a word that reads as another type (askedNoun) */
function firm(intent: FieldIntent, type: ValueType): boolean {
  let known = firmness.get(intent);
  if (known === undefined) {
    const noun = askedNoun(intent.description);
    // the noun asked as its own question ("what organization": a name; "what costs": a price); a noun that names no
    // kind of its own leaves the type to a verb's fact ("serves") or an adverbial ("for many years"): a guess
    known = noun === null || ownType(fieldIntent('', `what ${noun}`)) === type;
    firmness.set(intent, known);
  }
  return known;
}

/** the type the field's words read as: its facts' shared type first ("prep_time" is a duration though its kind is a date's) */
function ownType(intent: FieldIntent): ValueType | null {
  const fact = factsType(intent);
  if (fact) return fact;
  if (intent.plural) return null;
  return intent.type === 'count' || intent.type === 'number' || intent.type === 'date' ? intent.type : null;
}

/** the type the field's value must have, where the request's reading of it is firm */
export function valueTypeOf(intent: FieldIntent): ValueType | null {
  const type = ownType(intent);
  return type && firm(intent, type) ? type : null;
}

/** the candidate is no value of the type asked (only a string or a number is judged: lists and records are their sources') */
export function wrongType(intent: FieldIntent, value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const type = valueTypeOf(intent);
  if (!type) return false;
  if (typeof value === 'number') return type === 'duration' || type === 'date';
  const text = value.trim();
  // a count or a number may be written in words ("Three bedrooms", "four membranes", "several thousand"): the readers make it a figure
  const worded = (type === 'count' || type === 'number') && opensWithWrittenNumber(text);
  if (URL.test(text) || (!/\d/.test(text) && !worded)) return true;
  switch (type) {
    case 'duration':
      // a figure and a unit of time anywhere in it ("3-5 business days"), or schema.org's "PT20M"
      return ISO_DAY.test(text) || (!text.split(/[^\p{L}]+/u).some(timeUnit) && durationIn(text) === null);
    case 'count':
      return ISO_DAY.test(text) || (!/^\D{0,20}\d/.test(text) && !worded) || text.length > SHORT;
    case 'number':
      return text.length > SHORT;
    default:
      return false;
  }
}
