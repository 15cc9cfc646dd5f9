// What changes on a page without anything having changed: clocks, relative dates, counters that
// tick, one-time tokens, ad slots. Each is replaced by a placeholder (the rest of its line still
// counts), or, for an ad slot's label, the line is dropped. Prices, stock counts, versions and the
// numbers in tables are left alone: they are what people watch.

import { replaceCounters } from './counters.js';
import { RELATIVE_TIME } from './relative-time.js';

export const PLACEHOLDER = { time: '⟨time⟩', count: '⟨count⟩', token: '⟨token⟩' } as const;

const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const CLOCK = '\\d{1,2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?(?:\\s?[ap]\\.?m\\.?)?(?:\\s?(?:utc|gmt|[a-z]{2,4}t|z|[+-]\\d{2}:?\\d{2}))?';
const NUMERIC_DATE = '\\d{4}-\\d{2}-\\d{2}|\\d{1,2}[/.]\\d{1,2}[/.]\\d{2,4}';
const WORD_DATE = `${MONTH}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}\\.?,?\\s+\\d{4}`;

const RULES: [RegExp, string][] = [
  // An ISO timestamp, or a date followed by a time: always volatile.
  [new RegExp(`\\b(?:${NUMERIC_DATE}|${WORD_DATE})(?:[T\\s,]+(?:at\\s+)?${CLOCK})\\b`, 'gi'), PLACEHOLDER.time],
  [/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/gi, PLACEHOLDER.time],
  // A time of day (10:32, 10:32:05, 10:32 AM, 9:05pm UTC): a clock, not a price.
  [new RegExp(`(?<![\\d$€£¥.,])${CLOCK}(?![\\d%])`, 'gi'), PLACEHOLDER.time],
  // A bare date after a word that says it is when the page was made ("Updated Nov 24, 2026").
  [new RegExp(`\\b((?:last\\s+)?(?:updated|modified|generated|refreshed|retrieved|fetched|as\\s+of|today\\s+is|date)\\s*:?\\s*(?:on\\s+)?)(?:${NUMERIC_DATE}|${WORD_DATE})`, 'gi'), `$1${PLACEHOLDER.time}`],
  // Relative times, in the languages relative-time.ts knows.
  [RELATIVE_TIME, PLACEHOLDER.time],
  // Countdowns ("in 5 minutes"); "ships in 2 days" is content, not a clock.
  [/\bin\s+(?:\d+|a|an|one|a few)\s+(?:sec(?:ond)?s?|min(?:ute)?s?|hours?)\b/gi, PLACEHOLDER.time],
  // Identifiers made fresh at every load: UUIDs, long hex, long base64-like strings.
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, PLACEHOLDER.token],
  [/\b[0-9a-f]{24,}\b/gi, PLACEHOLDER.token],
  [/(?<![A-Za-z0-9+/_-])(?=[A-Za-z0-9+/_-]*[0-9])(?=[A-Za-z0-9+/_-]*[a-z])(?=[A-Za-z0-9+/_-]*[A-Z])[A-Za-z0-9+/_-]{32,}={0,2}(?![A-Za-z0-9+/_-])/g, PLACEHOLDER.token],
  // Cache-busters in URLs shown as text.
  [/([?&](?:v|_|cb|t|ts|cachebust|nocache)=)\d{6,}/gi, `$1${PLACEHOLDER.token}`],
];

/** Labels of ad slots: a line that is only this is dropped. */
const AD_LINE = /^(?:advertisement|advertising|sponsored(?: content| links?)?|ads?|promoted|ads by .{1,40}|reklame|anzeige|publicité)$/i;

/** The line with its volatile tokens replaced, or null for a line that is only an ad label. */
export function stableLine(line: string): string | null {
  if (AD_LINE.test(line.trim())) return null;
  let out = line;
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  // Counters that tick: views, likes, shares, followers, people watching (counters.ts).
  return replaceCounters(out, PLACEHOLDER.count);
}

/** JSON keys whose values are volatile wherever they are (compared case-insensitively, - and _ alike). */
const VOLATILE_KEY = /^(?:timestamp|ts|_ts|time|datetime|now|servertime|generated(?:at|on)?|(?:created|updated|modified|fetched|refreshed|expires|issued)(?:at|on|time)?|lastupdated|lastmodified|expires|expiry|requestid|traceid|spanid|correlationid|xrequestid|nonce|csrf\w*|xsrf\w*|\w*token|etag|signature|cachekey|responsetime(?:ms)?|elapsed(?:ms)?|took|uptime)$/;

export function isVolatileKey(key: string): boolean {
  return VOLATILE_KEY.test(key.toLowerCase().replace(/[-_]/g, ''));
}

/** A string value that is itself a timestamp. */
export function isTimestampValue(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.test(value.trim()) || /^\d{10}(?:\d{3})?$/.test(value.trim());
}
