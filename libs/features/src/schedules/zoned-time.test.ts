import t from 'tap';
import { instantOfWallTime, isTimeZone, offsetChangeBetween, timeZoneProblem, wallTimeAt, zoneOffsetMs } from './zoned-time.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const at = (iso: string): number => Date.parse(iso);
const wall = (iso: string): number => Date.parse(`${iso}Z`); // a local date-time written as if UTC

t.test('IANA names, links and odd offsets are accepted', async (t) => {
  const good = [
    'UTC', 'Etc/UTC', 'GMT', 'Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'Asia/Calcutta',
    'Pacific/Chatham', 'Australia/Lord_Howe', 'America/Argentina/Buenos_Aires', 'America/Port-au-Prince', 'Etc/GMT+5',
    'Etc/GMT-14', 'US/Eastern', 'EST', 'CET', 'PST8PDT', 'Europe/Kyiv', 'Asia/Kathmandu', 'America/Ciudad_Juarez',
    'europe/berlin', // matched as the runtime matches names: case-insensitively
  ];
  for (const name of good) t.equal(timeZoneProblem(name), undefined, name);
  t.ok(isTimeZone('Europe/Berlin'));
});

t.test('unknown names, ICU-only names and non-strings are refused with a clear message', async (t) => {
  const bad: unknown[] = [
    'Mars/Olympus', 'Europe/Berlín', '', ' Europe/Berlin', 'Europe/Berlin ', 'Europe//Berlin', '/Europe/Berlin',
    'IST', 'PST', 'JST', 'SystemV/EST5', 'GMT+5', 'UTC+01:00', '+05:30', 'Z', 'Local', 'Factory',
    `Europe/${'x'.repeat(200)}`, 'Europe/Berlin\n', null, undefined, 42, {}, ['UTC'],
  ];
  for (const name of bad) {
    const problem = timeZoneProblem(name);
    t.ok(problem, `${JSON.stringify(name)}: ${problem}`);
    t.notOk(isTimeZone(name));
  }
  t.match(timeZoneProblem('Mars/Olympus'), /not a known IANA time zone/);
});

t.test('offsets, half and three-quarter hours included', async (t) => {
  t.equal(zoneOffsetMs('UTC', at('2025-06-01T00:00:00Z')), 0);
  t.equal(zoneOffsetMs('Europe/Berlin', at('2025-01-15T12:00:00Z')), HOUR);
  t.equal(zoneOffsetMs('Europe/Berlin', at('2025-07-15T12:00:00Z')), 2 * HOUR);
  t.equal(zoneOffsetMs('America/New_York', at('2025-01-15T12:00:00Z')), -5 * HOUR);
  t.equal(zoneOffsetMs('Australia/Sydney', at('2025-01-15T12:00:00Z')), 11 * HOUR);
  t.equal(zoneOffsetMs('Australia/Sydney', at('2025-07-15T12:00:00Z')), 10 * HOUR);
  t.equal(zoneOffsetMs('Asia/Kolkata', at('2025-07-15T12:34:56.789Z')), 5.5 * HOUR, 'sub-second instants');
  t.equal(zoneOffsetMs('Pacific/Chatham', at('2025-07-15T12:00:00Z')), 12.75 * HOUR);
  t.equal(zoneOffsetMs('Pacific/Chatham', at('2025-01-15T12:00:00Z')), 13.75 * HOUR);
  t.equal(zoneOffsetMs('Europe/Berlin', at('1969-07-20T20:17:40Z')), HOUR, 'before 1970');
  t.equal(wallTimeAt('Asia/Kolkata', at('2025-07-15T12:00:00Z')), wall('2025-07-15T17:30:00'));
  t.throws(() => zoneOffsetMs('Mars/Olympus', 0), RangeError);
});

t.test('the instant of a wall time: plain, skipped, repeated', async (t) => {
  t.equal(instantOfWallTime('Europe/Berlin', wall('2025-01-15T09:30:00')), at('2025-01-15T08:30:00Z'));
  t.equal(instantOfWallTime('Pacific/Chatham', wall('2025-07-15T09:00:00')), at('2025-07-14T20:15:00Z'));
  // Skipped: the first instant after the jump.
  t.equal(instantOfWallTime('Europe/Berlin', wall('2025-03-30T02:30:00')), at('2025-03-30T01:00:00Z'));
  t.equal(instantOfWallTime('America/New_York', wall('2025-03-09T02:00:00')), at('2025-03-09T07:00:00Z'));
  t.equal(instantOfWallTime('Australia/Lord_Howe', wall('2025-10-05T02:15:00')), at('2025-10-04T15:30:00Z'), 'a half-hour jump');
  // Repeated: the first occurrence.
  t.equal(instantOfWallTime('Europe/Berlin', wall('2025-10-26T02:30:00')), at('2025-10-26T00:30:00Z'));
  t.equal(instantOfWallTime('America/New_York', wall('2025-11-02T01:59:00')), at('2025-11-02T05:59:00Z'));
  t.equal(instantOfWallTime('Australia/Sydney', wall('2025-04-06T02:00:00')), at('2025-04-05T15:00:00Z'));
  // Just outside the changes.
  t.equal(instantOfWallTime('Europe/Berlin', wall('2025-10-26T03:00:00')), at('2025-10-26T02:00:00Z'));
  t.equal(instantOfWallTime('Europe/Berlin', wall('2025-10-26T01:59:00')), at('2025-10-25T23:59:00Z'));
});

t.test('offset changes are found to the second', async (t) => {
  t.equal(offsetChangeBetween('Europe/Berlin', at('2025-03-30T00:00:00Z'), at('2025-03-30T02:00:00Z')), at('2025-03-30T01:00:00Z'));
  t.equal(offsetChangeBetween('Europe/Berlin', at('2025-10-25T23:59:59.500Z'), at('2025-10-26T01:30:00Z')), at('2025-10-26T01:00:00Z'));
  t.equal(offsetChangeBetween('Pacific/Chatham', at('2025-09-27T13:00:00Z'), at('2025-09-27T15:00:00Z')), at('2025-09-27T14:00:00Z'));
  t.equal(offsetChangeBetween('Australia/Lord_Howe', at('2025-04-05T14:59:00Z'), at('2025-04-05T15:01:00Z') + MINUTE), at('2025-04-05T15:00:00Z'));
});
