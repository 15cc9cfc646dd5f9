// Where each kind of field is read on a page: named candidate sources, in the order of trust (their
// prior). They follow the field-wide sources (field-sources.ts: product and item facts, the prose's
// answer to a particular question, yes/no, counts, lists) in the resolver's one ranking (resolve.ts).
import type { FieldIntent, FieldKind } from './intent.js';
import type { Page } from './page.js';
import { describesProduct, metaValues, structuredByName, structuredValues } from './structured-fields.js';
import { buttonSigns, buyControls, domAvailability, domBrand, domIdentifier, domPrices, labelledValue, textPrice } from './dom-fields.js';
import { urlIdentifier } from './url-id.js';
import { amountMeant, labelLedPrice, precedes } from './price-text.js';
import { prosePrice } from './prose-price.js';
import { blockPrice } from './item-block.js';
import { askedPeriod, saysUnitPrice } from './price-period.js';
import { splitCase } from './case-split.js';
import { statedPrices, statedSkus } from './cross-check.js';
import { cleanText, parseAvailability, parseEmail } from './values.js';
import { freeTextAnswer } from './free-text.js';
import { withoutSiteName } from './page-title.js';
import { bylines, siteNames } from './page-facts.js';
import { articlePage, declaredArticle, mainThing } from './main-item.js';
import { labelsAnItem, listsOthersItem } from './item-facts.js';
import { eventPage } from './event-page.js';
import { kindOfStem, stem } from './lexicon.js';
import { linkOwner, ownerLinks } from './owner-links.js';
import { imageSignals, notAPicture, pictures, siteLogo } from './page-images.js';
import { asksForFurniture } from './page-furniture.js';
import { asksModified, modifiedDates } from './modified-date.js';
import { publishedLineDate } from './item-date-sources.js';

export interface Source {
  /** a name for the signals of a candidate ("structured", "label", "byline", "answer-finder") */
  name: string;
  read: (page: Page, intent: FieldIntent) => string[];
}

const one = (v: string | null | undefined): string[] => (v ? [v] : []);

/** a shop page: one that describes a product in its markup or has controls to buy it (a salary or a rent is no shop's price) */
export function shopPage(page: Page): boolean {
  return structuredValues(page, 'price').length > 0 || metaValues(page, 'price').length > 0 || describesProduct(page) || buyControls(page) || buttonSigns(page).cart;
}

function pagePrice(page: Page) {
  return page.remember('pagePrice', () => {
    const text = textPrice(page);
    if (text) return text;
    // a price named by its element, or written after a price word: whichever the page shows first
    const named = domPrices(page)[0];
    const led = labelLedPrice(page);
    if (named && led && precedes(led.node, named.el)) return led;
    return named ?? led;
  });
}

/** the field asks a price per a measure ("price per m²", "price_per_sqft") */
// (a description that says the price of one item, "price per item", "each", "a piece", names the item's own price:
// a key `unit_price` beside it is that price, not one per kilo or metre)
const PER_ITEM = /\b(?:(?:per|a|an|one|single|for\s+(?:one|a)(?:\s+single)?)\s+(?:item|piece|product|article|unit)|each|apiece|per\s+one)\b/i;
// (the key read as its words however it is spelt: `unit_price`, `unitPrice` and "unit price" ask the same)
const asksUnitPrice = (i: FieldIntent): boolean => !PER_ITEM.test(i.description) && saysUnitPrice(`${i.description} ${splitCase(i.name).replace(/[_\-.]+/g, ' ')}`);
// a unit price asked of a page that states none per a measure: the item's price is the price of one unit
const asksMeasuredPrice = (p: Page, i: FieldIntent): boolean => asksUnitPrice(i) && textPrice(p, true) !== null;

function anyInStock(values: string[]): string[] {
  const parsed = values.map((v) => parseAvailability(v)).filter((v) => v !== null);
  if (!parsed.length) return [];
  return [parsed.includes('InStock') ? 'InStock' : 'OutOfStock'];
}

/** a product page: one that states a price, describes a product in its markup or has controls to buy it */
function productPage(page: Page): boolean {
  return structuredValues(page, 'price').length > 0 || metaValues(page, 'price').length > 0 || describesProduct(page) || pagePrice(page) !== null || buyControls(page) || urlIdentifier(page.url, page.html) !== null;
}

/** "Publisher: Harbour Press" or "Publisher Harbour Press" read for "publisher" is "Harbour Press" */
function withoutLabel(value: string, words: string[]): string {
  const m = /^([\p{L}][\p{L} ]{1,30}?)\s*[:：]?\s+(.+)$/u.exec(value);
  if (!m) return value;
  const label = m[1].toLowerCase().split(/\s+/);
  return label.every((w) => words.includes(w) || /^(the|of|by|a)$/.test(w)) && label.some((w) => words.includes(w)) ? m[2] : value;
}

