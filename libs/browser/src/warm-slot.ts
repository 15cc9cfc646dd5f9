// One warm tab in its own browser context, and the reset that wipes every bit of state a job
// left behind (cookies, storage, cache, permissions, service workers, emulation, headers,
// interception, history), so the next job starts as a stranger without paying for a new context.
import { newPageIn, whileConnected } from './browser-gone.js';
import type { Browser, BrowserContext, CDPSession, Page } from 'puppeteer-core';

export const DEFAULT_VIEWPORT = { width: 1920, height: 1080, deviceScaleFactor: 1 };

/** What a job's operations may read about the tab they run in. */
export interface SlotState {
  cdp: CDPSession;
  /** A main-frame navigation to a scheme other than http(s), seen during this job. */
  refusedNavigation?: string;
  blockingResources: boolean;
  /** The tab's window (minimised between jobs, so the page is hidden). */
  windowId: number;
  /** The window was restored (page visible) for this job. */
  shown?: boolean;
}

/** Backstops only: a live browser opens a tab in ~50 ms idle, ~1 s at load 10 (measured here). */
const OPEN_TIMEOUT_MS = 15_000;
const CLOSE_TIMEOUT_MS = 5_000;

const states = new WeakMap<Page, SlotState>();

type ViewportMetrics = { width: number; height: number; deviceScaleFactor?: number };

/** The tab already has these metrics (re-applying the same ones still costs a relayout). */
export function sameViewport(v: ViewportMetrics | null, wanted: ViewportMetrics = DEFAULT_VIEWPORT): boolean {
  return !!v && v.width === wanted.width && v.height === wanted.height && (v.deviceScaleFactor ?? 1) === (wanted.deviceScaleFactor ?? 1);
}

export function slotState(page: Page): SlotState {
  const s = states.get(page);
  if (!s) throw new Error('page does not belong to the render pool');
  return s;
}

const ALLOWED_PAGE_SCHEMES = new Set(['http:', 'https:', 'about:']);
const BLOCKED_TYPES = ['Image', 'Font', 'Media'] as const;
// Every store a page can write to. Not 'all': that also wipes browser-wide caches (shader cache
// and the like): 14 ms instead of 30 a job here. Names this Chromium does not know fail the call.
const SITE_STORAGE = 'cookies,file_systems,indexeddb,local_storage,service_workers,cache_storage';

export class WarmSlot {
  readonly origins = new Set<string>();
  private constructor(
    readonly browser: Browser,
    readonly context: BrowserContext,
    readonly page: Page,
    readonly state: SlotState,
  ) {}

  /**
   * A new tab in a new context of `browser`. Rejects at once if the browser dies meanwhile (and
   * after OPEN_TIMEOUT_MS at worst): puppeteer's `newPage()` on a browser killed mid-call waits
   * 30 s, and the pool worker waiting in it serves no job meanwhile.
   */
  static async open(browser: Browser): Promise<WarmSlot> {
    let abandoned = false;
    const stop = new AbortController();
    const building = WarmSlot.build(browser, stop.signal);
    // A tab finished after we stopped waiting for it is nobody's: close it.
    building.then((slot) => (abandoned ? slot.close() : undefined)).catch(() => undefined);
    try {
      return await whileConnected(browser, building, OPEN_TIMEOUT_MS, 'opening a tab');
    } catch (err) {
      abandoned = true;
      stop.abort();
      throw err;
    }
  }

