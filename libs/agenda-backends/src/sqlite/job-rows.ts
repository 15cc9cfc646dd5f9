import { randomBytes } from 'node:crypto';
import type { JobId, JobParameters } from 'agenda' with { 'resolution-mode': 'import' };

// How an Agenda job is laid out in its SQLite table. The fields the processor queries and locks on
// are columns (times as integer milliseconds since the epoch, so comparisons are numeric); the job's
// data is JSON; the repeat and date-constraint settings, which only Agenda reads, are one JSON column.

/** The table and its indexes (the name is checked by the caller: /^[a-z][a-z0-9_]*$/). */
export function schemaSql(table: string): string {
  return `
    CREATE TABLE IF NOT EXISTS "${table}" (
      id TEXT PRIMARY KEY NOT NULL,
      name TEXT NOT NULL,
      type TEXT NOT NULL,
      priority INTEGER NOT NULL DEFAULT 0,
      next_run_at INTEGER,
      locked_at INTEGER,
      disabled INTEGER NOT NULL DEFAULT 0,
      last_run_at INTEGER,
      last_finished_at INTEGER,
      failed_at INTEGER,
      fail_count INTEGER,
      fail_reason TEXT,
      progress REAL,
      last_modified_by TEXT,
      data TEXT,
      settings TEXT NOT NULL DEFAULT '{}'
    );
    CREATE INDEX IF NOT EXISTS "${table}_due" ON "${table}" (name, next_run_at, priority DESC)
      WHERE locked_at IS NULL AND disabled = 0;
    CREATE INDEX IF NOT EXISTS "${table}_locked" ON "${table}" (name, locked_at) WHERE locked_at IS NOT NULL;
    CREATE UNIQUE INDEX IF NOT EXISTS "${table}_single" ON "${table}" (name) WHERE type = 'single';
  `;
}

export interface JobRow {
  id: string;
  name: string;
  type: string;
  priority: number;
  next_run_at: number | null;
  locked_at: number | null;
  disabled: number;
  last_run_at: number | null;
  last_finished_at: number | null;
  failed_at: number | null;
  fail_count: number | null;
  fail_reason: string | null;
  progress: number | null;
  last_modified_by: string | null;
  data: string | null;
  settings: string;
}

/** What save() writes: the job as its owner defines it. */
export const DEFINITION_COLUMNS = ['name', 'type', 'priority', 'next_run_at', 'disabled', 'last_modified_by', 'data', 'settings'] as const;
/** What the processor writes (saveJobState): save() leaves these alone on a job that exists. */
export const STATE_COLUMNS = ['locked_at', 'next_run_at', 'last_run_at', 'last_finished_at', 'failed_at', 'fail_count', 'fail_reason', 'progress', 'last_modified_by'] as const;
export const ALL_COLUMNS = ['id', ...new Set([...DEFINITION_COLUMNS, ...STATE_COLUMNS])] as const;

/** Agenda's settings that live in the `settings` JSON column; the dates among them are kept as ms. */
const SETTINGS = ['repeatInterval', 'repeatTimezone', 'repeatAt', 'startDate', 'endDate', 'skipDays', 'debounceStartedAt', 'fork'] as const;
const SETTING_DATES = new Set<string>(['startDate', 'endDate', 'debounceStartedAt']);

/** A fresh id: 24 hex digits, like an ObjectId's, never reused (a rowid can be). */
export function newJobId(): string {
  return randomBytes(12).toString('hex');
}

export function toMs(value: Date | string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const ms = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isFinite(ms) ? ms : null;
}

function toDate(ms: number | null): Date | undefined {
  return ms === null ? undefined : new Date(ms);
}

/** The row's values for a job, by column (the id is not among them). */
export function rowValues(job: JobParameters, lastModifiedBy: string | undefined): Omit<JobRow, 'id'> {
  const settings: Record<string, unknown> = {};
  for (const key of SETTINGS) {
    const value = job[key];
    if (value === undefined || value === null) continue;
    settings[key] = SETTING_DATES.has(key) ? toMs(value as Date) : value;
  }
  return {
    name: job.name,
    type: job.type === 'single' ? 'single' : 'normal',
    priority: typeof job.priority === 'number' ? job.priority : 0,
    next_run_at: toMs(job.nextRunAt),
    locked_at: toMs(job.lockedAt),
    disabled: job.disabled === true ? 1 : 0,
    last_run_at: toMs(job.lastRunAt),
    last_finished_at: toMs(job.lastFinishedAt),
    failed_at: toMs(job.failedAt),
    fail_count: job.failCount ?? null,
    fail_reason: job.failReason ?? null,
    progress: job.progress ?? null,
    last_modified_by: lastModifiedBy ?? null,
    data: job.data === undefined ? null : JSON.stringify(job.data),
    settings: JSON.stringify(settings),
  };
}

/** The job a row holds, in Agenda's shape (dates as Date, absent fields left out). */
export function jobFromRow(row: JobRow): JobParameters {
  const job: JobParameters = {
    _id: row.id as JobId,
    name: row.name,
    type: row.type === 'single' ? 'single' : 'normal',
    priority: row.priority,
    nextRunAt: row.next_run_at === null ? null : new Date(row.next_run_at),
    data: row.data === null ? undefined : JSON.parse(row.data),
  };
  const put = <K extends keyof JobParameters>(key: K, value: JobParameters[K] | undefined | null) => {
    if (value !== undefined && value !== null) job[key] = value;
  };
  put('lockedAt', toDate(row.locked_at));
  put('lastRunAt', toDate(row.last_run_at));
  put('lastFinishedAt', toDate(row.last_finished_at));
  put('failedAt', toDate(row.failed_at));
  put('failCount', row.fail_count);
  put('failReason', row.fail_reason);
  put('progress', row.progress);
  put('lastModifiedBy', row.last_modified_by);
  if (row.disabled) job.disabled = true;
  const settings = JSON.parse(row.settings) as Record<string, unknown>;
  for (const key of SETTINGS) {
    const value = settings[key];
    if (value === undefined || value === null) continue;
    (job as unknown as Record<string, unknown>)[key] = SETTING_DATES.has(key) ? new Date(value as number) : value;
  }
  return job;
}
