// An h1 of two parts or more, each its own element: the series and the title ("<span class="series">The
// Saltmarsh Chronicles, Book 2</span> <span class="name">The Heron's Ledger</span>"), a kicker and the
// headline, the title and its subtitle. Which part is the item's title is read, in turn, from what names it
// elsewhere and from the markup:
// 1. the page's other names of its item (the head's title, og:title, twitter:title, the structured data's
//    name or headline) name one part and not the whole h1: that part;
// 2. the markup names every part but one as something else (series, kicker, eyebrow, subtitle, tagline,
//    category, a <small>): the one left.
// Otherwise, and when those names hold the whole h1, the h1 is read whole, as before.
import type { Element } from 'domhandler';
import type { Page } from './page.js';
import { visibleClean } from './item-labels.js';
import { atPath } from './structured-fields.js';
import { squash } from './text.js';

// what separates a head title's pieces: "Title | Shop", "Title – Tickets", "Series: Title"
const PIECES = /\s+[|·•–—-]\s+|\s*[|]\s*|\s*:\s+/;
// a part the markup names as other than the title
const OTHER = /series|kicker|eyebrow|overline|pre-?title|super-?title|sub-?title|sub-?head|strap|tagline|category|section|volume|collection|label|badge|flag/i;
const OTHER_TAGS = /^(small|sub|sup)$/i;
// between the parts: space, a separator, nothing more
const BETWEEN = /^[\s:|·•,–—-]*$/;

/** the parts of an h1: its child elements with text, when only separators lie between them */
function partsOf(page: Page, h: Element): Element[] {
  const parts: Element[] = [];
  for (const c of h.children) {
    if (c.type === 'text') {
      if (!BETWEEN.test((c as unknown as { data: string }).data)) return [];
    } else if (c.type === 'tag') {
      const el = c as Element;
      if (el.tagName.toLowerCase() === 'br') continue;
      if (visibleClean(page.$(el).text())) parts.push(el);
    }
  }
  return parts.length >= 2 ? parts : [];
}

/** the page's other names of its item, squashed: head title pieces, og/twitter titles, structured names */
function otherNames(page: Page): { whole: string[]; pieces: Set<string> } {
  return page.remember('titleParts:otherNames', () => {
    const whole = [page.$('title').first().text(), ...(page.meta.get('og:title') ?? []), ...(page.meta.get('twitter:title') ?? [])];
    for (const t of page.things) for (const key of ['name', 'headline']) for (const v of atPath(t, key)) if (typeof v === 'string') whole.push(v);
    const clean = whole.map((w) => visibleClean(w)).filter(Boolean);
    const pieces = new Set(clean.flatMap((w) => [w, ...w.split(PIECES)]).map(squash).filter((p) => p.length >= 3));
    return { whole: clean.map(squash), pieces };
  });
}

const namedOther = (el: Element): boolean => OTHER_TAGS.test(el.tagName) || OTHER.test(`${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''} ${el.attribs?.itemprop ?? ''}`);

/** the title part of a two-part h1, or null when the h1 is one title (or which part is the title is not said) */
export function titlePart(page: Page, h: Element): string | null {
  const parts = partsOf(page, h);
  if (!parts.length) return null;
  const texts = parts.map((p) => visibleClean(page.$(p).text()));
  const names = otherNames(page);
  const whole = squash(texts.join(' '));
  // the page's other names name the whole h1 (or hold it): it is one title
  if (names.whole.some((n) => n.includes(whole))) return null;
  const named = texts.filter((t) => names.pieces.has(squash(t)));
  if (named.length === 1) return named[0];
  const left = parts.map((p, i) => (namedOther(p) ? null : texts[i])).filter((t): t is string => t !== null);
  return left.length === 1 && left.length < parts.length ? left[0] : null;
}
