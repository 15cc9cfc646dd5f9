import t from 'tap';
import { isGleanerError } from '@gleaner/platform';
import { nextRunAt, readScheduleTiming, type ScheduleTiming } from './next-run.js';

// Expected instants are written out by hand from each zone's published rules (2025: Europe/Berlin
// changes on 30 March and 26 October at 01:00Z; America/New_York on 9 March and 2 November at
// 02:00 local; Australia/Sydney on 6 April and 5 October at 03:00/02:00 local).

const next = (timing: ScheduleTiming, after: string): string => nextRunAt(timing, new Date(after)).toISOString();

/** The runs after `after`, one after another. */
function runs(timing: ScheduleTiming, after: string, count: number): string[] {
  const out: string[] = [];
  let from = new Date(after);
  for (let i = 0; i < count; i++) {
    from = nextRunAt(timing, from);
    out.push(from.toISOString());
  }
  return out;
}

const local = (zone: string, iso: string): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

t.test('daily in UTC: defaults, strictly after now, month and year rollover', async (t) => {
  const daily: ScheduleTiming = { frequency: 'daily', time: '09:30' };
  t.equal(next(daily, '2025-01-15T08:00:00Z'), '2025-01-15T09:30:00.000Z');
  t.equal(next(daily, '2025-01-15T09:29:59.999Z'), '2025-01-15T09:30:00.000Z');
  t.equal(next(daily, '2025-01-15T09:30:00.000Z'), '2025-01-16T09:30:00.000Z', 'now exactly at a run: the next one');
  t.equal(next(daily, '2025-01-15T09:30:00.001Z'), '2025-01-16T09:30:00.000Z');
  t.equal(next({ frequency: 'daily' }, '2025-01-15T12:00:00Z'), '2025-01-16T00:00:00.000Z', 'time defaults to 00:00, timezone to UTC');
  t.equal(next({ frequency: 'daily', time: '00:00' }, '2025-12-31T23:59:00Z'), '2026-01-01T00:00:00.000Z');
  t.equal(next({ frequency: 'daily', time: '23:59' }, '2024-02-28T23:59:00Z'), '2024-02-29T23:59:00.000Z', 'leap day');
});

t.test('daily 09:30 in Europe/Berlin stays 09:30 local on both sides of each change', async (t) => {
  const daily: ScheduleTiming = { frequency: 'daily', time: '09:30', timezone: 'Europe/Berlin' };
  const spring = runs(daily, '2025-03-28T12:00:00Z', 3);
  t.same(spring, ['2025-03-29T08:30:00.000Z', '2025-03-30T07:30:00.000Z', '2025-03-31T07:30:00.000Z']);
  const autumn = runs(daily, '2025-10-24T12:00:00Z', 3);
  t.same(autumn, ['2025-10-25T07:30:00.000Z', '2025-10-26T08:30:00.000Z', '2025-10-27T08:30:00.000Z']);
  for (const run of [...spring, ...autumn]) t.match(local('Europe/Berlin', run), / 09:30$/);
});

