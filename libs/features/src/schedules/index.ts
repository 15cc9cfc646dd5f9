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
