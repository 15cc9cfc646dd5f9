// The date an item's own block gives without a label: the one nearest its title ("Saturday 14
// November 2026, doors 7.30pm" under an event's heading, "THU 8 OCT 2026" in its hero), never one
// in the page's sidebars and footers, one a label names for something else ("Closing date: ...") or
// one led by "posted" or "updated" (the page's own dates, read elsewhere).
import type { AnyNode, Element, Text } from 'domhandler';
import type { Page } from './page.js';
import { visibleClean } from './item-labels.js';
import { dateIn } from './item-dates.js';
import { dateOrder } from './date-order.js';

export interface BlockDate {
  date: string;
  /** written with a weekday or a time of day: the start of something, as an event's date is */
  starts: boolean;
  /** the text of the element that gives it (its time of day, if any, is read from there) */
  text: string;
}

const CHROME = 'aside,footer,nav,[class*="comment" i],[class*="related" i],[class*="sidebar" i],[class*="footer" i],[id*="foot" i],[class*="share" i]';
// words before a date that say it is some other date than the item's
const OTHER_DATE = /[:：]|\b(posted|updated|published|added|listed|modified|closing|closes|deadline|expires?|apply|until|ends?|copyright|since|from|last)\b|©/i;
const STARTS = /\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\b\d{1,2}([:.]\d{2})?\s*(am|pm)\b|\b\d{1,2}:\d{2}\b|\bdoors\b/i;

/** the heading that holds the item's title (the h1 when none repeats it), outside sidebars and footers */
export function titleElement(page: Page, title: string | null): Element | null {
  const $ = page.$;
  const headings = $('h1,h2,h3').toArray().filter((h) => !$(h).closest(CHROME).length);
  const squash = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const named = title ? headings.find((h) => squash(visibleClean($(h).text())) === squash(title)) : undefined;
  return (named ?? headings.find((h) => (h as Element).tagName === 'h1') ?? null) as Element | null;
}

/** the texts of the node's subtree in document order, with whether each comes after the title */
function textsOf(root: Element, skip: (el: Element) => boolean): Text[] {
  const out: Text[] = [];
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') out.push(node as Text);
    if (node.type !== 'tag') return;
    const el = node as Element;
    if (/^(script|style|template)$/i.test(el.tagName) || skip(el)) return;
    for (const c of el.children) walk(c);
  };
  walk(root);
  return out;
}

/** the unlabelled date nearest the item's title, widening from its parent to the page's main block */
export function blockDate(page: Page, title: string | null): BlockDate | null {
  return page.remember('blockDate', () => {
    const $ = page.$;
    const heading = titleElement(page, title);
    if (!heading) return null;
    const order = dateOrder(page);
    const skip = (el: Element): boolean => $(el).is(CHROME);
    let scope: Element | null = heading.parent as Element | null;
    for (let level = 0; scope && scope.type === 'tag' && level < 4; level++, scope = scope.parent as Element | null) {
      const texts = textsOf(scope, skip);
      const at = texts.findIndex((t) => $(t.parent as Element).closest(heading).length > 0);
      let best: { d: BlockDate; distance: number } | null = null;
      texts.forEach((node, i) => {
        if ($(node.parent as Element).closest(heading).length) return;
        const text = visibleClean(node.data);
        const date = text.length <= 120 ? dateIn(text, order) : null;
        if (!date || date.length < 10) return;
        // the words before the date in its element: a label or an opener names another date
        const own = visibleClean($(node.parent as Element).text());
        const before = own.slice(0, Math.max(0, own.search(/\d|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i)));
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