t.test('Europe/Berlin: a time the clocks skip runs at the first valid minute; a repeated one runs once', async (t) => {
  const at = (time: string): ScheduleTiming => ({ frequency: 'daily', time, timezone: 'Europe/Berlin' });
  // 30 March 2025: 02:00 CET -> 03:00 CEST at 01:00Z.
  t.same(runs(at('02:30'), '2025-03-29T12:00:00Z', 3), ['2025-03-30T01:00:00.000Z', '2025-03-31T00:30:00.000Z', '2025-04-01T00:30:00.000Z']);
  t.equal(local('Europe/Berlin', next(at('02:30'), '2025-03-29T12:00:00Z')), '2025-03-30 03:00');
  t.equal(next(at('02:00'), '2025-03-29T12:00:00Z'), '2025-03-30T01:00:00.000Z', 'the first skipped minute');
  t.equal(next(at('02:59'), '2025-03-29T12:00:00Z'), '2025-03-30T01:00:00.000Z', 'the last skipped minute');
  t.equal(next(at('03:00'), '2025-03-29T12:00:00Z'), '2025-03-30T01:00:00.000Z', '03:00 itself exists');
  t.equal(next(at('01:59'), '2025-03-29T12:00:00Z'), '2025-03-30T00:59:00.000Z');
  t.equal(next(at('02:30'), '2025-03-30T01:00:00Z'), '2025-03-31T00:30:00.000Z', 'the moved run does not repeat');

  // 26 October 2025: 03:00 CEST -> 02:00 CET at 01:00Z; 02:30 happens at 00:30Z and at 01:30Z.
  t.same(runs(at('02:30'), '2025-10-25T12:00:00Z', 3), ['2025-10-26T00:30:00.000Z', '2025-10-27T01:30:00.000Z', '2025-10-28T01:30:00.000Z'], 'once, at the first 02:30 (CEST)');
  t.equal(next(at('02:30'), '2025-10-26T00:30:00Z'), '2025-10-27T01:30:00.000Z', 'not again at the second 02:30');
  t.equal(next(at('02:30'), '2025-10-26T01:00:00Z'), '2025-10-27T01:30:00.000Z', 'after the first, before the second');
  t.equal(next(at('02:30'), '2025-10-26T00:29:00Z'), '2025-10-26T00:30:00.000Z');
  t.equal(next(at('02:00'), '2025-10-25T12:00:00Z'), '2025-10-26T00:00:00.000Z', '02:00 CEST, the first');
  t.equal(next(at('03:00'), '2025-10-25T12:00:00Z'), '2025-10-26T02:00:00.000Z', '03:00 happens once (CET)');
});

t.test('America/New_York across both changes', async (t) => {
  const at = (time: string): ScheduleTiming => ({ frequency: 'daily', time, timezone: 'America/New_York' });
  // 9 March 2025: 02:00 EST -> 03:00 EDT at 07:00Z.
  t.same(runs(at('02:30'), '2025-03-07T12:00:00Z', 3), ['2025-03-08T07:30:00.000Z', '2025-03-09T07:00:00.000Z', '2025-03-10T06:30:00.000Z']);
  t.equal(local('America/New_York', '2025-03-09T07:00:00.000Z'), '2025-03-09 03:00');
  // 2 November 2025: 02:00 EDT -> 01:00 EST at 06:00Z; 01:30 happens at 05:30Z and 06:30Z.
  t.same(runs(at('01:30'), '2025-11-01T12:00:00Z', 3), ['2025-11-02T05:30:00.000Z', '2025-11-03T06:30:00.000Z', '2025-11-04T06:30:00.000Z']);
  t.equal(next(at('02:30'), '2025-11-01T12:00:00Z'), '2025-11-02T07:30:00.000Z', '02:30 is not repeated in New York');
  t.same(runs(at('09:30'), '2025-10-31T12:00:00Z', 3), ['2025-10-31T13:30:00.000Z', '2025-11-01T13:30:00.000Z', '2025-11-02T14:30:00.000Z']);
});

t.test('Australia/Sydney (southern hemisphere) across both changes', async (t) => {
  const at = (time: string): ScheduleTiming => ({ frequency: 'daily', time, timezone: 'Australia/Sydney' });
  // 6 April 2025: 03:00 AEDT (+11) -> 02:00 AEST (+10) at 16:00Z on the 5th; 02:30 happens twice.
  t.same(runs(at('02:30'), '2025-04-04T12:00:00Z', 3), ['2025-04-04T15:30:00.000Z', '2025-04-05T15:30:00.000Z', '2025-04-06T16:30:00.000Z']);
  t.same(runs(at('09:30'), '2025-04-04T12:00:00Z', 2), ['2025-04-04T22:30:00.000Z', '2025-04-05T23:30:00.000Z']);
  // 5 October 2025: 02:00 AEST -> 03:00 AEDT at 16:00Z on the 4th; 02:30 does not exist.
  t.same(runs(at('02:30'), '2025-10-03T12:00:00Z', 3), ['2025-10-03T16:30:00.000Z', '2025-10-04T16:00:00.000Z', '2025-10-05T15:30:00.000Z']);
  t.equal(local('Australia/Sydney', '2025-10-04T16:00:00.000Z'), '2025-10-05 03:00');
});

