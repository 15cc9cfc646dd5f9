import { createHash } from 'node:crypto';
import type { CheckInterval } from './records.js';

// When checks happen. Each monitor keeps a phase of its own inside its interval (a few seconds,
// from its id), so monitors made together in one second do not all check in that second, and a
// monitor's cadence stays exact (no drift, as a fresh random jitter at each check would cause).

const MINUTE = 60_000;
export const INTERVAL_MS: Record<CheckInterval, number> = {
  '5min': 5 * MINUTE,
  '15min': 15 * MINUTE,
  '30min': 30 * MINUTE,
  hourly: 60 * MINUTE,
  '6hours': 6 * 60 * MINUTE,
  '12hours': 12 * 60 * MINUTE,
  daily: 24 * 60 * MINUTE,
  weekly: 7 * 24 * 60 * MINUTE,
};

/** The phase's bound: a twentieth of the interval, at most a minute (15 s for 5min monitors). */
function maxPhaseMs(interval: CheckInterval): number {
  return Math.min(MINUTE, INTERVAL_MS[interval] / 20);
}

/** The monitor's own offset, 0 <= phase < maxPhaseMs, the same every time. */
export function phaseOf(monitorId: string, interval: CheckInterval): number {
  const n = createHash('sha256').update(monitorId).digest().readUInt32BE(0);
  return Math.floor((n / 0x1_0000_0000) * maxPhaseMs(interval));
}

/** The first check time after a (re)start at `now`: one interval on, plus the monitor's phase. */
export function firstCheckAfter(monitorId: string, interval: CheckInterval, now: number): string {
  return new Date(now + INTERVAL_MS[interval] + phaseOf(monitorId, interval)).toISOString();
}

/**
 * The check after one due at `dueAt`, started at `now`: one interval on. A scheduler that fell
 * behind by more than an interval (it was down) does not make the missed checks up: the next is
 * an interval from now.
 */
export function nextCheckAfter(monitorId: string, interval: CheckInterval, dueAt: string, now: number): string {
  const next = Date.parse(dueAt) + INTERVAL_MS[interval];
  return next > now ? new Date(next).toISOString() : firstCheckAfter(monitorId, interval, now);
}
