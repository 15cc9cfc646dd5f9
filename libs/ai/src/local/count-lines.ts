// A counted fact written as a line of its own: a number and the noun it counts ("2 bedrooms", "3 beds"),
// as a home's key features or a card of facts list them. The noun's plural is the fact's normal form
// (lexicon.ts, countNoun): the number is the value.
import type { Element } from 'domhandler';
import type { Page } from './page.js';
import { visibleClean } from './item-labels.js';
import { hiddenElement } from './visible.js';

// other items' boxes and the site's chrome: their counts are not the item's
const OTHER_BOXES = 'nav,footer,aside,[class*="similar" i],[class*="related" i],[class*="recommend" i]';

/**
 * The numbers of the page's short lines that are a number and one of `nouns` (a word and its plural, a
 * qualifier between them allowed: "2 double bedrooms"), the item's own boxes only, in page order
 */
export function countLines(page: Page, nouns: RegExp): number[] {
  const $ = page.$;
  const out: number[] = [];
  $('li,dd,span,p,div,td').each((_, node) => {
    const el = node as Element;
    if (hiddenElement(el) || $(el).children().filter((__, c) => /^(li|div|p|ul|ol|table)$/i.test((c as Element).tagName)).length) return undefined;
    const t = visibleClean($(el).text());
    if (t.length > 40) return undefined;
    const m = /^(\d{1,2})\s+(?:[\p{L}-]+\s+)?([\p{L}]+)\.?$/u.exec(t);
    if (!m || !nouns.test(m[2]) || $(el).closest(OTHER_BOXES).length) return undefined;
    out.push(Number(m[1]));
    return out.length >= 3 ? false : undefined;
  });
  return out;
}
