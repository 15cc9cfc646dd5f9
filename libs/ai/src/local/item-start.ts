// When the main item starts, for a field that asks it ("start time", "when does it start", "starts_at"):
// the moment, not only the day. From the item's structured startDate, a label naming the start
// ("Starts", "Start date", then "Doors"), or, on an event's page, its own <time datetime>, else the day it is
// dated by with the time of day written beside it ("Friday 22 May 2026, 7pm": 2026-05-22T19:00:00).
import type { Page } from './page.js';
import type { Thing } from './structured.js';
import { atPath } from './structured-fields.js';
import { labelPairs } from './item-labels.js';
import { dateIn } from './item-dates.js';
import { dateOrder } from './date-order.js';
import { blockDate } from './item-block-date.js';
import { itemDate } from './item-date-sources.js';
import { eventPage } from './event-page.js';
import { labelledStart } from './event-start-label.js';
import { isoMoment, itemTimes, momentText, timeOfDay } from './item-moments.js';

// the doors open before the event starts
const DOORS = /\bdoors?\b/;

const START_LABEL = /^(starts?|starts? (at|on)|start date|start time|starting|begins?|beginning|date and time|date & time|when|doors|doors open)$/;

// a time of day labelled on its own ("Time: 10am – 4pm", "Doors: 7.30pm")
const TIME_LABEL = /^(time|times|start time|starts?|starts? at|doors|doors open|hours|opening hours)$/;

/** the item's start as YYYY-MM-DDTHH:MM:SS (with the page's offset when it gives one), the day alone when it gives no time, or null */
export function itemStart(page: Page, thing: Thing | null): string | null {
  return page.remember('itemStart', () => {
    if (thing) {
      for (const v of atPath(thing, 'startDate')) {
        const m = typeof v === 'string' ? isoMoment(v) : null;
        if (m) return momentText(m);
      }
    }
    const order = dateOrder(page);
    // the doors open before the start: a start label first, the doors' moment only when none gives one
    const labelled = labelPairs(page, START_LABEL);
    for (const p of [...labelled.filter((x) => !DOORS.test(x.label.toLowerCase())), ...labelled.filter((x) => DOORS.test(x.label.toLowerCase()))]) {
      const m = isoMoment(p.value);
      if (m) return momentText(m);
      const day = dateIn(p.value, order);
      if (day && day.length === 10) return momentText({ day, time: timeOfDay(p.value) ?? undefined });
    }
    // a job's or a book's own date is its posting or publication, not a start
    if (!eventPage(page, thing)) return null;
    const own = itemTimes(page)[0];
    if (own) return momentText(own);
    const day = itemDate(page, thing);
    if (!day || day.length !== 10) return null;
    // the time written with the labelled start ("Show" / "Sat, April 18 · 12:15 AM"), not the doors' time
    const start = labelledStart(page, thing);
    if (start && start.day === day) return momentText({ day, time: timeOfDay(start.text) ?? undefined });
    const block = blockDate(page, thing);
    const time = labelPairs(page, TIME_LABEL).map((p) => timeOfDay(p.value)).find(Boolean) ?? (block && block.date === day ? timeOfDay(block.text) : null);
    return momentText({ day, time: time ?? undefined });
  });
}
