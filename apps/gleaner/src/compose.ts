import { createLogger, createMetrics, flushTraces, loadConfig, systemClock, type Clock, type Config, type Logger } from '@gleaner/platform';
import { createStore, type DocumentStore } from '@gleaner/store';
import { createBus, type JobBus } from '@gleaner/bus';
import { createFileStore, type FileStore } from '@gleaner/blobs';
import type { Ports } from '@gleaner/roles';
import { startApiRole, type ApiRole } from '@gleaner/roles/api';
import { startRenderRole, type RenderRole } from '@gleaner/roles/render';
import { startSchedulerRole, type SchedulerRole } from '@gleaner/roles/scheduler';
import { startDispatcherRole } from '@gleaner/roles/dispatcher';
import { leaveHandoff, localUrl } from './local-admin.js';

// The embedded default: the four roles in one process, on the adapters the configuration picks
// (SQLite, the in-process bus, the local disk). Wiring only: behaviour lives in libs/.

export interface Gleaner {
  config: Config;
  logger: Logger;
  store: DocumentStore;
  bus: JobBus;
  files: FileStore;
  api: ApiRole['server'];
  account: ApiRole['account'];
  pdfs: ApiRole['pdfs'];
  screenshots: ApiRole['screenshots'];
  pool: RenderRole['pool'];
  schedules: ApiRole['schedules'];
  scheduler: SchedulerRole;
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface ComposeOptions {
  env?: NodeJS.ProcessEnv;
  clock?: Clock;
  logger?: Logger;
  /** Launch Chromium at start rather than on the first render (default true). */
  warmBrowser?: boolean;
}

const VERSION = '0.1.0';

export async function startGleaner(options: ComposeOptions = {}): Promise<Gleaner> {
  const config = loadConfig(options.env ?? process.env);
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger(config.log.level);
  const bus = createBus(config);
  const files = createFileStore(config.files, config.data.dir, clock);
  // Opened last (it holds the file). This server owns the store: no lock system calls per
  // transaction; the CLI goes through the API.
  const store = createStore(config, { exclusive: true });
  const ports: Ports = { store, bus, files, logger, clock, metrics: createMetrics() };
  const started: { close(): Promise<void> }[] = [];
  const close = async (): Promise<void> => {
    // The API first (no new work), the producers of work next, the ports last.
    for (const role of started.reverse()) await role.close();
    await bus.close();
    await store.close();
    // The spans of the last requests leave before the process does (tracing on only).
    await flushTraces().catch((err) => logger.warn({ err }, 'could not flush traces'));
  };
  try {
    started.push(await startDispatcherRole(config, ports));
    const render = await startRenderRole(config, ports, { warmBrowser: options.warmBrowser });
    started.push(render);
    // Caches and in-memory credit holds only when no other process can share the store.
    const api = await startApiRole(config, ports, { ownsStore: store.exclusive, version: VERSION });
    started.push(api);
    // After the API: its ledger owns the accounts, so the scheduler refunds through it.
    const scheduler = await startSchedulerRole(config, ports, { credits: api.account.credits });
    started.push(scheduler);
    // The store is this process's alone: the CLI reaches the server's admin routes instead.
    const handoff = leaveHandoff(config.data.dir, localUrl(config.api.host, api.port));
    api.account.admin.allowLocal(handoff.token);
    started.push({ close: async () => handoff.remove() });
    return {
      config,
      logger,
      store,
      bus,
      files,
      api: api.server,
      account: api.account,
      pdfs: api.pdfs,
      screenshots: api.screenshots,
      pool: render.pool,
      schedules: api.schedules,
      scheduler,
      url: api.url,
      port: api.port,
      close,
    };
  } catch (err) {
    // (the port is taken, say): what was started is stopped, so the caller can exit or retry.
    await close();
    throw err;
  }
}
