// One warm tab in its own browser context, and the reset that wipes every bit of state a job
// left behind (cookies, storage, cache, service workers, emulation, headers, interception,
// history), so the next job starts as a stranger without paying for a new context. Permission
// state cannot move: the context holds every prompting permission at 'prompt' (page-guards.ts).
import { newPageIn, whileConnected } from './browser-gone.js';
import { DENY_GEOLOCATION, PROMPT_PERMISSIONS } from './page-guards.js';
import { clearMainDocument, watchMainDocument, type MainDocumentState } from './main-document.js';
import type { Browser, BrowserContext, CDPSession, Page } from 'puppeteer-core';
import { assertRequestHeaders } from '@gleaner/platform';

export const DEFAULT_VIEWPORT = { width: 1920, height: 1080, deviceScaleFactor: 1 };

/** What a job's operations may read about the tab they run in. */
export interface SlotState extends MainDocumentState {
  cdp: CDPSession;
  /** The tab's main frame (its DevTools id stays the same across navigations). */
  mainFrameId: string;
  /** A main-frame navigation to a scheme other than http(s), seen during this job. */
  refusedNavigation?: string;
  /** Fetch interception of images, fonts and media is on (left on between jobs that want it). */
  blockingResources: boolean;
  /** Page settings this job changed through the helpers below: the reset undoes exactly these. */
  changed: Set<'headers' | 'mediaFeatures'>;
  /** The tab's window (minimised between jobs, so the page is hidden). */
  windowId: number;
  /** The window was restored (page visible) for this job. */
  shown?: boolean;
  /**
   * A job gave up on this tab while its work was still under way (the pool's hard deadline): the
   * tab is replaced, not reset. A capture Chromium never finishes otherwise wedges every later
   * job on the tab.
   */
  abandoned?: boolean;
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
      // Registered once for the tab's life: the reset keeps it (page-guards.ts says why).
      await page.evaluateOnNewDocument(DENY_GEOLOCATION);
      const cdp = await page.createCDPSession();
      // A lone tab in a context is its window's front tab: visible, so every job's page is laid
      // out, painted and rasterised (software, no GPU) although a scrape or PDF never looks at
      // it. Its window waits minimised (the page is hidden): measured here 26-37% less CPU a job
      // (docs/notes/browser.md). Jobs that need the page shown call `setTabVisible`.
      const [{ windowId }, tree] = (await Promise.all([cdp.send('Browser.getWindowForTarget'), cdp.send('Page.getFrameTree')])) as [
        { windowId: number },
        { frameTree: { frame: { id: string } } },
      ];
      await Promise.all(
        PROMPT_PERMISSIONS.map((name) => cdp.send('Browser.setPermission', { permission: { name }, setting: 'prompt', browserContextId: context.id })),
      );
      const state: SlotState = { cdp, mainFrameId: tree.frameTree.frame.id, blockingResources: false, changed: new Set(), windowId };
      await setWindowState(state, 'minimized');
      const slot = new WarmSlot(browser, context, page, state);
      states.set(page, state);
      page.on('dialog', (d) => void d.dismiss().catch(() => undefined));
      watchMainDocument(page, state);
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
    return this.browser.connected && !this.page.isClosed() && !states.get(this.page)?.abandoned;
  }

  /** Undo everything a job may have changed. Throws when the tab cannot be trusted any more. */
  async reset(): Promise<void> {
    const { page, state } = this;
    const cdp = state.cdp;
    // Popups the job opened die with their state.
    for (const other of await this.context.pages()) if (other !== page) await other.close().catch(() => undefined);
    // Freeze the page first so its scripts cannot write state back after the wipe. (Navigating
    // to about:blank would do it too, but costs ~190 ms a job here; the next job navigates anyway
    // and enables JavaScript again.) One session runs its commands in the order sent, so the
    // three go out together and the wipe starts once the last has answered.
    await Promise.all([
      cdp.send('Page.stopLoading'),
      cdp.send('Emulation.setScriptExecutionDisabled', { value: true }),
      cdp.send('Page.setDocumentContent', { frameId: state.mainFrameId, html: '' }),
    ]);
    const work: Promise<unknown>[] = [];
    for (const origin of this.origins) {
      work.push(cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: SITE_STORAGE }));
      work.push(cdp.send('DOMStorage.clear', { storageId: { securityOrigin: origin, isLocalStorage: false } }).catch(() => undefined));
    }
    // Cookies of any site (third-party ones too), the HTTP cache, history: a page writes these
    // itself. Headers and media features only the pool's operations set (CDP-only settings a page
    // cannot change), so only those a job set are undone. The only permission overrides are the
    // tab's own 'prompt' ones, kept for its life; the pool sets no geolocation or media-type
    // override: an operation that starts to must undo it here too.
    // Resource blocking is left on or off: each job sets what it wants before it navigates.
    work.push(cdp.send('Network.clearBrowserCookies'), cdp.send('Page.resetNavigationHistory'));
    if (this.origins.size > 0) work.push(cdp.send('Network.clearBrowserCache'));
    if (state.changed.has('headers')) work.push(page.setExtraHTTPHeaders({}));
    if (state.changed.has('mediaFeatures')) work.push(page.emulateMediaFeatures([]));
    if (!sameViewport(page.viewport())) work.push(page.setViewport(DEFAULT_VIEWPORT));
    await Promise.all(work);
    state.changed.clear();
    this.origins.clear();
    state.refusedNavigation = undefined;
    clearMainDocument(state);
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

/**
 * Refusal of images, fonts and media for the coming job, on or off. Left as the last job had it
 * (a setting of the pool, not of the user): toggling Fetch costs the browser more than keeping it.
 */
export async function setResourceBlocking(page: Page, on: boolean): Promise<void> {
  const state = slotState(page);
  if (state.blockingResources === on) return;
  state.blockingResources = on;
  try {
    if (on) await state.cdp.send('Fetch.enable', { patterns: BLOCKED_TYPES.map((resourceType) => ({ urlPattern: '*', resourceType })) });
    else await state.cdp.send('Fetch.disable');
  } catch (err) {
    state.blockingResources = !on;
    throw err;
  }
}

/** Extra request headers for this job (the reset removes them). */
export async function setJobHeaders(page: Page, headers: Record<string, string>): Promise<void> {
  // Validation refused bad ones already; checked again where they meet the browser.
  assertRequestHeaders(headers);
  slotState(page).changed.add('headers');
  await page.setExtraHTTPHeaders(headers);
}

/** Emulated media features for this job, e.g. prefers-color-scheme (the reset removes them). */
export async function emulateJobMediaFeatures(page: Page, features: { name: string; value: string }[]): Promise<void> {
  slotState(page).changed.add('mediaFeatures');
  await page.emulateMediaFeatures(features);
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
