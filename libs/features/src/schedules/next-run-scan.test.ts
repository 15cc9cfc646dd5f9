import t from 'tap';
import { nextRunAt, type Frequency, type ScheduleTiming } from './next-run.js';

// A cross-check of nextRunAt against the slowest obvious reading of the rules: walk the clock one
// minute at a time and read the wall clock with Intl. A daily/weekly/monthly run fires at the first
// minute of an eligible local date whose wall time has reached `time` (once a date); an hourly run
// at every minute whose local minute is the minute of `time`. Cases sit around every offset change
// of 2025 in zones with odd rules (half-hour and two-hour shifts, changes at midnight, negative DST).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ZONES = [
  'UTC', 'Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Australia/Lord_Howe', 'Pacific/Chatham',
  'America/Santiago', 'America/Havana', 'Asia/Kolkata', 'Europe/Dublin', 'Antarctica/Troll', 'Africa/Casablanca',
];
const TIMES = ['00:00', '00:30', '01:30', '02:00', '02:15', '02:30', '02:45', '03:00', '03:30', '09:30', '23:30'];

function random(seed: number): () => number {
  // mulberry32: small, seeded, good enough to pick cases reproducibly.
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface Wall {
  date: string; // YYYY-MM-DD
  minutes: number; // minutes since local midnight
  weekday: number;
  day: number;
}

const readers = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
function wallOf(zone: string, instant: number): Wall {
  let reader = readers.get(zone);
  if (!reader) {
    reader = new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'short' });
    readers.set(zone, reader);
  }
  // format() is three times faster than formatToParts(), and the walk reads the clock often.
  const text = reader.format(instant); // "Sun, 2025-03-30, 03:00"
  const m = /^(\w{3}), (\d{4}-\d{2}-(\d{2})), (\d{2}):(\d{2})$/.exec(text);
  if (!m) throw new Error(`unexpected date format: ${text}`);
  return { date: m[2], minutes: Number(m[4]) * 60 + Number(m[5]), weekday: WEEKDAYS.indexOf(m[1]), day: Number(m[3]) };
}

/** The first run after `after` found by walking the clock. */
function scan(timing: Required<Pick<ScheduleTiming, 'frequency' | 'time' | 'timezone'>> & ScheduleTiming, after: number): number {
  const [hour, minute] = timing.time.split(':').map(Number);
  const start = Math.ceil((after - 26 * HOUR) / MINUTE) * MINUTE; // the local day of `after` began after this
  const fired = new Set<string>();
  for (let instant = start; instant < after + 40 * 24 * HOUR; instant += MINUTE) {
    const wall = wallOf(timing.timezone, instant);
    if (timing.frequency === 'hourly') {
      if (instant > after && wall.minutes % 60 === minute) return instant;
      continue;
    }
    const eligible = timing.frequency === 'daily' || (timing.frequency === 'weekly' ? wall.weekday === timing.day_of_week : wall.day === timing.day_of_month);
    if (!eligible || fired.has(wall.date) || wall.minutes < hour * 60 + minute) continue;
    fired.add(wall.date);
    if (instant > after) return instant;
  }
  throw new Error('scan found no run');
}

/** Instants in 2025 where the zone's offset changes (found in 6-hour steps, refined to the minute). */
const changes = new Map<string, number[]>();
function offsetChanges(zone: string): number[] {
  const known = changes.get(zone);
  if (known) return known;
  const offset = (instant: number): number => {
    const w = wallOf(zone, instant);
    return Date.parse(`${w.date}T00:00:00Z`) + w.minutes * MINUTE - instant;
  };
  const found: number[] = [];
  for (let instant = Date.UTC(2025, 0, 1); instant < Date.UTC(2026, 0, 1); instant += 6 * HOUR) {
    if (offset(instant) === offset(instant + 6 * HOUR)) continue;
    let change = instant + MINUTE;
    while (offset(change) === offset(instant)) change += MINUTE;
    found.push(change);
  }
  changes.set(zone, found);
  return found;
}

t.test('nextRunAt agrees with a minute-by-minute walk of the clock around every change of 2025', async (t) => {
  const seed = 20250330;
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const frequencies: Frequency[] = ['hourly', 'daily', 'daily', 'weekly', 'monthly'];
  let compared = 0;
  for (const zone of ZONES) {
    const around = offsetChanges(zone);
    const cases = around.length > 0 ? 12 : 3;
    for (let i = 0; i < cases; i++) {
      const base = around.length > 0 ? pick(around) : Date.UTC(2025, 0, 1) + Math.floor(next() * 365) * 24 * HOUR;
      // From 30 hours before the change to 6 hours after it, at any second.
      const after = base - 30 * HOUR + Math.floor(next() * 36 * 3600) * 1000;
      const frequency = pick(frequencies);
      const time = next() < 0.2 ? `${String(Math.floor(next() * 24)).padStart(2, '0')}:${String(Math.floor(next() * 60)).padStart(2, '0')}` : pick(TIMES);
      const timing: ScheduleTiming & { time: string; timezone: string } = { frequency, time, timezone: zone };
      // Keep the walk short: the run day is a few days after the local day of `after` at most.
      const local = wallOf(zone, after);
      if (frequency === 'weekly') timing.day_of_week = (local.weekday + Math.floor(next() * 3)) % 7;
      if (frequency === 'monthly') timing.day_of_month = ((local.day + Math.floor(next() * 3) - 1) % 28) + 1;
      const label = `${JSON.stringify(timing)} after ${new Date(after).toISOString()} (seed ${seed})`;
      t.equal(nextRunAt(timing, after).toISOString(), new Date(scan(timing, after)).toISOString(), label);
      compared++;
    }
  }
  t.ok(compared > 100, `${compared} cases compared`);
});
