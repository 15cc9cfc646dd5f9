import type { Config } from '@gleaner/platform';
import { NetworkGuard } from '@gleaner/net';
import {
  CheckExecutor,
  CheckLinker,
  CheckScan,
  MONITOR_CHECKS_TOPIC,
  MONITOR_CHECKERS_GROUP,
  MONITOR_CHECK_REQUESTS_TOPIC,
  RenderClient,
  startCheckRetention,
  startRunSweeper,
  workSlots,
  type CheckMessage,
  type CreditLedger,
  type DeliveryQueue,
} from '@gleaner/features/maintenance';
import type { Subscription } from '@gleaner/bus';
import type { Ports } from './ports.js';
import { openAgendaBackend } from './agenda-backend.js';
import { loadChangeJudge } from './change-judge.js';

// The scheduler's part of monitoring: the check scan (one Agenda job) starts due checks; executors
// here take them from the bus (and check-now's requests from the API), read pages through the
// render queue, and write results, charges and alerts; a sweeper takes checks nobody works on; old
// checks are deleted.

/** Agenda's lock on the scan: a scheduler that dies mid-scan holds it this long. */
const SCAN_LOCK_MS = 30_000;
const RETENTION_SWEEP_MS = 10 * 60_000;
/** A started check nobody took within this (its bus message was lost) is taken by the sweeper. */
const QUEUED_GRACE_MS = 60_000;

export interface MonitorChecks {
  scan: CheckScan;
  executor: CheckExecutor;
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

export async function startMonitorChecks(config: Config, ports: Ports, shared: { credits: CreditLedger; deliveries: DeliveryQueue }): Promise<MonitorChecks> {
  const { store, bus, files, logger, clock, metrics } = ports;
  const stops: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const links = new CheckLinker(files, `${config.api.baseUrl}/v1`, logger);
    const executor = new CheckExecutor(
      {
        store,
        clock,
        credits: shared.credits,
        deliveries: shared.deliveries,
        links,
        render: new RenderClient(bus),
        guard: new NetworkGuard({ allowPrivateNetworks: config.net.allowPrivateNetworks }),
        judge: await loadChangeJudge(config),
        logger,
        metrics,
      },
      { leaseMs: config.monitoring.checkLeaseMs, errorThreshold: config.monitoring.errorThreshold, historyLength: config.monitoring.historyLength, refusedWaitMs: config.schedules.refusedWaitMs },
    );
    // Scheduled checks come from the bus and from the sweeper: one set of slots for both.
    const slots = workSlots(config.monitoring.checkConcurrency);
    const executeCheck = (checkId: string) => slots(() => executor.execute(checkId));
    const execute = async (message: { payload: CheckMessage }) => void (await executeCheck(message.payload.checkId));
    const queued: Subscription = await bus.consume<CheckMessage>(MONITOR_CHECKS_TOPIC, MONITOR_CHECKERS_GROUP, execute, { concurrency: config.monitoring.checkConcurrency });
    stops.push(() => queued.close());
    const asked: Subscription = await bus.respond<CheckMessage, { id: string }>(MONITOR_CHECK_REQUESTS_TOPIC, MONITOR_CHECKERS_GROUP, async (payload) => {
      await executor.execute(payload.checkId);
      return { id: payload.checkId };
    }, { concurrency: config.monitoring.checkConcurrency });
    stops.push(() => asked.close());
    const sweeper = startRunSweeper({ records: executor.records, execute: executeCheck }, clock, logger, { what: 'monitor checks', everyMs: config.schedules.sweepMs, queuedGraceMs: QUEUED_GRACE_MS, parallel: config.monitoring.checkConcurrency, batch: config.schedules.sweepBatch });
    stops.push(() => sweeper.stop());
    const retention = startCheckRetention(store, links, clock, logger, RETENTION_SWEEP_MS);
    stops.push(() => retention.stop());
    const scan = await CheckScan.start(
      { store, bus, clock, logger, metrics, backend: await openAgendaBackend(config, store), unqueued: () => sweeper.unqueued() },
      { pollMs: config.monitoring.scanMs, lockLifetimeMs: SCAN_LOCK_MS, retentionMs: config.monitoring.retentionMs, concurrency: config.schedules.fireConcurrency },
    );
    stops.push(() => scan.stop());
    return { scan, executor, sweep: () => sweeper.sweep(), stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