  private static async build(browser: Browser, signal: AbortSignal): Promise<WarmSlot> {
    const context = await browser.createBrowserContext();
    try {
      const page = await newPageIn(browser, context, signal, OPEN_TIMEOUT_MS);
      await page.setViewport(DEFAULT_VIEWPORT);
      const cdp = await page.createCDPSession();
      // A lone tab in a context is its window's front tab: visible, so every job's page is laid
      // out, painted and rasterised (software, no GPU) although a scrape or PDF never looks at
      // it. Its window waits minimised (the page is hidden): measured here 26-37% less CPU a job
      // (docs/notes/browser.md). Jobs that need the page shown call `setTabVisible`.
      const { windowId } = (await cdp.send('Browser.getWindowForTarget')) as { windowId: number };
      const state: SlotState = { cdp, blockingResources: false, windowId };
      await setWindowState(state, 'minimized');
      const slot = new WarmSlot(browser, context, page, state);
      states.set(page, state);
      page.on('dialog', (d) => void d.dismiss().catch(() => undefined));
      page.on('framenavigated', (frame) => {
        let url: URL;
        try {
          url = new URL(frame.url());
        } catch {
          return;
        }
        if (url.origin !== 'null') slot.origins.add(url.origin);
        if (frame === page.mainFrame() && !ALLOWED_PAGE_SCHEMES.has(url.protocol)) {
          state.refusedNavigation = frame.url();
          // Leave at once: nothing of that document may be captured.
          void page.goto('about:blank').catch(() => undefined);
        }
      });
      // Only requests matching the blocking patterns pause here; all of them are refused.
      cdp.on('Fetch.requestPaused', (e: { requestId: string }) => {
        void cdp.send('Fetch.failRequest', { requestId: e.requestId, errorReason: 'BlockedByClient' }).catch(() => undefined);
      });
      return slot;
    } catch (err) {
      void closeContext(browser, context);
      throw err;
    }
  }

  get usable(): boolean {
    return this.browser.connected && !this.page.isClosed();
  }

  /** Undo everything a job may have changed. Throws when the tab cannot be trusted any more. */
  async reset(): Promise<void> {
    const { page, state } = this;
    const cdp = state.cdp;
    // Popups the job opened die with their state.
    for (const other of await this.context.pages()) if (other !== page) await other.close().catch(() => undefined);
    // Freeze the page first so its scripts cannot write state back after the wipe. (Navigating
    // to about:blank would do it too, but costs ~190 ms a job here; the next job navigates anyway
    // and enables JavaScript again.)
    await cdp.send('Page.stopLoading');
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    const tree = (await cdp.send('Page.getFrameTree')) as { frameTree: { frame: { id: string } } };
    await cdp.send('Page.setDocumentContent', { frameId: tree.frameTree.frame.id, html: '' });
    if (state.blockingResources) {
      await cdp.send('Fetch.disable');
      state.blockingResources = false;
    }
    const work: Promise<unknown>[] = [];
    for (const origin of this.origins) {
      work.push(cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: SITE_STORAGE }));
      work.push(cdp.send('DOMStorage.clear', { storageId: { securityOrigin: origin, isLocalStorage: false } }).catch(() => undefined));
    }
    work.push(
      cdp.send('Network.clearBrowserCookies'),
      this.context.clearPermissionOverrides(),
      page.setExtraHTTPHeaders({}),
      page.emulateMediaFeatures([]),
      page.emulateMediaType(),
      sameViewport(page.viewport()) ? Promise.resolve() : page.setViewport(DEFAULT_VIEWPORT),
      cdp.send('Emulation.clearGeolocationOverride'),
      cdp.send('Page.resetNavigationHistory'),
    );
    if (this.origins.size > 0) work.push(cdp.send('Network.clearBrowserCache'));
    await Promise.all(work);
    this.origins.clear();
    state.refusedNavigation = undefined;
  }

  /** Never throws, and never waits on a dead browser (its contexts went with its process). */
  async close(): Promise<void> {
    states.delete(this.page);
    await closeContext(this.browser, this.context);
  }
}

async function closeContext(browser: Browser, context: BrowserContext): Promise<void> {
  if (!browser.connected) return;
  await whileConnected(browser, context.close(), CLOSE_TIMEOUT_MS, 'closing a tab').catch(() => undefined);
}

/** Turns on refusal of images, fonts and media for the current job (reset turns it off). */
export async function blockHeavyResources(page: Page): Promise<void> {
  const state = slotState(page);
  await state.cdp.send('Fetch.enable', { patterns: BLOCKED_TYPES.map((resourceType) => ({ urlPattern: '*', resourceType })) });
  state.blockingResources = true;
}

/**
 * Shows or hides the tab for the coming job. Left as the last job had it (no user state in
 * that), so a run of screenshots does not pay for hiding and showing again each time.
 */
export async function setTabVisible(page: Page, visible: boolean): Promise<void> {
  const state = slotState(page);
  if (Boolean(state.shown) === visible) return;
  await setWindowState(state, visible ? 'normal' : 'minimized');
  state.shown = visible;
}

async function setWindowState(state: SlotState, windowState: 'minimized' | 'normal'): Promise<void> {
  await state.cdp.send('Browser.setWindowBounds', { windowId: state.windowId, bounds: { windowState } });
}
