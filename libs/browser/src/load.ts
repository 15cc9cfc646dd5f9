// Loads one URL in a pool tab: per-job settings, navigation with a deadline, block detection,
// wait_for, and the capture of what the page shows.
import type { HTTPResponse, Page } from 'puppeteer-core';
import { GleanerError, isGleanerError, spanUrl, withSpan } from '@gleaner/platform';
import { DEFAULT_MAX_BYTES } from '@gleaner/net';
import type { LoadOptions, PageCapture } from './types.js';
import { setJobHeaders, setResourceBlocking, setTabVisible, slotState } from './warm-slot.js';
import { blockedError, blockReason } from './block-detect.js';
import { assertSelectorsParse } from './selectors.js';
import { armLateLoadStop } from './late-load.js';
import { mainDocumentError, noteMainResponse } from './main-document.js';
import { followInstantRefresh, readSettled } from './self-navigation.js';

export { readSettled };

export interface JobContext {
  /** Epoch ms by which the whole job must be done (or, in a `pageContext`, this page). */
  deadline: number;
  proxyUsed: boolean;
  /** The guard's check of a URL (the pool's checkUrl): names why a navigation the page led to failed. */
  checkUrl?: (url: string) => Promise<unknown>;
}

/** One page's share of a job, from now: its own time (the request's timeout), never past the job's deadline. */
export function pageContext(job: JobContext, pageTimeMs: number): JobContext {
  return { ...job, deadline: Math.min(job.deadline, Date.now() + pageTimeMs) };
}

export interface LoadedPage {
  response: HTTPResponse | null;
  /** The HTML at load time (read for block detection); reused as the capture when nothing was awaited after. */
  htmlAtLoad?: string;
  statusCode: number;
  contentType: string;
  loadTimeMs: number;
}

export function remaining(job: JobContext, floor = 1): number {
  return Math.max(floor, job.deadline - Date.now());
}

