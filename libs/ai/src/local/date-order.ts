// Which way round a page writes numeric dates: "09/12/2023" is 12 September on a US page and 9
// December on most others. Read from the page's signals, strongest first: its other numeric dates
// that only read one way ("09/25/2023"), then its language and locale (lang="en-US", og:locale
// en_US), then a US dollar price with no other locale, then the site's country; none of them: day first.
import type { Page } from './page.js';

export type DateOrder = 'mdy' | 'dmy';

// locales that write the month first (the US and places that follow it)
const MONTH_FIRST = /^(en[-_](us|ph|um|as|gu|mp|pr|vi)|es[-_]us|fil|tl)\b/i;
const MONTH_FIRST_COUNTRIES = /^(us|ph|fm|mh|pw)$/;

// "09/12/2023", "9.12.2023", "9-12-2023"; with a two-digit year only "9/5/25", "09.05.25" and, with dashes, a
// padded "03-04-25" (one separator throughout, no digit or separator-digit around it), so a score "3-5-26", a
// phone number "020-12-34-56" or a version "1.2.25" is no date
const NUMERIC_SOURCE = String.raw`(?<![\dA-Za-z]|\d[./-])(?:(\d{1,2})[./-](\d{1,2})[./-](\d{4})(?!\d)|(\d{1,2})([/.])(\d{1,2})\5(\d{2})(?!\d|[./]\d)|(\d{2})-(\d{2})-(\d{2})(?!\d|[./-]\d))`;
const NUMERIC_ALL = new RegExp(NUMERIC_SOURCE, 'g');
const NUMERIC = new RegExp(NUMERIC_SOURCE);

/** a match's day, month and year groups whichever form it took */
function parts(m: RegExpMatchArray): [number, number, string] {
  return m[3] ? [+m[1], +m[2], m[3]] : m[7] ? [+m[4], +m[6], m[7]] : [+m[8], +m[9], m[10]];
}

/** a two-digit year as POSIX reads it (strptime %y): 69-99 are 1969-1999, 00-68 are 2000-2068 */
export function fullYear(y: string): string {
  return y.length === 4 ? y : String((+y >= 69 ? 1900 : 2000) + +y);
}

/** the order the numeric dates in the text can only be read in ("25/09" is day first), or null when none decides */
export function unambiguousOrder(text: string): DateOrder | null {
  let mdy = 0;
  let dmy = 0;
  for (const m of text.matchAll(NUMERIC_ALL)) {
    const [a, b] = parts(m);
    if (a > 12 && b <= 12) dmy++;
    else if (b > 12 && a <= 12) mdy++;
  }
  return mdy > dmy ? 'mdy' : dmy > mdy ? 'dmy' : null;
}

function localeOrder(page: Page): DateOrder | null {
  const locales = [page.$('html').attr('lang') ?? '', ...(page.meta.get('og:locale') ?? []), page.$('meta[http-equiv="content-language" i]').attr('content') ?? ''].map((l) => l.trim()).filter(Boolean);
  if (!locales.length) return null;
  // a region names the order; a bare "en" does not
  const regional = locales.filter((l) => /[-_]/.test(l));
  if (!regional.length) return null;
  return regional.some((l) => MONTH_FIRST.test(l)) ? 'mdy' : 'dmy';
}

function countryOrder(url: string): DateOrder | null {
  try {
    const tld = new URL(url).hostname.split('.').pop() ?? '';
    return /^[a-z]{2}$/.test(tld) ? (MONTH_FIRST_COUNTRIES.test(tld) ? 'mdy' : 'dmy') : null;
  } catch {
    return null;
  }
}

/** the page's order for numeric dates that read both ways */
export function dateOrder(page: Page): DateOrder {
  return page.remember('dateOrder', () => {
    const body = page.$('body').text();
    return unambiguousOrder(body) ?? localeOrder(page) ?? (/\bUSD\b|US\$/.test(body) ? 'mdy' : null) ?? countryOrder(page.url) ?? (/\$\s?\d/.test(body) && !/[£€]/.test(body) ? 'mdy' : null) ?? 'dmy';
  });
}

/** "09/12/2023" as YYYY-MM-DD in the given order (the other order when the first cannot be a month), or null */
export function numericDate(text: string, order: DateOrder): string | null {
  const m = NUMERIC.exec(text);
  if (!m) return null;
  const [a, b, year] = parts(m);
  let [mo, d] = order === 'mdy' ? [a, b] : [b, a];
  if (mo > 12 && d <= 12) [mo, d] = [d, mo];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  return `${fullYear(year)}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
