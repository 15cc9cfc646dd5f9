// The text a page shows people, to tell a value stated only in markup (attributes, scripts, JSON-LD)
// from one printed on the page.
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element, Text } from 'domhandler';

const SKIP_TAGS = /^(script|style|noscript|head|template|svg|select|option|iframe)$/i;

/** hidden by its own attributes (hidden, aria-hidden, an inline display:none) */
export function hiddenElement(el: Element): boolean {
  const a = el.attribs ?? {};
  return 'hidden' in a || a['aria-hidden'] === 'true' || /display:\s*none/i.test(a.style ?? '');
}

export function readVisibleText($: CheerioAPI): string {
  const parts: string[] = [];
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') {
      const d = (node as Text).data;
      if (/\S/.test(d)) parts.push(d);
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root') return;
    const el = node as Element;
    if (node.type === 'tag' && (SKIP_TAGS.test(el.tagName) || hiddenElement(el))) return;
    for (const c of el.children ?? []) walk(c);
  };
  walk($.root()[0] as unknown as AnyNode);
  return parts.join(' ').replace(/\s+/g, ' ');
}

/** the value printed on the page as a whole token (not inside a longer number or word) */
export function shownAsToken(text: string, value: string): boolean {
  if (!value) return false;
  let i = text.indexOf(value);
  while (i >= 0) {
    const before = text[i - 1] ?? ' ';
    const after = text[i + value.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
    i = text.indexOf(value, i + 1);
  }
  return false;
}
