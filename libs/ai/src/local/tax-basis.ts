// A price with or without its sales tax: "price excluding VAT", "ex-VAT price", "price before tax" ask the
// amount without it (net), "price incl. VAT" the amount with it (gross). A page that shows both labels each
// amount ("£120.00 inc. VAT £100.00 ex. VAT", "Price excl. VAT: €82.64", "($208.33 excluding tax)"): the basis
// asked picks the amount the page labels so. One table of tax words and of the words that lead them, not one
// pattern per wording; a page that labels no amount with a basis leaves the price to its other sources.
import type { FieldIntent } from './intent.js';
import type { Page } from './page.js';
import { moneySpans } from './values.js';
import { alternation, leadsOf, TAX_WORDS } from './tax-words.js';
import { CHARGES, NAMES_ANOTHER_AMOUNT, NAMES_ANOTHER_CUSTOMER } from './another-charge.js';

export type TaxBasis = 'net' | 'gross';

const TAX = alternation([...TAX_WORDS.taxes, ...TAX_WORDS.taxesAbroad]);
const TAX_NAME = new RegExp(String.raw`\b${TAX}\b`, 'i');
const NET_LEADS = alternation(leadsOf('net'));
const GROSS_LEADS = alternation(leadsOf('gross'));
// an article or the tax's rate between a lead and its name ("incl. 20% VAT", "inkl. 19 % MwSt.")
const RATE = String.raw`(?:${alternation(TAX_WORDS.articles)}\.?\s+)?(?:\d{1,2}(?:[.,]\d{1,2})?\s?%\s*)?`;
// a lead and its tax word ("excl. VAT", "ex-VAT", "plus tax"), or the tax word and its state ("VAT exclusive", "tax-free"), or a word alone ("HT", "netto")
// a word alone in capitals ("HT", "TTC") is that word only as written: "ht" is no tax basis
// a lead opens a word, or is a "+" after a space ("£20 + VAT"); a link of one or two letters ("z DDV", "s PDV-om") is a word of its own: "siva" is no "s" before "iva"
const isShortLink = (w: string): boolean => /^\p{L}{1,2}$/u.test(w);
const leadThenTax = (basis: TaxBasis): string => {
  const short: string[] = TAX_WORDS.leads[basis].links.filter(isShortLink);
  const rest = leadsOf(basis).filter((w) => !short.includes(w));
  const long = String.raw`${alternation(rest)}\.?[\s-]*`;
  return short.length ? `(?:${long}|${alternation(short)}\s+)` : long;
};
const basisPattern = (basis: TaxBasis): RegExp[] => {
  const alone = (upper: boolean): string[] => TAX_WORDS.alone[basis].filter((w) => (w === w.toUpperCase()) === upper).map((w) => String.raw`\b${w}\b`);
  return [new RegExp([String.raw`(?:\b|(?=\+))${leadThenTax(basis)}${RATE}${TAX}\b`, String.raw`\b${TAX}[\s-]*${alternation(TAX_WORDS.states[basis])}\b`, ...alone(false)].join('|'), 'i'), new RegExp(alone(true).join('|'))];
};
const NET = basisPattern('net');
const GROSS = basisPattern('gross');

/** the tax basis a text names, if it names one (both named: none) */
function basisIn(text: string): TaxBasis | null {
  const net = NET.some((r) => r.test(text));
  const gross = GROSS.some((r) => r.test(text));
  return net === gross ? null : net ? 'net' : 'gross';
}

/** the tax basis a price field asks by its words: its key, its request and what it excludes ("excluding VAT") */
export function taxBasisAsked(intent: FieldIntent): TaxBasis | null {
  if (intent.kind !== 'price') return null;
  const excluded = (intent.excluded ?? []).some((e) => new RegExp(String.raw`^\s*(?:the\s+)?${TAX}\b`, 'i').test(e)) ? 'net' : null;
  const words = `${intent.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_.]+/g, ' ')} ${intent.description}`.slice(0, 400);
  return basisIn(words) ?? excluded;
}

// a label that ends in a tax's name ("Brez DDV", "Excl. VAT")
const TAX_AT_END = new RegExp(String.raw`(?<!\p{L})${TAX}\W*$`, 'iu');
// how far a label stands from its amount: a few words on either side
const NEAR = 40;
// how far an amount stands from the item's price in the same block
const BLOCK = 80;
// an amount that is a threshold ("orders over £50") or a delivery charge is no price of the item
const NOT_THE_PRICE = new RegExp(String.raw`(?:\b(?:over|above|least|spend|orders?)|(?<![\p{L}&])${CHARGES})\W*$`, 'iu');

/**
 * The first amount of the page's text that the page labels with the basis asked; 'other' when the page labels
 * amounts only with the other basis ("£120.00 inc. VAT" asked before tax: that amount is not the answer); null
 * when it labels none. An amount's label is the words right after it ("£100.00 ex. VAT"), else those right
 * before it ("excl. VAT: €82.64"); a label before that ends in a colon is the amount's whatever follows it.
 * `itemPrice` tells an amount the main item's price sources read from one they do not (a banner's threshold).
 */
