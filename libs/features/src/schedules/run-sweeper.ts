import type { Clock, Logger } from '@gleaner/platform';
import type { Collection, Doc } from '@gleaner/store';

// Runs (and monitor checks) nobody is working on: taken by an executor that died (its lease ran out), or waiting longer
// than a queued run should (its bus message was lost: the in-process bus of a process that stopped,
// a publish during an outage). Each is executed here, at most `parallel` at once; the take is the
// executor's conditional update, so a sweeper and a live executor never both work on one run.

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
}

export function startRunSweeper(executor: SweepTarget, clock: Clock, logger: Logger, options: RunSweeperOptions): { sweep(): Promise<number>; stop(): Promise<void> } {
  let sweeping: Promise<number> | undefined;
  const sweepOnce = async (): Promise<number> => {
    const now = clock.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const [expired, waiting] = await Promise.all([
      executor.records.find({ status: 'running', lease_until: { $lt: iso(now) } }, { limit: 200, exclude: ['data', 'snapshot', 'diff'] }),
      executor.records.find({ status: 'running', lease_until: null, created_at: { $lt: iso(now - options.queuedGraceMs) } }, { limit: 200, exclude: ['data', 'snapshot', 'diff'] }),
    ]);
    const ids = [...expired, ...waiting].map((r) => r.id);
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const id = ids[next++];
        await executor.execute(id).catch((err) => logger.error({ err, id, what: options.what ?? 'runs' }, 'could not take over leased work'));
      }
    };
    await Promise.all(Array.from({ length: Math.min(options.parallel, ids.length) }, worker));
    if (ids.length > 0) logger.info({ taken: ids.length, what: options.what ?? 'runs' }, 'work taken over by the sweeper');
    return ids.length;
  };
  const sweep = (): Promise<number> => {
    sweeping ??= sweepOnce().finally(() => (sweeping = undefined));
    return sweeping;
  };
  const timer = setInterval(() => void sweep().catch((err) => logger.error({ err, what: options.what ?? 'runs' }, 'sweep failed')), options.everyMs);
  timer.unref();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await sweeping?.catch(() => undefined);
    },
  };
}
