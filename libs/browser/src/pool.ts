// The render pool: admission (bounded concurrency and queue), a deadline per job (the caller's,
// else every page's timeout; each page also gets its own timeout inside it: load.ts), two
// puppeteer-cluster lanes (direct through the guard proxy, and a lazily started one through the
// upstream proxies for proxy: true), and one retry of a job whose browser died under it.
import puppeteer, { type Page } from 'puppeteer-core';
import { Cluster } from 'puppeteer-cluster';
import { bindActiveContext, GleanerError, isGleanerError, loggableUrl, silentLogger, spanUrl, withSpan, type Logger } from '@gleaner/platform';
import { NetworkGuard } from '@gleaner/net';
import type { BrowserPoolOptions, PdfRequest, PdfResult, PlainFetch, ScrapeRequest, ScrapeResult, ScreenshotRequest, ScreenshotResult, LoadOptions } from './types.js';
import { chromiumArgs, findChromium } from './chromium.js';
import { warmPageConcurrency, tabUnavailable, type WarmPageConcurrency } from './warm-concurrency.js';
import { DEFAULT_VIEWPORT, slotState } from './warm-slot.js';
import { Admission } from './admission.js';
import { assertHttpUrl, type JobContext } from './load.js';
import { runScrape } from './scrape.js';
import { checkPdfOptions, runPdf } from './pdf.js';
import { checkScreenshotOptions, runScreenshot } from './screenshot.js';
import { runMonitorCapture, type MonitorCaptureRequest, type MonitorCaptureResult } from './monitor-capture.js';
import { whileConnected } from './browser-gone.js';
import { guardedPlainFetch, plainScrape, proxyNotConfigured } from './plain-scrape.js';
import { browserWorkMs } from './deadline.js';

/** Longer than any job may run (15 min with pagination): a backstop behind the pool's deadlines. */
const PROTOCOL_TIMEOUT_MS = 16 * 60_000;

interface Lane {
  cluster: Cluster<unknown, unknown>;
  impl: WarmPageConcurrency;
}

type Operation<T> = (page: Page, job: JobContext) => Promise<T>;

/** Past the deadline, this long is left for the operation to notice before the pool gives up on it. */
const DEADLINE_GRACE_MS = 1000;
const CRASH_PATTERN = /Target closed|Session closed|browser has disconnected|Connection closed|detached|Protocol error.*(closed|Target)/i;

/** A browser operation's span attributes (the target, how it is loaded). */
function spanAttributes(req: LoadOptions): Record<string, string | number | boolean> {
  return { 'url.full': spanUrl(req.url), 'gleaner.javascript': req.javascript !== false, 'gleaner.proxy': Boolean(req.proxy), 'gleaner.timeout_ms': req.timeoutMs };
}

export class BrowserPool {
  private readonly logger: Logger;
  private readonly admission: Admission;
  private readonly executablePath: string;
  private direct?: Promise<Lane>;
  /** The direct lane once launched (browserReady reads it without waiting). */
  private directLane?: Lane;
  /** Why the last launch of the direct lane failed (it is tried again at the next start or job). */
  private launchError?: Error;
  private proxied?: Promise<Lane>;
  private served = 0;
  private closed = false;
  private readonly plainFetch: PlainFetch;

  constructor(private readonly options: BrowserPoolOptions) {
    this.logger = options.logger ?? silentLogger();
    this.executablePath = findChromium(options.chromiumPath);
    this.admission = new Admission(Math.max(1, options.concurrency), Math.max(0, options.queueLimit));
    // Without an injected fetch, the no-JavaScript path refuses every non-public address.
    this.plainFetch = options.fetchPage ?? guardedPlainFetch(new NetworkGuard({ allowPrivateNetworks: false }));
  }

  async start(): Promise<void> {
    await this.lane(false);
  }

  /**
   * Resolves when the browser jobs go to is up, else rejects saying why: a render process's
   * /readyz. A browser that is down (not launched yet, its launch failed, or it exited) is started
   * here when none is launching, so a process whose Chromium died while idle is ready again a probe
   * or two later without waiting for a job; the probes' period paces the attempts.
   */
  async browserReady(): Promise<void> {
    if (this.closed) throw new Error('the render pool is shut down');
    const lane = this.directLane;
    if (!lane) {
      if (this.direct) throw new Error('Chromium is starting');
      const why = this.launchError ? `Chromium could not be launched (${this.launchError.message})` : 'Chromium is not launched yet';
      void this.start().catch(() => undefined); // (recorded in launchError, logged by launchLane's caller)
      throw new Error(`${why}; launching it now`);
    }
    const state = lane.impl.browserState();
    if (state === 'up') return;
    if (state === 'launching') throw new Error('Chromium exited; a new one is starting');
    void lane.impl.relaunch().catch((err) => this.logger.error({ err }, 'could not relaunch Chromium'));
    throw new Error('Chromium exited (crashed or killed); launching a new one now');
  }

