// Product facts read from what a page (or one item card) shows in words: the earlier "was" price, how
// many are left, a rating and its scale, the shipping cost, the colours offered. Each reader looks at a
// scope (the page's body or one card) and leaves out what other people wrote or other products show:
// reviews, comments, quotes, related products, navigation and footers.
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { elementText } from './text.js';
import { parseAvailability, parseMoney, parseNumber } from './values.js';
import { WORD_NUMBERS } from './number-words.js';

// Boxes whose prices, ratings and counts are not this product's own: single reviews (not a reviews
// summary, which holds the average rating), comments, quotes, other products, chrome, cookie notices.
// Tested by hand, not by a selector: cheerio compiles a selector on every call.
const OTHER_TAGS = /^(blockquote|q|nav|footer|header|template|script|style|noscript|svg)$/i;
const OTHER_CLASS = /review-?item|review-?body|review-?text|review-?content|user-?review|comment|testimonial|related|recommend|similar|upsell|carousel|cookie|consent/i;
const OTHER_ID = /review|comment|related|cookie|consent/i;

export function isOther(el: Element): boolean {
  const a = el.attribs ?? {};
  if (OTHER_TAGS.test(el.tagName) || a.hidden !== undefined || a.itemprop === 'review') return true;
  const cls = a.class ?? '';
  return OTHER_CLASS.test(cls) || /(^|\s)review(\s|$)/i.test(cls) || OTHER_ID.test(a.id ?? '');
}

const insideOthers = new WeakMap<Element, boolean>();

/** the element or one around it is another's box */
export function inOthers(el: Element): boolean {
  const known = insideOthers.get(el);
  if (known !== undefined) return known;
  const v = isOther(el) || (el.parent !== null && el.parent.type === 'tag' && inOthers(el.parent as Element));
  insideOthers.set(el, v);
  return v;
}

const BLOCK = /^(p|li|td|th|dd|dt|div|h[1-6]|label|legend|blockquote|section|article|figcaption|caption|button|option|fieldset|form|ul|ol|table|tr|tbody|thead|main|aside|header|footer|nav|body|details|summary)$/i;

export interface Block {
  el: Element;
  text: string;
}

const blocksOf = new WeakMap<Element, Block[]>();

/** the smallest blocks of text in a scope (a paragraph, a cell, a line), outside others' boxes; kept per scope */
export function leafBlocks(_$: CheerioAPI, root: Element): Block[] {
  const known = blocksOf.get(root);
  if (known) return known;
  const out: Block[] = [];
  const walk = (el: Element): void => {
    const kids = el.children.filter((c): c is Element => c.type === 'tag');
    if (kids.some((k) => BLOCK.test(k.tagName))) {
      for (const k of kids) if (!isOther(k)) walk(k);
      return;
    }
    const text = elementText(el);
    if (text && text.length <= 400) out.push({ el, text });
  };
  if (root.tagName === 'body' || !inOthers(root)) walk(root);
  blocksOf.set(root, out);
  return out;
}

const AMOUNT = String.raw`(?:[$€£¥₹]|[A-Z]{3}\s?)?\d[\d.,]*(?:\s?(?:[$€£¥₹]|[A-Z]{3}\b|kr|zł))?`;

/** amounts in a text with where they start */
function amounts(text: string): Array<{ amount: number; index: number; end: number }> {
  const out: Array<{ amount: number; index: number; end: number }> = [];
  const re = new RegExp(AMOUNT, 'g');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const money = parseMoney(m[0], false);
    if (money && money.amount >= 0) out.push({ amount: money.amount, index: m.index, end: m.index + m[0].length });
  }
  return out;
}

// ---- the earlier price ----

const WAS_CLASS = /(^|[-_\s])(was|old|before|regular|original|compare|strike|striked|strikethrough|crossed|rrp|msrp|list-?price|price-?was|price-?old|price-?before|price-?regular|price-?original)([-_\s]|$)/i;
const WAS_WORDS = /\b(was|were|before|originally|rrp|msrp|list price|regular price|original price|compare at|usual price|normal price|reg\.|previous price|old price|retail price|full price)\s*[:：]?\s*$/i;

/** earlier prices of the scope, best first: struck-through, named "old"/"was", then written after "was"/"RRP" */
export function wasPrices($: CheerioAPI, root: Element): number[] {
  const out: number[] = [];
  const add = (n: number | null | undefined): void => {
    if (n !== null && n !== undefined && n > 0) out.push(n);
  };
  $(root).find('del,s,strike,[style*="line-through"],[class]').each((_, node) => {
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    const struck = /^(del|s|strike)$/.test(tag) || /line-through/.test(el.attribs.style ?? '');
    if (!struck && !WAS_CLASS.test((el.attribs.class ?? '').replace(/([a-z])([A-Z])/g, '$1-$2'))) return;
    if (inOthers(el)) return;
    const text = elementText(el);
    if (text.length > 60) return;
    add(parseMoney(text, struck)?.amount);
  });
  for (const b of leafBlocks($, root)) {
    for (const a of amounts(b.text)) if (WAS_WORDS.test(b.text.slice(Math.max(0, a.index - 30), a.index))) add(a.amount);
  }
  return out;
}

