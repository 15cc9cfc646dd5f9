// Fields described in natural language: what each asks is read once from its key and description
// (intent.ts), then one resolver ranks the candidates of every source that can hold it (resolve.ts).
// The product's and the main item's facts, the prose's answer to a particular question and the kind's
// sources are all sources of that one ranking (field-sources.ts); no credible candidate anywhere is null.
import { fieldIntent, type FieldIntent } from './intent.js';
import { asksStart } from './main-item.js';
import { isoMoment, momentText } from './item-moments.js';
import type { Page } from './page.js';
import { rank } from './resolve.js';
import { fieldSources } from './field-sources.js';
import { alignedItemLists } from './aligned-lists.js';
import { aboutOneItem, listedValues, oneOfEach } from './plural-keys.js';

// a field that asks a time of day: the moment; any other date field is the day
const TIME_WORDS = /\b(time|times|hour|hours|datetime|timestamp|clock|o'clock)\b/;
const DAY_WORDS = /\b(date|day)\b/;
/** the field asks a moment ("start time", "date and time", "when does it start", "starts_at"), not a day */
export const asksTime = (intent: FieldIntent): boolean => TIME_WORDS.test(intent.said) || (asksStart(intent) && !DAY_WORDS.test(intent.said));

/**
 * The field's answer: the best credible candidate of every source (field-sources.ts), or null. A list is
 * asked as a list: a plural key of a field the page's one item has once is a list of that one value, on a
 * listing the items' values (plural-keys.ts).
 */
export function extractField(page: Page, name: string, description: string): unknown {
  const intent = fieldIntent(name, description);
  const one = oneOfEach(intent);
  if (one) {
    const many = intent.subject === 'site' || aboutOneItem(page) ? null : listedValues(page, intent);
    if (many) return many;
    const v = answerOf(page, one);
    // a question's answer is the one thing it asks ("doors: what time do they open?"), not a list of it
    return v === null || intent.question ? v : [v];
  }
  return answerOf(page, intent);
}

function answerOf(page: Page, intent: FieldIntent): unknown {
  const value = rank(page, intent, fieldSources(intent))[0]?.value ?? null;
  // a date is YYYY-MM-DD, the local day as written ("2026-03-03T18:00+01:00" is 2026-03-03): the moment
  // ("2026-03-03T18:00:00+01:00", the offset as the page gives it) only when a time is asked
  if (intent.kind !== 'date' || typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return value;
  const moment = isoMoment(value);
  return !moment ? value : asksTime(intent) ? momentText(moment) : moment.day;
}

export function extractFields(page: Page, fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // lists of the items' parts asked together come from the same items, index by index (aligned-lists.ts)
  const lists = alignedItemLists(page, fields);
  for (const [name, description] of Object.entries(fields)) out[name] = lists.get(name) ?? extractField(page, name, description ?? '');
  return out;
}
