import { isGleanerError, type Logger, type Metrics } from '@gleaner/platform';
import type { BatchUpdate, Collection } from '@gleaner/store';
import type { DeliveryRequest } from '../webhooks/deliveries.js';
import { waitAfterRefusal } from './refused-for-load.js';
import { runScheduledJob, type RunKindDeps, type RunOutcome } from './run-kinds.js';
import { runDeliveryId, SCHEDULE_COLLECTIONS, type RunError, type ScheduleRunRecord } from './records.js';

// Executes runs: takes one (a conditional update that sets its lease), keeps the lease while the
// work goes on, does the work (run-kinds.ts), and writes the result with the charge in one batch,
// so a run is charged once whatever happens. A run whose executor died keeps a lease nobody renews;
// once it has passed, another executor (the sweeper) takes the run and does it again: the render job
// has the same id, so work already stored is found, not redone. After MAX_TAKES the run fails.
// A fired run refused for load waits and is taken again (refused-for-load.ts); the refusal is not a take.

export const EVENT_SCHEDULE_COMPLETED = 'schedule.completed';
export const MAX_TAKES = 3;

/** The delivery side, as the executor needs it (the webhook delivery queue). */
export interface RunDeliveries {
  insertUpdate(request: DeliveryRequest): BatchUpdate;
  nudge(id: string): Promise<void>;
}

export interface RunExecutorOptions {
  /** How long a take holds a run without renewing it (renewed every third of it). */
  leaseMs: number;
  /** The wait after a first refusal for load, doubled after each (refused-for-load.ts; default 2 s). */
  refusedWaitMs?: number;
}

export interface RunExecutorDeps extends RunKindDeps {
  deliveries?: RunDeliveries;
  logger: Logger;
  /** gleaner_schedule_runs_total{trigger,outcome}: runs this executor finished. */
  metrics?: Pick<Metrics, 'scheduleRuns'>;
}

export class RunExecutor {
  readonly runs: Collection<ScheduleRunRecord>;
  /** The runs, as the sweeper looks for them. */
  get records(): Collection<ScheduleRunRecord> {
    return this.runs;
  }

  constructor(
    private readonly deps: RunExecutorDeps,
    private readonly options: RunExecutorOptions,
  ) {
    this.runs = deps.store.collection<ScheduleRunRecord>(SCHEDULE_COLLECTIONS.runs);
  }

  private iso(ms = this.deps.clock.now()): string {
    return new Date(ms).toISOString();
  }

  /**
   * Executes the run unless it is finished or another executor holds it; answers the run as it is
   * then (finished, unless another holds it).
   */
  async execute(runId: string): Promise<ScheduleRunRecord | null> {
    const seen = await this.runs.get(runId);
    if (!seen || seen.status !== 'running') return seen;
    const now = this.deps.clock.now();
    if (seen.lease_until !== null && seen.lease_until > this.iso(now)) return seen;
    if (seen.takes >= MAX_TAKES) return this.finishFailed(seen, { code: 'internal_error', message: `the run was taken ${seen.takes} times and never finished` });
    const taken = await this.runs.updateOne(
      { id: runId, status: 'running', lease_until: seen.lease_until, takes: seen.takes },
      { $set: { lease_until: this.iso(now + this.options.leaseMs), ...(seen.takes === 0 ? { started_at: this.iso(now) } : {}) }, $inc: { takes: 1 } },
    );
    if (!taken) return this.runs.get(runId);
    return this.work(taken);
  }

  private async work(run: ScheduleRunRecord): Promise<ScheduleRunRecord | null> {
    const renew = setInterval(() => {
      void this.runs
        .updateOne({ id: run.id, status: 'running' }, { $set: { lease_until: this.iso(this.deps.clock.now() + this.options.leaseMs) } })
        .catch((err) => this.deps.logger.warn({ err, run_id: run.id }, 'could not renew a run lease'));
    }, Math.max(1, Math.floor(this.options.leaseMs / 3)));
    renew.unref();
    try {
      let outcome: RunOutcome;
      try {
        outcome = await runScheduledJob(this.deps, run);
      } catch (err) {
        // A failure the user can act on (no credits, a page that did not load) is the run's
        // result; anything else too, logged, so a run is never retried forever.
        const waitMs = waitAfterRefusal(err, run.trigger, run.refusals, this.options.refusedWaitMs);
        if (waitMs !== null) return await this.putBack(run, waitMs);
        if (!isGleanerError(err) || err.code === 'internal_error') this.deps.logger.error({ err, run_id: run.id }, 'scheduled run failed');
        const error: RunError = isGleanerError(err) ? { code: err.code, message: err.message } : { code: 'internal_error', message: 'the run failed unexpectedly' };
        return await this.finishFailed(run, error);
      }
      return await this.finishSucceeded(run, outcome);
    } finally {
      clearInterval(renew);
    }
  }