t.test('zones with unusual offsets: Asia/Kolkata (+05:30), Pacific/Chatham (+12:45/+13:45)', async (t) => {
  t.equal(next({ frequency: 'daily', time: '09:00', timezone: 'Asia/Kolkata' }, '2025-06-01T00:00:00Z'), '2025-06-01T03:30:00.000Z');
  t.equal(next({ frequency: 'daily', time: '00:00', timezone: 'Asia/Kolkata' }, '2025-06-01T00:00:00Z'), '2025-06-01T18:30:00.000Z');
  t.equal(next({ frequency: 'daily', time: '09:00', timezone: 'Pacific/Chatham' }, '2025-06-09T12:00:00Z'), '2025-06-09T20:15:00.000Z');
  // Chatham, 28 September 2025: 02:45 +12:45 -> 03:45 +13:45 at 14:00Z on the 27th.
  t.equal(next({ frequency: 'daily', time: '03:00', timezone: 'Pacific/Chatham' }, '2025-09-27T12:00:00Z'), '2025-09-27T14:00:00.000Z');
  t.equal(local('Pacific/Chatham', '2025-09-27T14:00:00.000Z'), '2025-09-28 03:45');
  // Chatham, 6 April 2025: 03:45 +13:45 -> 02:45 +12:45 at 14:00Z on the 5th; 03:00 happens twice.
  t.same(runs({ frequency: 'daily', time: '03:00', timezone: 'Pacific/Chatham' }, '2025-04-05T12:00:00Z', 2), ['2025-04-05T13:15:00.000Z', '2025-04-06T14:15:00.000Z']);
  // Australia/Lord_Howe moves by half an hour (02:00 -> 02:30 on 5 October 2025, at 15:30Z on the 4th).
  t.equal(next({ frequency: 'daily', time: '02:15', timezone: 'Australia/Lord_Howe' }, '2025-10-04T12:00:00Z'), '2025-10-04T15:30:00.000Z');
});

t.test('hourly: only the minute of time counts', async (t) => {
  t.equal(next({ frequency: 'hourly', time: '00:15' }, '2025-01-15T10:20:00Z'), '2025-01-15T11:15:00.000Z');
  t.equal(next({ frequency: 'hourly', time: '23:15' }, '2025-01-15T10:20:00Z'), '2025-01-15T11:15:00.000Z');
  t.equal(next({ frequency: 'hourly', time: '00:15' }, '2025-01-15T10:15:00Z'), '2025-01-15T11:15:00.000Z', 'now exactly at a run');
  t.equal(next({ frequency: 'hourly', time: '00:15' }, '2025-01-15T10:14:59.999Z'), '2025-01-15T10:15:00.000Z');
  t.equal(next({ frequency: 'hourly' }, '2025-12-31T23:00:00Z'), '2026-01-01T00:00:00.000Z');
  t.equal(next({ frequency: 'hourly', time: '07:00', timezone: 'Asia/Kolkata' }, '2025-06-01T00:00:00Z'), '2025-06-01T00:30:00.000Z', ':00 in Kolkata is :30 UTC');
  t.equal(next({ frequency: 'hourly', time: '07:30', timezone: 'Asia/Kolkata' }, '2025-06-01T00:00:00Z'), '2025-06-01T01:00:00.000Z');
  t.equal(next({ frequency: 'hourly', time: '00:00', timezone: 'Pacific/Chatham' }, '2025-06-01T00:00:00Z'), '2025-06-01T00:15:00.000Z');
});

t.test('hourly across daylight-saving changes: every 60 minutes, minute kept', async (t) => {
  const cases: [zone: string, from: string, minute: number][] = [
    ['Europe/Berlin', '2025-03-29T21:50:00Z', 30],
    ['Europe/Berlin', '2025-10-25T21:50:00Z', 30],
    ['America/New_York', '2025-03-09T03:50:00Z', 30],
    ['America/New_York', '2025-11-02T02:50:00Z', 0],
    ['Australia/Sydney', '2025-04-05T12:50:00Z', 30],
    ['Australia/Sydney', '2025-10-04T12:50:00Z', 45],
    ['Pacific/Chatham', '2025-04-05T10:00:00Z', 50],
  ];
  for (const [zone, from, minute] of cases) {
    const list = runs({ frequency: 'hourly', time: `00:${String(minute).padStart(2, '0')}`, timezone: zone }, from, 8);
    const gaps = list.slice(1).map((run, i) => (Date.parse(run) - Date.parse(list[i])) / 60_000);
    t.same(gaps, [60, 60, 60, 60, 60, 60, 60], `${zone} from ${from}: ${list.map((r) => local(zone, r).slice(11)).join(' ')}`);
    for (const run of list) t.equal(Number(local(zone, run).slice(14)), minute);
  }
  // The repeated hour runs twice (two real hours), the skipped hour not at all.
  const berlinAutumn = runs({ frequency: 'hourly', time: '00:30', timezone: 'Europe/Berlin' }, '2025-10-25T23:00:00Z', 4);
  t.same(berlinAutumn.map((r) => local('Europe/Berlin', r).slice(11)), ['01:30', '02:30', '02:30', '03:30']);
  const berlinSpring = runs({ frequency: 'hourly', time: '00:30', timezone: 'Europe/Berlin' }, '2025-03-29T23:00:00Z', 3);
  t.same(berlinSpring.map((r) => local('Europe/Berlin', r).slice(11)), ['00:30', '01:30', '03:30']);
});

