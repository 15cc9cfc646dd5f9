// The place a page's head title adds to its item's title: "Data Analyst job in Bristol | Site",
// "Barista (Part-time) in Leeds – Site". Job boards write the town there when the page shows it
// only as a bare word in a stat card or a breadcrumb.
import type { Page } from './page.js';
import { visibleClean } from './item-labels.js';
import { escapeRegExp } from './regex-escape.js';

// a place is a name, not a sentence
const MOST_CHARS = 60;
// up to two words of what the item is ("job", "vacancy", "role"), "in", then a capitalised name up to its end or the site's separator
const IN_PLACE = /^(?:[\p{L}-]+\s+){0,2}in\s+(\p{Lu}[\p{L}'’.-]*(?:\s+(?:upon|on|le|de|\p{Lu}[\p{L}'’.-]*)){0,3})\s*(?:[|·•–—,-]|$)/u;

const namedIn = (text: string, name: string): boolean => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'u').test(text);

/** the name after "in" that follows the h1's text in the head title, when the page's own text names it too
 * (a breadcrumb, a stat card): "Lecturer in Economics" is a longer title, not a place; null when none */
export function headTitlePlace(page: Page): string | null {
  return page.remember('headTitlePlace', () => {
    const head = visibleClean(page.$('title').first().text());
    const h1 = visibleClean(page.$('h1').first().text());
    if (!h1 || h1.length > 150 || !head.toLowerCase().startsWith(h1.toLowerCase())) return null;
    const place = IN_PLACE.exec(head.slice(h1.length).trim())?.[1];
    if (!place || place.length > MOST_CHARS) return null;
    // the page's own text (not its head) shows the name too
    return namedIn(page.visibleText, place) ? place : null;
  });
}