export function taxBasisPrice(page: Page, basis: TaxBasis, itemPrice: (amount: number) => boolean = () => true): number | 'other' | null {
  let other = false;
  const text = page.visibleText.slice(0, 100_000);
  const spans = moneySpans(text).slice(0, 300);
  // the item's price or the amount right beside it ("$250.00 ($208.33 excluding tax)"); an amount with another
  // between it and the item's price is some other charge ("Save £20 ... Delivery £4.95 inc VAT")
  const nearItemPrice = (k: number): boolean =>
    itemPrice(spans[k].money.amount) || [spans[k - 1], spans[k + 1]].some((s) => s !== undefined && Math.abs(s.start - spans[k].start) <= BLOCK && itemPrice(s.money.amount));
  for (let k = 0; k < spans.length; k++) {
    const before = text.slice(Math.max(spans[k - 1]?.end ?? 0, spans[k].start - NEAR), spans[k].start);
    const after = text.slice(spans[k].end, Math.min(spans[k + 1]?.start ?? text.length, spans[k].end + NEAR));
    const led = /:\s*$/.test(before) ? basisIn(before) : null;
    // (a basis after it that ends in a colon labels the next amount: "40.00€ Brez DDV: 36.53€"; not "inc. VAT SKU:")
    const tail = /^\W{0,3}[^\d:]{0,25}/.exec(after)?.[0] ?? '';
    const nextLabel = /^\s*:/.test(after.slice(tail.length)) && TAX_AT_END.test(tail);
    const trailing = nextLabel ? null : basisIn(tail);
    const leading = basisIn(/[^\d]{0,30}$/.exec(before)?.[0] ?? '');
    // only an amount the item's price sources also read (not a banner's, a delivery line's or a threshold)
    if (NOT_THE_PRICE.test(/[^\d]{0,30}$/.exec(before)?.[0].replace(/[^\p{L}&\s]+$/u, '') ?? '') || !nearItemPrice(k)) continue;
    const labelled = led ?? trailing ?? leading;
    if (labelled === basis) return spans[k].money.amount;
    if (labelled) other = true;
  }
  return other ? 'other' : null;
}

// a statement of the page's prices' basis: the prices' noun and a basis within a few words of it, no amount between
const PRICES = new RegExp(String.raw`(?<!\p{L})${alternation(TAX_WORDS.prices)}(?!\p{L})`, 'giu');
const STATEMENT_REACH = 40;
// an amount in figures, with or without its currency: where a statement's words stop
const AMOUNT = /\d[\d.,\s]*\s?(?:[€$£¥₹]|[A-Z]{3}\b)|[€$£¥₹]\s?\d/;
// and where a sentence or a label ends, in any case (not a lead's abbreviation: "incl. VAT", "Incl. VAT", "inkl. gesetzl. MwSt.")
const SENTENCE_END = new RegExp(String.raw`(?<!\b${NET_LEADS}|\b${GROSS_LEADS}|\b${alternation(TAX_WORDS.articles)})[.!?]\s|:`, 'i');
/** a statement's words cut at an amount or a sentence's end: the last piece before the noun, the first after it */
const statementPieces = (text: string, end = SENTENCE_END): string[] => text.split(AMOUNT).flatMap((p) => p.split(end));
// a sentence's end without a label's: a label before a statement says whose prices it states ("Business accounts: prices excl. VAT")
const SENTENCE_ONLY = new RegExp(SENTENCE_END.source.replace(/\|:$/, ''), 'i');
/** the text from `start` to `end`, without a word cut at either edge ("bought" cut to "ht") */
const wholeWords = (text: string, start: number, end: number): string => {
  let a = Math.max(0, start);
  let b = Math.min(text.length, end);
  while (a > 0 && a < b && /[\p{L}\d]/u.test(text[a - 1]) && /[\p{L}\d]/u.test(text[a])) a++;
  while (b < text.length && b > a && /[\p{L}\d]/u.test(text[b]) && /[\p{L}\d]/u.test(text[b - 1])) b--;
  return text.slice(a, b);
};

/**
 * The basis the page states once for all its prices ("All prices include VAT", "Prices incl. 20% VAT", "VAT
 * included in all prices"), when it states one and only one: an unlabelled amount of the page is on that basis.
 */
export function statedBasis(page: Page): TaxBasis | null {
  return page.remember('statedBasis', () => {
    const text = page.visibleText.slice(0, 100_000);
    const found = new Set<TaxBasis>();
    let k = 0;
    for (const m of text.matchAll(PRICES)) {
      if (++k > 200) break;
      // the words around the noun up to an amount or a sentence's end either side: an amount's words label that amount (taxBasisPrice)
      const window = wholeWords(text, m.index - STATEMENT_REACH, m.index);
      const before = statementPieces(window).pop() ?? '';
      const label = statementPieces(window, SENTENCE_ONLY).pop() ?? '';
      const after = statementPieces(wholeWords(text, m.index, m.index + m[0].length + STATEMENT_REACH))[0];
      // a statement of another charge's or another customer's prices ("Delivery prices include VAT", "Prices for
      // trade accounts are ex VAT") says nothing of the item's; a charge after the tax adds to it ("zzgl. Versand")
      const untilTax = before + after.slice(0, after.search(TAX_NAME) + 1 || undefined);
      if (NAMES_ANOTHER_AMOUNT.test(untilTax) || NAMES_ANOTHER_CUSTOMER.test(label + after)) continue;
      const basis = basisIn(before + after);
      if (basis) found.add(basis);
    }
    return found.size === 1 ? [...found][0] : null;
  });
}
const BASIS_WORD = new RegExp(String.raw`^(?:${TAX}|${NET_LEADS}|${GROSS_LEADS}|exclud|includ|exclusiv|inclusiv|net|gross)$`, 'i');
/** a word of the tax basis a price is asked on ("ex-VAT price", "price before tax"): which amount, not another thing to find */
export const taxBasisWord = (intent: FieldIntent, word: string): boolean => BASIS_WORD.test(word) && taxBasisAsked(intent) !== null;
