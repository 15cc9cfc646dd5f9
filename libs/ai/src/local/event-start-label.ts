// An event's start as its page labels it without a date word: "Show", "Starts", "Kick-off", "Music
// from" beside "Doors". Doors open before the event starts, an end or a sale closes it: the start is the
// first labelled day that is neither, with a weekday or a time of day as a start is written ("Sat, April 18
// · 12:15 AM"); the doors' day only when the page labels nothing else.
import type { Page } from './page.js';
import type { Thing } from './structured.js';
import { labelPairs } from './item-labels.js';
import { dateIn } from './item-dates.js';
import { dateOrder } from './date-order.js';
import { eventPage } from './event-page.js';
import { yearlessDate } from './yearless-dates.js';
import { ENGLISH_MONTH_STEMS, ENGLISH_WEEKDAY_STEMS } from './month-names.js';

// labels of moments other than the start: the doors (before it), its end, a booking or sale window, the page's own dates
const DOORS = /\bdoors?\b/;
const NOT_START = /\b(ends?|ending|finish(es)?|clos(e|es|ing)|until|till|last|deadline|sales?|booking|book by|posted|updated|added|listed|published|expir\w*|register by|registration)\b/;
// written as a start: a weekday or a time of day
const STARTS = new RegExp(String.raw`\b(${ENGLISH_WEEKDAY_STEMS.join('|')})[a-z]*\b|\b\d{1,2}([:.]\d{2})?\s*(am|pm)\b|\b\d{1,2}:\d{2}\b`, 'i');

// the words a moment is written in: weekdays, months, numbers, times, and the few words between them
const MOMENT_WORDS = new RegExp(`\\b(${ENGLISH_WEEKDAY_STEMS.join('|')})[a-z]*\\.?|\\b(${ENGLISH_MONTH_STEMS.join('|')})[a-z]*\\.?|\\d+(st|nd|rd|th)?|(?<=\\d\\s?)(am|pm|a\\.m\\.|p\\.m\\.)|\\b(am|pm|at|from|of|the|noon|midnight)\\b|[\\s,.:·|•–—/-]+`, 'gi');
/** the value is a moment and nothing else (not a teaser's "Sat 14 Mar 2026 Printmaking morning EUR 18.00") */
const onlyMoment = (value: string): boolean => value.replace(MOMENT_WORDS, '').length === 0;

export interface LabelledStart {
  /** YYYY-MM-DD */
  day: string;
  /** the labelled value (its time of day is read from it) */
  text: string;
}

/** a day as the page writes it: whole, or without its year (the page's year that fits its weekday) */
export const dayIn = (page: Page, text: string): string | null => {
  const d = dateIn(text, dateOrder(page));
  return d && d.length === 10 ? d : yearlessDate(page, text);
};

/** the event's labelled start (not its doors), or null on a page that is no event's or labels none */
export function labelledStart(page: Page, thing: Thing | null): LabelledStart | null {
  return page.remember('labelledStart', () => {
    if (!eventPage(page, thing)) return null;
    let doors: LabelledStart | null = null;
    for (const p of labelPairs(page, /./)) {
      const label = p.label.toLowerCase();
      if (label.split(/\s+/).length > 3 || p.value.length > 80 || NOT_START.test(label) || !STARTS.test(p.value) || !onlyMoment(p.value)) continue;
      const day = dayIn(page, p.value);
      if (!day) continue;
      if (!DOORS.test(label)) return { day, text: p.value };
      doors ??= { day, text: p.value };
    }
    return doors;
  });
}
