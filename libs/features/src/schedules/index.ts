export {
  nextRunAt,
  readScheduleTiming,
  FREQUENCIES,
  DEFAULT_TIME,
  DEFAULT_TIMEZONE,
  DEFAULT_DAY_OF_WEEK,
  DEFAULT_DAY_OF_MONTH,
  type Frequency,
  type ScheduleTiming,
  type ResolvedTiming,
  type TimingProblem,
} from './next-run.js';
export { isTimeZone, timeZoneProblem } from './zoned-time.js';
export * from './records.js';
export * from './topics.js';
export { startRun, nextDueAfter, type RunTrigger } from './run-start.js';
export { runScheduledJob, RUN_OPERATION, type RunKindDeps, type RunOutcome } from './run-kinds.js';
export { RunExecutor, completedEvent, EVENT_SCHEDULE_COMPLETED, MAX_TAKES, type RunDeliveries, type RunExecutorDeps, type RunExecutorOptions } from './run-executor.js';
export { startRunSweeper, type RunSweeperOptions } from './run-sweeper.js';
export { ScheduleService, type ScheduleServiceDeps, type DeliveryLookup } from './service.js';
export { mountScheduleRoutes } from './routes.js';
export { ScheduleFiring, FIRE_JOB, FIRE_JOB_DATA_INDEXES, type ScheduleFiringDeps, type ScheduleFiringOptions } from './agenda-firing.js';
export { MAX_REFUSALS, waitAfterRefusal } from './refused-for-load.js';
