// A plural key asks for a list of its field ("titles", "skus", "dates", "outlets"). Of the page's one item
// (an item page, a product page, an article) that is the item's one title, sku or date, and of the site its
// one name: a list of one. Of a page of many items (a listing) it is each item's. Kinds an item has many of
// (authors, images, links, tags) and things of no known kind ("paragraphs", "rows") keep their own lists.
import { typeOfKind, type FieldIntent, type FieldKind } from './intent.js';
import type { Element } from 'domhandler';
import type { Page } from './page.js';
import { keyNamesTheList } from './list-or-yes-no.js';
import { articlePage, mainThing } from './main-item.js';
import { labelsOneItem } from './item-facts.js';
import { buyControls } from './dom-fields.js';
import { describesProduct, metaValues, structuredValues } from './structured-fields.js';
import { urlIdentifier } from './url-id.js';
import { typeNames } from './structured.js';
import { findRecordGroups, selectGroups, type RecordGroup } from './repeated.js';
import { promptWords } from './prompt-keys.js';
import { recordValue } from './record-fields.js';
import { furnitureSelector } from './page-furniture.js';

// the kinds of which an item has one value: its title, price, codes, maker, date, text; the site has one name
const ONE_PER_ITEM = new Set<FieldKind>(['title', 'price', 'currency', 'availability', 'sku', 'gtin', 'mpn', 'brand', 'date', 'publisher', 'description', 'content', 'rating', 'review_count']);
// a field asked of each of the items ("of each product", "for every listing", "per item")
const EACH_ITEM = /\b(?:of|for|on)\s+(?:each|every)\s+(?:single\s+)?(?:product|item|article|listing|book|job|event|recipe|property|one)\b|\bper\s+(?:product|item|listing)\b/i;
// an item's people, of whom it may have several ("translators": every one)
const PEOPLE = new Set(['translator', 'illustrator', 'contributors', 'editor']);
// the site's chrome and boxes of other items than the page's (related, recommended): never the page's own items
const OTHERS = furnitureSelector('listing');
// carousels beside the page's own content; a page's own list may sit in one too (a category's items in a swiper)
const CAROUSELS = '[class*="carousel" i],[class*="slider" i],[class*="slick" i],[class*="swiper" i]';
// a menu entry is a short phrase ("Post a job"): a card says more
const MENU_WORDS = 3;
// structured data of a page that lists items
const LIST_TYPES = /^(itemlist|collectionpage|searchresultspage|offercatalog)$/;
const POSTING_TYPES = /^(discussionforumposting|socialmediaposting|blogposting|article|newsarticle|qapage)$/;
const PRODUCT_TYPES = /^(product|productgroup|individualproduct|productmodel|vehicle|car|book)$/;

/**
 * The field as one value when a plural key names only the field (no description of its own that says one
 * or many) and the field is one of an item's or of the site: the caller answers it and gives a list of one,
 * or on a listing the items' list when there is one. null when the plural is to be read as it stands.
 */
export function oneOfEach(intent: FieldIntent): FieldIntent | null {
  // "the brand of each product", "the price for every item": one value per item, a list of one on an item's page
  if (intent.plural && ONE_PER_ITEM.has(intent.kind) && EACH_ITEM.test(intent.description)) return { ...intent, plural: false, type: typeOfKind(intent.kind) };
  if (!intent.plural || !keyNamesTheList(intent.name, intent.description)) return null;
  // (the main text is one per item, its parts are many: `paragraphs`, `sentences`)
  const parts = intent.kind === 'content' && /(?:paragraph|para|passage|sentence)s$/i.test(intent.name.trim());
  const once = intent.subject === 'site' || (ONE_PER_ITEM.has(intent.kind) && !parts) || (intent.kind === 'text' && intent.facts.length > 0 && !PEOPLE.has(intent.facts[0]));
  return once ? { ...intent, plural: false, type: typeOfKind(intent.kind) } : null;
}

/** a page about one item: its markup names one (and no list of them), it labels one item's facts, it is a product's own page or an article */
export function aboutOneItem(page: Page): boolean {
  return page.remember('aboutOneItem', () => shopPage(page) || (!listsItems(page) && (mainThing(page) !== null || labelsOneItem(page) || oneProduct(page) || articlePage(page))));
}

/** a product's own page whatever products its markup recommends: its meta tags price it, or one price and shop controls */
const shopPage = (page: Page): boolean => metaValues(page, 'price').length > 0 || (new Set(structuredValues(page, 'price')).size === 1 && buyControls(page));

/**
 * a product's own page: one price in its markup, the markup of one product, shop controls, a product id in its
 * address (a price shown is no sign, and many prices in the markup are a listing's unless they are one product's)
 */