// Elements whose class or id names the field (".rating", "#location"): a last resort for any kind. A word
// of the field that names another kind says whose value it is, not the element ("publisher.name": a class
// "name" holds a commenter's or a form's name, not the publisher)
function byClassName(page: Page, intent: FieldIntent): string[] {
  const $ = page.$;
  const out: string[] = [];
  const { words } = intent;
  const otherKind = (w: string): boolean => intent.kind !== 'text' && (kindOfStem(stem(w)) ?? intent.kind) !== intent.kind;
  for (const w of words.filter((x) => x.length > 3 && /^[a-z]+$/.test(x) && !otherKind(x)).slice(0, 3)) {
    $(`[class*="${w}" i],[id*="${w}" i]`).each((_, el) => {
      if (/^(script|style|body|html|meta|link)$/i.test((el as { tagName: string }).tagName)) return;
      const t = cleanText($(el).text());
      if (t && t.length <= 200) out.push(withoutLabel(t, words));
    });
    if (out.length) break;
  }
  return out;
}

const src = (name: string, read: Source['read']): Source => ({ name, read });
const structured = src('structured', (p, i) => structuredValues(p, i.kind));
const meta = src('meta', (p, i) => metaValues(p, i.kind));
const labelled = src('label', (p, i) => labelledValue(p, i));
const classNamed = src('class-name', (p, i) => byClassName(p, i));
/** the answer finder over the page's prose: its typed span */
const answerFinder = src('answer-finder', (p, i) => {
  const v = freeTextAnswer(p, i);
  return v === null ? [] : [String(v)];
});

/** candidate sources of each kind, most trusted first; kinds not listed read structured data, meta, labels and class names */
export const SOURCES: Partial<Record<FieldKind, Source[]>> = {
  // then an amount alone on a line of the item's title block ("€ 389.000 k.k." under a home's h1); a price per
  // a measure ("Price per m²") last, or alone when the field asks for one ("price per square metre")
  // before it, an amount a sentence's price noun leads to ("at a guide price of £385,000", prose-price.ts)
  price: [src('stated', (p) => statedPrices(p)), src('page-price', (p, i) => { const m = asksMeasuredPrice(p, i) ? null : pagePrice(p); return m ? [String(amountMeant(p, m))] : []; }), src('item-block', (p, i) => { const m = asksMeasuredPrice(p, i) ? null : blockPrice(p, askedPeriod(i.name, i.description)); return m ? [String(m.amount)] : []; }), src('prose-price', (p, i) => { const m = asksMeasuredPrice(p, i) || i.facts.length ? null : prosePrice(p); return m ? [String(m.amount)] : []; }), src('unit-price', (p) => { const m = textPrice(p, true); return m ? [String(amountMeant(p, m))] : []; })],
  // the symbol as written: read with the page's country when several currencies share it
  currency: [structured, meta, labelled, src('page-price', (p) => { const m = pagePrice(p); return one(m?.symbol ?? m?.currency ?? null); })],
  // any offer in stock means the product can be bought; a product page with no sign of being out of stock is
  // taken as in stock (the convention of schema.org consumers)
  availability: [src('structured', (p, i) => anyInStock(structuredValues(p, i.kind))), src('meta', (p, i) => anyInStock(metaValues(p, i.kind))), labelled, src('dom', (p) => one(domAvailability(p))), src('product-page', (p) => (productPage(p) ? ['InStock'] : []))],
  sku: [src('stated', (p, i) => statedSkus(p, labelledValue(p, i))), src('label', (p, i) => labelledValue(p, i).filter((v) => /\d/.test(v))), src('url', (p) => one(urlIdentifier(p.url, p.html))), src('dom', (p) => one(domIdentifier(p)))],
  mpn: [structured, meta, src('label', (p, i) => labelledValue(p, i).filter((v) => /\d/.test(v)))],
  gtin: [structured, meta, src('label', (p, i) => labelledValue(p, i).filter((v) => /\d/.test(v)))],
  brand: [structured, meta, labelled, src('dom', (p) => one(domBrand(p)))],
  title: [structured, src('meta', (p, i) => metaValues(p, i.kind).map((t) => withoutSiteName(p, t) ?? '')), src('h1', (p) => one(cleanText(p.$('h1').first().text()))), src('head-title', (p) => one(withoutSiteName(p, p.$('title').first().text())))],
  description: [structured, meta, src('excerpt', (p) => one(p.content.excerpt))],
  // the last change's date when asked for and stated (modified-date.ts), else the date's own sources; last, a line
  // opened by publishing ('First published 19th October 2021'), not one of the last change beside it
  date: [src('modified', (p, i) => (asksModified(i) ? modifiedDates(p) : [])), structured, meta, src('time', (p) => one(p.$('time[datetime]').first().attr('datetime'))), labelled, src('content', (p) => one(p.content.published_time)), src('published-line', (p) => one(publishedLineDate(p)))],
  author: [structured, meta, labelled, src('content', (p) => one(p.content.byline)), src('rel-author', (p) => one(cleanText(p.$('[rel="author"]').first().text()))), src('twitter', (p) => p.meta.get('twitter:creator') ?? []), src('byline', (p) => bylines(p))],
  // an article's publisher is the site that publishes it (an event's, a job's or a home's is not: null where the
  // page states none); a "publishing house" or an imprint is a book's, never a news site
  publisher: [structured, meta, labelled, src('site-name', (p, i) => (!sitePublishes(p) || BOOK_PUBLISHER.test(i.said) ? [] : siteNames(p))), classNamed],
  // an image's other tags and a logo's or a tracker's address are no picture of the page (page-images.ts)
  image: [src('structured', (p, i) => structuredValues(p, i.kind).filter((v) => !notAPicture(v))), src('meta', (p, i) => metaValues(p, i.kind).filter((v) => !notAPicture(v))), src('first-image', (p) => one(mainImage(p)))],
  url: [src('canonical', (p) => one(p.$('link[rel="canonical"]').attr('href'))), meta, structured, src('address', (p) => one(p.url))],
  email: [structured, src('mailto', (p) => p.$('a[href^="mailto:" i]').map((_, a) => p.$(a).attr('href') ?? '').get()), labelled, src('text', (p) => one(parseEmail(p.$('body').text())))],
  phone: [structured, src('tel', (p) => p.$('a[href^="tel:" i]').map((_, a) => p.$(a).attr('href') ?? '').get()), labelled],
  content: [src('main-content', (p) => one(p.content.text)), structured],
  text: [src('structured', (p, i) => one(structuredByName(p, i.words))), labelled, answerFinder, classNamed],
};