  async close(): Promise<void> {
    this.closed = true;
    this.admission.drain(new GleanerError('service_unavailable', 'the render pool is shutting down', { retryAfter: 5 }));
    const lanes = await Promise.allSettled([this.direct, this.proxied].filter(Boolean) as Promise<Lane>[]);
    await Promise.all(lanes.map((l) => (l.status === 'fulfilled' ? l.value.cluster.close().catch(() => undefined) : undefined)));
  }

  stats(): { running: number; queued: number; pagesServed: number; browsers: number; recycled: number; crashed: number; resetFailures: number } {
    const c = this.laneCounters();
    return { ...this.admission.counts, pagesServed: this.served, ...c };
  }

  /** Process ids of the live browsers (for memory measurements and crash tests). */
  async browserPids(): Promise<number[]> {
    const lanes = await Promise.all([this.direct, this.proxied].filter(Boolean) as Promise<Lane>[]);
    return lanes.flatMap((l) => l.impl.browserPids());
  }

  async scrape(req: ScrapeRequest): Promise<ScrapeResult> {
    return withSpan('browser.scrape', spanAttributes(req), async (span) => {
      // Without JavaScript the guarded fetch checks every URL it fetches (redirects too) itself.
      if (req.javascript === false) return this.admitted(req, (deadline) => plainScrape(req, this.plainFetch, deadline));
      const result = await this.run(req, (page, job) => runScrape(page, { ...req, blockResources: req.blockResources ?? true }, job));
      this.served += result.pages.length - 1;
      span.setAttribute('gleaner.pages', result.pages.length);
      return result;
    });
  }

  async pdf(req: PdfRequest): Promise<PdfResult> {
    return withSpan('browser.pdf', spanAttributes(req), () => {
      checkPdfOptions(req);
      return this.run(req, (page, job) => runPdf(page, req, job));
    });
  }

  async screenshot(req: ScreenshotRequest): Promise<ScreenshotResult> {
    return withSpan('browser.screenshot', spanAttributes(req), () => {
      checkScreenshotOptions(req);
      return this.run(req, (page, job) => runScreenshot(page, req, job));
    });
  }

  /** A monitor check's read of a page (monitor-capture.ts). */
  async monitorCapture(req: MonitorCaptureRequest): Promise<MonitorCaptureResult> {
    return withSpan('browser.monitor_capture', spanAttributes(req), () => this.run(req, (page, job) => runMonitorCapture(page, req, job)));
  }

  private laneCounters(): { browsers: number; recycled: number; crashed: number; resetFailures: number } {
    const sum = { browsers: 0, recycled: 0, crashed: 0, resetFailures: 0 };
    for (const impl of this.impls) {
      const c = impl.counters();
      sum.browsers += c.browsers;
      sum.recycled += c.recycled;
      sum.crashed += c.crashed;
      sum.resetFailures += c.resetFailures;
    }
    return sum;
  }

  private readonly impls: WarmPageConcurrency[] = [];

  private lane(proxy: boolean): Promise<Lane> {
    if (proxy) {
      if (!this.options.upstreamProxyServer) throw proxyNotConfigured();
      this.proxied ??= this.launchLane(this.options.upstreamProxyServer);
      return this.proxied;
    }
    // A failed launch is forgotten, so the next start or job tries again (a transient failure, such
    // as memory running short, must not leave the process without a browser for good).
    this.direct ??= this.launchLane(this.options.proxyServer).then(
      (lane) => {
        this.directLane = lane;
        this.launchError = undefined;
        return lane;
      },
      (err: Error) => {
        this.direct = undefined;
        this.launchError = err;
        this.logger.error({ err }, 'could not launch Chromium');
        throw err;
      },
    );
    return this.direct;
  }

