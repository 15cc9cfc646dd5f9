// Prices written with raised cents: "<sup>$</sup>24<sup>99</sup>" shows $24.99, but the raised digits are
// only smaller, not apart, so flattened text reads "$2499". Two digits raised right after the whole units of
// an amount (its element states a currency) are its cents: their text gets the decimal mark the amount
// lacks, once when the page is parsed, so every reader of element text reads 24.99.
import { Text, type AnyNode, type Element, type ParentNode } from 'domhandler';

const CURRENCY = /[$£€¥₹₩₽¢]|\b(usd|eur|gbp|chf|cad|aud|nzd|jpy|sek|nok|dkk|pln|czk)\b/i;

const textOf = (n: AnyNode): string => (n.type === 'text' ? (n as Text).data : n.type === 'tag' ? (n as Element).children.map(textOf).join('') : '');

/** whether the amount around the raised digits states a currency: its element, or up to two small ones around it */
function statesCurrency(sup: Element): boolean {
  let el = sup.parent as Element | null;
  for (let i = 0; i < 3 && el && el.type === 'tag'; i++, el = el.parent as Element | null) {
    const text = textOf(el);
    if (text.length > 80) return false;
    if (CURRENCY.test(text)) return true;
  }
  return false;
}

/** marks raised cents under root: "24<sup>99</sup>" becomes "24<sup>.99</sup>" ("1.299<sup>00</sup>" becomes ",00") */
export function markRaisedCents(root: ParentNode): void {
  const stack: AnyNode[] = [...root.children];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type !== 'tag') continue;
    const el = node as Element;
    if (/^(script|style|template|svg)$/i.test(el.tagName)) continue;
    if (el.tagName === 'sup' && el.children.length === 1 && el.children[0].type === 'text') {
      const cents = (el.children[0] as Text).data;
      // the whole units just before it (text or a small element of its own), no mark between
      let prev = el.prev;
      while (prev && prev.type === 'text' && !(prev as Text).data.trim()) prev = prev.prev;
      const units = prev ? textOf(prev) : '';
      if (/^\s*\d{2}\s*$/.test(cents) && /\d$/.test(units) && statesCurrency(el)) {
        // the page's grouping decides the mark: "1.299" groups with dots, so its decimals follow a comma
        const mark = /\d\.\d{3}$/.test(units) && !/,\d{3}/.test(units) ? ',' : '.';
        (el.children[0] as Text).data = `${mark}${cents.trim()}`;
      }
      continue;
    }
    for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]);
  }
}
