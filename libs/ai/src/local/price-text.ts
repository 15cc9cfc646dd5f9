// A price written after a price word in running text, with no colon and no element named "price":
// "<strong>特價</strong> <span>2320</span><span>元</span>", "最低價$<span>99</span>元起", "<b>Price</b> <i>$12</i>".
// The last resort for a price; list / suggested prices and struck or hidden text are left out.
import type { AnyNode, Element, Text } from 'domhandler';
import type { Page } from './page.js';
import { cleanText, parseMoney, type Money } from './values.js';
import { hiddenElement as hiddenByAttributes } from './visible.js';
import { saysUnitPrice } from './price-period.js';

// CJK shops write the label inside the text; other languages have it as a short text of its own
const CJK_PRICE = /(特價|特价|售價|售价|價格|价格|直購價|直购价|優惠價|优惠价|促銷價|促销价|網路價|网络价|會員價|会员价|最低價|最低价|販売価格|価格|税込|판매가|할인가|가격)/;
const CJK_LIST_PRICE = /(原價|原价|建議售價|建议售价|定價|定价|市價|市价|参考価格|希望小売|通常価格|정가|시중가)/;
/** words that make an amount a list or suggested price, not the one it sells at */
export const LIST_PRICE_WORDS = CJK_LIST_PRICE;
const WORD_PRICE = /^(price|our price|sale price|your price|now|offer price|preis|unser preis|prix|precio|prezzo|preço|цена|cena|fiyat|pris|prijs)\s*[:：]?$/i;
const SKIP = /^(script|style|noscript|head|svg|template|del|s|strike|select|option|button|nav|footer)$/i;
const MAX_FOLLOW = 60;

/** hidden by its attributes, or by a `hidden` class */
function hiddenElement(el: Element): boolean {
  return hiddenByAttributes(el) || /(^|\s)hidden(\s|$)/.test(el.attribs?.class ?? '');
}

/** the text following a node in document order (text of skipped elements left out), up to a length */
function following(start: AnyNode, limit: number): string {
  let out = '';
  const visit = (node: AnyNode): boolean => {
    if (node.type === 'text') out += ' ' + (node as Text).data;
    else if (node.type === 'tag' && !SKIP.test((node as Element).tagName) && !hiddenElement(node as Element)) {
      for (const c of (node as Element).children ?? []) if (visit(c)) return true;
    }
    return cleanText(out).length >= limit;
  };
  for (let n: AnyNode | null = start; n; n = n.parent as AnyNode | null) {
    for (let sib = n.next; sib; sib = sib.next) if (visit(sib)) return cleanText(out);
    if (n.parent && /^(p|li|tr|td|div|dd|section|article)$/i.test((n.parent as Element).tagName ?? '') && cleanText(out)) break;
  }
  return cleanText(out);
}

export interface LedPrice extends Money {
  /** the text node holding the price word */
  node: AnyNode;
}

/** the first amount with a currency written just after a price word */
export function labelLedPrice(page: Page): LedPrice | null {
  let found: LedPrice | null = null;
  const walk = (node: AnyNode): boolean => {
    if (node.type === 'text') {
      const data = cleanText((node as Text).data);
      if (!data || data.length > 40) return false;
      // a price word in a link is a sort or filter control ("Sort by: Price"), not a label
      if ((node.parent as Element | null)?.tagName?.toLowerCase() === 'a') return false;
      const cjk = CJK_PRICE.exec(data);
      if (cjk ? CJK_LIST_PRICE.test(data) : !WORD_PRICE.test(data)) return false;
      const rest = cjk ? data.slice(cjk.index + cjk[1].length) : '';
      const after = cleanText(`${rest} ${following(node, MAX_FOLLOW)}`).slice(0, MAX_FOLLOW);
      const money = parseMoney(after, false);
      // "Price <b>€ 3.941</b> per m²": a unit price, not the item's
      if (money && money.amount > 0 && !saysUnitPrice(after)) {
        found = { ...money, node };
        return true;
      }
      return false;
    }
    if (node.type !== 'tag' && node.type !== 'root') return false;
    const el = node as Element;
    if (node.type === 'tag' && (SKIP.test(el.tagName) || hiddenElement(el))) return false;
    for (const c of el.children ?? []) if (walk(c)) return true;
    return false;
  };
  const body = page.$('body')[0] as AnyNode | undefined;
  if (body) walk(body);
  return found;
}

function path(node: AnyNode): AnyNode[] {
  const out: AnyNode[] = [];
  for (let n: AnyNode | null = node; n; n = n.parent as AnyNode | null) out.unshift(n);
  return out;
}

/** a comes before b in document order */
export function precedes(a: AnyNode, b: AnyNode): boolean {
  const pa = path(a);
  const pb = path(b);
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i++;
  if (i === pa.length) return true; // a holds b
  if (i === pb.length) return false;
  const siblings = (pa[i].parent as Element | null)?.children ?? [];
  return siblings.indexOf(pa[i] as never) < siblings.indexOf(pb[i] as never);
}

// languages whose numbers group thousands with a dot ("389.000") and write decimals with a comma
const DOT_GROUPING = /^(de|nl|da|es|it|pt|id|tr|el|sl|hr|sr|ro|is|nb|no|vi)$/i;

/**
 * The amount a price means. With a currency its reading is settled (values.ts: a dot before three digits
 * groups thousands); a bare "389.000" follows the page's language (lang, og:locale): thousands where the
 * language groups with dots, a decimal point elsewhere.
 */
export function amountMeant(page: Page, money: Money): number {
  if (money.thousands === undefined || money.currency || money.symbol) return money.amount;
  const lang = (page.$('html').attr('lang') ?? page.meta.get('og:locale')?.[0] ?? '').trim().split(/[-_]/)[0];
  return DOT_GROUPING.test(lang) ? money.thousands : money.amount;
}