// ---- how many are left ----

const UNIT = String.raw`(?:(?:items?|units?|pieces?|pcs\.?|pairs?|copies|ones?|in the shop|at this price)\s+)?`;
const COUNT_NUM = String.raw`(\d{1,6}|one|two|three|four|five|six|seven|eight|nine|ten)`;
const LEFT_RE = new RegExp(String.raw`\b${COUNT_NUM}\s+${UNIT}(?:left|remaining|remain|still available|in stock|available|on hand)\b`, 'i');
const LABEL_RE = /^(?:in\s+)?(stock|inventory|units? (?:left|available)|quantity (?:available|left|remaining|in stock)|available quantity|remaining(?: stock)?|stock (?:left|level|remaining|count|quantity|on hand)|on hand)\s*[:：]?\s*(\d{1,6})\b(?!\s*(?:[.,]\d|%|days?|hours?))/i;

function countOf(word: string): number | null {
  const w = word.toLowerCase();
  return WORD_NUMBERS[w] ?? (/^\d+$/.test(w) ? Number(w) : null);
}

// the count of a thing left, its noun said ("38 places left", "Places left 38", "Remaining seats: 12")
const REMAIN = '(?:left|remaining|remain|still available|available)';
function countedLeft(noun: string): RegExp {
  const n = `${noun.replace(/[^\p{L}]/gu, '').replace(/s$/, '')}s?`;
  return new RegExp(String.raw`\b(?:${COUNT_NUM}\s+${n}\s+${REMAIN}|${n}\s+${REMAIN}\s*[:：]?\s*(\d{1,6})|remaining\s+${n}\s*[:：]?\s*(\d{1,6}))\b(?!\s*(?:[.,]\d|%))`, 'iu');
}

/** the number of units left that the scope states ("only 4 left", "7 left in stock", "Stock: 12"), or of the thing counted ("38 places left"), or null */
export function unitsLeft($: CheerioAPI, root: Element, soldOutIsNone = false, counted?: string): number | null {
  const blocks = leafBlocks($, root);
  if (counted) {
    const re = countedLeft(counted);
    for (const b of blocks) {
      const m = re.exec(b.text);
      const n = m ? countOf(m[1] ?? m[2] ?? m[3]) : null;
      if (n !== null) return n;
    }
    return null;
  }
  for (const b of blocks) {
    if (/\b(last one|last item|last piece)\b/i.test(b.text)) return 1;
    // "3 colours available", "2 days left" do not match: only a unit word may stand between
    const m = LEFT_RE.exec(b.text);
    const n = m ? countOf(m[1]) : null;
    if (n !== null) return n;
    const l = LABEL_RE.exec(b.text);
    if (l) return Number(l[2]);
  }
  // an item's "Sold out" states that none of it is left (a page's may be a variant's or another product's)
  return soldOutIsNone && blocks.some((b) => b.text.length <= 40 && b.el.tagName !== 'button' && b.el.tagName !== 'option' && parseAvailability(b.text) === 'OutOfStock') ? 0 : null;
}

// ---- rating and scale ----

export interface Rating {
  value: number;
  best: number | null;
}

const OUT_OF = /(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:out of|of|\/)\s*(\d{1,3}(?:[.,]\d)?)(?!\d)\s*(stars?|points)?/i;
const RATING_CONTEXT = /\b(rat(ed|ing|ings)|stars?|score|reviews?|average)\b/i;

