import { performance } from 'node:perf_hooks';
import type { Clock, Logger } from '@gleaner/platform';
import type { Collection, Doc } from '@gleaner/store';

// Runs (and monitor checks) nobody is working on: taken by an executor that died (its lease ran out), or waiting longer
// than a queued run should (its bus message was lost: the in-process bus of a process that stopped,
// a publish during an outage). Each is executed here, at most `parallel` at once; the take is the
// executor's conditional update, so a sweeper and a live executor never both work on one run.
//
// A burst: when the bus refuses a fired run (its queue is full), the firing says so (`unqueued`) and
// the sweeper drains the store's queued runs at once, without the grace, until a read finds fewer
// than a batch; a tick reads batch after batch while full ones come back, for up to its time budget.
// Memory stays bounded by one batch of ids, work in flight by `parallel`. A run both on the bus and
// read here is taken by one of them (the other sees its lease and leaves it).

/** Leased work (schedule runs, monitor checks): `status` running, `lease_until` an ISO time or null while queued. */
export interface SweepTarget {
  readonly records: Collection<Doc>;
  execute(id: string): Promise<unknown>;
}

export interface RunSweeperOptions {
  /** Named in logs (default 'runs'). */
  what?: string;
  everyMs: number;
  /** A run queued this long without a take is taken here. */
  queuedGraceMs: number;
  parallel: number;
  /** Runs read at once (default 200). */
  batch?: number;
  /** How long one sweep keeps reading full batches (default everyMs). */
  budgetMs?: number;
}

export interface RunSweeper {
  /** Sweeps now (joins the sweep under way); answers how many runs it took. */
  sweep(): Promise<number>;
  /** A started run could not be queued on the bus: drain the store's queued runs now, without the grace. */
  unqueued(): void;
  stop(): Promise<void>;
}

export const SWEEP_BATCH = 200;

const FIELDS_NOT_READ = ['data', 'snapshot', 'diff', 'job', 'baseline'];

export function startRunSweeper(executor: SweepTarget, clock: Clock, logger: Logger, options: RunSweeperOptions): RunSweeper {
  const what = options.what ?? 'runs';
  const batch = Math.max(1, options.batch ?? SWEEP_BATCH);
  const budgetMs = options.budgetMs ?? options.everyMs;
  let sweeping: Promise<number> | undefined;
  let stopped = false;
  /** Refusals told (unqueued) and the count a drain has caught up with: draining while they differ. */
  let refusals = 0;
  let drainedTo = 0;
  /** A refusal told while a sweep was under way: another follows it at once. */
  let again = false;

  /** The last sweep's every take failed (the store refuses writes): no sweep follows at once, the next tick tries. */
  let failing = false;

  /** Executes the runs, `parallel` at once; answers how many failed. */
  const execute = async (ids: string[]): Promise<number> => {
    let next = 0;
    let failed = 0;
    const worker = async () => {
      while (next < ids.length) {
        const id = ids[next++];
        await executor.execute(id).catch((err) => {
          failed++;
          logger.error({ err, id, what }, 'could not take over leased work');
        });
      }
    };
    await Promise.all(Array.from({ length: Math.min(options.parallel, ids.length) }, worker));
    return failed;
  };

  const sweepOnce = async (): Promise<number> => {
    const began = performance.now();
    let taken = 0;
    let drained = 0;
    failing = false;
    for (;;) {
      const seen = refusals;
      const draining = seen > drainedTo;
      const now = clock.now();
      const iso = (ms: number) => new Date(ms).toISOString();
      const [expired, waiting] = await Promise.all([
        executor.records.find({ status: 'running', lease_until: { $lt: iso(now) } }, { limit: batch, exclude: FIELDS_NOT_READ }),
        executor.records.find(
          draining ? { status: 'running', lease_until: null } : { status: 'running', lease_until: null, created_at: { $lt: iso(now - options.queuedGraceMs) } },
          { limit: batch, exclude: FIELDS_NOT_READ },
        ),
      ]);
      const ids = [...new Set([...expired, ...waiting].map((r) => r.id))];
      const failed = await execute(ids);
      // Nothing of a batch could be taken (writes fail while reads work): the same runs would come back at
      // once, round after round; they stay queued for the next tick.
      if (ids.length > 0 && failed === ids.length) {
        failing = true;
        break;
      }
      taken += ids.length;
      if (draining) drained += waiting.length;
      // Every queued run the refusals up to `seen` left was read (and taken): the drain caught up.
      if (draining && waiting.length < batch) drainedTo = seen;
      const full = expired.length >= batch || waiting.length >= batch;
      if (!full || stopped || performance.now() - began >= budgetMs) break;
    }
    if (drained > 0) logger.info({ taken: drained, what, draining: refusals > drainedTo }, 'queued work the bus refused taken from the store');
    if (taken > drained) logger.info({ taken: taken - drained, what }, 'work taken over by the sweeper');
    return taken;
  };

  const sweep = (): Promise<number> => {
    sweeping ??= sweepOnce().then(
      (taken) => {
        sweeping = undefined;
        // Refusals told meanwhile, or a drain cut short by the budget: on at once, not at the next
        // tick. (After a failed sweep, the next tick tries again.)
        if (!stopped && !failing && (again || refusals > drainedTo)) {
          again = false;
          setImmediate(() => void (stopped ? undefined : sweep().catch((err) => logger.error({ err, what }, 'sweep failed'))));
        }
        return taken;
      },
      (err: unknown) => {
        sweeping = undefined;
        throw err;
      },
    );
    return sweeping;
  };

  const unqueued = (): void => {
    if (stopped) return;
    if (refusals === drainedTo) logger.warn({ what }, 'the bus refused queued work (its queue is full): draining it from the store');
    refusals++;
    if (sweeping) again = true;
    else void sweep().catch((err) => logger.error({ err, what }, 'sweep failed'));
  };

  const timer = setInterval(() => void sweep().catch((err) => logger.error({ err, what }, 'sweep failed')), options.everyMs);
  timer.unref();
  return {
    sweep,
    unqueued,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await sweeping?.catch(() => undefined);
    },
  };
}