t.test('hourly where the clocks move by half an hour (Australia/Lord_Howe): the wall clock forces one odd interval', async (t) => {
  // 6 April 2025: 02:00 +11 -> 01:30 +10:30 at 15:00Z on the 5th.
  t.same(runs({ frequency: 'hourly', time: '00:45', timezone: 'Australia/Lord_Howe' }, '2025-04-05T14:00:00Z', 3), ['2025-04-05T14:45:00.000Z', '2025-04-05T15:15:00.000Z', '2025-04-05T16:15:00.000Z']);
  t.same(runs({ frequency: 'hourly', time: '00:15', timezone: 'Australia/Lord_Howe' }, '2025-04-05T14:00:00Z', 2), ['2025-04-05T14:15:00.000Z', '2025-04-05T15:45:00.000Z']);
  // 5 October 2025: 02:00 +10:30 -> 02:30 +11 at 15:30Z on the 4th.
  t.same(runs({ frequency: 'hourly', time: '00:15', timezone: 'Australia/Lord_Howe' }, '2025-10-04T14:00:00Z', 2), ['2025-10-04T14:45:00.000Z', '2025-10-04T16:15:00.000Z']);
  t.same(runs({ frequency: 'hourly', time: '00:45', timezone: 'Australia/Lord_Howe' }, '2025-10-04T14:20:00Z', 2), ['2025-10-04T15:15:00.000Z', '2025-10-04T15:45:00.000Z']);
});

t.test('weekly on each weekday', async (t) => {
  // Wednesday 15 January 2025, 12:00 UTC.
  const now = '2025-01-15T12:00:00Z';
  const expected = ['2025-01-19', '2025-01-20', '2025-01-21', '2025-01-22', '2025-01-16', '2025-01-17', '2025-01-18'];
  for (let day = 0; day <= 6; day++) {
    const run = next({ frequency: 'weekly', time: '09:00', day_of_week: day }, now);
    t.equal(run, `${expected[day]}T09:00:00.000Z`, `day_of_week ${day}`);
    t.equal(new Date(run).getUTCDay(), day);
  }
  t.equal(next({ frequency: 'weekly', time: '13:00', day_of_week: 3 }, now), '2025-01-15T13:00:00.000Z', 'later today');
  t.equal(next({ frequency: 'weekly', time: '12:00', day_of_week: 3 }, now), '2025-01-22T12:00:00.000Z', 'now exactly at a run');
  t.equal(next({ frequency: 'weekly' }, now), '2025-01-20T00:00:00.000Z', 'day_of_week defaults to Monday');
  t.same(runs({ frequency: 'weekly', time: '09:00', day_of_week: 0 }, '2025-12-20T00:00:00Z', 2), ['2025-12-21T09:00:00.000Z', '2025-12-28T09:00:00.000Z']);
  t.equal(next({ frequency: 'weekly', time: '23:30', day_of_week: 0 }, '2025-12-28T23:30:00Z'), '2026-01-04T23:30:00.000Z', 'year rollover');
});

