import { isGleanerError, type Clock, type Logger, type Metrics } from '@gleaner/platform';
import type { BatchUpdate, Collection, DocumentStore, Filter } from '@gleaner/store';
import type { CreditLedger, Reservation } from '../account/credits.js';
import type { RunDeliveries } from '../schedules/run-executor.js';
import { waitAfterRefusal } from '../schedules/refused-for-load.js';
import { alertRequests } from './alert-deliveries.js';
import { captureFor, type CaptureDeps } from './check-capture.js';
import type { CheckLinker } from './check-links.js';
import { outcomeOf, type ChangeJudge, type CheckOutcome } from './check-outcome.js';
import { newDiffToken } from './diff-page/diff-link.js';
import type { AlertContent } from './model.js';
import { MONITOR_COLLECTIONS, type CheckError, type CheckRecord, type MonitorRecord } from './records.js';

// Executes checks: takes one (a conditional update that sets its lease), reads the page or the API
// (check-capture.ts), compares with the monitor's baseline (check-outcome.ts), and writes the
// check, the monitor's new baseline (releasing the monitor for its next check: check-start.ts) and
// the alerts with the charge, in one batch: a check is charged once and its alerts exist exactly
// when it does. A failed check costs nothing and counts towards the monitor's error state; a check
// whose executor died is taken over by the sweeper. A scheduled check refused for load waits and is
// taken again (refused-for-load.ts): our own overload is not the page's failure, so it never counts
// towards the error state, not even when it finally fails.

/** Usage names of checks' charges: scheduled (and baseline) checks, and check-now's. */
export const CHECK_OPERATION = 'monitoring/check';
export const CHECK_NOW_OPERATION = 'monitoring/check-now';
export const MAX_CHECK_TAKES = 3;

export interface CheckExecutorOptions {
  leaseMs: number;
  /** Failed checks in a row that put a monitor in error (decisions.md: 5). */
  errorThreshold: number;
  /** Checks of a monitor that keep their snapshot's text (older ones keep only its hash). */
  historyLength: number;
  /** The wait after a first refusal for load, doubled after each (refused-for-load.ts; default 2 s). */
  refusedWaitMs?: number;
}

export interface CheckExecutorDeps extends CaptureDeps {
  store: DocumentStore;
  clock: Clock;
  credits: CreditLedger;
  deliveries: RunDeliveries;
  links: CheckLinker;
  judge?: ChangeJudge;
  logger: Logger;
  /** gleaner_monitor_checks_total{trigger,outcome}: checks this executor finished. */
  metrics?: Pick<Metrics, 'monitorChecks'>;
}

export class CheckExecutor {
  readonly records: Collection<CheckRecord>;
  private readonly monitors: Collection<MonitorRecord>;

  constructor(
    private readonly deps: CheckExecutorDeps,
    private readonly options: CheckExecutorOptions,
  ) {
    this.records = deps.store.collection<CheckRecord>(MONITOR_COLLECTIONS.checks);
    this.monitors = deps.store.collection<MonitorRecord>(MONITOR_COLLECTIONS.monitors);
  }

  private iso(ms = this.deps.clock.now()): string {
    return new Date(ms).toISOString();
  }

  /** Executes the check unless it is finished or held by another executor; answers it as it is then. */
  async execute(checkId: string): Promise<CheckRecord | null> {
    const seen = await this.records.get(checkId);
    const now = this.deps.clock.now();
    const free = seen?.status === 'running' && (seen.lease_until === null || seen.lease_until <= this.iso(now));
    if (!seen || !free) return seen;
    if (seen.takes >= MAX_CHECK_TAKES) return this.finishFailed(seen, null, { code: 'internal_error', message: `the check was taken ${seen.takes} times and never finished` });
    const taken = await this.records.updateOne(
      { id: checkId, status: 'running', lease_until: seen.lease_until, takes: seen.takes },
      { $set: { lease_until: this.iso(now + this.options.leaseMs), checked_at: this.iso(now) }, $inc: { takes: 1 } },
    );
    if (!taken) return this.records.get(checkId);
    const renew = setInterval(() => {
      void this.records
        .updateOne({ id: checkId, status: 'running' }, { $set: { lease_until: this.iso(this.deps.clock.now() + this.options.leaseMs) } })
        .catch((err) => this.deps.logger.warn({ err, check_id: checkId }, 'could not renew a check lease'));
    }, Math.max(1, Math.floor(this.options.leaseMs / 3)));
    renew.unref();
    try {
      return await this.work(taken);
    } finally {
      clearInterval(renew);
    }
  }

