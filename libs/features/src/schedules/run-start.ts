import { GleanerError, newId, type Clock } from '@gleaner/platform';
import type { DocumentStore } from '@gleaner/store';
import { nextRunAt } from './next-run.js';
import { firedRunId, SCHEDULE_COLLECTIONS, type ScheduleRecord, type ScheduleRunRecord, type ScheduleStatus } from './records.js';

// Starting a run: one atomic batch that counts it on the schedule, moves the schedule on (a fired
// run: to its next due time after now; completed when max_runs is reached or the next run would
// be after ends_at) and writes the run, waiting for an executor. The schedule's update is
// conditional on what was read, so of two schedulers firing one due time, or a fire racing a
// manual run for the last of max_runs, exactly one wins; the loser reads again.

const ATTEMPTS = 5;

export type RunTrigger = ScheduleRunRecord['trigger'];

/** The next due time strictly after `after`, or null past ends_at. */
export function nextDueAfter(schedule: ScheduleRecord, after: number): string | null {
  const next = nextRunAt(schedule, after).toISOString();
  return schedule.ends_at !== null && next > schedule.ends_at ? null : next;
}

function newRun(schedule: ScheduleRecord, trigger: RunTrigger, dueAt: string | null, now: string): ScheduleRunRecord {
  return {
    id: trigger === 'schedule' && dueAt ? firedRunId(schedule.id, dueAt) : newId('run'),
    schedule_id: schedule.id,
    user_id: schedule.user_id,
    env: schedule.env,
    status: 'running',
    trigger,
    due_at: dueAt,
    job: { type: schedule.type, url: schedule.url, config: schedule.config, webhook_url: schedule.webhook_url },
    data: null,
    credits_used: 0,
    charged: false,
    lease_until: null,
    takes: 0,
    created_at: now,
    started_at: now,
    completed_at: null,
  };
}

/**
 * Starts a run of the schedule. A fired run (`dueAt` = the next_run_at it was fired for) starts
 * only while the schedule is active and still due then: null otherwise (paused, deleted, already
 * fired by another scheduler). A manual run starts unless the schedule is completed or past its
 * ends_at (400 invalid_parameter) and leaves next_run_at alone.
 */
export async function startRun(store: DocumentStore, clock: Clock, scheduleId: string, trigger: RunTrigger, dueAt: string | null = null): Promise<ScheduleRunRecord | null> {
  return (await startRunFrom(store, clock, scheduleId, trigger, dueAt))?.run ?? null;
}

/** A started run and its schedule as the same batch wrote it. */
export interface StartedRun {
  run: ScheduleRunRecord;
  schedule: ScheduleRecord;
}

/**
 * startRun, for a caller that has just read the schedule (`seen`, used by the first attempt in place
 * of a read of its own: the write is conditional on it either way) and wants the schedule as written.
 */
export async function startRunFrom(
  store: DocumentStore,
  clock: Clock,
  scheduleId: string,
  trigger: RunTrigger,
  dueAt: string | null = null,
  seen?: ScheduleRecord | null,
): Promise<StartedRun | null> {
  const schedules = store.collection<ScheduleRecord>(SCHEDULE_COLLECTIONS.schedules);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const s = attempt === 0 && seen !== undefined ? seen : await schedules.get(scheduleId);
    const nowMs = clock.now();
    const now = new Date(nowMs).toISOString();
    if (trigger === 'schedule') {
      if (!s || s.status !== 'active' || s.next_run_at !== dueAt) return null;
    } else {
      if (!s) throw new GleanerError('not_found', `schedule ${scheduleId} not found`);
      if (s.status === 'completed') throw new GleanerError('invalid_parameter', `schedule ${scheduleId} is completed: it runs no more`, { details: { field: 'id' } });
      if (s.ends_at !== null && now > s.ends_at) throw new GleanerError('invalid_parameter', `schedule ${scheduleId} ended at ${s.ends_at}`, { details: { field: 'id' } });
    }
    const total = s.total_runs + 1;
    // A fired run moves the schedule to its next due time after now: runs missed while no
    // scheduler ran are not made up, one run stands for them.
    let next = trigger === 'schedule' ? nextDueAfter(s, Math.max(Date.parse(dueAt!), nowMs)) : s.next_run_at;
    let status: ScheduleStatus = s.status;
    if ((s.max_runs !== null && total >= s.max_runs) || (trigger === 'schedule' && next === null)) {
      status = 'completed';
      next = null;
    }
    const run = newRun(s, trigger, dueAt, now);
    const { id: _id, ...fields } = run;
    const written = await store.updateAll([
      {
        collection: SCHEDULE_COLLECTIONS.schedules,
        filter: { id: s.id, status: s.status, total_runs: s.total_runs, next_run_at: s.next_run_at },
        update: { $set: { next_run_at: next, status, total_runs: total, last_run_id: run.id, last_run_at: now, updated_at: now } },
      },
      { collection: SCHEDULE_COLLECTIONS.runs, filter: { id: run.id }, update: { $set: fields }, upsert: true },
    ]);
    if (written) return { run, schedule: written[0] as ScheduleRecord };
  }
  throw new GleanerError('service_unavailable', `schedule ${scheduleId} kept changing while a run was being started; try again`, { retryAfter: 1 });
}