export function assertHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new GleanerError('invalid_url', `not a valid URL: ${raw.slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new GleanerError('invalid_url', `scheme ${url.protocol} is not allowed: only http and https URLs can be rendered`);
  }
  return url;
}

const NOT_ACCESSIBLE = /net::ERR_(NAME_NOT_RESOLVED|NAME_RESOLUTION_FAILED|CONNECTION_REFUSED|CONNECTION_RESET|CONNECTION_CLOSED|CONNECTION_FAILED|ADDRESS_UNREACHABLE|ADDRESS_INVALID|INTERNET_DISCONNECTED|EMPTY_RESPONSE|SSL_PROTOCOL_ERROR|CERT_[A-Z_]+|TUNNEL_CONNECTION_FAILED|PROXY_CONNECTION_FAILED|INVALID_RESPONSE|TOO_MANY_REDIRECTS|UNSAFE_REDIRECT|HTTP2_PROTOCOL_ERROR)/;

/** Maps a navigation failure to the service's errors; anything else is rethrown as is. */
export function navigationError(err: unknown, url: string, timeoutMs: number): Error {
  if (isGleanerError(err)) return err;
  const e = err as Error;
  if (e?.name === 'TimeoutError') {
    return new GleanerError('timeout', `${url} did not load within ${timeoutMs} ms`, { details: { url, timeout_ms: timeoutMs } });
  }
  // Named failures first for a clear message; any other net:: error is still the target's fault.
  const m = NOT_ACCESSIBLE.exec(e?.message ?? '') ?? /net::ERR_[A-Z_]+/.exec(e?.message ?? '');
  if (m) return new GleanerError('url_not_accessible', `${url} could not be reached (${m[0].replace('net::', '')})`, { details: { url } });
  return e;
}

/** Applies the per-job settings the reset will undo. */
async function prepare(page: Page, req: LoadOptions, visible: boolean): Promise<void> {
  // First and alone: a refused selector ends the job before any setting is left half-applied.
  await assertSelectorsParse(page, req);
  const steps: Promise<unknown>[] = [];
  if (req.headers && Object.keys(req.headers).length > 0) steps.push(setJobHeaders(page, req.headers));
  // The reset leaves scripts off; each job says what it wants.
  steps.push(slotState(page).cdp.send('Emulation.setScriptExecutionDisabled', { value: req.javascript === false }));
  // Blocking stays as the last job left it (toggling costs the browser more): set it every job.
  steps.push(setResourceBlocking(page, Boolean(req.blockResources)));
  // A hidden tab runs no animation frames or intersection observers: a job that waits for the
  // page (or clicks in it, or captures it) gets it visible, as a user would; a plain load stays
  // hidden (nothing painted: cheaper).
  steps.push(setTabVisible(page, visible || Boolean(req.waitFor)));
  await Promise.all(steps);
}

/** Navigates and checks the answer. Leaves the page loaded and (when asked) wait_for satisfied. */
export async function loadPage(page: Page, req: LoadOptions, job: JobContext, show: { visible?: boolean } = {}): Promise<LoadedPage> {
  await prepare(page, req, Boolean(show.visible));
  const started = Date.now();
  const timeoutMs = remaining(job);
  let response: HTTPResponse | null;
  try {
    // A hanging script, frame or image must not hold the load event (and the page) back past the
    // late-load bound: the page is stopped there and read as it stands (late-load.ts).
    const disarm = armLateLoadStop(page, started, Math.min(req.timeoutMs, timeoutMs), job.deadline);
    try {
      response = await withSpan('browser.load', { 'url.full': spanUrl(req.url) }, () => page.goto(req.url, { waitUntil: 'load', timeout: timeoutMs }));
    } finally {
      disarm();
    }
  } catch (err) {
    // The time it had: the page's timeout, or less when the job's deadline came first.
    const failure = navigationError(err, req.url, Math.min(req.timeoutMs, timeoutMs));
    // A redirect (or a script) led elsewhere and that failed: the guard says why.
    if (isGleanerError(failure) && failure.code === 'url_not_accessible') throw (await mainDocumentError(slotState(page), req.url, job.checkUrl)) ?? failure;
    throw failure;
  }
  const loadTimeMs = Date.now() - started;
  if (response) noteMainResponse(slotState(page), response);
  // Read first: a page that moves on by itself at once (a meta refresh, a script) is read where it lands.
  const html = await followInstantRefresh(page, job, await readSettled(page, job, () => pageHtml(page)), () => pageHtml(page));
  await assertMainDocument(page, req.url, job);
  // No response and no new URL: nothing was loaded (a download, a 204); the tab still holds the last job's URL.
  if (!response && page.url() !== req.url) {
    throw new GleanerError('url_not_accessible', `${req.url} did not produce a page to render`, { details: { url: req.url } });
  }
  const final = slotState(page).mainResponse ?? response;
  const statusCode = final?.status() ?? 200;
  const headers = final?.headers() ?? {};
  const contentType = headers['content-type'] ?? '';
  const reason = blockReason({ status: statusCode, headers, html });
  if (reason) throw blockedError(req.url, reason, job.proxyUsed);
  if (req.waitFor) {
    await waitForSelector(page, req.waitFor, req.waitTimeoutMs, job);
    return { response, statusCode, contentType, loadTimeMs };
  }
  return { response, statusCode, contentType, loadTimeMs, htmlAtLoad: html };
}

/**
 * Throws when the main frame holds something other than the site's page: the guard proxy's own
 * answer (a refused or unreachable target a redirect or a script led to), a failed navigation,
 * a scheme other than http(s). Checked after the load and again before each capture.
 */
export async function assertMainDocument(page: Page, requested: string, job: JobContext): Promise<void> {
  const wrong = await mainDocumentError(slotState(page), requested, job.checkUrl);
  if (wrong) throw wrong;
}

export async function waitForSelector(page: Page, selector: string, waitTimeoutMs: number | undefined, job: JobContext): Promise<void> {
  const budget = Math.min(waitTimeoutMs ?? Number.POSITIVE_INFINITY, remaining(job));
  try {
    await withSpan('browser.wait_for', { 'gleaner.wait_for': selector, 'gleaner.timeout_ms': budget }, () => page.waitForSelector(selector, { timeout: budget }));
  } catch (err) {
    if ((err as Error)?.name === 'TimeoutError') {
      throw new GleanerError('timeout', `wait_for selector "${selector}" did not appear within ${budget} ms`, {
        details: { wait_for: selector, wait_timeout_ms: budget },
      });
    }
    throw err;
  }
}

/** The most HTML a page may hand back: the javascript:false path's limit on a body (10 MB). */
export const MAX_PAGE_HTML_CHARS = DEFAULT_MAX_BYTES;

/**
 * The page's HTML as page.content() makes it, unless it is longer than MAX_PAGE_HTML_CHARS: then
 * 413 page_too_large, without the string ever crossing to this process (a 120 MB page took this
 * process past 1.5 GB and answered 200 with all of it).
 */
export async function pageHtml(page: Page): Promise<string> {
  const got = await page.evaluate((max: number) => {
    let html = '';
    for (const node of Array.from(document.childNodes)) html += node === document.documentElement ? document.documentElement.outerHTML : new XMLSerializer().serializeToString(node);
    return html.length > max ? { html: null, length: html.length } : { html, length: html.length };
  }, MAX_PAGE_HTML_CHARS);
  if (got.html !== null) return got.html;
  throw new GleanerError('page_too_large', `the page's HTML is ${got.length} characters, over the limit of ${MAX_PAGE_HTML_CHARS}`, { details: { html_chars: got.length, max_html_chars: MAX_PAGE_HTML_CHARS } });
}

export async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => (document.body ? document.body.innerText : ''));
}

/** The page as it stands, once it is known to be the site's (`requested` names it in errors). */
export async function capturePage(page: Page, loaded: Pick<LoadedPage, 'statusCode' | 'contentType' | 'loadTimeMs' | 'htmlAtLoad'>, requested: string, job: JobContext): Promise<PageCapture> {
  const [html, text] = await readSettled(page, job, () => Promise.all([loaded.htmlAtLoad ?? pageHtml(page), visibleText(page)]));
  await assertMainDocument(page, requested, job);
  return { url: page.url(), html, text, statusCode: loaded.statusCode, contentType: loaded.contentType, loadTimeMs: loaded.loadTimeMs };
}
