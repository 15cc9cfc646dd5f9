import type { Clock, Logger, Metrics } from '@gleaner/platform';
import type { Collection, DocumentStore } from '@gleaner/store';
import type { JobBus } from '@gleaner/bus';
import { loadAgenda } from '@gleaner/agenda-backends';
import type { Agenda, AgendaBackend, Job } from 'agenda' with { 'resolution-mode': 'import' };
import { startRunFrom } from './run-start.js';
import { queueOrHandOff } from './queue-or-hand-off.js';
import { SCHEDULE_COLLECTIONS, type ScheduleRecord } from './records.js';
import { SCHEDULE_RUNS_TOPIC, type RunMessage } from './topics.js';

// Agenda fires every schedule: one Agenda job per schedule, due at the schedule's next_run_at.
// The job only says when to look: its handler reads the schedule (the truth), starts the run if it
// is still due (run-start.ts: atomic and conditional, so two schedulers fire a due time once) and
// hands it to the executors over the bus; then it sets the job's next time from the schedule. A
// paused, completed or deleted schedule's job is left with no next time (or removed) and fires
// nothing; a job that fires early (the clocks of the API and Agenda differ) only moves itself.
//
// Agenda reads Date.now(); the service reads its Clock (tests move it). A due time is given to
// Agenda shifted by their difference at the moment it is written, which is nothing in production.

export const FIRE_JOB = 'fire-schedule';
/** The path in a firing job's data its schedule's jobs are found by (sync, cancel): a backend may index it. */
export const FIRE_JOB_DATA_INDEXES = ['scheduleId'];
/** A job fired less than this before its due time (by our clock) fires the run. */
const EARLY_MS = 1000;
/** After a failed look (the store unreachable), the job looks again this much later (default). */
const FIRE_RETRY_MS = 10_000;

export interface ScheduleFiringOptions {
  /** How often Agenda looks for due jobs (ms: a number, see docs/architecture.md "Agenda backends"). */
  processEveryMs: number;
  /** Fire handlers at once in this process. */
  concurrency: number;
  /** Agenda's lock on a firing job; a scheduler that dies mid-fire leaves it for this long. */
  lockLifetimeMs: number;
  /** After a failed look (the store unreachable), the job looks again this much later (default 10 s). */
  retryMs?: number;
  /**
   * Due jobs this process holds locked at once (Agenda's lockLimit), topped up at every look: at
   * most this many fire per processEveryMs. 0: every due job is locked at each look. Bounded, the
   * jobs of a burst are fired in batches, and the run executors of this process (the same event
   * loop) start the runs of one batch while Agenda waits for the next look; unbounded, Agenda fires
   * the whole burst first (docs/benchmarks.md, "Schedules: 10,000 due in one minute").
   */
  lockLimit?: number;
  name?: string;
}

export interface ScheduleFiringDeps {
  store: DocumentStore;
  bus: JobBus;
  clock: Clock;
  logger: Logger;
  backend: AgendaBackend;
  /** gleaner_scheduler_lateness_seconds{kind="schedule"}: how late each fired run started. */
  metrics?: Pick<Metrics, 'schedulerLateness'>;
  /**
   * A fired run the bus refused while it answers (its queue is full): the run waits in the store; the
   * run sweeper is told, so that it drains such runs now rather than after their grace (run-sweeper.ts).
   */
  unqueued?: () => void;
}

interface FireData {
  scheduleId: string;
}

export class ScheduleFiring {
  private readonly schedules: Collection<ScheduleRecord>;
  private lockCheck?: NodeJS.Timeout;
  private lockChecking?: Promise<void>;
  /** Checks in a row that found lost locks (see checkLocks). */
  private lostSeen = 0;
  /** Times Agenda's processor was restarted to clear lost locks. */
  restarts = 0;

  private constructor(
    private readonly deps: ScheduleFiringDeps,
    private readonly agenda: Agenda,
    private readonly retryMs: number,
  ) {
    this.schedules = deps.store.collection<ScheduleRecord>(SCHEDULE_COLLECTIONS.schedules);
  }

