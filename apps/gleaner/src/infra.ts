import path from 'node:path';
import { isTracingEnabled, type Clock, type Config, type Logger } from '@gleaner/platform';
import { SqliteStore, tracedStore, type DocumentStore } from '@gleaner/store';
import { MemoryBus, tracedBus, type JobBus } from '@gleaner/bus';
import { createFileStore, type FileStore } from '@gleaner/blobs';
import { GuardProxy, NetworkGuard } from '@gleaner/net';
import { BrowserPool, guardedPlainFetch } from '@gleaner/browser';
import { createEngine, tracedEngine, type ExtractionEngine } from '@gleaner/ai';

// The embedded adapters behind the ports, chosen from the configuration.

export interface Infrastructure {
  store: DocumentStore;
  bus: JobBus;
  files: FileStore;
  guard: NetworkGuard;
  pool: BrowserPool;
  engine: ExtractionEngine;
  close(): Promise<void>;
}

export async function openInfrastructure(config: Config, logger: Logger, clock: Clock): Promise<Infrastructure> {
  // The server owns the file: no lock system calls per transaction (the CLI goes through the API).
  const sqlite = new SqliteStore({ file: path.join(config.data.dir, 'gleaner.sqlite'), exclusive: true });
  const memoryBus = new MemoryBus({ topicLimits: { render: config.browser.queueLimit } });
  // With tracing on (an OTLP endpoint set), spans around the ports; off, no wrapper at all.
  const tracing = isTracingEnabled();
  const store = tracing ? tracedStore(sqlite) : sqlite;
  const bus = tracing ? tracedBus(memoryBus) : memoryBus;
  const files = createFileStore(config.files, config.data.dir, clock);
  const guard = new NetworkGuard({ allowPrivateNetworks: config.net.allowPrivateNetworks });
  // Every request Chromium makes goes through the guard's local proxy (checked, pinned).
  const direct = new GuardProxy({ guard, onRefused: (url, reason) => logger.debug({ url, reason }, 'browser request refused') });
  const upstream = config.net.proxyUrls.length > 0 ? new GuardProxy({ guard, upstreams: config.net.proxyUrls }) : undefined;
  const directUrl = (await direct.start()).url;
  const upstreamUrl = upstream ? (await upstream.start()).url : undefined;
  const pool = new BrowserPool({
    chromiumPath: config.browser.chromiumPath,
    concurrency: config.browser.concurrency,
    // The bus holds the queue; the pool only ever sees what the workers take.
    queueLimit: config.browser.concurrency,
    recycleAfter: config.browser.recycleAfter,
    proxyServer: directUrl,
    upstreamProxyServer: upstreamUrl,
    checkUrl: (url) => guard.checkUrl(url),
    fetchPage: guardedPlainFetch(guard, config.net.proxyUrls),
    logger,
  });
  const engine = tracing ? tracedEngine(createEngine(config.ai)) : createEngine(config.ai);
  return {
    store,
    bus,
    files,
    guard,
    pool,
    engine,
    async close() {
      await bus.close();
      await pool.close();
      await Promise.all([direct.close(), upstream?.close()]);
      await store.close();
    },
  };
}
