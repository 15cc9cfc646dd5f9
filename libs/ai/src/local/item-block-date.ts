// The date an item's own block gives without a label: the one nearest its title ("Saturday 14
// November 2026, doors 7.30pm" under an event's heading, "THU 8 OCT 2026" in its hero), never one
// in the page's sidebars and footers, one a label names for something else ("Closing date: ...") or
// one led by "posted" or "updated" (the page's own dates, read elsewhere).
import type { AnyNode, Element, Text } from 'domhandler';
import type { Page } from './page.js';
import type { Thing } from './structured.js';
import { visibleClean } from './item-labels.js';
import { dateIn } from './item-dates.js';
import { dateOrder } from './date-order.js';
import { ENGLISH_MONTH_STEMS, ENGLISH_WEEKDAY_STEMS } from './month-names.js';
import { inTitleChrome, titleHeading } from './title-lines.js';

export interface BlockDate {
  date: string;
  /** written with a weekday or a time of day: the start of something, as an event's date is */
  starts: boolean;
  /** the text of the element that gives it (its time of day, if any, is read from there) */
  text: string;
}

// words before a date that say it is some other date than the item's
// where a date opens: its first number or English month
const DATE_OPENS = new RegExp(`\\d|\\b(${ENGLISH_MONTH_STEMS.join('|')})`, 'i');
const OTHER_DATE = /[:：]|\b(posted|updated|published|added|listed|modified|closing|closes|deadline|expires?|apply|until|ends?|copyright|since|from|last)\b|©/i;
const STARTS = new RegExp(String.raw`\b(${ENGLISH_WEEKDAY_STEMS.join('|')})[a-z]*\b|\b\d{1,2}([:.]\d{2})?\s*(am|pm)\b|\b\d{1,2}:\d{2}\b|\bdoors\b`, 'i');
// elements read around the title at each widening: the item's block is a few hundred; a deeper or wider
// scope is read up to this many and no further (a page nested 100,000 levels deep costs no more)
const SCOPE_NODES = 3000;

/** the texts of the node's subtree in document order (up to the budget), each with whether it is inside the heading */
function textsOf(root: Element, heading: Element, skip: (el: Element) => boolean): Array<{ node: Text; inHeading: boolean }> {
  const out: Array<{ node: Text; inHeading: boolean }> = [];
  let nodes = 0;
  // the stack holds a node with whether it is inside the heading; children pushed in reverse keep the order
  const stack: Array<[AnyNode, boolean]> = [[root, false]];
  while (stack.length) {
    const [node, inside] = stack.pop()!;
    if (node.type === 'text') out.push({ node: node as Text, inHeading: inside });
    if (node.type !== 'tag') continue;
    const el = node as Element;
    if (++nodes > SCOPE_NODES) break;
    if (/^(script|style|template)$/i.test(el.tagName) || skip(el)) continue;
    const within = inside || el === heading;
    for (let i = el.children.length - 1; i >= 0; i--) stack.push([el.children[i], within]);
  }
  return out;
}

/** the unlabelled date nearest the item's title, widening from its parent to the page's main block */
export function blockDate(page: Page, thing: Thing | null): BlockDate | null {
  return page.remember('blockDate', () => {
    const $ = page.$;
    const heading = titleHeading(page, thing);
    if (!heading) return null;
    const order = dateOrder(page);
    const skip = (el: Element): boolean => inTitleChrome(page, el);
    let scope: Element | null = heading.parent as Element | null;
    for (let level = 0; scope && scope.type === 'tag' && level < 4; level++, scope = scope.parent as Element | null) {
      const texts = textsOf(scope, heading, skip);
      const at = texts.findIndex((t) => t.inHeading);
      let best: { d: BlockDate; distance: number } | null = null;
      texts.forEach(({ node, inHeading }, i) => {
        if (inHeading) return;
        const text = visibleClean(node.data);
        const date = text.length <= 120 ? dateIn(text, order) : null;
        if (!date || date.length < 10) return;
        // the words before the date in its element: a label or an opener names another date
        const own = visibleClean($(node.parent as Element).text());
        const before = own.slice(0, Math.max(0, own.search(DATE_OPENS)));
        if (OTHER_DATE.test(before) || OTHER_DATE.test(text.slice(0, Math.max(0, text.search(/\d/))))) return;
        const d = { date, starts: STARTS.test(own), text: own };
        // after the title before the same distance above it; a start before any other date
        const distance = (i > at ? i - at : (at - i) * 1.5) - (d.starts ? 100 : 0);
        if (!best || distance < best.distance) best = { d, distance };
      });
      if (best) return (best as { d: BlockDate }).d;
      if (/^(main|body|article)$/i.test(scope.tagName)) break;
    }
    return null;
  });
}
