import { readAtScrape, type Config } from '@gleaner/platform';
import { isSweepable, startFileSweeper } from '@gleaner/blobs';
import { NetworkGuard } from '@gleaner/net';
import {
  ArtifactCatalog,
  BusAccountCaches,
  CreditLedger,
  DeliveryQueue,
  PDF_COLLECTION,
  RenderClient,
  RunExecutor,
  SCHEDULE_CHANGES_TOPIC,
  SCHEDULE_RUNNERS_GROUP,
  SCHEDULE_RUNS_TOPIC,
  SCHEDULERS_GROUP,
  SCREENSHOT_COLLECTION,
  ScheduleFiring,
  FIRE_JOB_DATA_INDEXES,
  type CheckExecutor,
  type CheckScan,
  UsageLog,
  startArtifactSweep,
  startRunSweeper,
  workSlots,
  dueBacklog,
  type ArtifactRecord,
  type PdfRecord,
  type RunMessage,
  type ScheduleChange,
  type ScreenshotRecord,
} from '@gleaner/features/maintenance';
import type { Subscription } from '@gleaner/bus';
import type { Ports, Role } from './ports.js';
import { openAgendaBackend } from './agenda-backend.js';
import { startMonitorChecks } from './monitor-checks.js';

// The scheduler role: work that runs on time rather than on request. Agenda fires due schedules
// into the bus; executors here run them (through the render queue); a sweeper takes over runs
// nobody works on; holds of dead work are refunded and expired files deleted. Monitor checks are
// started by the check scan (Agenda), executed here (pages through the render queue) and swept
// like runs; their alerts are written for the dispatchers.

export interface SchedulerRoleOptions {
  /**
   * The ledger runs are charged through and whose stale holds are refunded. In one process with
   * the API (the embedded default) pass the API's, which owns the accounts and caches them; by
   * default the role makes its own on the store, which is right when the API runs elsewhere.
   */
  credits?: CreditLedger;
}

export interface SchedulerRole extends Role {
  firing: ScheduleFiring;
  executor: RunExecutor;
  /** Takes over runs nobody works on now (also on a timer). */
  sweepRuns(): Promise<number>;
  checkScan: CheckScan;
  checkExecutor: CheckExecutor;
  /** Takes over checks nobody works on now (also on a timer). */
  sweepChecks(): Promise<number>;
}

/** Holds older than any render deadline (15 minutes) belong to work that died. */
const STALE_HOLD_MS = 30 * 60_000;
const HOLD_SWEEP_EVERY_MS = 5 * 60_000;
const FILE_SWEEP_EVERY_MS = 10 * 60_000;
/**
 * Agenda's lock on a firing job. Firing takes milliseconds (the run is executed elsewhere), so a
 * short lock: a scheduler that dies mid-fire holds the job this long. (Agenda also keeps a timer of
 * half of it per job run, which holds a stopping process open that long.)
 */
const FIRE_LOCK_MS = 10_000;

