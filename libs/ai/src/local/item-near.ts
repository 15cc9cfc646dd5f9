// Elements of the item's own block, nearest its title first: outside the site's chrome (header,
// footer, navigation, sidebars, other items' boxes), ordered by the depth of the ancestor each
// shares with the title's heading (a deeper one is nearer the title), then in document order.
import type { Element } from 'domhandler';
import type { Page } from './page.js';
import { inTitleChrome, titleHeading } from './title-lines.js';

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
  // the site's chrome as the title block knows it (title-lines.ts): one test for both
  const found = ($(selector).toArray() as Element[]).filter((el) => !inTitleChrome(page, el));
  if (found.length < 2) return found;
  const heading = titleHeading(page);
  const near = (el: Element): number => (heading ? depth(commonAncestor(el, heading)) : 0);
  return found.map((el, i) => ({ el, i, near: near(el) })).sort((a, b) => b.near - a.near || a.i - b.i).map(({ el }) => el);
}
