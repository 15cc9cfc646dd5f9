// The scrape operation: load, capture, then click "next" up to max_pages (a link that navigates
// or a button that rewrites the page; both work). Each page gets the request's timeout, from
// when its loading starts, inside the job's deadline. A later page that does not come in its
// time (or the job's time running out) ends the pagination: the pages fetched are the answer.
// The first page not loading in time is a timeout (docs/api.md, "Time limits").
import type { Page } from 'puppeteer-core';
import { isGleanerError, withSpan } from '@gleaner/platform';
import type { PageCapture, ScrapeRequest, ScrapeResult } from './types.js';
import { capturePage, loadPage, navigationError, pageContext, remaining, waitForSelector, type JobContext } from './load.js';
import { armLateLoadStop } from './late-load.js';

const MARK = '__gleanerPageMark';
const PAGINATION_ENDS = new Set(['timeout', 'url_not_accessible', 'invalid_url']);

export async function runScrape(page: Page, req: ScrapeRequest, job: JobContext): Promise<ScrapeResult> {
  // Clicking "next" scrolls it into view, which a hidden tab never reports: paginate visibly.
  const loaded = await loadPage(page, req, pageContext(job, req.timeoutMs), { visible: Boolean(req.pagination) });
  const pages: PageCapture[] = [await capturePage(page, loaded, req.url, job)];
  const pagination = req.pagination;
  if (!pagination) return { pages };
  for (let n = 2; n <= pagination.maxPages; n++) {
    if (req.canFetchPage && !(await req.canFetchPage(n))) break;
    if (Date.now() >= job.deadline) break;
    const pageJob = pageContext(job, req.timeoutMs);
    const captured = await withSpan('browser.next_page', { 'gleaner.page': n }, async (span) => {
      const started = Date.now();
      let moved: Awaited<ReturnType<typeof clickNext>>;
      try {
        moved = await clickNext(page, pagination.nextButtonSelector, pageJob);
        span.setAttribute('gleaner.moved', moved !== false);
        if (!moved) return undefined;
        if (req.waitFor) await waitForSelector(page, req.waitFor, req.waitTimeoutMs, pageJob);
        return await capturePage(page, { ...loaded, htmlAtLoad: undefined, loadTimeMs: Date.now() - started, ...moved }, req.url, pageJob);
      } catch (err) {
        // This page's time (or the job's) ran out, or "next" led where the guard refuses or cannot
        // reach (never captured): the pages fetched so far are the answer.
        if (isGleanerError(err) && PAGINATION_ENDS.has(err.code)) return undefined;
        throw err;
      }
    });
    if (!captured) break;
    pages.push(captured);
  }
  return { pages };
}

/**
 * Clicks the next control and waits until the page changed. Returns false when there is no
 * (enabled) next control; for a navigation, the new response's status and type.
 */
async function clickNext(page: Page, selector: string, job: JobContext): Promise<false | { statusCode?: number; contentType?: string }> {
  // The selector parsed before the page loaded (selectors.ts).
  const handle = await page.$(selector);
  if (!handle) return false;
  const enabled = await handle.evaluate((el) => !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true');
  if (!enabled) return false;
  // Mark the document so a navigation (new document) and an in-place rewrite are both visible.
  const mark = await page.evaluate((key) => {
    const w = window as unknown as Record<string, unknown>;
    const m = Math.random().toString(36).slice(2);
    w[key] = { m, html: document.body ? document.body.innerHTML : '' };
    return m;
  }, MARK);
  const budgetMs = remaining(job);
  const controller = new AbortController();
  const navigation = page.waitForNavigation({ waitUntil: 'load', timeout: remaining(job), signal: controller.signal }).catch((err) => err as Error);
  // As for the first page: a next page whose load event is late is stopped and read at the bound.
  const disarm = armLateLoadStop(page, Date.now(), budgetMs, job.deadline);
  try {
    await handle.click();
    await page.waitForFunction(
      (key, m) => {
        const w = window as unknown as Record<string, { m: string; html: string } | undefined>;
        const s = w[key];
        return !s || s.m !== m || (document.body ? document.body.innerHTML : '') !== s.html;
      },
      { timeout: remaining(job), polling: 'mutation' },
      MARK,
      mark,
    );
    const sameDocument = await page.evaluate((key, m) => (window as unknown as Record<string, { m: string } | undefined>)[key]?.m === m, MARK, mark).catch(() => false);
    if (sameDocument) return {};
    const res = await navigation;
    if (res instanceof Error) throw navigationError(res, page.url(), budgetMs);
    return { statusCode: res?.status() ?? 200, contentType: res?.headers()['content-type'] ?? '' };
  } catch (err) {
    throw navigationError(err, page.url(), budgetMs);
  } finally {
    disarm();
    controller.abort();
    // Not awaited: with a navigation still pending the release waits for it (past the deadline).
    void handle.dispose().catch(() => undefined);
  }
}
