// The short lines beside the main item's title: the siblings just after its heading (and the one just
// before), climbing out of a small wrapper such as the heading's <header>. Bylines and an item's meta line
// ("Kestrel Analytics Ltd · Leeds · posted 5 Jan 2026") live here, never in sidebars or other items' boxes.
import type { AnyNode, Element, Text } from 'domhandler';
import type { Page } from './page.js';
import type { Thing } from './structured.js';
import { titleElement } from './item-block-date.js';
import { itemTitle } from './item-title.js';
import { visibleClean } from './item-labels.js';

// the site's chrome: its banner (brand, logo, menus), breadcrumbs, sidebars and other items' boxes
const CHROME = '[class*="brand" i],[class*="logo" i],[id="header" i],[class*="site-head" i],[class*="navbar" i],[class*="topnav" i],aside,footer,nav,form,[class*="comment" i],[class*="related" i],[class*="similar" i],[class*="sidebar" i],[class*="breadcrumb" i],[id*="crumb" i],[class*="crumb" i]';
const BLOCK = /^(p|div|ul|ol|li|dl|dd|section|header|h[1-6]|table|figure|blockquote)$/i;
const MAX_LINE = 200;
// a wrapper bigger than this is the page's body, not the title's header block
const MAX_WRAPPER = 600;

/** the element's clean text, or null when it is longer than max: a big block is not read whole to learn that */
function shortText(el: Element, max: number): string | null {
  let raw = '';
  const walk = (n: AnyNode): boolean => {
    if (n.type === 'text') raw += (n as Text).data;
    else if ('children' in n) for (const c of (n as Element).children) if (!walk(c)) return false;
    // whitespace is squeezed later: the raw text may be a few times the clean one
    return raw.length <= max * 4;
  };
  if (!walk(el)) return null;
  const text = visibleClean(raw);
  return text.length <= max ? text : null;
}

export interface TitleLine {
  el: Element;
  text: string;
}

const elementSiblings = (el: Element, dir: 'next' | 'prev'): Element[] => {
  const out: Element[] = [];
  for (let s = el[dir]; s; s = s[dir]) if (s.type === 'tag') out.push(s as Element);
  return out;
};

/** short lines beside the item's title, nearest first; [] when the page has no title heading */
export function titleLines(page: Page, thing: Thing | null): TitleLine[] {
  return page.remember('titleLines', () => {
    const $ = page.$;
    const heading = titleElement(page, itemTitle(page, thing));
    if (!heading) return [];
    const out: TitleLine[] = [];
    const seen = new Set<Element>();
    const consider = (el: Element, depth = 0): void => {
      if (seen.has(el) || /^(script|style|template|img|button|input|h1|h2)$/i.test(el.tagName) || $(el).is(CHROME) || $(el).closest(CHROME).length) return;
      // a line with a link home is the site's banner, not the item's
      if ($(el).find('a[href="/"]').length || $(el).is('a[href="/"]')) return;
      seen.add(el);
      const text = shortText(el, MAX_WRAPPER);
      if (!text) return;
      if (text.length <= MAX_LINE) out.push({ el, text });
      // a box of lines under the title (<div class="info"><p>…</p><p>…</p></div>): its own lines too
      if (depth === 0) for (const c of el.children) if (c.type === 'tag' && BLOCK.test((c as Element).tagName)) consider(c as Element, 1);
    };
    let node: Element = heading;
    for (let level = 0; level < 3; level++) {
      for (const s of elementSiblings(node, 'next').slice(0, 3)) consider(s);
      for (const s of elementSiblings(node, 'prev').slice(0, 1)) consider(s);
      const parent = node.parent as Element | null;
      if (!parent || parent.type !== 'tag' || /^(body|html|main|article)$/i.test(parent.tagName) || shortText(parent, MAX_WRAPPER) === null) break;
      node = parent;
    }
    return out;
  });
}