t.test('weekly in zones where the local day is not the UTC day', async (t) => {
  const now = '2025-01-15T12:00:00Z';
  t.equal(next({ frequency: 'weekly', time: '09:00', day_of_week: 1, timezone: 'Asia/Kolkata' }, now), '2025-01-20T03:30:00.000Z');
  t.equal(next({ frequency: 'weekly', time: '00:00', day_of_week: 1, timezone: 'Pacific/Chatham' }, now), '2025-01-19T10:15:00.000Z', 'Monday 00:00 +13:45 is Sunday in UTC');
  t.equal(next({ frequency: 'weekly', time: '22:00', day_of_week: 6, timezone: 'America/New_York' }, now), '2025-01-19T03:00:00.000Z', 'Saturday 22:00 EST is Sunday in UTC');
  // Sunday 30 March 2025 in Berlin is the spring change itself.
  t.equal(next({ frequency: 'weekly', time: '02:30', day_of_week: 0, timezone: 'Europe/Berlin' }, '2025-03-25T00:00:00Z'), '2025-03-30T01:00:00.000Z');
  t.equal(next({ frequency: 'weekly', time: '02:30', day_of_week: 0, timezone: 'Europe/Berlin' }, '2025-03-30T01:00:00Z'), '2025-04-06T00:30:00.000Z');
});

t.test('monthly: day 28, defaults, month and year rollovers', async (t) => {
  const on28: ScheduleTiming = { frequency: 'monthly', time: '09:00', day_of_month: 28 };
  t.same(runs(on28, '2025-01-28T09:00:00Z', 3), ['2025-02-28T09:00:00.000Z', '2025-03-28T09:00:00.000Z', '2025-04-28T09:00:00.000Z']);
  t.equal(next(on28, '2025-12-28T09:00:00Z'), '2026-01-28T09:00:00.000Z');
  t.equal(next(on28, '2025-12-29T00:00:00Z'), '2026-01-28T09:00:00.000Z');
  t.equal(next(on28, '2024-02-27T00:00:00Z'), '2024-02-28T09:00:00.000Z', 'leap February: still the 28th');
  t.equal(next(on28, '2025-01-28T08:59:59Z'), '2025-01-28T09:00:00.000Z');
  t.equal(next({ frequency: 'monthly' }, '2025-12-15T00:00:00Z'), '2026-01-01T00:00:00.000Z', 'day_of_month defaults to 1');
  t.equal(next({ frequency: 'monthly' }, '2025-01-31T23:00:00Z'), '2025-02-01T00:00:00.000Z');
});

t.test('monthly in zones: rollovers ahead of and behind UTC, across daylight saving', async (t) => {
  const kolkata: ScheduleTiming = { frequency: 'monthly', time: '00:00', day_of_month: 1, timezone: 'Asia/Kolkata' };
  t.equal(next(kolkata, '2025-12-31T12:00:00Z'), '2025-12-31T18:30:00.000Z', '1 January 00:00 IST');
  t.equal(next(kolkata, '2025-12-31T18:30:00Z'), '2026-01-31T18:30:00.000Z');
  const newYork: ScheduleTiming = { frequency: 'monthly', time: '00:00', day_of_month: 1, timezone: 'America/New_York' };
  t.equal(next(newYork, '2026-01-01T02:00:00Z'), '2026-01-01T05:00:00.000Z', 'still 31 December in New York');
  t.equal(next({ frequency: 'monthly', day_of_month: 1, timezone: 'Pacific/Chatham' }, '2025-01-15T00:00:00Z'), '2025-01-31T10:15:00.000Z');
  t.same(runs({ frequency: 'monthly', time: '09:30', day_of_month: 28, timezone: 'Europe/Berlin' }, '2025-03-01T00:00:00Z', 2), ['2025-03-28T08:30:00.000Z', '2025-04-28T07:30:00.000Z']);
  t.same(runs({ frequency: 'monthly', time: '02:30', day_of_month: 26, timezone: 'Europe/Berlin' }, '2025-10-01T00:00:00Z', 2), ['2025-10-26T00:30:00.000Z', '2025-11-26T01:30:00.000Z']);
});

