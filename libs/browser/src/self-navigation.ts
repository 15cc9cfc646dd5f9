// A page that moves on by itself once loaded (a meta refresh, a script setting location) is read
// where it lands. Before, a read that met the move failed with puppeteer's "Execution context was
// destroyed" (a 500), and a refresh of 0 s was read, or not, depending on who came first.
import type { Page } from 'puppeteer-core';
import { GleanerError } from '@gleaner/platform';
import type { JobContext } from './load.js';

/** Reads of a page that navigates itself meanwhile: this many new documents are waited for, then the page is given up on. */
export const MAX_SELF_NAVIGATIONS = 3;

function documentGone(err: unknown): boolean {
  return /Execution context was destroyed|Cannot find context with specified id/i.test((err as Error)?.message ?? '');
}

/**
 * Runs `read` on the page's document. A page that navigates itself (a meta refresh, a script
 * setting location) destroys the document being read: then the next one is awaited (loaded, in
 * the job's time) and read instead. Before, the read failed with puppeteer's own error: a 500.
 */
export async function readSettled<T>(page: Page, job: JobContext, read: () => Promise<T>): Promise<T> {
  for (let moves = 0; ; moves++) {
    try {
      return await read();
    } catch (err) {
      if (!documentGone(err)) throw err;
      const url = page.url();
      if (moves >= MAX_SELF_NAVIGATIONS) throw new GleanerError('url_not_accessible', `the page kept navigating away (more than ${MAX_SELF_NAVIGATIONS} times), last to ${url.slice(0, 300)}`, { details: { url } });
      try {
        // Interval polling: animation frames never run in a hidden tab.
        await page.waitForFunction(() => document.readyState === 'complete', { timeout: Math.max(1, job.deadline - Date.now()), polling: 50 });
      } catch (waitErr) {
        if ((waitErr as Error)?.name === 'TimeoutError') throw new GleanerError('timeout', `the page navigated to ${url.slice(0, 300)}, which did not load in time`, { details: { url } });
        if (!documentGone(waitErr)) throw waitErr;
      }
    }
  }
}

/** A meta refresh this soon (seconds) is a redirect: the page it leads to is awaited. */
export const INSTANT_REFRESH_S = 1;
/** How long a refresh announced as instant is given to start (timers of a hidden tab are throttled to 1 s). */
const REFRESH_START_MS = 3000;

/** The delay (seconds) of the document's meta refresh that names a URL, if it has one. */
export function metaRefreshDelay(html: string): number | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    if (!/http-equiv\s*=\s*["']?refresh\b/i.test(tag)) continue;
    const content = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const value = content ? (content[1] ?? content[2] ?? content[3]) : '';
    const m = /^\s*(\d+(?:\.\d*)?)\s*[;,]\s*(?:url\s*=\s*)?\S/i.exec(value);
    if (m) return Number(m[1]);
  }
  return undefined;
}

/**
 * `html` was read from a page whose meta refresh leads on at once: waits for that navigation (a
 * few seconds at most, within the job's time) and reads the page it lands on with `read`.
 */
export async function followInstantRefresh(page: Page, job: JobContext, html: string, read: () => Promise<string>): Promise<string> {
  const delay = metaRefreshDelay(html);
  if (delay === undefined || delay > INSTANT_REFRESH_S) return html;
  const budget = Math.min(Math.max(1, job.deadline - Date.now()), delay * 1000 + REFRESH_START_MS);
  try {
    await page.waitForNavigation({ waitUntil: 'load', timeout: budget });
  } catch (err) {
    // It did not move (a refresh to an unusable URL), or moved before the wait began: read it as it stands.
    if ((err as Error)?.name !== 'TimeoutError') throw err;
  }
  return readSettled(page, job, read);
}