  /** Refused for load: queued again under a lease that ends after the wait (the sweeper takes it then). */
  private async putBack(run: ScheduleRunRecord, waitMs: number): Promise<ScheduleRunRecord | null> {
    const refusals = run.refusals ?? 0;
    await this.runs.updateOne({ id: run.id, status: 'running', takes: run.takes }, { $set: { lease_until: this.iso(this.deps.clock.now() + waitMs), refusals: refusals + 1 }, $inc: { takes: -1 } });
    this.deps.logger.info({ run_id: run.id, refusals: refusals + 1, wait_ms: waitMs }, 'a scheduled run was refused for load; it is taken again after the wait');
    return this.runs.get(run.id);
  }

  private async finishSucceeded(run: ScheduleRunRecord, outcome: RunOutcome): Promise<ScheduleRunRecord | null> {
    const finished: ScheduleRunRecord = { ...run, status: 'success', data: outcome.data, credits_used: outcome.used, charged: true, completed_at: this.iso(), lease_until: null };
    const writes = this.finishWrites(finished, { id: run.id, status: 'running', charged: false });
    // The result (and its event) is written with the charge, in one batch: a run is charged once,
    // even when it is taken over.
    const settled = await this.deps.credits.settle(outcome.reservation, outcome.used, writes);
    let written = settled.used > 0;
    if (!written) {
      // Nothing charged (a test key, or a run finished meanwhile): the result alone, if still running.
      written = (await this.deps.store.updateAll(this.finishWrites({ ...finished, credits_used: 0 }, { id: run.id, status: 'running', charged: false }))) !== null;
    }
    if (written) this.counted(run, 'success');
    return this.announced(run.id);
  }

  private async finishFailed(run: ScheduleRunRecord, error: RunError): Promise<ScheduleRunRecord | null> {
    const failed: ScheduleRunRecord = { ...run, status: 'failed', error, completed_at: this.iso(), lease_until: null };
    if (await this.deps.store.updateAll(this.finishWrites(failed, { id: run.id, status: 'running' }))) this.counted(run, error.code);
    return this.announced(run.id);
  }

  /** A run this executor finished (not one another finished meanwhile): success, or its error code. */
  private counted(run: ScheduleRunRecord, outcome: string): void {
    this.deps.metrics?.scheduleRuns.inc({ trigger: run.trigger, outcome });
  }

  /**
   * The run's result, conditional on `still` (nothing is written when it no longer holds), and, for
   * a schedule with a webhook, its schedule.completed delivery in the same batch: a finished run
   * always has its event, whenever the process dies.
   */
  private finishWrites(run: ScheduleRunRecord, still: Record<string, string | boolean>): BatchUpdate[] {
    const { status, data, credits_used, charged, completed_at, lease_until, error } = run;
    const writes: BatchUpdate[] = [{ collection: this.runs.name, filter: still, update: { $set: { status, data, credits_used, charged, completed_at, lease_until, ...(error ? { error } : {}) } } }];
    if (run.job.webhook_url && this.deps.deliveries) {
      writes.push(
        this.deps.deliveries.insertUpdate({
          id: runDeliveryId(run.id),
          userId: run.user_id,
          env: run.env,
          event: EVENT_SCHEDULE_COMPLETED,
          url: run.job.webhook_url,
          payload: completedEvent(run),
          source: { kind: 'schedule_run', id: run.id },
        }),
      );
    }
    return writes;
  }

  /** The run as stored; a dispatcher is told at once of its event (a lost nudge only waits for a poll). */
  private async announced(runId: string): Promise<ScheduleRunRecord | null> {
    const run = await this.runs.get(runId);
    if (run && run.status !== 'running' && run.job.webhook_url && this.deps.deliveries) await this.deps.deliveries.nudge(runDeliveryId(run.id));
    return run;
  }
}

/** The schedule.completed body (api-spec.md, Events), with the run's status and error (extension). */
export function completedEvent(run: ScheduleRunRecord): Record<string, unknown> {
  return {
    event: EVENT_SCHEDULE_COMPLETED,
    schedule_id: run.schedule_id,
    run_id: run.id,
    status: run.status,
    data: run.data ?? {},
    ...(run.error ? { error: run.error } : {}),
    credits_used: run.credits_used,
    completed_at: run.completed_at,
  };
}
