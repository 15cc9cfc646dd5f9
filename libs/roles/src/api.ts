import { readAtScrape, type Config } from '@gleaner/platform';
import { downloadRoute } from '@gleaner/blobs';
import { NetworkGuard } from '@gleaner/net';
import {
  ApiServer,
  recordFailure,
  ArtifactCatalog,
  ContentService,
  PDF_COLLECTION,
  SCREENSHOT_COLLECTION,
  RenderClient,
  RENDER_TOPIC,
  DeliveryQueue,
  RunExecutor,
  ScheduleService,
  MonitorService,
  CheckLinker,
  mountMonitoringRoutes,
  ResearchService,
  mountResearchRoutes,
  mountDiffPage,
  createAccountArea,
  BusAccountCaches,
  ResourceQuota,
  mountScheduleRoutes,
  mountAccountRoutes,
  mountContentRoutes,
  mountPdfRoutes,
  mountScreenshotRoutes,
  mountSystemRoutes,
  mountDownloads,
  type AccountArea,
  type PdfRecord,
  type ScreenshotRecord,
} from '@gleaner/features/api';
import type { Ports, Role } from './ports.js';
import { startOpsServer } from './ops-server.js';

// The API role: the HTTP server with every area's routes. It hands render work to the bus and
// answers from the store; it never loads a browser or an extraction engine.

export interface ApiRoleOptions {
  /**
   * This process is the store's only user (the embedded default): key, profile and credit
   * caches are exact, and credit holds stay in memory. With several API processes on one store
   * the caches are kept true by changes announced over the bus (GLEANER_ACCOUNT_CACHE_MS, 0: off;
   * docs/architecture.md, "Auth, profile and credit caches") and holds are recorded in the store.
   */
  ownsStore: boolean;
  version: string;
}

export interface ApiRole extends Role {
  server: ApiServer;
  account: AccountArea;
  pdfs: ArtifactCatalog<PdfRecord>;
  screenshots: ArtifactCatalog<ScreenshotRecord>;
  schedules: ScheduleService;
  monitors: MonitorService;
  url: string;
  port: number;
}

const AUTH_CACHE_MS = 60_000;

