// A field asking for many things ("the names of all the products", "prices of the listed rooms") is
// answered from the page's repeated items: the records engine finds the items, and the part of each
// that the description names is read, in page order.
import { fieldIntent, type FieldIntent } from './intent.js';
import type { Page } from './page.js';
import { findRecordGroups, selectGroups } from './repeated.js';
import { recordValue } from './record-fields.js';
import { promptWords } from './prompt-keys.js';
import { keyOf, tokenize } from '../answer/words.js';
import { cleanText } from './values.js';
import { elementText } from './text.js';
import { ITEM_NOUNS, stem } from './lexicon.js';

// Kinds a page has one of, or lists whole (every link, every image, its tags): read per item only when
// the description names the items ("links of the articles", not "all links").
const PAGE_LISTS = new Set(['url', 'image', 'category', 'email', 'phone', 'price', 'currency']);

/** the words of a description that name things rather than the field's kind ("products" in "names of the products") */
export function itemWords(intent: FieldIntent): string[] {
  // (read as a page's label: a key of the item's noun alone, `product`, asks the item's name, yet as a word it names the things)
  return promptWords(intent.description).filter((w) => fieldIntent(w, '', true).kind === 'text' && !/^(names?|values?|things?|ones?|kinds?|types?|pages?|site|website|listed|shown|available|different|various)$/.test(w));
}

/** "all the authors of this article", "the dates of that post": the page's one item is named, so a typed value's list
 * is that item's (its co-authors), never the page's repeated cards' (related posts, comments, a forum's replies) */
export function namesTheOneItem(intent: FieldIntent): boolean {
  // (a text's list may be the item's own rows: "all the ingredients of this recipe")
  if (intent.kind === 'text') return false;
  return [...intent.description.toLowerCase().matchAll(/\b(?:this|that)\s+(\p{L}+)/gu)].some((m) => ITEM_NOUNS.has(stem(m[1])));
}

export function wantsItems(intent: FieldIntent): boolean {
  return !PAGE_LISTS.has(intent.kind) || itemWords(intent).length > 0;
}

/** "list of ingredients": the list that follows a heading naming them ("Ingredients", "Key features") */
export function sectionList(page: Page, intent: FieldIntent): string[] {
  const $ = page.$;
  const wanted = itemWords(intent).map((w) => keyOf(w));
  if (!wanted.length) return [];
  let found: string[] = [];
  $('h1,h2,h3,h4,h5,h6,dt,th,strong,b,caption,legend,summary').each((_, el) => {
    if (found.length) return false;
    const heading = tokenize($(el).text()).map((t) => t.key);
    if (!heading.length || heading.length > 6 || !wanted.some((w) => heading.includes(w))) return undefined;
    // the first list after the heading, before the next heading
    let next = $(el).nextAll().first();
    for (let i = 0; i < 4 && next.length && !/^h[1-6]$/i.test(next.prop('tagName') ?? ''); i++, next = next.next()) {
      const list = next.is('ul,ol') ? next : next.find('ul,ol').first();
      if (list.length) {
        found = list.children('li').map((_, li) => cleanText($(li).text())).get().filter(Boolean);
        break;
      }
    }
    return found.length ? false : undefined;
  });
  return found;
}

export function itemValues(page: Page, intent: FieldIntent): unknown[] {
  const words = promptWords(`${intent.description} ${intent.name.replace(/[_-]+/g, ' ')}`);
  const groups = findRecordGroups(page.$, words, intent.kind === 'price');
  const chosen = selectGroups(groups, false);
  const ctx = { $: page.$, url: page.url };
  const elements = chosen.flatMap((g) => g.elements);
  let values = elements.map((el) => recordValue(ctx, el, intent.name, intent.description)).filter((v) => v !== null && v !== '' && !(Array.isArray(v) && !v.length));
  // "all rows", "the entries": no part of the items is named, so the items themselves are asked for
  if (!values.length && intent.kind === 'text') values = elements.map((el) => elementText(el)).filter(Boolean);
  // a group where few items have the part asked for is not the list asked for
  return values.length >= 2 && values.length >= 0.5 * elements.length ? values : [];
}
