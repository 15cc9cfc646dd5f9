import { loggableUrl, type Config } from '@gleaner/platform';
import { GuardProxy, NetworkGuard } from '@gleaner/net';
import { BrowserPool, guardedPlainFetch } from '@gleaner/browser';
import { createEngine, createResearchEngine } from '@gleaner/ai';
import { renderRunners, startRenderWorker, startResearchAnswerer, startResearchIndexer } from '@gleaner/features/worker';
import type { Ports, Role } from './ports.js';

// The render role: workers that take render jobs from the bus and run them in Chromium
// (through the network guard's proxy), extract, write files and store the records.

export interface RenderRoleOptions {
  /** Launch Chromium at start rather than on the first job (default true). */
  warmBrowser?: boolean;
}

export interface RenderRole extends Role {
  pool: BrowserPool;
}

export async function startRenderRole(config: Config, ports: Ports, options: RenderRoleOptions = {}): Promise<RenderRole> {
  const { store, bus, files, logger, clock, metrics } = ports;
  const guard = new NetworkGuard({ allowPrivateNetworks: config.net.allowPrivateNetworks });
  // Every request Chromium makes goes through the guard's local proxy (checked, pinned).
  const direct = new GuardProxy({ guard, onRefused: (url, reason) => logger.debug({ url: loggableUrl(url), reason }, 'browser request refused') });
  const upstream = config.net.proxyUrls.length > 0 ? new GuardProxy({ guard, upstreams: config.net.proxyUrls }) : undefined;
  const closeProxies = () => Promise.all([direct.close(), upstream?.close()]).then(() => undefined);
  let pool: BrowserPool;
  try {
    const directUrl = (await direct.start()).url;
    const upstreamUrl = upstream ? (await upstream.start()).url : undefined;
    pool = new BrowserPool({
      chromiumPath: config.browser.chromiumPath,
      devShm: config.browser.devShm,
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
  } catch (err) {
    await closeProxies();
    throw err;
  }
  const engine = createEngine(config.ai);
  const jobDeps = { pool, engine, store, files, clock, fileTtlMs: config.files.ttlMs, pdfLimits: config.pdf, screenshotLimits: config.screenshot };
  const worker = await startRenderWorker(bus, renderRunners(jobDeps), { concurrency: config.browser.concurrency, logger, metrics });
  // Research work needs no browser; render processes are the workers that do it.
  const researchEngine = createResearchEngine(config.ai);
  const indexer = await startResearchIndexer({ bus, store, files, clock, logger, engine: researchEngine });
  const answerer = await startResearchAnswerer({ bus, files, logger, engine: researchEngine, cacheBytes: config.research.cacheBytes, concurrency: config.research.concurrency });
  // (A failed launch is logged by the pool and tried again by the next job or /readyz.)
  if (options.warmBrowser !== false) void pool.start().catch(() => undefined);
  return {
    pool,
    // Not ready while Chromium is down or not launched yet (a probe that finds it down starts it).
    checks: [{ name: 'browser', check: () => pool.browserReady() }],
    async close() {
      await Promise.all([worker.close(), indexer.close(), answerer.close()]);
      await pool.close();
      await closeProxies();
    },
  };
}
