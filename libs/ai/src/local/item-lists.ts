// A field asking for many things ("the names of all the products", "prices of the listed rooms") is
// answered from the page's repeated items: the records engine finds the items, and the part of each
// that the description names is read, in page order.
import { fieldIntent, type FieldIntent } from './intent.js';
import type { Page } from './page.js';
import { findRecordGroups, selectGroups } from './repeated.js';
import { recordValue } from './record-fields.js';
import { promptWords } from './prompt-keys.js';

// Kinds a page has one of, or lists whole (every link, every image, its tags): read per item only when
// the description names the items ("links of the articles", not "all links").
const PAGE_LISTS = new Set(['url', 'image', 'category', 'email', 'phone', 'price', 'currency']);

/** the words of a description that name things rather than the field's kind ("products" in "names of the products") */
function itemWords(intent: FieldIntent): string[] {
  return promptWords(intent.description).filter((w) => fieldIntent(w, '').kind === 'text' && !/^(names?|values?|things?|ones?|kinds?|types?|pages?|site|website|listed|shown|available|different|various)$/.test(w));
}

export function wantsItems(intent: FieldIntent): boolean {
  return !PAGE_LISTS.has(intent.kind) || itemWords(intent).length > 0;
}

export function itemValues(page: Page, intent: FieldIntent): unknown[] {
  const words = promptWords(`${intent.description} ${intent.name.replace(/[_-]+/g, ' ')}`);
  const groups = findRecordGroups(page.$, words, intent.kind === 'price');
  const chosen = selectGroups(groups, false);
  const ctx = { $: page.$, url: page.url };
  const elements = chosen.flatMap((g) => g.elements);
  const values = elements.map((el) => recordValue(ctx, el, intent.name, intent.description)).filter((v) => v !== null && v !== '' && !(Array.isArray(v) && !v.length));
  // a group where few items have the part asked for is not the list asked for
  return values.length >= 2 && values.length >= 0.5 * elements.length ? values : [];
}
