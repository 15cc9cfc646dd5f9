// The item's title on a page with no h1 whose head title names none of its headings ("Foundry Hall
// Presents", "Quillstone Books | Fiction | Shop"): the most prominent title-like element before the
// item's sections. Prominence is read once, from what the markup says of size and place: the heading's
// level (h2 over h3 over h4), a name or inline size that makes it large, and its place before the first
// section heading. A level used by two or more headings is the page's section headings ("Product
// details", "Synopsis"), none of them the item's name; a banner image's alt (a cover, not a link's
// picture) names the item when no heading does.
import type { AnyNode, Element } from 'domhandler';
import type { Page } from './page.js';
import { visibleClean } from './item-labels.js';
import { hiddenElement } from './visible.js';
import { isFurnitureElement } from './page-furniture.js';

// named large: a class or id of a title, or an inline font size of a display heading
const NAMED_TITLE = /(^|[-_\s])(title|name|headline|heading|hero)([-_\s]|$)/i;
const LEVEL: Record<string, number> = { h2: 3, h3: 2, h4: 1 };
// an image names the item less surely than a heading the page sets as its title
const BANNER = 1.5;
// elements walked: the item's title is near the top of its page
const BUDGET = 4000;

interface Candidate {
  el: Element;
  text: string;
  level: string;
  score: number;
}

const large = (el: Element): boolean => {
  const size = /font-size:\s*(\d+(?:\.\d+)?)(px|rem|em)/i.exec(el.attribs?.style ?? '');
  return NAMED_TITLE.test(`${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`) || (!!size && Number(size[1]) * (size[2] === 'px' ? 1 : 16) >= 24);
};

/** headings h2-h4 and banner images outside the chrome, in document order */
function candidates(page: Page): Candidate[] {
  const out: Candidate[] = [];
  const body = page.$('body')[0] as Element | undefined;
  const stack: AnyNode[] = body ? [body] : [];
  let nodes = 0;
  while (stack.length && nodes++ < BUDGET) {
    const el = stack.pop()! as Element;
    if (el.type !== 'tag') continue;
    // the site's chrome, other items' boxes, a cart's or a dialog's box (page-furniture.ts): no title of the item there
    if (isFurnitureElement(el, 'title') || hiddenElement(el)) continue;
    const tag = el.tagName.toLowerCase();
    if (LEVEL[tag]) {
      const text = visibleClean(page.$(el).text());
      if (text) out.push({ el, text, level: tag, score: LEVEL[tag] + (large(el) ? 1 : 0) });
      continue;
    }
    if (tag === 'img') {
      // a cover or banner: its alt says what it shows in a few words (a logo or a thumbnail sits in a link, passed over above)
      const alt = visibleClean(el.attribs?.alt ?? '');
      const words = alt.split(/\s+/).length;
      if (alt && words >= 2 && words <= 12 && /^\p{Lu}|^\p{N}/u.test(alt)) out.push({ el, text: alt, level: 'img', score: BANNER });
      continue;
    }
    for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]);
  }
  return out;
}

/** the most prominent title-like text before the page's section headings, or null when none stands out */
export function prominentTitle(page: Page, credible: (text: string) => boolean): string | null {
  return page.remember('prominentTitle', () => {
    const all = candidates(page);
    const perLevel = new Map<string, number>();
    for (const c of all) if (c.level !== 'img') perLevel.set(c.level, (perLevel.get(c.level) ?? 0) + 1);
    // a level of two headings or more (and not named large) heads the page's sections: the item comes before them
    const section = (c: Candidate): boolean => c.level !== 'img' && (perLevel.get(c.level) ?? 0) >= 2 && !large(c.el);
    const firstSection = all.findIndex(section);
    const before = (firstSection < 0 ? all : all.slice(0, firstSection)).filter((c) => !section(c) && credible(c.text));
    let best: Candidate | null = null;
    for (const c of before) if (!best || c.score > best.score) best = c;
    return best?.text ?? null;
  });
}
