// An event's price said by a badge alone: an element whose whole text is "Free" ("FREE" beside the title, in the
// booking bar), with no label before it. The item's own lines only: eachText leaves the site's chrome out, and the
// first block around the badge that holds a heading must hold the item's h1 (a card of another event has its own
// h3, a teaser list its section's h2); no control's caption ("Register for free" says more than the word).
import type { Page } from './page.js';
import { eachText } from './fact-lines.js';
import { visibleClean } from './item-labels.js';

// the word alone, an exclamation allowed ("Free!")
const BADGE = /^free!?$/i;
// a control or a choice: its caption is an action or a filter, not the item's price
const CONTROL = /^(a|button|option|label|select|input|summary)$/i;

/** 0 when the item's lines hold a "Free" badge of its own element; else null (the caller asks only of event pages) */
export function freeBadge(page: Page): number | null {
  let found: number | null = null;
  eachText(page, (text, el) => {
    if (!BADGE.test(text) || CONTROL.test(el.tagName)) return false;
    // the element says the word and nothing else (a sentence's "free" is prose, read elsewhere)
    if (!BADGE.test(visibleClean(page.$(el).text()))) return false;
    const titled = page.$(el).parents().filter((_, p) => page.$(p).find('h1,h2,h3,h4,h5,h6').length > 0).first();
    if (!titled.find('h1').length) return false;
    found = 0;
    return true;
  });
  return found;
}
