import { storedHref } from '@gleaner/contract';
import type { ScheduleRecord, ScheduleRunRecord } from './records.js';
import type { DeliveryAttempt } from '../webhooks/deliveries.js';
import { attemptRows } from '../webhooks/attempt-view.js';

// Schedules and runs as the API shows them (api-spec.md "Schedule", "Schedule run"). The webhook
// URL is never shown (it may carry a token): `webhook_configured` says whether there is one.

/** What a delivery says of itself, as much as a run shows (the delivery queue's record). */
export interface DeliveryOutcome {
  status: 'pending' | 'delivered' | 'failed';
  attempts: Pick<DeliveryAttempt, 'attempt' | 'at' | 'duration_ms' | 'status_code' | 'error'>[];
}

/** What every view of a schedule starts with: what it is and when it runs. */
function basics(s: ScheduleRecord) {
  return {
    id: s.id,
    name: s.name,
    type: s.type,
    // New schedules are stored as the href already; one kept before that is shown as it too.
    url: storedHref(s.url),
    frequency: s.frequency,
    time: s.time,
    ...(s.day_of_week !== undefined ? { day_of_week: s.day_of_week } : {}),
    ...(s.day_of_month !== undefined ? { day_of_month: s.day_of_month } : {}),
    timezone: s.timezone,
  };
}

export function createdScheduleView(s: ScheduleRecord) {
  return {
    ...basics(s),
    config: s.config,
    status: s.status,
    next_run_at: s.next_run_at,
    webhook_configured: s.webhook_url !== null,
    max_runs: s.max_runs,
    ends_at: s.ends_at,
    created_at: s.created_at,
  };
}

export function listedScheduleView(s: ScheduleRecord) {
  return {
    ...basics(s),
    status: s.status,
    next_run_at: s.next_run_at,
    last_run_at: s.last_run_at,
    total_runs: s.total_runs,
    created_at: s.created_at,
  };
}

export function detailedScheduleView(s: ScheduleRecord, counts: { successful: number; failed: number; lastRunStatus: string | null }) {
  return {
    ...createdScheduleView(s),
    last_run_at: s.last_run_at,
    last_run_status: counts.lastRunStatus,
    total_runs: s.total_runs,
    successful_runs: counts.successful,
    failed_runs: counts.failed,
  };
}

export function runView(r: ScheduleRunRecord, delivery: DeliveryOutcome | null | undefined) {
  const last = delivery?.attempts.at(-1);
  return {
    id: r.id,
    schedule_id: r.schedule_id,
    status: r.status,
    trigger: r.trigger,
    due_at: r.due_at,
    data: r.data,
    credits_used: r.credits_used,
    started_at: r.started_at,
    completed_at: r.completed_at,
    ...(r.error ? { error: r.error } : {}),
    webhook: !r.job.webhook_url
      ? null
      : {
          // A run with a webhook whose delivery is not written yet is about to be: pending.
          status: delivery?.status ?? 'pending',
          attempts: delivery?.attempts.length ?? 0,
          last_attempt_at: last?.at ?? null,
          last_status_code: last?.status_code ?? null,
          last_error: last?.error?.message ?? null,
          attempt_history: attemptRows(delivery?.attempts ?? []),
        },
  };
}
