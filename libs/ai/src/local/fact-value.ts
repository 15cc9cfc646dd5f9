// An item's fact read from a page's words by a source that does not know the fact (the answer finder, a
// label of other words): a time as the duration it states, a count as its number.
import type { FieldIntent } from './intent.js';
import { durationSpan } from './item-dates.js';

const DURATION_FACTS = new Set(['prep_time', 'cook_time', 'total_time', 'duration']);
const COUNTED_FACTS = new Set(['servings', 'bedrooms', 'pages']);
/** the answer as the one fact asked reads it: a duration's span, a count's leading number; null when it is no such value */
export function factValue(intent: FieldIntent, text: string): unknown {
  const facts = intent.facts ?? [];
  if (facts.length !== 1 || intent.plural) return null;
  if (DURATION_FACTS.has(facts[0])) return durationSpan(text);
  const count = COUNTED_FACTS.has(facts[0]) ? /^\s*(\d{1,4})(?!\s*[\d.,:/-]\d)/.exec(text) : null;
  return count ? Number(count[1]) : null;
}
