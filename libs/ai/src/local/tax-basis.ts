// A price with or without its sales tax: "price excluding VAT", "ex-VAT price", "price before tax" ask the
// amount without it (net), "price incl. VAT" the amount with it (gross). A page that shows both labels each
// amount ("£120.00 inc. VAT £100.00 ex. VAT", "Price excl. VAT: €82.64", "($208.33 excluding tax)"): the basis
// asked picks the amount the page labels so. One table of tax words and of the words that lead them, not one
// pattern per wording; a page that labels no amount with a basis leaves the price to its other sources.
import type { FieldIntent } from './intent.js';
import type { Page } from './page.js';
import { moneySpans } from './values.js';

export type TaxBasis = 'net' | 'gross';

const TAX = String.raw`(?:vat|tax|taxes|gst|hst|mwst|ust|iva|btw|tva|moms)`;
const NET_LEADS = String.raw`(?:ex|excl|exc|excluding|exclusive\s+of|exclusive|before|pre|without|plus|\+|zzgl|exkl|ohne|sin|sans|hors|net\s+of)`;
const GROSS_LEADS = String.raw`(?:inc|incl|including|inclusive\s+of|inclusive|with|after|inkl|mit|con|avec)`;
// a lead and its tax word ("excl. VAT", "ex-VAT", "plus tax"), or the tax word and its state ("VAT exclusive", "tax-free")
const NET = new RegExp(String.raw`\b${NET_LEADS}\.?[\s-]*${TAX}\b|\b${TAX}[\s-]*(?:exclusive|excluded|free|not\s+included)\b|\bHT\b|\bnetto\b`, 'i');
const GROSS = new RegExp(String.raw`\b${GROSS_LEADS}\.?[\s-]*${TAX}\b|\b${TAX}[\s-]*(?:inclusive|included|incl)\b|\bTTC\b|\bbrutto\b`, 'i');

/** the tax basis a text names, if it names one (both named: none) */
function basisIn(text: string): TaxBasis | null {
  const net = NET.test(text);
  const gross = GROSS.test(text);
  return net === gross ? null : net ? 'net' : 'gross';
}

/** the tax basis a price field asks by its words: its key, its request and what it excludes ("excluding VAT") */
export function taxBasisAsked(intent: FieldIntent): TaxBasis | null {
  if (intent.kind !== 'price') return null;
  const excluded = (intent.excluded ?? []).some((e) => new RegExp(String.raw`^\s*(?:the\s+)?${TAX}\b`, 'i').test(e)) ? 'net' : null;
  const words = `${intent.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_.]+/g, ' ')} ${intent.description}`.slice(0, 400);
  return basisIn(words) ?? excluded;
}

// how far a label stands from its amount: a few words on either side
const NEAR = 40;
// how far an amount stands from the item's price in the same block
const BLOCK = 80;
// an amount that is a threshold ("orders over £50") or a delivery charge is no price of the item
const NOT_THE_PRICE = /\b(?:over|above|least|spend|orders?|delivery|shipping|postage|carriage|p&p|freight)\W*$/i;

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
    const trailing = basisIn(/^\W{0,3}[^\d:]{0,25}/.exec(after)?.[0] ?? '');
    const leading = basisIn(/[^\d]{0,30}$/.exec(before)?.[0] ?? '');
    // only an amount the item's price sources also read (not a banner's, a delivery line's or a threshold)
    if (NOT_THE_PRICE.test(/[^\d]{0,30}$/.exec(before)?.[0].replace(/[^\p{L}&\s]+$/u, '') ?? '') || !nearItemPrice(k)) continue;
    const labelled = led ?? trailing ?? leading;
    if (labelled === basis) return spans[k].money.amount;
    if (labelled) other = true;
  }
  return other ? 'other' : null;
}

const BASIS_WORD = new RegExp(String.raw`^(?:${TAX}|${NET_LEADS}|${GROSS_LEADS}|exclud|includ|exclusiv|inclusiv|net|gross)$`, 'i');
/** a price asked on a tax basis whose other words are only the basis's ("ex-VAT price", "price before tax"): no other thing to find */
export const onlyTaxBasis = (intent: FieldIntent): boolean => taxBasisAsked(intent) !== null && intent.specific.every((w) => BASIS_WORD.test(w));
