// The one check that a candidate is a value of the type the field asks, whichever source gave it: a date
// is no duration ("prep time" is "20 mins", not the page's "2023-02-14"), a URL or a sentence no number,
// words without a figure no date. The resolver (resolve.ts) makes a candidate that fails it not credible.
import type { FieldIntent } from './intent.js';
import { durationIn, timeUnit } from './item-dates.js';
import { factsType } from './fact-value.js';
import { opensWithNumberWord } from './number-words.js';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;
const URL = /^(https?:|www\.|\/\/)/i;
// a number written among a few words ("4.5 out of 5", "£12 per person"), not a sentence around one
const SHORT = 80;

/** the type the field's value must have: its facts' shared type first ("prep_time" is a duration though its kind is a date's) */
export function valueTypeOf(intent: FieldIntent): 'duration' | 'count' | 'number' | 'date' | null {
  const fact = factsType(intent);
  if (fact) return fact;
  if (intent.plural) return null;
  return intent.type === 'count' || intent.type === 'number' || intent.type === 'date' ? intent.type : null;
}

/** the candidate is no value of the type asked (only a string or a number is judged: lists and records are their sources') */
export function wrongType(intent: FieldIntent, value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const type = valueTypeOf(intent);
  if (!type) return false;
  if (typeof value === 'number') return type === 'duration' || type === 'date';
  const text = value.trim();
  // a count may be written as a word ("Three bedrooms"): the readers make it a figure
  if (URL.test(text) || (!/\d/.test(text) && !(type === 'count' && opensWithNumberWord(text)))) return true;
  switch (type) {
    case 'duration':
      // a figure and a unit of time anywhere in it ("3-5 business days"), or schema.org's "PT20M"
      return ISO_DAY.test(text) || (!text.split(/[^\p{L}]+/u).some(timeUnit) && durationIn(text) === null);
    case 'count':
      return ISO_DAY.test(text) || (!/^\D{0,20}\d/.test(text) && !opensWithNumberWord(text)) || text.length > SHORT;
    case 'number':
      return text.length > SHORT;
    default:
      return false;
  }
}
