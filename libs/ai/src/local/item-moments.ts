// Moments as pages state them to machines and people: a <time datetime="2026-03-03T18:00+01:00">, a
// structured "startDate", a time of day in words ("7pm", "19:30"). A date field is the day (the local
// day written in the attribute: "2026-03-03T00:30+01:00" is 3 March, whatever it is in UTC); a field
// that asks a time is the moment as the page writes it, with its offset when the page gives one.
import type { Page } from './page.js';
import { nearTitle } from './item-near.js';

export interface Moment {
  /** YYYY-MM-DD, the local day as written */
  day: string;
  /** HH:MM:SS when the page gives a time of day */
  time?: string;
  /** "Z" or "+01:00" when the page gives an offset */
  offset?: string;
}

const ISO = /^\s*(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?)?/i;

/** an ISO 8601 date or date-time, or null */
export function isoMoment(raw: string): Moment | null {
  const m = ISO.exec(raw);
  if (!m) return null;
  if (!m[2]) return { day: m[1] };
  const offset = m[5] ? (m[5].toUpperCase() === 'Z' ? 'Z' : m[5].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')) : undefined;
  return { day: m[1], time: `${m[2]}:${m[3]}:${m[4] ?? '00'}`, offset };
}

/** the moment written out: "2026-03-03T18:00:00+01:00", "2026-05-22T19:00:00", or the day alone */
export const momentText = (m: Moment): string => (m.time ? `${m.day}T${m.time}${m.offset ?? ''}` : m.day);

/** the first time of day written in the text ("7pm for 7.30pm": 19:00:00; "19:30"), or null */
export function timeOfDay(text: string): string | null {
  const pad = (n: number): string => String(n).padStart(2, '0');
  const ampm = /\b(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?m\.?(?![a-z])/i.exec(text);
  const clock = /\b([01]?\d|2[0-3]):([0-5]\d)\b/.exec(text);
  if (ampm && (!clock || ampm.index <= clock.index)) {
    const h = Number(ampm[1]);
    if (h < 1 || h > 12) return null;
    return `${pad((h % 12) + (ampm[3].toLowerCase() === 'p' ? 12 : 0))}:${ampm[2] ?? '00'}:00`;
  }
  return clock ? `${pad(Number(clock[1]))}:${clock[2]}:00` : null;
}

// words beside a <time> that say it is not the item's date
const OTHER = /\b(updated|modified|edited|closing|closes|deadline|expires?|ends?|until|last)\b/i;

/** the item's <time datetime> moments, nearest its title first, leaving out an "Updated" or closing time */
export function itemTimes(page: Page): Moment[] {
  return page.remember('itemTimes', () => {
    const $ = page.$;
    const out: Moment[] = [];
    for (const el of nearTitle(page, 'time[datetime]')) {
      const m = isoMoment(el.attribs.datetime ?? '');
      if (!m) continue;
      const around = $(el.parent ?? el).text();
      const before = around.slice(0, Math.max(0, around.indexOf($(el).text())));
      if (OTHER.test(before.split(/[·|•\n]/).pop() ?? '')) continue;
      out.push(m);
    }
    return out;
  });
}
