// The schedules area's bus topics.

/** Fired and swept runs for the executors: `{ runId }`. */
export const SCHEDULE_RUNS_TOPIC = 'schedule-runs';
export const SCHEDULE_RUNNERS_GROUP = 'schedule-runners';
/** A schedule was created, paused, resumed or deleted: `{ scheduleId }`, for a scheduler to sync its Agenda job. */
export const SCHEDULE_CHANGES_TOPIC = 'schedule-changes';
export const SCHEDULERS_GROUP = 'schedulers';

export interface RunMessage {
  runId: string;
}

export interface ScheduleChange {
  scheduleId: string;
}