  private async launchLane(proxyServer: string | undefined): Promise<Lane> {
    let impl: WarmPageConcurrency | undefined;
    const concurrency = warmPageConcurrency({
      recycleAfter: Math.max(1, this.options.recycleAfter),
      logger: this.logger,
      onCreated: (i) => {
        impl = i;
        this.impls.push(i);
      },
    });
    const cluster = await Cluster.launch({
      concurrency,
      maxConcurrency: Math.max(1, this.options.concurrency),
      puppeteer,
      puppeteerOptions: {
        executablePath: this.executablePath,
        headless: true,
        args: chromiumArgs(proxyServer, { devShm: this.options.devShm }),
        defaultViewport: DEFAULT_VIEWPORT,
        // Deadlines are the pool's (a job's hard stop); puppeteer's own 180 s default cut a
        // wait_for of a longer timeout short with an error that answered 500.
        protocolTimeout: PROTOCOL_TIMEOUT_MS,
        // DevTools over a pipe, not a websocket: when this process dies, even by SIGKILL, the pipe
        // closes and Chromium quits (over a websocket it lived on as an orphan; pool-orphan.test).
        pipe: true,
        // The pool handles signals itself (close()); Chromium must not outlive a crashed Node.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      } as never,
      // Deadlines are the pool's; the cluster's own timer would hand a busy tab to the next job.
      timeout: 24 * 3600 * 1000,
      retryLimit: 0,
    });
    return { cluster: cluster as Cluster<unknown, unknown>, impl: impl! };
  }

  private async checkTarget(req: LoadOptions): Promise<void> {
    assertHttpUrl(req.url);
    if (this.options.checkUrl) await this.options.checkUrl(req.url);
  }

  /**
   * The job's deadline: the caller's (a render worker's share of its bus deadline), else every
   * page its own time. A deadline already passed is refused before anything is loaded.
   */
  private jobDeadline(req: LoadOptions): number {
    const deadline = req.deadline ?? Date.now() + browserWorkMs({ timeoutMs: req.timeoutMs, pages: (req as ScrapeRequest).pagination?.maxPages, extraMs: (req as ScreenshotRequest).delayMs });
    if (Date.now() >= deadline) throw new GleanerError('timeout', `the job's deadline passed before it started (${Date.now() - deadline} ms ago): nothing was loaded`);
    return deadline;
  }

  /** Admission and the job's deadline around `work` (which gets the deadline). */
  private async admitted<T>(req: LoadOptions, work: (deadline: number) => Promise<T>, deadline = this.jobDeadline(req)): Promise<T> {
    if (this.closed) throw new GleanerError('service_unavailable', 'the render pool is shut down', { retryAfter: 5 });
    await this.admission.acquire(deadline);
    const started = Date.now();
    try {
      return await work(deadline);
    } finally {
      this.admission.release(Date.now() - started);
    }
  }

  private async run<T>(req: LoadOptions, op: Operation<T>): Promise<T> {
    if (req.proxy && !this.options.upstreamProxyServer) throw proxyNotConfigured();
    const jobDeadline = this.jobDeadline(req);
    await this.checkTarget(req);
    return this.admitted(req, async (deadline) => {
      const lane = await this.lane(Boolean(req.proxy));
      for (let attempt = 1; ; attempt++) {
        try {
          const result = await this.execute(lane, op, { deadline, proxyUsed: Boolean(req.proxy), checkUrl: this.options.checkUrl });
          this.served += 1;
          return result;
        } catch (err) {
          // A browser that died under the job (crash, kill) is replaced; the job gets one more try.
          const crashed = !isGleanerError(err) && CRASH_PATTERN.test((err as Error)?.message ?? '');
          if (crashed && attempt === 1 && deadline - Date.now() > 500 && !this.closed) {
            this.logger.warn({ err, url: loggableUrl(req.url) }, 'browser died during a job; retrying it once');
            continue;
          }
          if (crashed) throw new GleanerError('internal_error', 'the browser crashed while rendering this page', { cause: err });
          throw err;
        }
      }
    }, jobDeadline);
  }

  /**
   * Runs `op` on a pool tab. The deadline (plus grace) covers the whole job, getting a tab
   * included: a job still waiting for its tab then gives up, and starts no work if it gets one.
   */
  private async execute<T>(lane: Lane, op: Operation<T>, job: JobContext): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    let pastDeadline = false;
    /** The tab the job's work runs in, while it runs. */
    let working: Page | undefined;
    const hardStop = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        pastDeadline = true;
        // The work may never end (a capture Chromium cannot finish): its tab must not serve again.
        if (working) slotState(working).abandoned = true;
        reject(new GleanerError('timeout', 'the job ran past its deadline'));
      }, Math.max(0, job.deadline - Date.now()) + DEADLINE_GRACE_MS);
    });
    hardStop.catch(() => undefined);
    // (bound: the cluster runs the task from its own queue, outside the job's trace context)
    const task = lane.cluster.execute(null, bindActiveContext(async ({ page }: { page: Page }) => {
      const noTab = tabUnavailable(page);
      if (noTab !== undefined) throw new GleanerError('service_unavailable', 'no browser tab could be opened; retry shortly', { cause: noTab, retryAfter: 2 });
      if (pastDeadline || Date.now() >= job.deadline) throw new GleanerError('timeout', 'the job ran past its deadline before a tab was free');
      working = page;
      // A killed browser can leave a navigation hanging until its timeout: fail the job at once.
      const work = op(page, job);
      work.catch(() => undefined).finally(() => {
        if (working === page) working = undefined;
      });
      return whileConnected(page.browser(), Promise.race([work, hardStop]), undefined, 'the job');
    })) as Promise<T>;
    task.catch(() => undefined);
    try {
      return await Promise.race([task, hardStop]);
    } finally {
      clearTimeout(timer);
    }
  }
}