const FAIR_SIZE = 48;
const LARGE = 200;
/** the item's image: the article's or main part's first picture (no furniture: page-images.ts) of a fair size, a large one first */
function mainImage(page: Page): string | undefined {
  for (const scope of ['article', 'main', 'body']) {
    const imgs = pictures(page, scope).filter((img) => imageSignals(page, img).size >= FAIR_SIZE);
    if (!imgs.length) continue;
    const large = imgs.find((img) => imageSignals(page, img).size >= LARGE);
    return page.$(large ?? imgs[0]).attr('src') ?? undefined;
  }
  return undefined;
}

/** "the logo": the site's own image, asked as such (not the page's picture) */
const LOGO_SOURCES: Source[] = [src('logo', (p) => one(siteLogo(p)))];

/** an article by its markup, its og:type or a byline the page's readers find ("By Oona Brandt") */
// (a byline on a job's or a home's listing is its poster's: a recruitment agency's WordPress post is not its writing)
const outletPage = (p: Page): boolean => !mainThing(p) && (declaredArticle(p) || ((articlePage(p) || bylines(p).length > 0) && !listsOthersItem(p)));
/**
 * The site publishes the page itself: an article, or a page the site declares its own (og:type website: a
 * release note, a product tour) that is no item's. A product's, a book's, an event's, a job's or a home's
 * publisher is not the site: null where the page states none (a page that declares nothing stays unread).
 * (A venue's own site says "website" of its events too: a page of an event's venue or tickets is an item's.)
 */
const siteOwnPage = (p: Page): boolean => /^website$/i.test(p.meta.get('og:type')?.[0]?.trim() ?? '') && !mainThing(p) && !labelsAnItem(p) && !productPage(p) && !eventPage(p, null);
const sitePublishes = (p: Page): boolean => outletPage(p) || siteOwnPage(p);
const BOOK_PUBLISHER = /\b(publishing (house|company|firm)|imprint)\b/;

const DEFAULT_SOURCES: Source[] = [structured, meta, labelled, classNamed];

/** what the site calls itself, for "the name of the website" */
export const SITE_SOURCES: Source[] = [src('site-name', (p) => siteNames(p))];

/** the site's own address ("website url"): its home page, from the page's canonical address or its own */
const SITE_ADDRESS: Source[] = [src('site-home', (p) => {
  for (const raw of [p.$('link[rel="canonical"]').attr('href'), p.url]) {
    try {
      if (raw) return [`${new URL(raw, p.url ?? undefined).origin}/`];
    } catch {
      // not an address: the next one
    }
  }
  return [];
})];

export function sourcesOf(intent: FieldIntent): Source[] {
  if (asksForFurniture(intent)) return LOGO_SOURCES;
  if (intent.subject === 'site' && intent.kind === 'title') return SITE_SOURCES;
  if (intent.subject === 'site' && intent.kind === 'url') return SITE_ADDRESS;
  // "author.url": the author's own page, not this page's address
  const owner = linkOwner(intent);
  if (owner) return [src('owner-link', (p) => ownerLinks(p, owner))];
  // the answer finder reads questions about something in particular (field-sources.ts); "who wrote it" asked of the
  // prose would name whoever a sentence mentions, not the page's author
  return SOURCES[intent.kind] ?? DEFAULT_SOURCES;
}

export { answerFinder };
