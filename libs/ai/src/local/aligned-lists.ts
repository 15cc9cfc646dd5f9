// Lists asked together are read from the same items: "names" and "prices" of a category page are the
// name and the price of each product card, so the i-th of each belongs to one product. A part an item
// does not show is null at its index (never a shift); an item showing none of the parts is left out.
import { fieldIntent, type FieldIntent } from './intent.js';
import type { Page } from './page.js';
import { findRecordGroups, selectGroups } from './repeated.js';
import { recordValue } from './record-fields.js';
import { promptWords } from './prompt-keys.js';
import { itemWords, namesTheOneItem, sectionList, wantsItems } from './item-lists.js';
import { factAsk } from './fact-kinds.js';
import { elementText } from './text.js';
import { itemFactOf } from './main-item.js';
import { aboutOneItem, listedValues, oneOfEach } from './plural-keys.js';

// kinds an item card shows once each: asked beside another list, they are the items' own
const ITEM_PARTS = new Set(['price', 'currency', 'url', 'image']);
// "each product", "per item", "of the products": a fact of each item, not of the page
const PER_ITEM = /\b(each|every|per)\b|\b(products|items|listings|results|entries|offers|models|cards)\b/i;

function empty(v: unknown): boolean {
  return v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
}

/** the plural fields to read per item: lists of the items' parts, and page lists asked beside them */
function perItemFields(page: Page, intents: FieldIntent[]): FieldIntent[] {
  // "servings", "bedrooms": a fact of the page's one item, though its word is plural
  // "titles", "skus" of a page about one item: its one value, a list of one (plural-keys.ts)
  // ("all the authors of this article": the one item's, read by its own rules)
  const lists = intents.filter((i) => i.plural && !namesTheOneItem(i) && (itemFactOf(i) === null || PER_ITEM.test(i.description)) && !(oneOfEach(i) && (i.subject === 'site' || aboutOneItem(page) || !listedValues(page, i))));
  const fact = (i: FieldIntent): boolean => factAsk(i.name, i.description, i.excluded) !== null && i.kind !== 'rating';
  const items = lists.filter((i) => (fact(i) ? PER_ITEM.test(i.description) : wantsItems(i)) && !(i.kind === 'text' && sectionList(page, i).length));
  if (!items.length) return [];
  // "prices", "links", "images" beside the names: the items' own (not "all links on the page")
  const beside = lists.filter((i) => !items.includes(i) && ITEM_PARTS.has(i.kind) && !/\b(all|every)\b.*\b(page|site|document)\b/i.test(i.description) && !(/\b(all|every)\b/i.test(i.description) && itemWords(i).length === 0));
  return [...items, ...beside];
}

/**
 * The values of the plural fields that name parts of the page's repeated items, each an array over the
 * same items. Fields not read this way are absent from the map (their own rules answer them).
 */
export function alignedItemLists(page: Page, fields: Record<string, string>): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  const intents = Object.entries(fields).map(([name, description]) => fieldIntent(name, description ?? ''));
  const asked = perItemFields(page, intents);
  if (!asked.length) return out;
  const words = promptWords(asked.map((i) => `${i.description} ${i.name.replace(/[_-]+/g, ' ')}`).join(' '));
  const groups = findRecordGroups(page.$, words, asked.some((i) => i.kind === 'price'), { small: true });
  const elements = selectGroups(groups, false).flatMap((g) => g.elements);
  if (!elements.length) return out;
  const ctx = { $: page.$, url: page.url };
  let rows = elements.map((el) => ({ el, values: asked.map((i) => recordValue(ctx, el, i.name, i.description)).map((v) => (empty(v) ? null : v)) }));
  // "all rows", "the entries": no part of the items is named, so the items themselves are asked for
  asked.forEach((i, k) => {
    if (i.kind === 'text' && rows.every((r) => r.values[k] === null)) for (const r of rows) r.values[k] = elementText(r.el) || null;
  });
  rows = rows.filter((r) => r.values.some((v) => v !== null));
  // a group where few items have any part asked for is not the list asked for (one or two items are a list)
  if (!rows.length || rows.length < 0.5 * elements.length || (elements.length >= 3 && rows.length < 2)) return out;
  asked.forEach((i, k) => out.set(i.name, rows.map((r) => r.values[k])));
  return out;
}
