// Structured data checked against what the page shows: when the markup states several prices, or an id
// that is never printed, the value people see on the page decides.
import type { Page } from './page.js';
import { metaValues, structuredValues } from './structured-fields.js';
import { domPrices, textPrice } from './dom-fields.js';
import { parseIdentifier, parseMoney } from './values.js';
import { shownAsToken } from './visible.js';

const amountOf = (raw: string): number | null => {
  const m = parseMoney(raw, true);
  return m && m.amount > 0 ? m.amount : null;
};

/**
 * Prices stated in JSON-LD / microdata / meta tags, best first. When they disagree (an offer per variant,
 * a hidden list price, an auction's starting price), the one also shown as a visible price comes first.
 */
export function statedPrices(page: Page): string[] {
  const stated = [...structuredValues(page, 'price'), ...metaValues(page, 'price')];
  const amounts = stated.map(amountOf);
  if (new Set(amounts.filter((a) => a !== null)).size <= 1) return stated;
  const shown = [textPrice(page), ...domPrices(page).filter((p) => p.shown)];
  for (const m of shown) {
    // "$229.990" shown matches a stated 229990: the dot may separate thousands
    const i = m ? amounts.findIndex((a) => a !== null && (a === m.amount || a === m.thousands)) : -1;
    if (i >= 0) return [stated[i], ...stated];
  }
  return stated;
}

/**
 * Ids stated in markup, best first. A site id printed under a label ("Product code: 8381") comes before
 * a structured sku that the page never prints (an internal or variant id).
 */
export function statedSkus(page: Page, labelled: string[]): string[] {
  const stated = [...structuredValues(page, 'sku'), ...metaValues(page, 'sku')];
  if (!stated.length) return stated;
  const shownId = labelled.map((v) => (/\d/.test(v) ? parseIdentifier(v) : null)).find((v) => v !== null);
  if (!shownId || stated.includes(shownId)) return stated;
  const text = page.visibleText;
  if (stated.some((s) => shownAsToken(text, s))) return stated;
  return [shownId, ...stated];
}