t.test('bad timing is refused, never guessed', async (t) => {
  const refused = (timing: ScheduleTiming, field: string): void => {
    try {
      nextRunAt(timing, Date.UTC(2025, 0, 1));
      t.fail(`accepted ${JSON.stringify(timing)}`);
    } catch (err) {
      t.ok(isGleanerError(err) && err.code === 'invalid_parameter' && err.details?.field === field, `${JSON.stringify(timing)} -> ${(err as Error).message}`);
    }
  };
  refused({ frequency: 'daily', timezone: 'Mars/Olympus' }, 'timezone');
  refused({ frequency: 'daily', timezone: 'IST' }, 'timezone');
  refused({ frequency: 'daily', time: '24:00' }, 'time');
  refused({ frequency: 'yearly' as 'daily' }, 'frequency');
  refused({ frequency: 'monthly', day_of_month: 31 }, 'day_of_month');
  t.throws(() => nextRunAt({ frequency: 'daily' }, new Date('not a date')), RangeError);
});

t.test('readScheduleTiming fills the defaults of decisions.md', async (t) => {
  t.same(readScheduleTiming({ frequency: 'daily' }), { timing: { frequency: 'daily', time: '00:00', timezone: 'UTC' }, problems: [] });
  t.same(readScheduleTiming({ frequency: 'hourly', time: '07:45' }).timing, { frequency: 'hourly', time: '07:45', timezone: 'UTC' });
  t.same(readScheduleTiming({ frequency: 'weekly' }).timing, { frequency: 'weekly', time: '00:00', timezone: 'UTC', day_of_week: 1 });
  t.same(readScheduleTiming({ frequency: 'weekly', day_of_week: 0 }).timing?.day_of_week, 0);
  t.same(readScheduleTiming({ frequency: 'monthly', time: '23:59', timezone: 'Asia/Kolkata' }).timing, { frequency: 'monthly', time: '23:59', timezone: 'Asia/Kolkata', day_of_month: 1 });
  t.same(readScheduleTiming({ frequency: 'monthly', day_of_month: 28, name: 'other fields are not its business' }).timing?.day_of_month, 28);
});

t.test('readScheduleTiming lists every problem, with its code', async (t) => {
  const problems = (body: Record<string, unknown>): string[] => readScheduleTiming(body).problems.map((p) => `${p.code} ${p.field}`);
  t.same(problems({}), ['missing_parameter frequency']);
  t.same(problems({ time: '09:00' }), ['missing_parameter frequency']);
  for (const frequency of ['yearly', 'Daily', '', null, 1]) t.same(problems({ frequency }), ['invalid_parameter frequency'], `frequency ${JSON.stringify(frequency)}`);
  for (const time of ['9:30', '24:00', '12:60', '12:30:00', ' 09:30', '09h30', '', null, 930]) t.same(problems({ frequency: 'daily', time }), ['invalid_parameter time'], `time ${JSON.stringify(time)}`);
  for (const day of [-1, 7, 1.5, '1', null]) t.same(problems({ frequency: 'weekly', day_of_week: day }), ['invalid_parameter day_of_week'], `day_of_week ${JSON.stringify(day)}`);
  for (const day of [0, 29, 31, 2.5, '3', null]) t.same(problems({ frequency: 'monthly', day_of_month: day }), ['invalid_parameter day_of_month'], `day_of_month ${JSON.stringify(day)}`);
  t.same(problems({ frequency: 'daily', day_of_week: 1 }), ['invalid_parameter day_of_week'], 'day_of_week is for weekly only');
  t.same(problems({ frequency: 'monthly', day_of_week: 1 }), ['invalid_parameter day_of_week']);
  t.same(problems({ frequency: 'weekly', day_of_month: 1 }), ['invalid_parameter day_of_month'], 'day_of_month is for monthly only');
  t.same(problems({ frequency: 'hourly', day_of_month: 1, day_of_week: 1 }), ['invalid_parameter day_of_week', 'invalid_parameter day_of_month']);
  t.same(readScheduleTiming({ frequency: 'daily', day_of_week: 1 }).problems[0].message, 'is only for weekly schedules');
  t.same(problems({ frequency: 'hourly', time: '25:00', day_of_week: 9, day_of_month: 3, timezone: 'Nowhere/Land' }), [
    'invalid_parameter time',
    'invalid_parameter day_of_week',
    'invalid_parameter day_of_month',
    'invalid_parameter timezone',
  ]);
  t.same(problems({ day_of_week: 3, timezone: 'Europe/Berlin' }), ['missing_parameter frequency'], 'without a frequency, days are not judged against it');
  t.equal(readScheduleTiming({ frequency: 'daily', timezone: 'Mars/Olympus' }).timing, undefined);
});
