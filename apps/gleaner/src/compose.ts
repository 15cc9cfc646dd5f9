import { createLogger, createMetrics, flushTraces, loadConfig, systemClock, type Clock, type Config, type Logger } from '@gleaner/platform';
import type { Subscription } from '@gleaner/bus';
import { isSweepable, createDiskDownloadHandler, DiskFileStore, startFileSweeper } from '@gleaner/blobs';
import {
  ApiServer,
  ArtifactCatalog,
  ContentService,
  PDF_COLLECTION,
  SCREENSHOT_COLLECTION,
  RenderClient,
  createAccountArea,
  mountAccountRoutes,
  mountContentRoutes,
  mountPdfRoutes,
  mountScreenshotRoutes,
  mountSystemRoutes,
  runExtractJob,
  runPdfJob,
  runScrapeJob,
  runScreenshotJob,
  startArtifactSweep,
  startRenderWorker,
  type AccountArea,
  type ArtifactRecord,
  type PdfRecord,
  type ScreenshotRecord,
} from '@gleaner/features';
import { openInfrastructure, type Infrastructure } from './infra.js';
import { startMetricsServer } from './metrics-server.js';
import { leaveHandoff, localUrl } from './local-admin.js';

// The composition root of the embedded default: every role in one process on embedded
// adapters. Wiring only: behaviour lives in libs/.

export interface Gleaner extends Infrastructure {
  config: Config;
  logger: Logger;
  account: AccountArea;
  api: ApiServer;
  pdfs: ArtifactCatalog<PdfRecord>;
  screenshots: ArtifactCatalog<ScreenshotRecord>;
  url: string;
  port: number;
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
  const metrics = createMetrics();
  const infra = await openInfrastructure(config, logger, clock);
  const { store, bus, files, guard, pool, engine } = infra;
  // One process owns the store here, so the auth cache is exact (see AccountService).
  const account = await createAccountArea({ store, config, logger, clock, authCacheMs: 60_000 });

  const pdfs = new ArtifactCatalog<PdfRecord>(store, PDF_COLLECTION, files, clock, 'PDF');
  const screenshots = new ArtifactCatalog<ScreenshotRecord>(store, SCREENSHOT_COLLECTION, files, clock, 'screenshot');
  await Promise.all([pdfs.setup(), screenshots.setup()]);

  // The render role: runs jobs from the bus.
  const jobDeps = { pool, engine, store, files, clock, fileTtlMs: config.files.ttlMs, pdfLimits: config.pdf, screenshotLimits: config.screenshot };
  const runners = {
    scrape: (job: any) => runScrapeJob(job, jobDeps),
    extract: (job: any) => runExtractJob(job, jobDeps),
    pdf: (job: any) => runPdfJob(job, jobDeps),
    screenshot: (job: any) => runScreenshotJob(job, jobDeps),
  };
  const workers: Subscription[] = [await startRenderWorker(bus, runners, { concurrency: config.browser.concurrency, logger })];
  // Holds older than any render deadline belong to work that died: give the credits back.
  const holdSweep = setInterval(() => void account.credits.refundStaleHolds(30 * 60_000).catch((err) => logger.error({ err }, 'hold sweep failed')), 5 * 60_000);
  holdSweep.unref();
  const stopArtifactSweep = startArtifactSweep([pdfs, screenshots] as unknown as ArtifactCatalog<ArtifactRecord>[], 10 * 60_000, logger);
  if (options.warmBrowser !== false) void pool.start().catch((err) => logger.error({ err }, 'could not start Chromium'));
  const stopSweeper = isSweepable(files) ? startFileSweeper(files, { intervalMs: 10 * 60_000, clock, onError: (err) => logger.error({ err }, 'file sweep failed') }) : () => undefined;

  // The API role.
  const render = new RenderClient(bus);
  const api = new ApiServer({ logger, metrics, gate: account.gate, admin: account.admin });
  mountSystemRoutes(api, {
    metrics,
    baseUrl: config.api.baseUrl,
    version: VERSION,
    checks: [
      { name: 'store', check: () => store.ping() },
      { name: 'bus', check: () => bus.ping() },
      { name: 'files', check: () => files.ping() },
    ],
    operations: () => api.mounted,
    serveMetrics: config.api.metricsPort === 0,
  });
  const metricsServer = config.api.metricsPort > 0 ? await startMetricsServer(metrics, config.api.metricsPort, config.api.host) : undefined;
  mountAccountRoutes(api, account);
  const renderDeps = { credits: account.credits, render, guard, clock, proxiesConfigured: config.net.proxyUrls.length > 0 };
  mountContentRoutes(api, new ContentService({ ...renderDeps, store, files }));
  mountPdfRoutes(api, pdfs, renderDeps);
  mountScreenshotRoutes(api, screenshots, renderDeps, config.screenshot);
  if (files instanceof DiskFileStore) {
    const download = createDiskDownloadHandler(files);
    const mountPath = new URL(config.files.downloadBaseUrl).pathname.replace(/\/+$/, '');
    api.mountRaw('get', `${mountPath}/*`, download);
    api.mountRaw('head', `${mountPath}/*`, download);
  }

  const close = async (): Promise<void> => {
    stopSweeper();
    stopArtifactSweep();
    clearInterval(holdSweep);
    await metricsServer?.close();
    await api.close();
    await Promise.all(workers.map((w) => w.close()));
    await account.usage.flush();
    await infra.close();
    // The spans of the last requests leave before the process does (tracing on only).
    await flushTraces().catch((err) => logger.warn({ err }, 'could not flush traces'));
  };
  let listening: { port: number; url: string };
  try {
    listening = await api.listen(config.api.port, config.api.host);
  } catch (err) {
    // (the port is taken, say): what was started is stopped, so the caller can exit or retry.
    await close();
    throw err;
  }
  // The store is this process's alone now: the CLI reaches the server's admin routes instead.
  const handoff = leaveHandoff(config.data.dir, localUrl(config.api.host, listening.port));
  account.admin.allowLocal(handoff.token);
  logger.info({ url: listening.url }, 'gleaner listening');
  const closeAll = async () => {
    handoff.remove();
    await close();
  };
  return { ...infra, config, logger, account, api, pdfs, screenshots, url: listening.url, port: listening.port, close: closeAll };
}
