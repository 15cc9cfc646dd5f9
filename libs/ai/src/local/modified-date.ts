// "last updated", "date modified", "when was it revised": when the page says it was last changed (its
// structured dateModified, its modified-time meta tags). A page that states no change was last changed when it
// was published: the date's other sources answer then (docs/api.md).
import type { FieldIntent } from './intent.js';
import type { Page } from './page.js';
import { stem } from './lexicon.js';
import { atPath, rankedThings } from './structured-fields.js';

const CHANGED = new Set(['update', 'updated', 'modified', 'modify', 'modification', 'revised', 'revision', 'edited', 'amended', 'changed'].map(stem));
const MODIFIED_TAGS = ['article:modified_time', 'og:updated_time', 'dcterms.modified', 'dc.date.modified', 'last-modified', 'revised'];

/** a date asked as the last change's */
export const asksModified = (i: FieldIntent): boolean => i.kind === 'date' && i.words.some((w) => CHANGED.has(stem(w)));

/** the dates the page states it was last changed on, structured data first */
export function modifiedDates(page: Page): string[] {
  const out: string[] = [];
  for (const thing of rankedThings(page.things, 'date')) {
    for (const v of atPath(thing, 'dateModified')) if (typeof v === 'string' && v.trim()) out.push(v.trim());
    if (out.length) return out;
  }
  for (const tag of MODIFIED_TAGS) out.push(...(page.meta.get(tag) ?? []));
  return out;
}
