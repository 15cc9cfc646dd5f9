import type { Clock } from '@gleaner/platform';
import type { DocumentStore } from '@gleaner/store';
import { MONITOR_COLLECTIONS, type MonitorRecord } from '../monitoring/records.js';
import { SCHEDULE_COLLECTIONS, type ScheduleRecord } from './records.js';

// What is due and not yet started, for gleaner_scheduler_due_backlog: active schedules whose
// next_run_at has come (Agenda has not fired them: a fired run moves next_run_at on in the same
// write) and active monitors whose next_check_at has come (the scan has not started their check).
// Both queries use the (status, due time) indexes. Near 0 while the schedulers keep up (a due time
// waits at most a poll); it grows when they fall behind or none runs.

export interface DueBacklog {
  schedule: number;
  monitor: number;
}

export async function dueBacklog(store: DocumentStore, clock: Clock): Promise<DueBacklog> {
  const now = new Date(clock.now()).toISOString();
  const [schedule, monitor] = await Promise.all([
    store.collection<ScheduleRecord>(SCHEDULE_COLLECTIONS.schedules).count({ status: 'active', next_run_at: { $lte: now } }),
    store.collection<MonitorRecord>(MONITOR_COLLECTIONS.monitors).count({ status: 'active', next_check_at: { $lte: now } }),
  ]);
  return { schedule, monitor };
}