export function ratingOfText(text: string, context: boolean): Rating | null {
  const m = OUT_OF.exec(text);
  if (!m) return null;
  const value = parseNumber(m[1]);
  const best = parseNumber(m[2]);
  if (value === null || best === null || best < 3 || best > 100 || value > best) return null;
  // "1 of 3" (a pager), "3/5" (a date) are not ratings: the words around must say so
  if (!m[3] && !context && !RATING_CONTEXT.test(text)) return null;
  if (/\bof\b/i.test(m[0]) && !/out of/i.test(m[0]) && !m[3]) return null;
  // "1 / 5" is as often a picture counter: a whole number over "/" needs a rating element or label
  if (/\//.test(m[0]) && !m[3] && !/[.,]/.test(m[1]) && !context) return null;
  return { value, best };
}

/** the scope's own rating as "4.3 out of 5", "4.6/5", "Rated 8 of 10 stars" (in text or an aria-label), or null */
export function statedRating($: CheerioAPI, root: Element): Rating | null {
  let found: Rating | null = null;
  $(root).find('[aria-label],[title]').each((_, node) => {
    const el = node as Element;
    if (inOthers(el)) return undefined;
    found = ratingOfText(`${el.attribs['aria-label'] ?? ''} ${el.attribs.title ?? ''}`, RATING_CONTEXT.test(el.attribs.class ?? ''));
    return found ? false : undefined;
  });
  if (found) return found;
  for (const b of leafBlocks($, root)) {
    const r = ratingOfText(b.text, RATING_CONTEXT.test(`${b.el.attribs?.class ?? ''} ${b.el.attribs?.id ?? ''}`));
    if (r) return r;
  }
  // an element named for the rating holding a bare number ("<span class="rating">4.5</span>", itemprop ratingValue)
  $(root).find('[itemprop="ratingValue"],[class*="rating" i],[class*="stars" i],[id*="rating" i]').each((_, node) => {
    const el = node as Element;
    if (inOthers(el)) return undefined;
    const raw = el.attribs.content ?? elementText(el);
    if (raw.length > 30 || !/^\D{0,12}\d{1,2}([.,]\d{1,2})?\D{0,16}$/.test(raw)) return undefined;
    const value = parseNumber(raw);
    if (value !== null && value >= 1 && value <= 10) found = { value, best: null };
    return found ? false : undefined;
  });
  return found;
}

// ---- shipping ----

const SHIP_WORD = /\b(shipping|delivery|postage|p&p|carriage|freight|ships?|shipped|delivered)\b/i;
const THRESHOLD = /\b(over|above|orders? (of|over|above|from)|spend(ing)?|min(imum)?|more than|at least)\s*$/i;
const FREE = /\bfree\b/i;

/** the shipping cost the scope names: the amount in a clause about shipping that is not an order threshold; "free" is 0 */
export function shippingCost($: CheerioAPI, root: Element): number | null {
  let free = false;
  for (const b of leafBlocks($, root)) {
    if (!SHIP_WORD.test(b.text)) continue;
    for (const clause of b.text.split(/[;.!?](?:\s|$)|,\s(?=(?:and |but |or )?(?:orders?|free|otherwise|from)\b)/i)) {
      if (!SHIP_WORD.test(clause)) continue;
      // not an order threshold ("over £50"), nor a total that includes shipping ("$5,663.94 (including shipping)")
      const costs = amounts(clause).filter((a) => !THRESHOLD.test(clause.slice(Math.max(0, a.index - 25), a.index)) && !/\btotal\b[^\d]{0,12}$/i.test(clause.slice(Math.max(0, a.index - 20), a.index)) && !/^\s*(or more|\+|and (over|above)|\(?\s*(incl|inc|including|with|plus)\b)/i.test(clause.slice(a.end)) && /[$€£¥₹]|[A-Z]{3}|kr|zł/.test(clause.slice(a.index, a.end)));
      if (costs.length) return costs[0].amount;
      // "free delivery" counts only when no order threshold conditions it
      if (FREE.test(clause) && !amounts(clause).length) free = true;
    }
  }
  return free ? 0 : null;
}

// ---- colours ----

// basic colour terms, to tell "available in sand, charcoal and sea blue" from "available in S, M and L"
const COLOUR_TERMS = /\b(red|blue|green|black|white|gr[ae]y|brown|yellow|orange|pink|purple|violet|navy|beige|cream|ivory|tan|khaki|olive|teal|turquoise|maroon|burgundy|gold|silver|bronze|copper|charcoal|sand|stone|slate|moss|rust|sage|mint|coral|lilac|lavender|mustard|ochre|indigo|aqua|cyan|magenta|natural|nude|taupe|camel|chocolate|graphite|anthracite|ecru|oatmeal|plum|wine|forest|sky|sea|midnight|pearl|rose)\b/i;
const COLOUR_NAME = /colou?r|swatch|shade/i;
// a box of colour choices by its class or id ("colour-picker", "color-options", "swatches"), not a text
// colour utility ("a-color-base", "text-color")
const COLOUR_BOX = /^(.*[-_])?(colou?rs?|swatch(es)?|colou?r-?ways?)([-_]?(options?|picker|selector|select|swatch(es)?|list|variants?|choices?|chooser|wrapper|container|box|group|items?|attribute|selection))?$/i;
const NOT_COLOUR_BOX = /(^|[-_])(a|text|bg|background|font|border|link|theme|scheme|base)[-_]colou?r|colou?r[-_](base|scheme|mode|primary|secondary|tertiary|price|state|success|error|link|text)/i;
const CONTROL_WORDS = /^(previous|prev|next|more|less|close|see all|view all|show (more|all)|\+\s?\d+( more)?|\d+ more)$/i;

function cleanColour(raw: string): string | null {
  const v = raw
    .replace(/^[\s\-–—*•]+|[\s\-–—*•]+$/g, '')
    .replace(/^\s*(colou?r|shade)\s*[:：-]?\s*/i, '')
    .replace(/\s*[-–—(,]\s*(sold out|out of stock|unavailable|in stock|only \d+ left|low stock|selected|not available)\)?\s*$/i, '')
    .trim();
  if (!v || v.length > 40 || CONTROL_WORDS.test(v) || /^(select|choose|pick|please)\b/i.test(v) || /^\d/.test(v) || parseAvailability(v) !== null || parseMoney(v) !== null) return null;
  return v;
}

/** "available in sand, charcoal and sea blue" / "comes in red or blue": the named colours */
function coloursInProse(text: string): string[] {
  const m = /\b(?:available|comes?|offered|sold|made|choose from|pick from|in (?:the )?colou?rs?)\s*(?:in)?\s*(?:the )?(?:colou?rs?|shades?)?\s*[:：]?\s*((?:[\p{L} ]{2,24}(?:,\s*|\s+(?:and|or)\s+)){1,11}[\p{L} ]{2,24})/iu.exec(text);
  if (!m) return [];
  const parts = m[1].split(/,\s*|\s+(?:and|or)\s+/).map((p) => p.trim()).filter(Boolean);
  if (!parts.every((p) => p.split(' ').length <= 3)) return [];
  if (!COLOUR_NAME.test(text) && !parts.every((p) => COLOUR_TERMS.test(p))) return [];
  return parts.map((p) => cleanColour(p)).filter((p): p is string => p !== null);
}

/** the colours offered: colour controls (a select, radios, swatches) first, then a sentence naming them */
export function offeredColours($: CheerioAPI, root: Element): string[] {
  const out: string[] = [];
  const add = (raw: string | undefined): void => {
    const v = raw === undefined ? null : cleanColour(raw);
    if (v && !out.some((o) => o.toLowerCase() === v.toLowerCase())) out.push(v);
  };
  const named = (el: Element): string => `${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''} ${el.attribs?.name ?? ''} ${el.attribs?.['aria-label'] ?? ''} ${el.attribs?.['data-option'] ?? ''}`;
  $(root).find('select').each((_, node) => {
    const el = node as Element;
    // the label by its for attribute, compared as text: a page's id is never put into a selector
    const id = el.attribs.id;
    const label = id ? $('label').filter((_, l) => (l as Element).attribs.for === id).text() : '';
    if (!COLOUR_NAME.test(`${named(el)} ${label} ${$(el).closest('label').text().slice(0, 30)}`)) return;
    $(el).find('option').each((_, o) => {
      if (($(o).attr('value') ?? 'x') !== '') add($(o).text());
    });
  });
  // a box named for colours or swatches: each control's name (aria-label, title, data value, picture alt, text)
  const boxNamed = (el: Element): boolean => {
    const tokens = `${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`.split(/\s+/).filter(Boolean);
    return tokens.some((tk) => COLOUR_BOX.test(tk) && !NOT_COLOUR_BOX.test(tk)) || COLOUR_NAME.test(el.attribs?.['aria-label'] ?? '');
  };
  $(root).find('[class],[id],fieldset,[role="radiogroup"]').filter((_, node) => boxNamed(node as Element) || ((node as Element).tagName === 'fieldset' && COLOUR_NAME.test($(node).children('legend').text()))).each((_, box) => {
    if (inOthers(box as Element)) return;
    // a box of dozens of entries is a menu or a list of products, not the colours of one
    if ($(box).find('button,a,li,label,input[type="radio"],img').length > 40) return;
    $(box).find('button,a,li,label,input[type="radio"],img,[data-color],[data-colour],[data-value]').each((_, node) => {
      const el = node as Element;
      const a = el.attribs;
      if (el.tagName === 'li' && $(el).find('button,a,label,input,img').length) return;
      if (el.tagName === 'label' && $(el).find('input').length === 0 && a.for === undefined) return;
      add(a['data-color'] ?? a['data-colour'] ?? a['aria-label'] ?? a.title ?? a.alt ?? a['data-value'] ?? (el.tagName === 'input' ? a.value : elementText(el)));
    });
  });
  if (out.length) return out;
  for (const b of leafBlocks($, root)) {
    for (const c of coloursInProse(b.text)) add(c);
    if (out.length) break;
  }
  return out;
}

/** the amount of a text of a labelled pair, "free" being 0 */
export function amountOf(value: string): number | null {
  const m = parseMoney(value, true);
  if (m) return m.amount;
  return /\bfree\b/i.test(value) ? 0 : null;
}

