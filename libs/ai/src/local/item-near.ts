// Elements of the item's own block, nearest its title first: outside the site's chrome (header,
// footer, navigation, sidebars, other items' boxes), ordered by the depth of the ancestor each
// shares with the title's heading (a deeper one is nearer the title), then in document order.
import type { Element } from 'domhandler';
import type { Page } from './page.js';
import { titleHeading } from './title-lines.js';

export const CHROME = 'header:not(main header,article header),footer,nav,aside,[class*="footer" i],[id*="footer" i],[class*="sidebar" i],[class*="related" i],[class*="similar" i],[class*="comment" i],[class*="contact" i]';

const depth = (el: Element | null): number => {
  let d = 0;
  for (let n = el; n; n = n.parent as Element | null) d++;
  return d;
};

/** the deepest element holding both */
function commonAncestor(a: Element, b: Element): Element | null {
  const seen = new Set<Element>();
  for (let n: Element | null = a; n; n = n.parent as Element | null) seen.add(n);
  for (let n: Element | null = b; n; n = n.parent as Element | null) if (seen.has(n)) return n;
  return null;
}

/** the elements the selector finds in the item's block, nearest the title first */
export function nearTitle(page: Page, selector: string): Element[] {
  const $ = page.$;
  const found = $(selector).toArray().filter((el) => !$(el).parents(CHROME).length) as Element[];
  if (found.length < 2) return found;
  const heading = titleHeading(page);
  const near = (el: Element): number => (heading ? depth(commonAncestor(el, heading)) : 0);
  return found.map((el, i) => ({ el, i, near: near(el) })).sort((a, b) => b.near - a.near || a.i - b.i).map(({ el }) => el);
}