  static async start(deps: ScheduleFiringDeps, options: ScheduleFiringOptions): Promise<ScheduleFiring> {
    const { Agenda } = await loadAgenda();
    const agenda = new Agenda({
      backend: deps.backend,
      name: options.name,
      processEvery: options.processEveryMs,
      maxConcurrency: options.concurrency,
      defaultConcurrency: options.concurrency,
      defaultLockLifetime: options.lockLifetimeMs,
      // Runs keep their records; a job whose schedule is gone is removed by sync().
      removeOnComplete: false,
    });
    agenda.on('error', (err: Error) => deps.logger.error({ err }, 'agenda error'));
    const firing = new ScheduleFiring(deps, agenda, options.retryMs ?? FIRE_RETRY_MS);
    const lockLimit = options.lockLimit ?? 0;
    agenda.define<FireData>(FIRE_JOB, (job) => firing.fire(job), { concurrency: options.concurrency, lockLifetime: options.lockLifetimeMs, lockLimit });
    await agenda.ready;
    await agenda.start();
    if (lockLimit > 0) {
      firing.lockCheck = setInterval(() => {
        firing.lockChecking ??= firing
          .checkLocks(lockLimit)
          .catch((err) => deps.logger.error({ err }, 'could not check Agenda\'s locks'))
          .finally(() => (firing.lockChecking = undefined));
      }, options.lockLifetimeMs);
      firing.lockCheck.unref();
    }
    return firing;
  }

  /**
   * Agenda drops a locked job that waited in its queue longer than the lock lifetime (another
   * process may have taken it since) but keeps counting it against lockLimit (agenda/agenda#589,
   * #1413): after enough of them, a store that stalled longer than the lock, this process would
   * lock fewer jobs, then none. They are the locked jobs neither queued nor running in Agenda's own
   * figures; when a tenth of the limit (at least one) is lost two checks in a row, Agenda's
   * processor is restarted, which starts it afresh (as a stop would, it releases the locks of jobs
   * it holds that are not running).
   */
  private async checkLocks(lockLimit: number): Promise<void> {
    const stats = await this.agenda.getRunningStats();
    const lost = Number(stats.lockedJobs) - Number(stats.queuedJobs) - Number(stats.runningJobs);
    this.lostSeen = lost >= Math.max(1, Math.floor(lockLimit / 10)) ? this.lostSeen + 1 : 0;
    if (this.lostSeen < 2 || !this.lockCheck) return;
    this.deps.logger.warn({ lost, lock_limit: lockLimit }, 'Agenda kept expired locks counted against its lock limit: restarting its processor');
    this.lostSeen = 0;
    this.restarts++;
    // (A stop() meanwhile waits for this, then stops the new processor and closes the backend.)
    await this.agenda.stop(false);
    await this.agenda.start();
  }

  /** The instant Agenda should act for a due time of our clock. */
  private agendaTime(iso: string | null): Date | null {
    return iso === null ? null : new Date(Date.parse(iso) - (this.deps.clock.now() - Date.now()));
  }

  /**
   * Agenda's handler. It never throws: Agenda clears a job's next time before calling it, so a
   * handler that failed (the store unreachable) would leave the schedule never firing again. A
   * failed look is tried again `retryMs` later instead.
   */
  private async fire(job: Job<FireData>): Promise<void> {
    try {
      await this.look(job);
    } catch (err) {
      this.deps.logger.error({ err, schedule_id: job.attrs.data.scheduleId }, 'could not fire a schedule; trying again shortly');
      job.attrs.nextRunAt = new Date(Date.now() + this.retryMs);
    }
  }

