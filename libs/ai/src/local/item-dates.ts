// Dates and durations as item pages write them: "12 March 2021", "October 17th, 2023", "16-02-2026",
// "Friday 22 May 2026, 7pm", "1998"; "PT15M", "20 mins", "1 hr 10 mins".
import { numericDate, type DateOrder } from './date-order.js';
import { ENGLISH_MONTHS, ENGLISH_WEEKDAYS, ENGLISH_WEEKDAY_STEMS, OTHER_MONTHS, englishMonth, otherMonth } from './month-names.js';

const MONTH = `(${ENGLISH_MONTHS})\\.?`;
const DAY_MONTH_YEAR = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH},?\\s+(\\d{4})\\b`, 'i');
const MONTH_DAY_YEAR = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'i');
const MONTH_YEAR = new RegExp(`\\b${MONTH}\\s+(\\d{4})\\b`, 'i');
// "12 janvier 2027", "3. März 2026", "12 de enero de 2027", "1er mai 2026": a day, another language's month, a year
const OTHER_DAY_MONTH_YEAR = new RegExp(`(?<![\\p{L}\\d])(\\d{1,2})(?:\\.|er|º)?\\s+(?:de\\s+)?(${OTHER_MONTHS})\\s+(?:de\\s+)?(\\d{4})(?!\\d)`, 'iu');

const pad = (n: number): string => String(n).padStart(2, '0');
const month = englishMonth;
const valid = (y: number, m: number, d: number): boolean => m >= 1 && m <= 12 && d >= 1 && d <= 31 && y >= 1000 && y <= 2999;

// a range whose start borrows its year (and month) from its end ("14 January – 4 February 2025", "14–16 March
// 2025", "March 3 – April 2, 2025"): the first date written is its start, in the end's year (the year before when
// the start's month comes later: "28 December – 3 January 2026")
// (the end's weekday before it: "Friday 4 April – Sunday 28 September 2025")
const TO = String.raw`\s*(?:[-–—]|\bto\b|\buntil\b|\btill\b)\s*(?:(?:${ENGLISH_WEEKDAYS}|${ENGLISH_WEEKDAY_STEMS.join('|')})\.?,?\s+)?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const DAY_MONTH_RANGE = new RegExp(`(?<![\\d:.])${DAY}(?:\\s+${MONTH})?${TO}\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH},?\\s+(\\d{4})\\b`, 'i');
const MONTH_DAY_RANGE = new RegExp(`\\b${MONTH}\\s+${DAY}${TO}(?:${MONTH}\\s+)?\\d{1,2}(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'i');

function rangeStart(text: string): string | null {
  let m = DAY_MONTH_RANGE.exec(text);
  let day: number, from: number, to: number, year: number;
  if (m) [day, from, to, year] = [+m[1], month(m[2] ?? m[3]), month(m[3]), +m[4]];
  else if ((m = MONTH_DAY_RANGE.exec(text))) [day, from, to, year] = [+m[2], month(m[1]), month(m[3] ?? m[1]), +m[4]];
  else return null;
  const y = from > to ? year - 1 : year;
  return valid(y, from, day) ? `${y}-${pad(from)}-${pad(day)}` : null;
}

/** the first date written in the text, as YYYY-MM-DD (YYYY-MM or YYYY when the page gives no more); numeric dates in the page's order (date-order.ts) */
export function dateIn(text: string, order: DateOrder = 'dmy'): string | null {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const start = rangeStart(text);
  if (start) return start;
  let m = DAY_MONTH_YEAR.exec(text);
  if (m && valid(+m[3], month(m[2]), +m[1])) return `${m[3]}-${pad(month(m[2]))}-${pad(+m[1])}`;
  m = MONTH_DAY_YEAR.exec(text);
  if (m && valid(+m[3], month(m[1]), +m[2])) return `${m[3]}-${pad(month(m[1]))}-${pad(+m[2])}`;
  m = OTHER_DAY_MONTH_YEAR.exec(text);
  if (m && valid(+m[3], otherMonth(m[2]), +m[1])) return `${m[3]}-${pad(otherMonth(m[2]))}-${pad(+m[1])}`;
  // numbers: in the page's order, the other when the first cannot be a month
  const numeric = numericDate(text, order);
  if (numeric && valid(+numeric.slice(0, 4), 1, 1)) return numeric;
  m = MONTH_YEAR.exec(text);
  if (m) return `${m[2]}-${pad(month(m[1]))}`;
  m = /^\s*(1[5-9]\d{2}|20\d{2})\s*$/.exec(text);
  return m ? m[1] : null;
}

// the units in English and in the languages of label-languages.ts ("20 minutos", "1 ora", "2 Stunden", "45 minuti")
const UNITS: Array<[RegExp, string]> = [
  [/^(d|days?|tage?n?|jours?|días?|giorn[oi]|dagen|dag|dias?)$/iu, 'day'],
  [/^(h|hrs?|hours?|std|stunden?|heures?|horas?|or[ae]|uur)$/iu, 'hour'],
  [/^(m|mins?|minutes?|minuten?|minutos?|minuti|minuto)$/iu, 'minute'],
];

/** a word of a unit of time ("mins", "hours", "Tage") */
export const timeUnit = (word: string): boolean => UNITS.some(([re]) => re.test(word));

function spell(parts: Array<[number, string]>): string | null {
  const kept = parts.filter(([n]) => n > 0);
  return kept.length ? kept.map(([n, u]) => `${n} ${u}${n === 1 ? '' : 's'}`).join(' ') : null;
}

/**
 * The duration as the page writes it, without the words around it: "about 25 minutes" -> "25 minutes",
 * "25 min bereiden" -> "25 min", "1 hr 10 mins" whole (from its first figure with a unit to its last); null when none
 */
export function durationSpan(text: string): string | null {
  const spans = [...text.slice(0, 300).matchAll(/(\d+(?:[.,]\d+)?)\s*(\p{L}+)\.?/giu)].filter((m) => UNITS.some(([re]) => re.test(m[2])));
  if (!spans.length) return null;
  const first = spans[0];
  const last = spans[spans.length - 1];
  // only parts joined by spaces, commas or "and" ("1 hour and 20 minutes"), not another duration further on
  const between = text.slice(first.index!, last.index! + last[0].length);
  const joined = between.length <= 40 && between.split(/[\s,]+/).every((w) => /^\d/.test(w) || /^(and|en|y|e|und|et|&)$/i.test(w) || UNITS.some(([re]) => re.test(w.replace(/\.$/, ''))));
  const whole = spans.length > 1 && joined ? between : first[0];
  return whole.replace(/\.$/, '').trim();
}

/** a duration in words: "PT1H10M", "1 hr 10 mins", "20 min" -> "1 hour 10 minutes", "20 minutes" */
export function durationIn(text: string): string | null {
  const iso = /^P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?/i.exec(text.trim());
  if (iso && /^P/i.test(text.trim()) && (iso[1] || iso[2] || iso[3])) return spell([[+(iso[1] ?? 0), 'day'], [+(iso[2] ?? 0), 'hour'], [+(iso[3] ?? 0), 'minute']]);
  const parts: Array<[number, string]> = [];
  for (const m of text.matchAll(/(\d+(?:\.\d+)?)\s*(\p{L}+)/giu)) {
    const unit = UNITS.find(([re]) => re.test(m[2]))?.[1];
    if (unit) parts.push([Number(m[1]), unit]);
  }
  return spell(parts);
}