  private async work(check: CheckRecord): Promise<CheckRecord | null> {
    const monitor = await this.monitors.get(check.monitor_id);
    if (!monitor) {
      // Deleted meanwhile: the check goes with it.
      await this.records.deleteOne({ id: check.id });
      return null;
    }
    let reservation: Reservation | undefined;
    const started = this.deps.clock.now();
    try {
      reservation = await this.deps.credits.reserve(monitor.user_id, monitor.env, 1, check.trigger === 'manual' ? CHECK_NOW_OPERATION : CHECK_OPERATION);
      const captured = await captureFor(this.deps, monitor, check);
      const outcome = await outcomeOf(monitor, captured.capture, this.deps.judge, this.deps.logger);
      return await this.finishSucceeded(check, monitor, outcome, captured.responseTimeMs, captured.screenshotKey, reservation);
    } catch (err) {
      if (reservation) await this.deps.credits.refund(reservation).catch(() => undefined);
      const waitMs = waitAfterRefusal(err, check.trigger, check.refusals, this.options.refusedWaitMs);
      if (waitMs !== null) return this.putBack(check, waitMs);
      if (!isGleanerError(err) || err.code === 'internal_error') this.deps.logger.error({ err, check_id: check.id }, 'monitor check failed');
      const error: CheckError = isGleanerError(err) ? { code: err.code, message: err.message } : { code: 'internal_error', message: 'the check failed unexpectedly' };
      const ours = isGleanerError(err) && err.code === 'service_unavailable';
      return this.finishFailed(check, ours ? null : monitor, error, this.deps.clock.now() - started);
    }
  }

  private async finishSucceeded(check: CheckRecord, monitor: MonitorRecord, outcome: CheckOutcome, responseTimeMs: number, screenshotKey: string | undefined, reservation: Reservation): Promise<CheckRecord | null> {
    const now = this.iso();
    const finished: CheckRecord = {
      ...check,
      status: 'success',
      change_detected: outcome.changed,
      relevant: outcome.relevant,
      change_summary: outcome.summary,
      response_time_ms: Math.round(responseTimeMs),
      snapshot: outcome.snapshot,
      ...(outcome.diff ? { diff: outcome.diff, view_token: newDiffToken(), monitor_name: monitor.name, monitor_url: monitor.url } : {}),
      ...(screenshotKey ? { screenshot_key: screenshotKey } : {}),
      credits_used: 1,
      completed_at: now,
      lease_until: null,
    };
    const alerts = await this.alertsOf(monitor, finished);
    const writes = (f: CheckRecord): BatchUpdate[] => [
      { collection: this.records.name, filter: { id: check.id, status: 'running' }, update: { $set: finishedFields(f) } },
      // The new baseline, releasing the monitor for its next check, only while this check holds it (check-start.ts).
      // ... and only over the baseline this check compared with: an edit of what is watched during
      // the check resets it (service.ts), and this capture is then of the old target.
      {
        collection: this.monitors.name,
        filter: { id: monitor.id, ...heldBy(check.id), baseline_check_id: monitor.baseline_check_id ?? null },
        update: { $set: { last_check_at: f.checked_at, consecutive_errors: 0, baseline: outcome.snapshot, baseline_check_id: f.id, running_check_id: null } },
      },
      ...alerts.map((a) => this.deps.deliveries.insertUpdate(a)),
    ];
    const settled = await this.deps.credits.settle(reservation, 1, writes(finished));
    let written = finished;
    if (settled.used === 0) {
      // Nothing charged (a test key; or the check, the monitor or its baseline changed meanwhile):
      // the hold goes back at once (idempotent), and the result is written if it still applies.
      await this.deps.credits.refund(reservation).catch(() => undefined);
      written = { ...finished, credits_used: 0 };
      if (!(await this.deps.store.updateAll(writes(written)))) {
        if (await this.finishStale(check, monitor, written)) return this.records.get(check.id);
        await this.records.deleteOne({ id: check.id, status: 'running' });
        await this.release(check);
        return this.records.get(check.id);
      }
    }
    this.counted(check, 'success');
    for (const alert of alerts) await this.deps.deliveries.nudge(alert.id);
    // One check in eight (by its id's last character) trims the monitor's texts: a query per check
    // cost a sixth of the check rate (docs/benchmarks.md); a monitor keeps a few texts over its history.
    if (check.id.charCodeAt(check.id.length - 1) % 10 === 0) await this.forgetOldTexts(monitor.id);
    return written;
  }

  /** The alerts a finished check sends: on a change that matters, or on every check when the monitor asks for that (never for the baseline). */
  private async alertsOf(monitor: MonitorRecord, check: CheckRecord) {
    const alertable = check.trigger !== 'baseline' && ((check.change_detected && check.relevant) || !monitor.notify_only_on_changes);
    if (!alertable) return [];
    const links = await this.deps.links.linksOf(check);
    const content: AlertContent = {
      event: check.change_detected && check.relevant ? 'monitor.change_detected' : 'monitor.checked',
      monitor: { id: monitor.id, name: monitor.name, url: monitor.url },
      check: { id: check.id, status: 'success', changeDetected: check.change_detected, changeSummary: check.change_summary, checkedAt: check.checked_at, responseTimeMs: check.response_time_ms },
      ...(check.diff ? { diff: check.diff } : {}),
      ...links,
    };
    return alertRequests(monitor, content);
  }

