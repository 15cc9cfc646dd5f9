// The public shapes of the render pool: requests and results of each page operation.
import type { Logger } from '@gleaner/platform';

export interface BrowserPoolOptions {
  chromiumPath?: string;
  /** Chromium may use /dev/shm (chromium.ts, ChromiumArgsOptions). */
  devShm?: boolean;
  /** Pages rendered at once (over both browsers). */
  concurrency: number;
  /** Jobs allowed to wait for a slot; one more answers 503 service_unavailable. */
  queueLimit: number;
  /** Jobs a browser serves before it is replaced. */
  recycleAfter: number;
  /** The network guard's local forward proxy every browser request goes through. */
  proxyServer?: string;
  /** A proxy (a guard proxy chained to GLEANER_PROXY_URLS) for proxy: true jobs; its browser starts on first use. */
  upstreamProxyServer?: string;
  /** Called with the URL before the browser navigates; throw (invalid_url) to refuse. */
  checkUrl?: (url: string) => Promise<unknown>;
  /** The javascript:false path's fetch (defaults to @gleaner/net's guardedFetch); it checks the URLs it fetches itself. */
  fetchPage?: PlainFetch;
  logger?: Logger;
}

export interface LoadOptions {
  url: string;
  /** Each page's own time to load (and meet wait_for); never past `deadline`. */
  timeoutMs: number;
  /**
   * Epoch ms by which the whole job (admission, every page) must be done: a render worker passes
   * its bus deadline's share (`browserDeadline`). Without it: now + `browserWorkMs`.
   * Already passed when the job reaches the pool: timeout, and nothing is loaded.
   */
  deadline?: number;
  waitFor?: string;
  waitTimeoutMs?: number;
  headers?: Record<string, string>;
  javascript?: boolean;
  proxy?: boolean;
  blockResources?: boolean;
}

export interface ScrapeRequest extends LoadOptions {
  pagination?: { nextButtonSelector: string; maxPages: number };
  /** called before each extra page; return false to stop (credits ran out) */
  canFetchPage?: (pageNumber: number) => Promise<boolean>;
}

export interface PageCapture {
  url: string;
  html: string;
  text: string;
  statusCode: number;
  contentType: string;
  loadTimeMs: number;
}

export interface ScrapeResult {
  pages: PageCapture[];
}

export interface PdfRequest extends LoadOptions {
  format?: 'a4' | 'letter' | 'legal';
  orientation?: 'portrait' | 'landscape';
  margin?: { top?: string; right?: string; bottom?: string; left?: string };
  scale?: number;
  printBackground?: boolean;
  headerTemplate?: string;
  footerTemplate?: string;
  displayHeaderFooter?: boolean;
  pageRanges?: string;
  maxPages: number;
  maxBytes: number;
}

export interface PdfResult {
  pdf: Buffer;
  pages: number;
  bytes: number;
  text: string;
  statusCode: number;
}

export interface Viewport {
  width: number;
  height: number;
  deviceScaleFactor: number;
}

export interface ScreenshotRequest extends LoadOptions {
  type?: 'png' | 'jpeg' | 'webp';
  quality?: number;
  fullPage?: boolean;
  viewport?: { width: number; height: number; deviceScaleFactor?: number };
  viewportPreset?: 'desktop' | 'laptop' | 'tablet' | 'mobile';
  selector?: string;
  delayMs?: number;
  hideSelectors?: string[];
  click?: string;
  darkMode?: boolean;
  /** Most pixels (width x height) of the image (default DEFAULT_MAX_IMAGE_PIXELS); sides are at most MAX_IMAGE_SIDE. */
  maxPixels?: number;
}

export interface ScreenshotResult {
  image: Buffer;
  type: string;
  width: number;
  height: number;
  bytes: number;
  text: string;
  viewport: Viewport;
  statusCode: number;
}

/** What the no-JavaScript path needs from a fetch: one guarded GET. */
export interface PlainResponse {
  url: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}
export type PlainFetch = (url: string, options: { headers?: Record<string, string>; timeoutMs: number; proxy?: boolean }) => Promise<PlainResponse>;
