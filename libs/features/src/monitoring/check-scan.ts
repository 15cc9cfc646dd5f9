import type { Clock, Logger, Metrics } from '@gleaner/platform';
import type { Collection, DocumentStore } from '@gleaner/store';
import type { JobBus } from '@gleaner/bus';
import { loadAgenda } from '@gleaner/agenda-backends';
import type { Agenda, AgendaBackend, Job } from 'agenda' with { 'resolution-mode': 'import' };
import { startScheduledCheck } from './check-start.js';
import { queueOrHandOff } from '../schedules/queue-or-hand-off.js';
import { MONITOR_COLLECTIONS, type MonitorRecord } from './records.js';
import { MONITOR_CHECKS_TOPIC, type CheckMessage } from './topics.js';

// Monitor checks are timed by one Agenda job, the scan: every poll it starts the checks of the
// monitors whose next_check_at has come (check-start.ts: atomic and conditional) and queues them
// for the executors. One job rather than one per monitor (as schedules have): monitors are many
// and regular (10,000 at 5 minutes is 33 a second), their due times live in the store with an
// index, and nothing has to keep Agenda's jobs in line with edits. Agenda's lock makes one
// scheduler scan at a time; when it dies, another takes the job once the lock expires.

export const SCAN_JOB = 'scan-monitor-checks';
/** Monitors started per store query; a scan reads pages until none is due (or its time is up). */
const PAGE = 500;

export interface CheckScanOptions {
  /** How often the scan runs (and Agenda looks for it): a check starts up to this late. */
  pollMs: number;
  /** Agenda's lock on the scan: a scheduler that dies mid-scan holds it this long. */
  lockLifetimeMs: number;
  /** How long checks are kept. */
  retentionMs: number;
  /** Checks started at once within a page. */
  concurrency: number;
  name?: string;
}

export interface CheckScanDeps {
  store: DocumentStore;
  bus: JobBus;
  clock: Clock;
  logger: Logger;
  backend: AgendaBackend;
  /** gleaner_scheduler_lateness_seconds{kind="monitor"}: how late each scheduled check started. */
  metrics?: Pick<Metrics, 'schedulerLateness'>;
  /** A started check the bus refused while it answers (its queue full): the check sweeper drains it from the store now. */
  unqueued?: () => void;
}

export class CheckScan {
  private readonly monitors: Collection<MonitorRecord>;
  /** Checks this scan started (tests and logs). */
  started = 0;

  private constructor(
    private readonly deps: CheckScanDeps,
    private readonly options: CheckScanOptions,
    private readonly agenda: Agenda,
  ) {
    this.monitors = deps.store.collection<MonitorRecord>(MONITOR_COLLECTIONS.monitors);
  }

  static async start(deps: CheckScanDeps, options: CheckScanOptions): Promise<CheckScan> {
    const { Agenda } = await loadAgenda();
    const agenda = new Agenda({ backend: deps.backend, name: options.name, processEvery: options.pollMs, maxConcurrency: 1, defaultConcurrency: 1, defaultLockLifetime: options.lockLifetimeMs, removeOnComplete: false });
    agenda.on('error', (err: Error) => deps.logger.error({ err }, 'agenda error'));
    const scan = new CheckScan(deps, options, agenda);
    agenda.define(SCAN_JOB, (job: Job) => scan.run(job), { concurrency: 1, lockLifetime: options.lockLifetimeMs });
    await agenda.ready;
    // One scan job for every scheduler: unique by name, created by whichever starts first.
    const job = agenda.create(SCAN_JOB, {});
    job.unique({ name: SCAN_JOB });
    job.attrs.nextRunAt = new Date();
    await job.save();
    await agenda.start();
    return scan;
  }

  /** Agenda's handler: never throws (Agenda cleared the job's next time; it is set again here). */
  private async run(job: Job): Promise<void> {
    try {
      await this.scan(Date.now() + this.options.lockLifetimeMs / 2);
    } catch (err) {
      this.deps.logger.error({ err }, 'monitor scan failed; the next one will try again');
    }
    job.attrs.nextRunAt = new Date(Date.now() + this.options.pollMs);
  }

  /** Starts every due check (until `until`, Agenda's time); answers how many it started. */
  async scan(until = Number.POSITIVE_INFINITY): Promise<number> {
    let started = 0;
    for (;;) {
      const now = new Date(this.deps.clock.now()).toISOString();
      const due = await this.monitors.find({ status: 'active', next_check_at: { $lte: now } }, { sort: [{ field: 'next_check_at', order: 'asc' }], limit: PAGE, exclude: ['baseline'] });
      let next = 0;
      const worker = async () => {
        while (next < due.length) {
          if (await this.startOne(due[next++])) started++;
        }
      };
      await Promise.all(Array.from({ length: Math.min(this.options.concurrency, due.length) }, worker));
      if (due.length < PAGE || Date.now() >= until) break;
    }
    this.started += started;
    return started;
  }

  private async startOne(monitor: MonitorRecord): Promise<boolean> {
    try {
      const check = await startScheduledCheck(this.deps.store, { clock: this.deps.clock, retentionMs: this.options.retentionMs }, monitor);
      if (!check) return false;
      if (check.due_at) this.deps.metrics?.schedulerLateness.observe({ kind: 'monitor' }, Math.max(0, Date.parse(check.created_at) - Date.parse(check.due_at)) / 1000);
      // Refused: the check waits in the store, and the check sweeper takes it (queue-or-hand-off.ts).
      await queueOrHandOff(this.deps.bus, () => this.deps.bus.publish<CheckMessage>(MONITOR_CHECKS_TOPIC, { checkId: check.id }, { id: check.id }), {
        unqueued: this.deps.unqueued,
        down: (err) => this.deps.logger.warn({ err, check_id: check.id }, 'could not queue a check; the check sweeper will take it'),
      });
      return true;
    } catch (err) {
      this.deps.logger.error({ err, monitor_id: monitor.id }, 'could not start a monitor check; the next scan tries again');
      return false;
    }
  }

  async stop(): Promise<void> {
    await this.agenda.stop();
  }
}
