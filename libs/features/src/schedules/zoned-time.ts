// Wall-clock time in an IANA time zone, computed with Node's own ICU (Intl has full ICU in Node 20).
//
// Why no library: luxon 3 and date-fns-tz 3 (tried here) both resolve a wall time the clocks jump
// over by shifting it (luxon: Berlin 02:30 -> 03:30; date-fns-tz: -> 01:30, before the jump) and
// both pick the later of a repeated time. Schedules need the first valid minute after a gap and the
// first occurrence of a repeated time, so either library would be wrapped in this same detection
// code, and their zone checks are Intl's too. What remains is an offset lookup and a search.
//
// A "wall time" below is a local date-time written as epoch milliseconds as if it were UTC
// (Date.UTC(year, month, day, hour, minute)), so calendar arithmetic stays plain arithmetic.

import { isTimeZoneName } from '@gleaner/contract';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

// Building a formatter costs far more than using one: one per zone, kept (valid zones only, so the
// map is bounded by the size of the time zone database).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat | undefined {
  const known = formatters.get(zone);
  if (known) return known;
  // The contract's rule for names (shape, no ICU-only legacy IDs, known to the runtime).
  if (!isTimeZoneName(zone)) return undefined;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return undefined; // RangeError: unknown time zone
  }
  formatters.set(zone, format);
  return format;
}

/**
 * Why `name` is not a time zone this service accepts, or undefined when it is one. Names are
 * matched as the runtime matches them (case-insensitively; links such as US/Eastern or
 * Asia/Calcutta included).
 */
export function timeZoneProblem(name: unknown): string | undefined {
  if (typeof name !== 'string') return 'must be an IANA time zone name such as Europe/Berlin';
  if (formatterFor(name)) return undefined;
  return `is not a known IANA time zone (for example UTC, Europe/Berlin, America/New_York)`;
}

export function isTimeZone(name: unknown): name is string {
  return timeZoneProblem(name) === undefined;
}

function requireFormatter(zone: string): Intl.DateTimeFormat {
  const format = formatterFor(zone);
  if (!format) throw new RangeError(`unknown time zone: ${zone}`);
  return format;
}

// What the formatters above write: "11/23/2026, 23:37:52" (en-US, numeric fields, 23-hour clock).
// format() and this pattern cost a third of formatToParts(); anything else is read from the parts.
const FORMATTED = /^(\d{1,2})\/(\d{1,2})\/(\d+), (\d{2}):(\d{2}):(\d{2})$/;

/** The wall time the formatter shows at `instant`, to the second. */
function shownWallTime(format: Intl.DateTimeFormat, instant: number): number {
  const date = new Date(instant);
  const m = FORMATTED.exec(format.format(date));
  if (m) return Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2]), Number(m[4]), Number(m[5]), Number(m[6]));
  const parts = format.formatToParts(date);
  const field = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
}

// Offsets already computed, by zone and instant. Schedules due at one time (every default schedule
// runs at 00:00 UTC) all ask for the same candidate days' offsets when they move on: a burst of
// 10,000 fires computed the same few dozen offsets 10,000 times. Exact (a pure function of its
// arguments), bounded (emptied when full).
const knownOffsets = new Map<string, number>();
const MAX_KNOWN_OFFSETS = 4096;

/** The zone's offset from UTC at `instant`, in milliseconds (Berlin in summer: 7,200,000). */
export function zoneOffsetMs(zone: string, instant: number): number {
  const key = `${zone} ${instant}`;
  const known = knownOffsets.get(key);
  if (known !== undefined) return known;
  // The formatter shows whole seconds: compare with the instant's whole second.
  const offset = shownWallTime(requireFormatter(zone), instant) - (instant - (((instant % 1000) + 1000) % 1000));
  if (knownOffsets.size >= MAX_KNOWN_OFFSETS) knownOffsets.clear();
  knownOffsets.set(key, offset);
  return offset;
}

/** The wall time at `instant` in `zone` (see the top of this file). */
export function wallTimeAt(zone: string, instant: number): number {
  return instant + zoneOffsetMs(zone, instant);
}

/**
 * The first instant of [low, high] for which `holds` is true, to the second; `holds` must be false
 * up to some point and true after it (an offset change, a wall time reached).
 */
function firstSecondWhere(low: number, high: number, holds: (instant: number) => boolean): number {
  let lo = Math.floor(low / 1000); // holds(lo) is false or lo is below the range
  let hi = Math.ceil(high / 1000); // holds(hi) is true
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (holds(mid * 1000)) hi = mid;
    else lo = mid;
  }
  return hi * 1000;
}

/** The first instant after `from` and not after `to` whose offset differs from the offset at `from`. */
export function offsetChangeBetween(zone: string, from: number, to: number): number {
  const offset = zoneOffsetMs(zone, from);
  return firstSecondWhere(from, to, (t) => zoneOffsetMs(zone, t) !== offset);
}

// Every offset in use lies within -12:00..+14:00 today (older local mean times reached about 15 h):
// an instant whose wall time is W lies within W - 16 h .. W + 16 h.
const OFFSET_REACH_MS = 16 * HOUR_MS;

/**
 * The instant at which the wall time `wall` occurs in `zone`. A wall time that occurs twice (the
 * clocks went back) gives the first occurrence; one that does not occur (the clocks jumped over it)
 * gives the first instant after the jump, whose wall time is the first valid one after `wall`
 * (Berlin, last Sunday of March: 02:30 -> 03:00 CEST). Assumes, as every zone does today, at most one
 * offset change within 32 hours.
 */
export function instantOfWallTime(zone: string, wall: number): number {
  const offsets = new Set([zoneOffsetMs(zone, wall - OFFSET_REACH_MS), zoneOffsetMs(zone, wall + OFFSET_REACH_MS)]);
  const matches = [...offsets].map((offset) => wall - offset).filter((t) => wallTimeAt(zone, t) === wall);
  if (matches.length > 0) return Math.min(...matches);
  // In a gap: the first instant whose wall time has passed `wall` is the end of the jump.
  return firstSecondWhere(wall - OFFSET_REACH_MS, wall + OFFSET_REACH_MS, (t) => wallTimeAt(zone, t) >= wall);
}
