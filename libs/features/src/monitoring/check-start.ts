import { newId, type Clock } from '@gleaner/platform';
import type { DocumentStore } from '@gleaner/store';
import { nextCheckAfter } from './intervals.js';
import { MONITOR_COLLECTIONS, scheduledCheckId, type CheckRecord, type CheckTrigger, type MonitorRecord } from './records.js';

// Starting a check: the check is written queued (an executor takes it: check-executor.ts). A
// scheduled check moves its monitor to the next check time in the same atomic batch, conditional
// on the due time it was started for, so of two schedulers seeing one due monitor exactly one
// starts the check (and its id comes from the due time: a retried batch writes the same check).

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

/** Writes a check of `monitor` started now by hand (check-now) or as its baseline. */
export async function startCheckNow(store: DocumentStore, timing: CheckTiming, monitor: MonitorRecord, trigger: 'manual' | 'baseline'): Promise<CheckRecord> {
  const check = newCheck(monitor, trigger, null, timing.clock.now(), timing.retentionMs);
  await store.collection<CheckRecord>(MONITOR_COLLECTIONS.checks).insert(check);
  return check;
}

/**
 * Starts the check `monitor` (as just read) is due for, moving it to its next check time. Null
 * when it is no longer due as read (paused, deleted, edited, or another scheduler started it).
 */
export async function startScheduledCheck(store: DocumentStore, timing: CheckTiming, monitor: MonitorRecord): Promise<CheckRecord | null> {
  const dueAt = monitor.next_check_at;
  if (monitor.status !== 'active' || dueAt === null) return null;
  const nowMs = timing.clock.now();
  const check = newCheck(monitor, 'schedule', dueAt, nowMs, timing.retentionMs);
  const { id, ...fields } = check;
  const written = await store.updateAll([
    {
      collection: MONITOR_COLLECTIONS.monitors,
      filter: { id: monitor.id, status: 'active', next_check_at: dueAt },
      update: { $set: { next_check_at: nextCheckAfter(monitor.id, monitor.check_interval, dueAt, nowMs) } },
    },
    { collection: MONITOR_COLLECTIONS.checks, filter: { id }, update: { $set: fields }, upsert: true },
  ]);
  return written ? check : null;
}
