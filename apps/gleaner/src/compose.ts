import path from 'node:path';
import { createLogger, createMetrics, loadConfig, systemClock, type Clock, type Config, type Logger } from '@gleaner/platform';
import { SqliteStore, type DocumentStore } from '@gleaner/store';
import { MemoryBus, type JobBus } from '@gleaner/bus';
import { ApiServer, createAccountArea, mountAccountRoutes, mountSystemRoutes, type AccountArea } from '@gleaner/features';

// The composition root of the embedded default: every role in one process on embedded
// adapters. Wiring only: behaviour lives in libs/.

export interface Gleaner {
  config: Config;
  logger: Logger;
  store: DocumentStore;
  bus: JobBus;
  account: AccountArea;
  api: ApiServer;
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface ComposeOptions {
  env?: NodeJS.ProcessEnv;
  clock?: Clock;
  logger?: Logger;
}

const VERSION = '0.1.0';

export async function startGleaner(options: ComposeOptions = {}): Promise<Gleaner> {
  const config = loadConfig(options.env ?? process.env);
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger(config.log.level);
  const metrics = createMetrics();
  const store = new SqliteStore({ file: path.join(config.data.dir, 'gleaner.sqlite') });
  const bus = new MemoryBus({ topicLimits: { render: config.browser.queueLimit } });
  // One process owns the store here, so the auth cache is exact (see AccountService).
  const account = await createAccountArea({ store, config, logger, clock, authCacheMs: 60_000 });

  const api = new ApiServer({ logger, metrics, gate: account.gate, admin: account.admin });
  mountSystemRoutes(api, {
    metrics,
    baseUrl: config.api.baseUrl,
    version: VERSION,
    checks: [
      { name: 'store', check: () => store.ping() },
      { name: 'bus', check: () => bus.ping() },
    ],
    operations: () => api.mounted,
  });
  mountAccountRoutes(api, account);

  const listening = await api.listen(config.api.port, config.api.host);
  logger.info({ url: listening.url }, 'gleaner listening');
  return {
    config,
    logger,
    store,
    bus,
    account,
    api,
    url: listening.url,
    port: listening.port,
    async close() {
      await api.close();
      await account.usage.flush();
      await bus.close();
      await store.close();
    },
  };
}
