// Days written without their year ("Sat, April 18", "Friday 17th April"): the year is elsewhere on the
// page (a "Spring Season 2026" strip, a footer's listings). Of the years the page writes, the one that
// makes the written weekday right is the day's year: a weekday matches one year in seven, so a match is a
// strong signal, and no match (or no weekday) leaves the day unread rather than guessed.
import type { Page } from './page.js';
import { ENGLISH_MONTHS, englishMonth } from './month-names.js';

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MONTH = `(${ENGLISH_MONTHS})\\.?`;
const WEEKDAY = '(mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\\.?';
// a year after the day would make it a whole date (read by dateIn), so none may follow
const NO_YEAR = '(?![\\s,]*\\d{4})';
const WEEKDAY_MONTH_DAY = new RegExp(`\\b${WEEKDAY},?\\s+${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b${NO_YEAR}`, 'i');
const WEEKDAY_DAY_MONTH = new RegExp(`\\b${WEEKDAY},?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}(?![a-z])${NO_YEAR}`, 'i');

const pad = (n: number): string => String(n).padStart(2, '0');

/** the years the page's text writes (1900-2099), most often first */
export function pageYears(page: Page): number[] {
  return page.remember('pageYears', () => {
    const counts = new Map<number, number>();
    for (const m of page.visibleText.matchAll(/(?<![\d.,/-])(19\d{2}|20\d{2})(?![\d])/g)) counts.set(Number(m[1]), (counts.get(Number(m[1])) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]).map(([y]) => y);
  });
}

/** a weekday, day and month without a year, as YYYY-MM-DD with the year of the page's that makes the weekday right; null otherwise */
export function yearlessDate(page: Page, text: string): string | null {
  let weekday: string;
  let month: string;
  let day: number;
  let m = WEEKDAY_MONTH_DAY.exec(text);
  if (m) [weekday, month, day] = [m[1], m[2], Number(m[3])];
  else if ((m = WEEKDAY_DAY_MONTH.exec(text))) [weekday, day, month] = [m[1], Number(m[2]), m[3]];
  else return null;
  const mo = englishMonth(month) - 1;
  const wd = DAYS.indexOf(weekday.slice(0, 3).toLowerCase());
  if (mo < 0 || wd < 0 || day < 1 || day > 31) return null;
  for (const year of pageYears(page)) {
    const d = new Date(Date.UTC(year, mo, day));
    // the day exists that year (no 31 April) and falls on the weekday written
    if (d.getUTCMonth() === mo && d.getUTCDay() === wd) return `${year}-${pad(mo + 1)}-${pad(day)}`;
  }
  return null;
}