  private async look(job: Job<FireData>): Promise<void> {
    const { scheduleId } = job.attrs.data;
    // The schedule is read once: the run's start is conditional on what was read, and answers the
    // schedule as it wrote it; only a start that did not happen (another scheduler won) reads again.
    let schedule = await this.schedules.get(scheduleId);
    if (schedule?.status === 'active' && schedule.next_run_at !== null && Date.parse(schedule.next_run_at) <= this.deps.clock.now() + EARLY_MS) {
      const started = await startRunFrom(this.deps.store, this.deps.clock, scheduleId, 'schedule', schedule.next_run_at, schedule);
      if (started) {
        const runId = started.run.id;
        this.deps.metrics?.schedulerLateness.observe({ kind: 'schedule' }, Math.max(0, Date.parse(started.run.started_at) - Date.parse(started.run.due_at!)) / 1000);
        // Refused: the run waits in the store, and the sweeper takes it (queue-or-hand-off.ts).
        await queueOrHandOff(this.deps.bus, () => this.deps.bus.publish<RunMessage>(SCHEDULE_RUNS_TOPIC, { runId }, { id: runId }), {
          unqueued: this.deps.unqueued,
          down: (err) => this.deps.logger.warn({ err, run_id: runId }, 'could not queue a fired run; the run sweeper will take it'),
        });
        schedule = started.schedule;
      } else {
        schedule = await this.schedules.get(scheduleId);
      }
    }
    const next = nextFiring(schedule);
    // Agenda saves this when the handler returns (it cleared it before calling).
    job.attrs.nextRunAt = this.agendaTime(next);
  }

  /** Makes the schedule's Agenda job match the schedule (created, moved, stopped or removed). */
  async sync(scheduleId: string): Promise<void> {
    const schedule = await this.schedules.get(scheduleId);
    if (!schedule) {
      await this.agenda.cancel({ name: FIRE_JOB, data: { scheduleId } });
      return;
    }
    const job = this.agenda.create<FireData>(FIRE_JOB, { scheduleId });
    job.unique({ 'data.scheduleId': scheduleId });
    job.attrs.nextRunAt = this.agendaTime(nextFiring(schedule));
    await job.save();
  }

  /**
   * Brings every job in line with the schedules (at start: a change message may have been lost
   * while no scheduler ran). Only jobs that differ are written.
   */
  async reconcile(): Promise<number> {
    const { jobs } = await this.agenda.queryJobs({ name: FIRE_JOB });
    const known = new Map<string, number | null>();
    for (const job of jobs) known.set((job.data as FireData).scheduleId, job.nextRunAt ? new Date(job.nextRunAt).getTime() : null);
    let fixed = 0;
    const pageSize = 1000;
    for (let skip = 0; ; skip += pageSize) {
      const page = await this.schedules.find({ status: 'active' }, { sort: [{ field: 'id', order: 'asc' }], skip, limit: pageSize, exclude: ['config'] });
      for (const schedule of page) {
        const want = this.agendaTime(nextFiring(schedule))?.getTime() ?? null;
        // Within a second: the clocks' difference moves by the time it takes to read them.
        const have = known.get(schedule.id);
        if (have === undefined || want === null || have === null || Math.abs(have - want) > 1000) {
          await this.sync(schedule.id);
          fixed++;
        }
      }
      if (page.length < pageSize) break;
    }
    return fixed;
  }

  /** When Agenda will fire the schedule's job (Agenda's time): null for never, undefined when there is no job. */
  async agendaJobOf(scheduleId: string): Promise<{ nextRunAt: Date | null } | undefined> {
    const { jobs } = await this.agenda.queryJobs({ name: FIRE_JOB, data: { scheduleId } });
    const job = jobs[0];
    return job && { nextRunAt: job.nextRunAt ? new Date(job.nextRunAt) : null };
  }

  /** Stops taking jobs; lets the handlers under way finish. */
  async stop(): Promise<void> {
    clearInterval(this.lockCheck);
    this.lockCheck = undefined;
    await this.lockChecking;
    await this.agenda.stop();
  }
}

/** When the schedule's job should fire next: its due time while active, else never. */
function nextFiring(schedule: ScheduleRecord | null): string | null {
  return schedule && schedule.status === 'active' ? schedule.next_run_at : null;
}