export async function startSchedulerRole(config: Config, ports: Ports, options: SchedulerRoleOptions = {}): Promise<SchedulerRole> {
  const { store, bus, files, logger, clock, metrics } = ports;
  // Its own ledger (the API runs elsewhere) announces the balances it changes to the API processes' caches.
  const announcer = options.credits ? undefined : new BusAccountCaches(bus, logger);
  const credits = options.credits ?? new CreditLedger(store, clock, 0, new UsageLog(store, clock, logger), metrics, announcer);
  const stops: (() => Promise<void> | void)[] = [];
  if (announcer) stops.push(() => announcer.close());
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const holdSweep = setInterval(
      () => void credits.refundStaleHolds(STALE_HOLD_MS).catch((err) => logger.error({ err }, 'hold sweep failed')),
      HOLD_SWEEP_EVERY_MS,
    );
    holdSweep.unref();
    stops.push(() => clearInterval(holdSweep));
    const pdfs = new ArtifactCatalog<PdfRecord>(store, PDF_COLLECTION, files, clock, 'PDF');
    const screenshots = new ArtifactCatalog<ScreenshotRecord>(store, SCREENSHOT_COLLECTION, files, clock, 'screenshot');
    const catalogs: ArtifactCatalog<ArtifactRecord>[] = [pdfs, screenshots];
    stops.push(startArtifactSweep(catalogs, FILE_SWEEP_EVERY_MS, logger));
    if (isSweepable(files)) stops.push(startFileSweeper(files, { intervalMs: FILE_SWEEP_EVERY_MS, clock, onError: (err) => logger.error({ err }, 'file sweep failed') }));

    // Finished runs write their schedule.completed delivery with their result; the dispatcher sends it.
    const deliveries = new DeliveryQueue({ store, bus, clock, logger });
    await deliveries.setup();
    const executor = new RunExecutor(
      {
        store,
        credits,
        render: new RenderClient(bus),
        guard: new NetworkGuard({ allowPrivateNetworks: config.net.allowPrivateNetworks }),
        clock,
        proxiesConfigured: config.net.proxyUrls.length > 0,
        pdfs,
        screenshots,
        screenshotLimits: config.screenshot,
        deliveries,
        logger,
        metrics,
      },
      { leaseMs: config.schedules.runLeaseMs, refusedWaitMs: config.schedules.refusedWaitMs },
    );
    // Runs come from the bus and from the sweeper (a burst past the bus's queue): one set of slots for both.
    const slots = workSlots(config.schedules.runConcurrency);
    const execute = (runId: string) => slots(() => executor.execute(runId));
    const runs: Subscription = await bus.consume<RunMessage>(SCHEDULE_RUNS_TOPIC, SCHEDULE_RUNNERS_GROUP, async (message) => void (await execute(message.payload.runId)), {
      concurrency: config.schedules.runConcurrency,
    });
    stops.push(() => runs.close());
    const sweeper = startRunSweeper({ records: executor.records, execute }, clock, logger, {
      everyMs: config.schedules.sweepMs,
      queuedGraceMs: config.schedules.queuedGraceMs,
      parallel: config.schedules.runConcurrency,
      batch: config.schedules.sweepBatch,
    });
    stops.push(() => sweeper.stop());

    const firing = await ScheduleFiring.start(
      // A run the bus refused (a burst past its queue's bound) is drained from the store by the sweeper.
      { store, bus, clock, logger, metrics, backend: await openAgendaBackend(config, store, { dataIndexes: FIRE_JOB_DATA_INDEXES }), unqueued: () => sweeper.unqueued() },
      { processEveryMs: config.schedules.pollMs, concurrency: config.schedules.fireConcurrency, lockLimit: config.schedules.lockLimit, lockLifetimeMs: FIRE_LOCK_MS },
    );
    stops.push(() => firing.stop());
    const changes = await bus.consume<ScheduleChange>(SCHEDULE_CHANGES_TOPIC, SCHEDULERS_GROUP, (message) => firing.sync(message.payload.scheduleId), { concurrency: 4 });
    stops.push(() => changes.close());
    const monitoring = await startMonitorChecks(config, ports, { credits, deliveries });
    stops.push(() => monitoring.stop());
    // Read when /metrics is read: two counts on indexed fields.
    readAtScrape(metrics.dueBacklog, async () => {
      const due = await dueBacklog(store, clock);
      return [[{ kind: 'schedule' }, due.schedule], [{ kind: 'monitor' }, due.monitor]];
    }, { onError: (err) => logger.warn({ err }, 'could not count the due backlog for /metrics') });
    // A change told while no scheduler listened (the in-process bus of a stopped server) is made up here.
    const fixed = await firing.reconcile();
    if (fixed > 0) logger.info({ schedules: fixed }, 'Agenda jobs brought in line with the schedules');
    return { firing, executor, sweepRuns: () => sweeper.sweep(), checkScan: monitoring.scan, checkExecutor: monitoring.executor, sweepChecks: () => monitoring.sweep(), close: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