export async function startApiRole(config: Config, ports: Ports, options: ApiRoleOptions): Promise<ApiRole> {
  const { store, bus, files, logger, clock, metrics } = ports;
  // With several API processes: changes announced over the bus, read from the bus (started in the
  // background: until this process is in step with it, its caches serve nothing).
  const shared = options.ownsStore ? undefined : new BusAccountCaches(bus, logger);
  const cacheMs = options.ownsStore ? AUTH_CACHE_MS : config.api.accountCacheMs;
  if (shared && cacheMs > 0) shared.start();
  const account = await createAccountArea({ store, config, logger, clock, metrics, authCacheMs: cacheMs, guard: shared });
  // Read when /metrics is read: whether this process's account caches are in force (an alert when one stays off).
  readAtScrape(metrics.accountCacheLive, async () => [[{}, cacheMs > 0 && (shared?.trusted() ?? true) ? 1 : 0]]);
  const pdfs = new ArtifactCatalog<PdfRecord>(store, PDF_COLLECTION, files, clock, 'PDF');
  const screenshots = new ArtifactCatalog<ScreenshotRecord>(store, SCREENSHOT_COLLECTION, files, clock, 'screenshot');
  await Promise.all([pdfs.setup(), screenshots.setup()]);

  // URLs are checked here too, before credits are taken (the worker checks every request again).
  const guard = new NetworkGuard({ allowPrivateNetworks: config.net.allowPrivateNetworks });
  const render = new RenderClient(bus);
  // The render queue as push-back reads it (bus.depth), when /metrics is read: on Kafka the render
  // group's consumer lag, which includes the jobs render processes hold (docs/operations.md).
  readAtScrape(metrics.renderQueueDepth, async () => [[{ topic: RENDER_TOPIC }, await bus.depth(RENDER_TOPIC)]], {
    onError: (err) => logger.warn({ err }, 'could not read the render queue depth for /metrics'),
  });
  const server = new ApiServer({ logger, metrics, gate: account.gate, admin: account.admin, accessLog: config.log.access, overload: config.api.overload });
  mountSystemRoutes(server, {
    metrics,
    baseUrl: config.api.baseUrl,
    downloadBaseUrl: config.files.downloadBaseUrl,
    version: options.version,
    checks: [
      { name: 'store', check: () => store.ping() },
      { name: 'bus', check: () => bus.ping() },
      { name: 'files', check: () => files.ping() },
    ],
    operations: () => server.mounted,
    serveMetrics: config.api.metricsPort === 0,
  });
  mountAccountRoutes(server, account);
  const renderDeps = { credits: account.credits, render, guard, clock, proxiesConfigured: config.net.proxyUrls.length > 0 };
  const content = new ContentService({ ...renderDeps, store, files });
  await content.setup();
  mountContentRoutes(server, content);
  mountPdfRoutes(server, pdfs, renderDeps);
  mountScreenshotRoutes(server, screenshots, renderDeps, config.screenshot);
  // Runs started here (POST /schedules/{id}/run) write their schedule.completed delivery; run lists show its outcome.
  const deliveries = new DeliveryQueue({ store, bus, clock, logger });
  await deliveries.setup();
  const runDeps = { ...renderDeps, store, pdfs, screenshots, screenshotLimits: config.screenshot, logger, deliveries, metrics };
  // The plan's caps on what a user keeps (schedules, monitors, alert channels), counted per world.
  const quota = new ResourceQuota(store, account.plans);
  const schedules = new ScheduleService({ ...runDeps, bus, quota, executor: new RunExecutor(runDeps, { leaseMs: config.schedules.runLeaseMs, refusedWaitMs: config.schedules.refusedWaitMs }) });
  await schedules.setup();
  mountScheduleRoutes(server, schedules);
  // Checks run in the schedulers (check-now asks one over the bus); the API keeps monitors and shows checks and alerts.
  const links = new CheckLinker(files, `${config.api.baseUrl}/v1`, logger);
  const monitors = new MonitorService({ store, bus, clock, guard, logger, credits: account.credits, links, quota, retentionMs: config.monitoring.retentionMs, mailConfigured: config.alerts.smtpUrl !== undefined });
  await monitors.setup();
  mountMonitoringRoutes(server, monitors);
  mountDiffPage(server, store, links, clock, logger);
  // Workers index sessions and answer questions (over the bus); the API keeps sessions and questions.
  const research = new ResearchService({ store, bus, files, clock, credits: account.credits, readyWaitMs: config.research.readyWaitMs, asksInFlight: config.research.asksInFlight });
  await research.setup();
  mountResearchRoutes(server, research);
  // A download the store failed is logged with its cause in the request's access line.
  const downloads = downloadRoute(files, recordFailure);
  if (downloads) {
    mountDownloads(server, downloads);
  }

  let metricsServer: { close(): Promise<void> } | undefined;
  const close = async (): Promise<void> => {
    await metricsServer?.close();
    // Requests in flight may finish within the stop's grace, less a margin for closing the ports.
    await server.close(Math.max(0, config.shutdown.graceMs - 5_000));
    await account.usage.flush();
    await shared?.close();
  };
  try {
    if (config.api.metricsPort > 0) metricsServer = await startOpsServer({ metrics, port: config.api.metricsPort, host: config.api.host });
    const listening = await server.listen(config.api.port, config.api.host);
    logger.info({ url: listening.url }, 'gleaner listening');
    return { server, account, pdfs, screenshots, schedules, monitors, url: listening.url, port: listening.port, close };
  } catch (err) {
    // (the port is taken, say): what was started is stopped, so the caller can exit or retry.
    await close();
    throw err;
  }
}
