// A price a sentence names with no label or price element: "offered at a guide price of £385,000",
// "the asking price is $1.2m", "priced at €249". The noun "price" (or "priced") leads straight to the
// amount, so a deposit, a tax or a repayment the same text mentions is not read as the price.
import type { AnyNode, Element, Text } from 'domhandler';
import type { Page } from './page.js';
import { cleanText, parseMoney, type Money } from './values.js';
import { saysUnitPrice } from './price-period.js';
import { isFurnitureElement } from './page-furniture.js';

// "price of", "price is", "price: ", "priced at", "price at", with "just" or "only" between at most
const LEAD = /\b(?:(\p{L}+)\s+)?(?:price\s*(?:of|is|at|:)|priced\s+(?:at|from))\s+(?:(?:just|only)\s+)?(?=[£$€¥₹]|[A-Z]{3}\s?\d)/giu;
// an earlier or list price named the same way ("the original price of £40") is not what it sells at
const NOT_SELLING = /^(original|list|recommended|retail|former|previous|old|usual|regular|normal|full|was)$/i;
// a struck-out price and a control's text are not what it sells at; the site's chrome and other items'
// boxes (the furniture table's, as for one-line facts) hold other items' prices
const SKIP = /^(header|del|s|strike|button|option)$/i;
const MOST_TEXTS = 3000;
const MOST_CHARS = 2000;

/** the first amount a price noun in a sentence leads to, in document order; null when none */
export function prosePrice(page: Page): Money | null {
  return page.remember('prosePrice', () => {
    let seen = 0;
    let found: Money | null = null;
    const stack: AnyNode[] = [page.$('body')[0] as AnyNode].filter(Boolean);
    while (stack.length && !found && seen < MOST_TEXTS) {
      const node = stack.pop()!;
      if (node.type === 'text') {
        seen++;
        const text = cleanText((node as Text).data);
        if (text.length > MOST_CHARS) continue;
        for (const m of text.matchAll(LEAD)) {
          if (m[1] && NOT_SELLING.test(m[1])) continue;
          const after = text.slice(m.index! + m[0].length, m.index! + m[0].length + 40);
          const money = parseMoney(after, false);
          if (money && money.amount > 0 && !saysUnitPrice(after)) {
            found = money;
            break;
          }
        }
        continue;
      }
      if (node.type !== 'tag') continue;
      const el = node as Element;
      if (SKIP.test(el.tagName) || isFurnitureElement(el, 'lines')) continue;
      for (let i = (el.children?.length ?? 0) - 1; i >= 0; i--) stack.push(el.children[i]);
    }
    return found;
  });
}
