// An item's fact read from a page's words by a source that does not know the fact (the answer finder, a
// label of other words): a time as the duration it states, a count as its number. Which facts are durations
// and counts is their readers' (item-facts.ts), not a list of its own.
import type { FieldIntent } from './intent.js';
import { durationSpan } from './item-dates.js';
import { factValueType } from './item-facts.js';

/** the one type of value the field's facts share ("how long to prepare": prep or total time, both durations), or null */
export function factsType(intent: FieldIntent): 'duration' | 'count' | null {
  const facts = intent.facts ?? [];
  if (!facts.length || intent.plural) return null;
  const types = new Set(facts.map(factValueType));
  return types.size === 1 ? [...types][0] : null;
}

/** the answer as the one fact asked reads it: a duration's span, a count's leading number; null when it is no such value */
export function factValue(intent: FieldIntent, text: string): unknown {
  const facts = intent.facts ?? [];
  if (facts.length !== 1 || intent.plural) return null;
  const type = factValueType(facts[0]);
  if (type === 'duration') return durationSpan(text);
  const count = type === 'count' ? /^\s*(\d{1,4})(?!\s*[\d.,:/-]\d)/.exec(text) : null;
  return count ? Number(count[1]) : null;
}
