import { GleanerError, newId, type Clock } from '@gleaner/platform';
import type { DocumentStore } from '@gleaner/store';
import { nextCheckAfter } from './intervals.js';
import { MONITOR_COLLECTIONS, scheduledCheckId, type CheckRecord, type CheckTrigger, type MonitorRecord } from './records.js';

// Starting a check: the check is written queued (an executor takes it: check-executor.ts). A
// scheduled check moves its monitor to the next check time in the same atomic batch, conditional
// on the due time it was started for, so of two schedulers seeing one due monitor exactly one
// starts the check (and its id comes from the due time: a retried batch writes the same check).
//
// Checks of one monitor run one at a time: starting one claims the monitor (its running_check_id,
// set in the same batch, conditional on the claim read), and the check's end releases it with the
// new baseline (check-executor.ts). So a second check compares with what the first found, and one
// change alerts and charges once, whichever API process or scheduler started them. A check-now
// that finds a check under way joins it (answers that check, for nothing); a scheduled check due
// while one is under way is that one (the monitor moves on to its next time). The claim lives in
// the store, not in a process: a claim whose check is no longer running (it finished without
// releasing, or is gone) is stale and taken over.

/** Claims re-read before a start gives up (each loss means another check started or ended meanwhile). */
const CLAIM_TRIES = 5;

export interface CheckTiming {
  clock: Clock;
  /** How long a check (and the links in its alerts) is kept. */
  retentionMs: number;
}

function newCheck(monitor: MonitorRecord, trigger: CheckTrigger, dueAt: string | null, nowMs: number, retentionMs: number): CheckRecord {
  const now = new Date(nowMs).toISOString();
  return {
    id: trigger === 'schedule' && dueAt ? scheduledCheckId(monitor.id, dueAt) : newId('chk', nowMs),
    monitor_id: monitor.id,
    user_id: monitor.user_id,
    env: monitor.env,
    trigger,
    due_at: dueAt,
    status: 'running',
    change_detected: false,
    relevant: false,
    change_summary: null,
    checked_at: now,
    response_time_ms: 0,
    credits_used: 0,
    lease_until: null,
    takes: 0,
    created_at: now,
    completed_at: null,
    expires_at: new Date(nowMs + retentionMs).toISOString(),
  };
}

/** The check a monitor's claim names, when it is still running (else the claim is stale). */
async function runningClaim(store: DocumentStore, claim: string | null | undefined): Promise<CheckRecord | null> {
  if (!claim) return null;
  const check = await store.collection<CheckRecord>(MONITOR_COLLECTIONS.checks).get(claim);
  return check?.status === 'running' ? check : null;
}

/** A check-now's start: the check it started, or the one under way it joined. */
export interface CheckStart {
  check: CheckRecord;
  joined: boolean;
}

/**
 * Starts a check of `monitor` now, by hand (check-now) or as its baseline; when another check of
 * the monitor is under way, answers that one instead (joined). not_found when the monitor is gone.
 */
export async function startCheckNow(store: DocumentStore, timing: CheckTiming, monitor: MonitorRecord, trigger: 'manual' | 'baseline'): Promise<CheckStart> {
  const monitors = store.collection<MonitorRecord>(MONITOR_COLLECTIONS.monitors);
  let claim = monitor.running_check_id ?? null;
  for (let i = 0; i < CLAIM_TRIES; i++) {
    const running = await runningClaim(store, claim);
    if (running) return { check: running, joined: true };
    const check = newCheck(monitor, trigger, null, timing.clock.now(), timing.retentionMs);
    const { id, ...fields } = check;
    const written = await store.updateAll([
      // The claim first: a batch whose claim fails writes nothing (the farm's store stand-in does not roll back).
      { collection: MONITOR_COLLECTIONS.monitors, filter: { id: monitor.id, running_check_id: claim }, update: { $set: { running_check_id: id } } },
      { collection: MONITOR_COLLECTIONS.checks, filter: { id }, update: { $set: fields }, upsert: true },
    ]);
    if (written) return { check, joined: false };
    const current = await monitors.get(monitor.id);
    if (!current) throw new GleanerError('not_found', `monitor ${monitor.id} not found`);
    claim = current.running_check_id ?? null;
  }
  throw new GleanerError('service_unavailable', `checks of monitor ${monitor.id} keep starting and ending; try again`, { retryAfter: 1 });
}

/**
 * Starts the check `monitor` (as just read) is due for, moving it to its next check time. Null
 * when it is no longer due as read (paused, deleted, edited, or another scheduler started it), or
 * when another check of it is under way (then only moved on).
 */
export async function startScheduledCheck(store: DocumentStore, timing: CheckTiming, monitor: MonitorRecord): Promise<CheckRecord | null> {
  const dueAt = monitor.next_check_at;
  if (monitor.status !== 'active' || dueAt === null) return null;
  const nowMs = timing.clock.now();
  const next = nextCheckAfter(monitor.id, monitor.check_interval, dueAt, nowMs);
  const claim = monitor.running_check_id ?? null;
  if (await runningClaim(store, claim)) {
    // A check is under way (a check-now, or a late one): it is this due time's check.
    await store.collection<MonitorRecord>(MONITOR_COLLECTIONS.monitors).updateOne({ id: monitor.id, status: 'active', next_check_at: dueAt }, { $set: { next_check_at: next } });
    return null;
  }
  const check = newCheck(monitor, 'schedule', dueAt, nowMs, timing.retentionMs);
  const { id, ...fields } = check;
  const written = await store.updateAll([
    {
      collection: MONITOR_COLLECTIONS.monitors,
      filter: { id: monitor.id, status: 'active', next_check_at: dueAt, running_check_id: claim },
      update: { $set: { next_check_at: next, running_check_id: id } },
    },
    { collection: MONITOR_COLLECTIONS.checks, filter: { id }, update: { $set: fields }, upsert: true },
  ]);
  return written ? check : null;
}
