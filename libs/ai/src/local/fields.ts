// Fields described in natural language, matched against what the page states, best source first:
// structured data, meta tags, labelled values, then elements and text. Not found is null.
import { fieldIntent, type FieldIntent } from './intent.js';
import type { Page } from './page.js';
import { describesProduct, metaValues, structuredByName, structuredValues } from './structured-fields.js';
import { buyControls, domAvailability, domBrand, domIdentifier, domPrices, labelledValue, textPrice } from './dom-fields.js';
import { parseForKind } from './parse-kind.js';
import { urlIdentifier } from './url-id.js';
import { labelLedPrice, precedes } from './price-text.js';
import { statedPrices, statedSkus } from './cross-check.js';
import { cleanText, parseEmail, parseAvailability } from './values.js';
import { aboutSomething, asksQuestion, freeTextAnswer, onlyFromText } from './free-text.js';
import { itemValues, sectionList, wantsItems } from './item-lists.js';
import { withoutSiteName } from './page-title.js';
import { productFact } from './product-facts.js';
import { alignedItemLists } from './aligned-lists.js';
import { mainItemAnswer, mainItemFact } from './main-item.js';

type Source = () => string[];

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

function anyInStock(values: string[]): string[] {
  const parsed = values.map((v) => parseAvailability(v)).filter((v) => v !== null);
  if (!parsed.length) return [];
  return [parsed.includes('InStock') ? 'InStock' : 'OutOfStock'];
}

/** a product page: one that states a price, describes a product in its markup or has controls to buy it */
function productPage(page: Page): boolean {
  return structuredValues(page, 'price').length > 0 || metaValues(page, 'price').length > 0 || describesProduct(page) || pagePrice(page) !== null || buyControls(page) || urlIdentifier(page.url, page.html) !== null;
}

function sourcesFor(page: Page, intent: FieldIntent): Source[] {
  const $ = page.$;
  const structured: Source = () => structuredValues(page, intent.kind);
  const meta: Source = () => metaValues(page, intent.kind);
  const labelled: Source = () => labelledValue(page, intent);
  const one = (v: string | null | undefined): string[] => (v ? [v] : []);
  switch (intent.kind) {
    case 'price':
      return [() => statedPrices(page), () => { const m = pagePrice(page); return m ? [String(m.amount)] : []; }];
    case 'currency':
      return [structured, meta, labelled, () => {
        const m = pagePrice(page);
        // the symbol as written: read with the page's country when several currencies share it
        return one(m?.symbol ?? m?.currency ?? null);
      }];
    case 'availability':
      // any offer in stock means the product can be bought; a product page (a price, or a Product in its
      // markup) with no sign of being out of stock is taken as in stock (the convention of schema.org consumers)
      return [() => anyInStock(structured()), () => anyInStock(meta()), labelled, () => one(domAvailability(page)), () => (productPage(page) ? ['InStock'] : [])];
    case 'sku':
      return [() => statedSkus(page, labelled()), () => labelled().filter((v) => /\d/.test(v)), () => one(urlIdentifier(page.url, page.html)), () => one(domIdentifier(page))];
    case 'mpn':
    case 'gtin':
      return [structured, meta, () => labelled().filter((v) => /\d/.test(v))];
    case 'brand':
      return [structured, meta, labelled, () => one(domBrand(page))];
    case 'title':
      return [structured, () => meta().map((t) => withoutSiteName(page, t) ?? ''), () => one(cleanText($('h1').first().text())), () => one(withoutSiteName(page, $('title').first().text()))];
    case 'description':
      return [structured, meta, () => one(page.content.excerpt)];
    case 'date':
      return [structured, meta, () => one($('time[datetime]').first().attr('datetime')), labelled, () => one(page.content.published_time)];
    case 'author':
      return [structured, meta, labelled, () => one(page.content.byline), () => one(cleanText($('[rel="author"]').first().text())), () => page.meta.get('twitter:creator') ?? []];
    case 'image':
      return [structured, meta, () => one($('main img[src], article img[src], img[src]').first().attr('src'))];
    case 'url':
      return [() => one($('link[rel="canonical"]').attr('href')), meta, structured, () => [page.url]];
    case 'email':
      return [structured, () => $('a[href^="mailto:" i]').map((_, a) => $(a).attr('href') ?? '').get(), labelled, () => one(parseEmail($('body').text()))];
    case 'phone':
      return [structured, () => $('a[href^="tel:" i]').map((_, a) => $(a).attr('href') ?? '').get(), labelled];
    case 'content':
      return [() => one(page.content.text), structured];
    case 'text':
      return [() => one(structuredByName(page, intent.words)), labelled, answerFinder(page, intent), () => byClassName(page, intent.words)];
    default:
      return [structured, meta, labelled, () => byClassName(page, intent.words)];
  }
}

