// Puppeteer calls on a browser that may die under them. Some do not settle when the browser is
// killed mid-call: `context.newPage()` then waits out a 30 s timer for a target that never
// comes, with no eye on the connection (docs/notes/browser.md, "Crash retry under load").
import type { Browser, BrowserContext, Page } from 'puppeteer-core';

/** The error for work cut short by a dead browser (its message matches the pool's crash pattern). */
export function browserGoneError(what: string): Error {
  return new Error(`the browser has disconnected (during ${what})`);
}

/**
 * Settles as `work` does, or rejects as soon as the browser disconnects (at once if it already
 * has), or after `ms` when given. `work` itself is not stopped: callers clean up what it may still create.
 */
export function whileConnected<T>(browser: Browser, work: Promise<T>, ms: number | undefined, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onGone = () => finish(() => reject(browserGoneError(what)));
    const timer = ms === undefined ? undefined : setTimeout(() => finish(() => reject(new Error(`${what} timed out after ${ms} ms`))), ms);
    function finish(settle: () => void): void {
      clearTimeout(timer);
      browser.off('disconnected', onGone);
      settle();
    }
    // `on`, not `once`: puppeteer's `once` wraps the handler, so `off(onGone)` would not remove it.
    browser.on('disconnected', onGone);
    if (!browser.connected) onGone();
    work.then(
      (v) => finish(() => resolve(v)),
      (e) => finish(() => reject(e)),
    );
  });
}

/**
 * `context.newPage()`, but it can be called off: `signal` (aborted when the caller stops
 * waiting) ends the wait for the new target, where puppeteer's own wait has no signal and would
 * keep its timer and the dead browser's objects for 30 s.
 */
export async function newPageIn(browser: Browser, context: BrowserContext, signal: AbortSignal, timeoutMs: number): Promise<Page> {
  // The context is new and holds only this tab, so its first page target is ours.
  const found = browser.waitForTarget((t) => t.type() === 'page' && t.browserContext().id === context.id, { signal, timeout: timeoutMs });
  found.catch(() => undefined);
  const session = await browser.target().createCDPSession();
  try {
    await session.send('Target.createTarget', { url: 'about:blank', browserContextId: context.id });
  } finally {
    void session.detach().catch(() => undefined);
  }
  const page = await (await found).page();
  if (!page) throw new Error('the new tab has no page');
  return page;
}
