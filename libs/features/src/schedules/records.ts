import { createHash } from 'node:crypto';
import type { Doc } from '@gleaner/store';
import type { KeyEnv } from '../http/context.js';
import type { Frequency } from './next-run.js';

// What the schedules area keeps: schedules and their runs. The store is the truth; Agenda's job
// for a schedule only says when to look at it next.

export const SCHEDULE_COLLECTIONS = { schedules: 'schedules', runs: 'schedule_runs' } as const;

export type ScheduleType = 'scrape' | 'pdf' | 'screenshot';
export type ScheduleStatus = 'active' | 'paused' | 'completed';
export type RunStatus = 'running' | 'success' | 'failed';

export interface ScheduleRecord extends Doc {
  user_id: string;
  env: KeyEnv;
  name: string;
  type: ScheduleType;
  url: string;
  frequency: Frequency;
  time: string;
  day_of_week?: number;
  day_of_month?: number;
  timezone: string;
  /** The one-off request of its type without url, as validated (defaults filled in). */
  config: Record<string, unknown>;
  webhook_url: string | null;
  max_runs: number | null;
  ends_at: string | null;
  status: ScheduleStatus;
  /** When it fires next; null when paused or completed. */
  next_run_at: string | null;
  /** Runs started (fired and manual): max_runs is checked against it when a run starts. */
  total_runs: number;
  /** The last run started (its status, and the counts of successful and failed runs, are read from the runs). */
  last_run_id: string | null;
  last_run_at: string | null;
  created_at: string;
  updated_at: string;
}

/** What a new schedule is given; the rest starts as every new schedule does (active, no runs yet). */
export type NewSchedule = Pick<ScheduleRecord, 'id' | 'user_id' | 'env' | 'name' | 'type' | 'url' | 'frequency' | 'time' | 'timezone' | 'config'> &
  Partial<Pick<ScheduleRecord, 'day_of_week' | 'day_of_month' | 'webhook_url' | 'max_runs' | 'ends_at' | 'next_run_at'>>;

export function newScheduleRecord(fields: NewSchedule, createdAt: string): ScheduleRecord {
  return {
    webhook_url: null,
    max_runs: null,
    ends_at: null,
    next_run_at: null,
    ...fields,
    status: 'active',
    total_runs: 0,
    last_run_id: null,
    last_run_at: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

export interface RunError {
  code: string;
  message: string;
}

export interface ScheduleRunRecord extends Doc {
  schedule_id: string;
  user_id: string;
  env: KeyEnv;
  status: RunStatus;
  trigger: 'schedule' | 'manual';
  /** The time it was due (fired runs). */
  due_at: string | null;
  /** What to run, copied from the schedule when the run started (a later edit or delete does not change it). */
  job: { type: ScheduleType; url: string; config: Record<string, unknown>; webhook_url: string | null };
  data: Record<string, unknown> | null;
  credits_used: number;
  /** True once the run's charge is written (in the same batch as its result): a taken-over run is never charged twice. */
  charged: boolean;
  error?: RunError;
  /** Set when an executor took it; until then it waits in the queue. Another may take it once this has passed. */
  lease_until: string | null;
  /** Executors that took it (more than 1: taken over after a crash). */
  takes: number;
  /** Times its work was refused for load (503) and put back to wait (absent: none). */
  refusals?: number;
  created_at: string;
  started_at: string;
  completed_at: string | null;
}

/** 24 hex digits of a hash: ids that the same inputs always give (a run fired twice is one run). */
function hashId(prefix: string, ...parts: string[]): string {
  return `${prefix}_${createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 24)}`;
}

/** A fired run's id: one per schedule and due time, whatever the number of schedulers that fire it. */
export const firedRunId = (scheduleId: string, dueAt: string): string => hashId('run', scheduleId, dueAt);

/** The render job (and record) of a run: the same on every take, so work done before a crash is found again. */
export const runJobId = (runId: string, type: ScheduleType): string => hashId(type === 'scrape' ? 'scr' : type === 'pdf' ? 'pdf' : 'shot', runId);

/** The schedule.completed delivery of a run. */
export const runDeliveryId = (runId: string): string => hashId('dlv', runId);