/** "Publisher: Harbour Press" or "Publisher Harbour Press" read for "publisher" is "Harbour Press" */
function withoutLabel(value: string, words: string[]): string {
  const m = /^([\p{L}][\p{L} ]{1,30}?)\s*[:：]?\s+(.+)$/u.exec(value);
  if (!m) return value;
  const label = m[1].toLowerCase().split(/\s+/);
  return label.every((w) => words.includes(w) || /^(the|of|by|a)$/.test(w)) && label.some((w) => words.includes(w)) ? m[2] : value;
}

// Elements whose class or id names the field (".rating", "#location"): a last resort for any kind.
function byClassName(page: Page, words: string[]): string[] {
  const $ = page.$;
  const out: string[] = [];
  for (const w of words.filter((x) => x.length > 3 && /^[a-z]+$/.test(x)).slice(0, 3)) {
    $(`[class*="${w}" i],[id*="${w}" i]`).each((_, el) => {
      if (/^(script|style|body|html|meta|link)$/i.test((el as { tagName: string }).tagName)) return;
      const t = cleanText($(el).text());
      if (t && t.length <= 200) out.push(withoutLabel(t, words));
    });
    if (out.length) break;
  }
  return out;
}

function listFor(page: Page, intent: FieldIntent): unknown[] {
  if (wantsItems(intent)) {
    const section = intent.kind === 'text' ? sectionList(page, intent) : [];
    if (section.length) return section;
    const items = itemValues(page, intent);
    if (items.length) return items;
  }
  const values: unknown[] = [];
  const seen = new Set<string>();
  if (intent.kind === 'url') {
    // "all links": every link of the page, absolute, once each
    page.$('a[href]').each((_, a) => {
      const v = parseForKind('url', page.$(a).attr('href') ?? '', page.url);
      if (v && /^https?:/.test(String(v)) && !seen.has(String(v))) {
        seen.add(String(v));
        values.push(v);
      }
    });
    return values;
  }
  for (const source of sourcesFor(page, intent)) {
    // keyword lists come as one comma-separated string
    const raws = intent.kind === 'category' ? source().flatMap((r) => r.split(/\s*[,;]\s*/)) : source();
    for (const raw of raws) {
      const v = parseForKind(intent.kind, raw, page.url);
      const key = JSON.stringify(v);
      if (v !== null && !seen.has(key)) {
        seen.add(key);
        values.push(v);
      }
    }
    if (values.length) break;
  }
  if (intent.kind === 'image' && values.length <= 1) {
    page.$('img[src]').each((_, img) => {
      const v = parseForKind('image', page.$(img).attr('src') ?? '', page.url);
      if (v && !seen.has(JSON.stringify(v))) {
        seen.add(JSON.stringify(v));
        values.push(v);
      }
    });
  }
  return values;
}

/** the answer finder as a source: its typed span, or nothing */
function answerFinder(page: Page, intent: FieldIntent): Source {
  return () => {
    const v = freeTextAnswer(page, intent);
    return v === null ? [] : [String(v)];
  };
}

export function extractField(page: Page, name: string, description: string): unknown {
  const intent = fieldIntent(name, description);
  // the was price, colours, units left, rating and scale, shipping (product-facts.ts)
  const fact = productFact(page, name, description);
  if (fact !== undefined) return fact;
  // a fact of the page's main item named by the field's words: its publisher, venue, servings (main-item.ts)
  const itemFact = mainItemFact(page, intent);
  if (itemFact !== undefined) return itemFact;
  // a question about what the page says ("the time at which the show starts") is answered from its text
  // first; the kind's rules would give the page's own date or price instead
  if (asksQuestion(description, intent) && !/\b(list of|all|every|each|array of)\b/i.test(description)) {
    const v = freeTextAnswer(page, intent);
    if (v !== null && v !== '') return v;
    if (onlyFromText(intent)) return null;
  }
  // the main item of an item page: its title, authors and date (main-item.ts)
  const item = mainItemAnswer(page, intent);
  if (item !== undefined) return item;
  if (intent.plural) {
    const list = listFor(page, intent);
    return list.length ? list : null;
  }
  for (const source of sourcesFor(page, intent)) {
    for (const raw of source()) {
      const v = parseForKind(intent.kind, raw, page.url);
      if (v !== null && v !== '') return v;
    }
  }
  // the kind's rules found nothing: the page's text may still say it ("the date the tour ends")
  if (intent.kind !== 'text' && aboutSomething(intent)) return freeTextAnswer(page, intent);
  return null;
}

export function extractFields(page: Page, fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // lists of the items' parts asked together come from the same items, index by index (aligned-lists.ts)
  const lists = alignedItemLists(page, fields);
  for (const [name, description] of Object.entries(fields)) out[name] = lists.get(name) ?? extractField(page, name, description ?? '');
  return out;
}

