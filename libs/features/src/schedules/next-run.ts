import { GleanerError } from '@gleaner/platform';
import { DAY_MS, HOUR_MS, MINUTE_MS, instantOfWallTime, offsetChangeBetween, timeZoneProblem, wallTimeAt, zoneOffsetMs } from './zoned-time.js';

// When a schedule runs next (api-spec.md "Schedules", decisions.md "Schedules"), as a pure function
// of its timing fields and an instant, so the API (next_run_at), the scheduler and tests with a
// controlled clock all agree.
//
// Rules:
// - daily/weekly/monthly run at `time` on the local calendar of `timezone`, on both sides of a
//   daylight-saving change. A time the clocks jump over runs at the first valid minute after it
//   (Berlin, spring: 02:30 -> 03:00 CEST); a time that occurs twice runs once, at its first
//   occurrence (the earlier instant: the natural reading of "02:30" before anyone has turned a clock).
// - hourly runs at every instant whose local minute is the minute of `time`: every 60 minutes, both
//   hours of a repeated hour included and nothing added for a skipped one. Only a zone whose clocks
//   move by half an hour (Australia/Lord_Howe) forces one 30- or 90-minute interval a year.
// - The next run is strictly after the given instant; runs fall on whole minutes.

export const FREQUENCIES = ['hourly', 'daily', 'weekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const DEFAULT_TIME = '00:00';
export const DEFAULT_TIMEZONE = 'UTC';
export const DEFAULT_DAY_OF_WEEK = 1; // Monday (decisions.md)
export const DEFAULT_DAY_OF_MONTH = 1;

/** The timing fields of a schedule, named as in the API. Missing ones take the defaults above. */
export interface ScheduleTiming {
  frequency: Frequency;
  time?: string;
  day_of_week?: number;
  day_of_month?: number;
  timezone?: string;
}

/** The same fields once read: defaults filled in; day_of_week only on weekly, day_of_month only on monthly. */
export interface ResolvedTiming {
  frequency: Frequency;
  time: string;
  timezone: string;
  day_of_week?: number;
  day_of_month?: number;
}

export interface TimingProblem {
  field: string;
  message: string;
  code: 'missing_parameter' | 'invalid_parameter';
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

function isIntegerIn(value: unknown, low: number, high: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= low && value <= high;
}

/**
 * Reads and checks the timing fields of a request body. Every problem is listed (the route merges
 * them with its other checks); `timing` is set only when there is none.
 */
export function readScheduleTiming(body: Record<string, unknown>): { timing?: ResolvedTiming; problems: TimingProblem[] } {
  const problems: TimingProblem[] = [];
  const invalid = (field: string, message: string): void => void problems.push({ field, message, code: 'invalid_parameter' });

  const { frequency, time = DEFAULT_TIME, day_of_week, day_of_month, timezone = DEFAULT_TIMEZONE } = body;
  const knownFrequency = FREQUENCIES.includes(frequency as Frequency) ? (frequency as Frequency) : undefined;
  if (frequency === undefined) problems.push({ field: 'frequency', message: 'is required', code: 'missing_parameter' });
  else if (!knownFrequency) invalid('frequency', `must be one of: ${FREQUENCIES.join(', ')}`);

  if (typeof time !== 'string' || !TIME_OF_DAY.test(time)) invalid('time', 'must be a 24-hour time written HH:MM, from 00:00 to 23:59');

  if (day_of_week !== undefined) {
    if (!isIntegerIn(day_of_week, 0, 6)) invalid('day_of_week', 'must be an integer from 0 (Sunday) to 6 (Saturday)');
    else if (knownFrequency && knownFrequency !== 'weekly') invalid('day_of_week', 'is only for weekly schedules');
  }
  if (day_of_month !== undefined) {
    if (!isIntegerIn(day_of_month, 1, 28)) invalid('day_of_month', 'must be an integer from 1 to 28 (days every month has)');
    else if (knownFrequency && knownFrequency !== 'monthly') invalid('day_of_month', 'is only for monthly schedules');
  }

  const zoneProblem = timeZoneProblem(timezone);
  if (zoneProblem) invalid('timezone', zoneProblem);

  if (problems.length > 0 || !knownFrequency) return { problems };
  const timing: ResolvedTiming = { frequency: knownFrequency, time: time as string, timezone: timezone as string };
  if (knownFrequency === 'weekly') timing.day_of_week = (day_of_week as number | undefined) ?? DEFAULT_DAY_OF_WEEK;
  if (knownFrequency === 'monthly') timing.day_of_month = (day_of_month as number | undefined) ?? DEFAULT_DAY_OF_MONTH;
  return { timing, problems };
}

/** The first run of the schedule strictly after `after`. Throws invalid_parameter on timing readScheduleTiming refuses. */
export function nextRunAt(timing: ScheduleTiming, after: Date | number): Date {
  const { timing: resolved, problems } = readScheduleTiming({ ...timing });
  if (!resolved) {
    const first = problems[0];
    throw new GleanerError('invalid_parameter', `${first.field} ${first.message}`, { details: { field: first.field } });
  }
  const instant = typeof after === 'number' ? after : after.getTime();
  if (!Number.isFinite(instant)) throw new RangeError('nextRunAt needs a valid instant');
  const [hour, minute] = resolved.time.split(':').map(Number);
  const zone = resolved.timezone;
  if (resolved.frequency === 'hourly') return new Date(nextHourly(zone, minute, instant));

  // Local dates from the day before `after` on (a run that a gap pushed past midnight is not
  // missed), in the frequency's steps; the first whose run instant is after `after` wins.
  const today = Math.floor(wallTimeAt(zone, instant) / DAY_MS) * DAY_MS;
  const firstDate = firstCandidateDate(resolved, today - DAY_MS);
  for (let date = firstDate, i = 0; i < 8; date = nextCandidateDate(resolved, date), i++) {
    const run = instantOfWallTime(zone, date + hour * HOUR_MS + minute * MINUTE_MS);
    if (run > instant) return new Date(run);
  }
  throw new Error(`no run found after ${new Date(instant).toISOString()} in ${zone}`); // unreachable
}

/** The first date on or after `from` (a local midnight) that the frequency runs on. */
function firstCandidateDate(timing: ResolvedTiming, from: number): number {
  const day = new Date(from);
  if (timing.frequency === 'weekly') return from + (((timing.day_of_week as number) - day.getUTCDay() + 7) % 7) * DAY_MS;
  if (timing.frequency === 'monthly') {
    const thisMonth = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), timing.day_of_month);
    return thisMonth >= from ? thisMonth : Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, timing.day_of_month);
  }
  return from;
}

function nextCandidateDate(timing: ResolvedTiming, date: number): number {
  if (timing.frequency === 'weekly') return date + 7 * DAY_MS;
  if (timing.frequency === 'monthly') {
    const day = new Date(date);
    return Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, timing.day_of_month);
  }
  return date + DAY_MS;
}

/**
 * The first instant after `after` whose local minute is `minute`. Within one offset that is plain
 * arithmetic; when the offset changes before the candidate, the search starts again at the change.
 */
function nextHourly(zone: string, minute: number, after: number): number {
  let from = after + 1; // inclusive from here on
  for (let i = 0; i < 4; i++) {
    const offset = zoneOffsetMs(zone, from);
    const wallFrom = from + offset;
    let wall = Math.floor(wallFrom / HOUR_MS) * HOUR_MS + minute * MINUTE_MS;
    if (wall < wallFrom) wall += HOUR_MS;
    const run = wall - offset;
    if (zoneOffsetMs(zone, run) === offset) return run;
    from = offsetChangeBetween(zone, from, run);
  }
  throw new Error(`no hourly run found after ${new Date(after).toISOString()} in ${zone}`); // unreachable
}