  /** Refused for load: queued again under a lease that ends after the wait (the sweeper takes it then); the monitor stays held. */
  private async putBack(check: CheckRecord, waitMs: number): Promise<CheckRecord | null> {
    const refusals = (check.refusals ?? 0) + 1;
    await this.records.updateOne({ id: check.id, status: 'running', takes: check.takes }, { $set: { lease_until: this.iso(this.deps.clock.now() + waitMs), refusals }, $inc: { takes: -1 } });
    this.deps.logger.info({ check_id: check.id, refusals, wait_ms: waitMs }, 'a scheduled check was refused for load; it is taken again after the wait');
    return this.records.get(check.id);
  }

  /** Failed: recorded; counted towards the monitor's error state when `monitor` is given, else only the monitor released. */
  private async finishFailed(check: CheckRecord, monitor: MonitorRecord | null, error: CheckError, responseTimeMs = 0): Promise<CheckRecord | null> {
    const failed: CheckRecord = { ...check, status: 'error', error, response_time_ms: Math.round(responseTimeMs), credits_used: 0, completed_at: this.iso(), lease_until: null };
    const written = await this.records.updateOne({ id: check.id, status: 'running' }, { $set: finishedFields(failed) });
    if (written) this.counted(check, error.code);
    if (written && monitor) await this.countFailure(monitor.id, check.id, failed.checked_at);
    else await this.release(check);
    return this.records.get(check.id);
  }

  /**
   * A check whose monitor's target was edited while it ran: kept as a check without a change, free,
   * and the monitor released with no baseline (the next check makes the new one). False when the
   * check or the monitor is gone.
   */
  private async finishStale(check: CheckRecord, monitor: MonitorRecord, result: CheckRecord): Promise<boolean> {
    const { diff: _diff, view_token: _token, monitor_name: _name, monitor_url: _url, snapshot: _snapshot, ...kept } = result;
    const stale: CheckRecord = { ...kept, change_detected: false, relevant: false, change_summary: null, credits_used: 0 };
    const written = await this.deps.store.updateAll([
      { collection: this.records.name, filter: { id: check.id, status: 'running' }, update: { $set: finishedFields(stale) } },
      { collection: this.monitors.name, filter: { id: monitor.id, ...heldBy(check.id) }, update: { $set: { last_check_at: stale.checked_at, running_check_id: null } } },
    ]);
    return written !== null;
  }

  /** A check this executor finished (not one another finished meanwhile): success, or its error code. */
  private counted(check: CheckRecord, outcome: string): void {
    this.deps.metrics?.monitorChecks.inc({ trigger: check.trigger, outcome });
  }

  /** Frees the monitor for its next check, if this check still holds it. */
  private async release(check: CheckRecord): Promise<void> {
    await this.monitors.updateOne({ id: check.monitor_id, running_check_id: check.id }, { $set: { running_check_id: null } });
  }

  /** One more failed check in a row (and the monitor released); at the threshold an active monitor goes to error and stops checking. */
  private async countFailure(monitorId: string, checkId: string, at: string): Promise<void> {
    const counted = await this.monitors.updateOne({ id: monitorId, ...heldBy(checkId) }, { $inc: { consecutive_errors: 1 }, $set: { last_check_at: at, running_check_id: null } });
    if (counted && counted.status === 'active' && counted.consecutive_errors >= this.options.errorThreshold) {
      await this.monitors.updateOne({ id: monitorId, status: 'active' }, { $set: { status: 'error', next_check_at: null, updated_at: this.iso() } });
      this.deps.logger.info({ monitor_id: monitorId, consecutive_errors: counted.consecutive_errors }, 'monitor in error: its checks stop until it is resumed');
    }
  }

  /** Keeps the snapshot texts of the monitor's latest checks only: a monitor's history stays bounded. */
  private async forgetOldTexts(monitorId: string): Promise<void> {
    const old = await this.records.find(
      { monitor_id: monitorId, 'snapshot.text': { $exists: true } },
      { sort: [{ field: 'created_at', order: 'desc' }], skip: this.options.historyLength, limit: 100, exclude: ['snapshot', 'diff'] },
    );
    if (old.length > 0) await this.records.updateMany({ id: { $in: old.map((c) => c.id) } }, { $unset: ['snapshot.text'] });
  }
}

/**
 * A monitor held by this check, or by none: a check started before monitors were claimed (an
 * upgrade) still finishes; a check whose claim was taken over as stale does not.
 */
function heldBy(checkId: string): Filter {
  return { running_check_id: { $in: [checkId, null] } };
}

/** The fields a finished check writes. */
function finishedFields(c: CheckRecord): Record<string, unknown> {
  const { id: _id, ...fields } = c;
  return fields;
}
