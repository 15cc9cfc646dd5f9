// Field values read from what the page shows people, when it states nothing in structured form:
// labelled values, elements named after the field (class, id, data-*), and phrases in the text.
import type { Element } from 'domhandler';
import { fieldIntent, type FieldKind, type FieldIntent } from './intent.js';
import type { Page } from './page.js';
import { FUNCTION } from './function-words.js';
import { PERSONS } from './noun-phrase.js';
import { saysUnitPrice } from './price-period.js';
import { cleanText, parseDate, parseMoney, parseAvailability, isOutOfStockPhrase, type Money } from './values.js';
import { labelAlternatives, labelPattern } from './label-languages.js';
import { PUBLISHER_LABELS } from './publisher-phrases.js';
import { dateIn } from './item-dates.js';

// Words that label a kind on pages, in the languages most shops use.
const LABELS: Partial<Record<FieldKind, RegExp>> = {
  // a price word, perhaps after the kind of price or its period ("Asking price", "Monthly rent", "Kaufpreis")
  // (the other languages' price words, "Tarif", "Prijs", from the label table: label-languages.ts)
  price: new RegExp(`^(?:(?:asking|guide|sale|selling|purchase|monthly|weekly|nightly|yearly|annual|kauf|miet|verkoop|koop|huur)\\s*)?(price|our price|sale price|your price|now|цена|fiyat|cost|fee|rent|salary|(?:starting|opening) bid|${labelAlternatives('price')})(?![\\p{L}])`, 'iu'),
  sku: /^(sku|item ?(#|no\.?|number|code|id)|art(ikel)?[.-]?\s?(nr|no|nummer)\.?|article (no|number)|product (code|id|no\.?|number)|prod(uct)?\.? ?#|ref(erence|érence)?\.?|código|codice|артикул|код( товара)?|kod( produktu)?|catalog (no|number)|šifra|sifra|šifra proizvoda|kód|kód produktu|cikkszám|varenummer|varenr\.?|artikelnr\.?|tuotenumero|produktnummer|numer (produktu|katalogowy)|referencia|referência|品番|型番|商品编号|商品番号|商品編號|style (#|no\.?)|asin|id|bestell-?(nummer|nr\.?)|best\.-?nr\.?|n(°|º|uméro) d'article|numero (di )?articolo|cod(\.|ice)? articolo|cod(\.)? produs|número de (artículo|producto)|tuotekoodi|produktkod|varekode|item code|product sku)$/i,
  brand: /^(brand|brand name|marke|marque|marca|бренд|производитель|manufacturer|hersteller|fabricante|merk|producent|märke|maker|designer|proizvajalec|proizvođač|proizvodjac|výrobce|výrobca|gyártó|márka|valmistaja|producător|marka|merkki|varemerke|fabrikant|メーカー|ブランド|品牌|廠牌)$/i,
  mpn: /^(mpn|part (no\.?|number)|manufacturer part (no\.?|number)|herstellernummer|hersteller-?nr\.?|model (no\.?|number))$/i,
  gtin: /^(ean|gtin|upc|isbn(-1[03])?|barcode|ean ?code|штрихкод|ean\/upc)$/i,
  availability: /^(availability|in stock|stock|verfügbarkeit|disponibilité|disponibilidad|disponibilità|наличие|dostępność|status|razpoložljivost|dostupnost|dostupnosť|dostupnost zboží|saatavuus|lagerstatus|lager|disponibilitate|készlet|在庫|库存|庫存)$/i,
  currency: /^(currency|währung|devise|moneda|валюта)$/i,
  // (a date's label may go on: "Date of sale", "Datum der Lieferung")
  date: new RegExp(`^(?:date|published|posted|updated|дата|(?:${labelAlternatives('date')}|${labelAlternatives('publication_date')})(?![\\p{L}]))`, 'iu'),
  author: labelPattern('author', 'authors?|by|written by|writer|автор', 'iu'),
  publisher: labelPattern('publisher', PUBLISHER_LABELS.join('|'), 'iu'),
  email: /^(e-?mail|courriel|correo)/i,
  phone: /^(phone|tel(ephone)?|telefon|téléphone|телефон)/i,
};

// class/id names that mark an element holding the kind
const NAMED: Partial<Record<FieldKind, RegExp>> = {
  price: /price|preis|prix|precio|prezzo|cena|цена|amount|cost/i,
  brand: /brand|manufacturer|marke|marque/i,
  sku: /\bsku\b|product-?id|item-?id|article-?n|artikel|product-?code|item-?number|prod-?id/i,
  availability: /availab|stock|inventory|lieferbar|verfugbar/i,
};
// a class or id token that names the availability box itself (not "variationUnavailable" templates)
const AVAILABILITY_TOKEN = /(^|[-_\s])(availability|in-?stock|stock-?(status|info|level|state|availability)?|inventory|delivery-?status)([-_\s]|$)/i;
const attrSelector = (words: string[]): string => words.flatMap((w) => [`[class*="${w}" i]`, `[id*="${w}" i]`, `[itemprop*="${w}" i]`]).join(',');
// elements to look at at all (a CSS pre-filter; the regexes above decide)
const PRICE_SELECTOR = `${attrSelector(['price', 'preis', 'prix', 'precio', 'prezzo', 'cena', 'цена', 'amount', 'cost'])},[data-price],[data-price-amount]`;
const AVAILABILITY_SELECTOR = attrSelector(['avail', 'stock', 'inventory', 'delivery']);
// boxes of other products (related, recommended, similar, upsell), named by class or id
const OTHER_PRODUCTS = ['related', 'recommend', 'similar', 'upsell', 'cross-sell', 'crosssell'].flatMap((w) => [`[class*="${w}" i]`, `[id*="${w}" i]`]).join(',');
const NOT_CURRENT_PRICE = /old|was|before|regular|list|original|strike|crossed|compare|save|saving|discount|rrp|msrp|uvp|unit|per|instal|month|shipping|delivery|range|filter|min|max|total/i;

function wordsMatch(label: string, words: string[]): boolean {
  const l = label.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  // a function word ("it", "who") of the description labels nothing: "It's official" is no label of "writing it"
  return words.length > 0 && words.some((w) => l.includes(w) && !FUNCTION.has(w)) && l.length <= Math.max(4, words.length + 2);
}

// a code's label matched by a word names a code (or a model: "model name/number"), not another kind:
// "Manufacturer recommended age" is no label of "Mfr Part #"
const CODES_OF_ITEMS = new Set<FieldKind>(['sku', 'mpn', 'gtin']);
const CODE_LABELS = new Set<FieldKind>(['sku', 'mpn', 'gtin', 'number', 'text', 'title']);
const otherCode = (kind: FieldKind, label: string): boolean => CODES_OF_ITEMS.has(kind) && !CODE_LABELS.has(labelKind(label));

// kinds whose labels are read by meaning too ("Publication date", "Released", "Written by" for a date or an author)
// ("Mfr Part #" is no label of "Manufacturer recommended age": a part number's label names a part number)
const CODES = new Set<FieldKind>(['sku']);
const BY_MEANING = new Set<FieldKind>(['date', 'author', 'publisher']);

// the kind a label names, kept across fields and pages (labels repeat: "Date", "Publisher"), bounded
const labelKinds = new Map<string, FieldKind>();
function labelKind(label: string): FieldKind {
  let kind = labelKinds.get(label);
  if (kind === undefined) {
    if (labelKinds.size >= 5000) labelKinds.clear();
    kind = fieldIntent(label, '', true).kind;
    labelKinds.set(label, kind);
  }
  return kind;
}

// a date's label over a year that reads as no day ("Published: London : Faber & Faber, 2019.", a catalogue's
// imprint; "Published: (2016)"): a year only gives no date, and the statement is no date's value
const yearInWords = (value: string): boolean => /\b\d{4}\b/.test(value) && parseDate(value) === null && !/^\d{4}-\d{2}/.test(dateIn(value) ?? '');

const YES_NO_LABEL = /^(?:is|are|was|were|does|do|did|has|have|can|will)\s/i;

/** the value of the first labelled pair whose label names the field */
export function labelledValue(page: Page, intent: FieldIntent): string[] {
  const re = LABELS[intent.kind];
  const out: string[] = [];
  // a code is labelled by its own words ("item number", "SKU"): the description's other words ("number", "site") label other things
  // and a person's or a maker's name asked ("the name credited as the author") is not any value labelled "Name"
  const words = CODES.has(intent.kind) ? intent.words.filter((w) => fieldIntent(w, '', true).kind === intent.kind) : PERSONS.has(intent.kind) ? intent.words.filter((w) => w !== 'name' && w !== 'names') : intent.words;
  for (const pair of page.labels) {
    const label = pair.label.trim();
    // a label that asks yes or no ("Is Discontinued By Manufacturer: No") holds an answer, not the thing it names
    if (intent.type !== 'boolean' && YES_NO_LABEL.test(label)) continue;
    if ((re && re.test(label)) || (wordsMatch(label, words) && !otherCode(intent.kind, label))) {
      if (intent.kind !== 'date' || !yearInWords(pair.value)) out.push(pair.value);
    }
    // a label read by meaning must hold a value of its kind: "Time zone" names no date
    else if (BY_MEANING.has(intent.kind) && label.split(/\s+/).length <= 4 && labelKind(label) === intent.kind && (intent.kind !== 'date' || parseDate(pair.value) !== null)) out.push(pair.value);
  }
  return out;
}

function classOf(el: Element): string {
  const a = el.attribs ?? {};
  return `${a.class ?? ''} ${a.id ?? ''} ${a.itemprop ?? ''} ${Object.keys(a).filter((k) => k.startsWith('data-')).join(' ')}`;
}

/** hidden by the page itself (templates for other states, variants not chosen) */
function hidden(page: Page, el: Element): boolean {
  return page.$(el).closest('[hidden],[style*="display:none"],[style*="display: none"],[class~="hidden"],[class~="a-hidden"],[aria-hidden="true"],template').length > 0;
}

function struck(page: Page, el: Element): boolean {
  return page.$(el).closest('del,s,strike').length > 0;
}

/** prices shown in elements named "price", in document order, leaving out old, unit and range prices */
export interface DomPrice extends Money {
  el: Element;
  /** read from the element's text (not a content / data attribute) */
  shown: boolean;
}

export function domPrices(page: Page): DomPrice[] {
  const $ = page.$;
  const out: DomPrice[] = [];
  $(PRICE_SELECTOR).each((_, node) => {
    const el = node as Element;
    const name = classOf(el);
    if (!NAMED.price!.test(name) || NOT_CURRENT_PRICE.test(name.replace(/price-?wrap\w*|price-?box/gi, ''))) return;
    if (/^(script|style|option|select|input|form|nav|footer|header)$/i.test(el.tagName)) return;
    // a price box holding several prices (old and new): its named children are looked at one by one
    const pricedParts = $(el).find('*').filter((_, d) => NAMED.price!.test(classOf(d as Element)) && parseMoney(cleanText($(d).text()).slice(0, 60)) !== null);
    if (pricedParts.length >= 2) return;
    if (struck(page, el) || $(el).closest(`nav,footer,[class*="carousel"],${OTHER_PRODUCTS}`).length) return;
    const contentAttr = el.attribs?.content ?? el.attribs?.['data-price'] ?? el.attribs?.['data-price-amount'];
    // a struck-through earlier price inside the box is not the price it sells at
    const struckParts = $(el).find('del,s,strike');
    const text = cleanText(struckParts.length ? $(el).clone().find('del,s,strike').remove().end().text() : $(el).text());
    const fromAttr = contentAttr ? parseMoney(contentAttr, true) : null;
    // "€ 3.941 /m²" in an element named "price": a unit price, not the item's
    const money = fromAttr || (text.length <= 40 && !saysUnitPrice(text) ? parseMoney(text, false) : null);
    if (money && money.amount > 0) out.push({ ...money, el, shown: !fromAttr && el.tagName !== 'meta' && !hidden(page, el) });
    if (out.length >= 8) return false;
    return undefined;
  });
  return out;
}

/** a price written in text next to a price word: "Price: $12.99"; a price per a measure ("Price per m²") only when asked for one */
export function textPrice(page: Page, perUnit = false): Money | null {
  for (const pair of page.labels) {
    if (!LABELS.price!.test(pair.label) || saysUnitPrice(`${pair.label} ${pair.value}`) !== perUnit) continue;
    const m = parseMoney(pair.value, true);
    if (m) return m;
  }
  return null;
}

/** an id held in a data-* attribute or element named sku / product-id */
export function domIdentifier(page: Page): string | null {
  const $ = page.$;
  const attr = $('[data-sku],[data-product-sku],[data-product-id],[data-productid],[data-item-id],[data-pid]').first();
  if (attr.length) {
    const a = attr.attr() ?? {};
    const v = a['data-sku'] ?? a['data-product-sku'] ?? a['data-product-id'] ?? a['data-productid'] ?? a['data-item-id'] ?? a['data-pid'];
    if (v && v.trim()) return v.trim();
  }
  let found: string | null = null;
  $('[class*="sku" i],[id*="sku" i]').each((_, node) => {
    const t = cleanText($(node).text()).replace(/^[^:：#]*[:：#]\s*/, '');
    if (t && t.length <= 40 && /\d/.test(t) && !/\s/.test(t)) {
      found = t;
      return false;
    }
    return undefined;
  });
  return found;
}

export function domBrand(page: Page): string | null {
  const $ = page.$;
  let found: string | null = null;
  $('[class*="brand" i],[id*="brand" i]').each((_, node) => {
    if ($(node).closest('nav,footer,header').length) return undefined;
    const t = cleanText($(node).text());
    if (t && t.length <= 40 && t.split(' ').length <= 4 && !/[:：]/.test(t)) {
      found = t;
      return false;
    }
    return undefined;
  });
  return found;
}

/** availability from elements named stock/availability, then from an out-of-stock or add-to-cart sign */
export function domAvailability(page: Page): 'InStock' | 'OutOfStock' | null {
  const $ = page.$;
  let found: 'InStock' | 'OutOfStock' | null = null;
  $(AVAILABILITY_SELECTOR).each((_, node) => {
    const el = node as Element;
    const a = el.attribs ?? {};
    if (!AVAILABILITY_TOKEN.test(`${a.class ?? ''} ${a.id ?? ''}`.replace(/([a-z])([A-Z])/g, '$1-$2')) || /^(script|style|option|select|nav)$/i.test(el.tagName)) return undefined;
    if (hidden(page, el) || $(el).closest(`nav,footer,${OTHER_PRODUCTS}`).length) return undefined;
    const text = cleanText($(el).text());
    if (!text || text.length > 160) return undefined;
    const parsed = parseAvailability(text);
    if (parsed) {
      found = parsed;
      return false;
    }
    return undefined;
  });
  if (found) return found;
  const signs = buttonSigns(page);
  if (signs.outOfStock) return 'OutOfStock';
  return signs.cart ? 'InStock' : null;
}

// a form or a button the shop's code names for putting the item in the cart ("addToCart", "product_addtocart_form",
// "button-cart"), whatever its label's language says ("Naroči", or a sold-out page's switched-off label)
const CART_NAME = /add[-_]?to[-_]?(cart|basket|bag|trolley)|^(button|btn)[-_]?(cart|basket|buy)$|^(cart|basket|buy)[-_]?(button|btn)$/i;
const namedForCart = (el: Element): boolean => [el.attribs.id, el.attribs.name].some((n) => n !== undefined && CART_NAME.test(n));

/** shop controls of a single product: a quantity box, a form that puts the product into the cart, or a cart button */
export function buyControls(page: Page): boolean {
  const $ = page.$;
  const qty = $('input[name*="qty" i],input[name*="quantity" i],select[name*="qty" i],select[name*="quantity" i]').filter((_, el) => !hidden(page, el as Element) && $(el).attr('type') !== 'hidden');
  if (qty.length > 0 || $('form[action*="cart" i],form[action*="basket" i]').length > 0) return true;
  return $('form,button').toArray().some((el) => namedForCart(el as Element) && !hidden(page, el as Element));
}

const CART_WORDS = new RegExp([
  'add[\\s-]?to[\\s-]?(cart|bag|basket|trolley)', 'buy[\\s-]?now', 'in den warenkorb', 'ajouter au panier', 'añadir al carrito', 'aggiungi al carrello',
  'в корзину', 'купить', 'у кошик', 'do koszyka', 'sepete ekle', 'köp', 'kaufen', 'comprar', 'adicionar ao carrinho', 'in winkelwagen', 'in (de )?mand',
  'lägg i varukorg', 'legg i handlekurv', 'læg i kurv', 'lisää ostoskoriin', 'do košíku', 'do košarice', 'u košaricu', 'v košarico', 'kosárba', 'adaugă în coș',
  '加入購物車', '加入购物车', '放入購物車', '立即購買', '立即购买', 'カートに入れる', 'カートに追加', '今すぐ購入', '장바구니 담기', '바로 ?구매',
].join('|'), 'i');

/** buy buttons: an enabled, shown add-to-cart button; a sold-out label or a disabled buy button */
export function buttonSigns(page: Page): { cart: boolean; outOfStock: boolean } {
  const $ = page.$;
  let cart = false;
  let outOfStock = false;
  let disabledBuy = false;
  $('button,input[type="submit"],a[class*="cart" i],a[class*="buy" i],[class*="buy" i] > a,[class*="cart" i] > a').each((_, node) => {
    const el = $(node);
    const label = cleanText(`${el.text()} ${el.attr('value') ?? ''} ${el.attr('title') ?? ''} ${el.attr('aria-label') ?? ''}`);
    const named = `${el.attr('class') ?? ''} ${el.attr('id') ?? ''} ${el.attr('name') ?? ''}`;
    if (label.length > 60 || hidden(page, node as Element)) return;
    if (isOutOfStockPhrase(label)) outOfStock = true;
    else if (CART_WORDS.test(label + ' ' + named)) {
      // a buy button the page has switched off says the product cannot be bought now
      const off = el.attr('disabled') !== undefined || el.attr('aria-disabled') === 'true' || /(^|[-_\s])disabled([-_\s]|$)/i.test(el.attr('class') ?? '');
      if (off) disabledBuy = true;
      else cart = true;
    }
  });
  return { cart, outOfStock: outOfStock || (disabledBuy && !cart) };
}