function oneProduct(page: Page): boolean {
  const prices = new Set(structuredValues(page, 'price'));
  // several prices are one product's when its meta tags give a price or the markup names one product (its sizes,
  // colours); otherwise a listing's (a product page's recommendations in its markup have names and prices too)
  if (prices.size > 1) return metaValues(page, 'price').length > 0 || productNames(page) === 1;
  return prices.size === 1 || metaValues(page, 'price').length > 0 || describesProduct(page) || buyControls(page) || urlIdentifier(page.url, page.html) !== null;
}

/** how many products the markup names (a product and its offer are one) */
const productNames = (page: Page): number => new Set(page.things.filter((t) => typeNames(t).some((x) => PRODUCT_TYPES.test(x))).map((t) => String(t.name ?? '')).filter(Boolean)).size;

/**
 * The field's value of each item the page lists, in page order, when the records engine finds items (one or
 * two are a list too) that each link to a page of their own and say more than a menu's short phrase, as a listing's cards do: null when it finds
 * none (a page's key features, a facts table, a list of ingredients are not items with pages of their own)
 */
export function listedValues(page: Page, intent: FieldIntent): unknown[] | null {
  return page.remember(`listedValues:${intent.name}\t${intent.description}`, () => {
    const words = promptWords(`${intent.description} ${intent.name.replace(/[_-]+/g, ' ')}`);
    // the site's chrome and boxes of related items are no listing, nor a carousel's items when the page lists
    // items of its own elsewhere: a page whose only list is a carousel lists those. In turn: the best groups'
    // items outside carousels, the best of the groups outside them, all of them.
    const within = (g: RecordGroup, boxes: string): boolean => g.elements.every((el) => page.$(el).closest(boxes).length > 0);
    const found = findRecordGroups(page.$, words, intent.kind === 'price', { small: true });
    const items = (groups: RecordGroup[], leave: string): Element[] => selectGroups(groups, false).flatMap((g) => g.elements).filter((el) => !page.$(el).closest(leave).length);
    const aside = `${OTHERS},${CAROUSELS}`;
    const all = items(found, OTHERS);
    const outside = items(found.filter((g) => !within(g, aside)), aside);
    // a few records outside beside a box of many (a shop's three promises beside its carousel of sofas) are no listing
    for (const elements of [items(found, aside), outside.length >= 0.5 * all.length ? outside : [], all]) {
      const values = cardValues(page, intent, elements);
      if (values) return values;
    }
    return null;
  });
}

/** the field's value of each of the records when most of them are cards and most have one: null otherwise */
function cardValues(page: Page, intent: FieldIntent, elements: Element[]): unknown[] | null {
  // a card links to its page (or is wholly its link) and is more than a short phrase: "Post a job", "Sign in"
  // in a bar are a menu's entries
  const card = (el: Element): boolean => {
    const $el = page.$(el);
    const links = $el.is('a[href]') ? $el : $el.find('a[href]');
    if (!links.length && !$el.closest('a[href]').length) return false;
    const own = $el.text().replace(/\s+/g, ' ').trim();
    return own.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w)).length > MENU_WORDS || own.replace(/\s+/g, '').length > links.text().replace(/\s+/g, '').length;
  };
  if (!elements.length || elements.filter(card).length < 0.5 * elements.length) return null;
  const ctx = { $: page.$, url: page.url };
  const values = elements.map((el) => recordValue(ctx, el, intent.name, intent.description)).filter((v) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && !v.length));
  if (!values.length || values.length < 0.5 * elements.length) return null;
  // names that repeat on most cards ("Read more", "View details", "Image") are the cards' own labels, not the items'
  // names (prices, states and dates may repeat)
  const named = !/^(price|currency|availability|number|rating|review_count|date)$/.test(intent.kind) && values.every((v) => typeof v === 'string');
  return named && new Set(values.map((v) => String(v).toLowerCase())).size < 0.5 * values.length ? null : values;
}

/** the markup lists items: an item list or a collection, or several items of the main item's type under different names */
function listsItems(page: Page): boolean {
  // (a list beside a posting the page declares, its related topics, is no listing: the posting is the page's item,
  // unless the markup names several products, a roundup's)
  const posting = page.things.some((t) => typeNames(t).some((x) => POSTING_TYPES.test(x))) && productNames(page) < 2;
  if (!posting && page.things.some((t) => typeNames(t).some((x) => LIST_TYPES.test(x)))) return true;
  const main = mainThing(page);
  if (!main) return false;
  const types = new Set(typeNames(main));
  const names = new Set(page.things.filter((t) => typeNames(t).some((x) => types.has(x))).map((t) => String(t.name ?? '')).filter(Boolean));
  return names.size > 1;
}
