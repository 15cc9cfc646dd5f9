// A page whose document arrived but whose load event is late (a third-party script, frame or image
// that never answers) is read as it stands once a share of its timeout has passed, instead of
// failing: its content is there. Only a document that never arrives, or a wait_for that never
// appears, is a timeout. Measured before: 5 of the 60 pages of nexteval_list_records answered 504.
import type { Page } from 'puppeteer-core';

/** The share of a page's timeout, from the start of its navigation, after which a late load is given up. */
export const LATE_LOAD_SHARE = 1 / 3;
/** However late the document came, its load event gets at least this long after it. */
export const MIN_LOAD_GRACE_MS = 1000;

/**
 * Arms the bound for the navigation about to start (page.goto or a click that navigates): once the
 * new document's DOMContentLoaded has fired, at `started` + LATE_LOAD_SHARE of `pageTimeoutMs` (at
 * least MIN_LOAD_GRACE_MS after it, never past `deadline`), a document still loading its
 * subresources is stopped (window.stop()): its load event then fires and the navigation resolves
 * with its response. Returns the disarm, to call when the navigation has settled.
 */
export function armLateLoadStop(page: Page, started: number, pageTimeoutMs: number, deadline: number): () => void {
  let timer: NodeJS.Timeout | undefined;
  const onContentLoaded = (): void => {
    const until = Math.min(deadline, Math.max(started + pageTimeoutMs * LATE_LOAD_SHARE, Date.now() + MIN_LOAD_GRACE_MS));
    clearTimeout(timer);
    timer = setTimeout(() => {
      // Only a document past DOMContentLoaded and not complete: a navigation still waiting for its
      // document (the old one still shown) is never stopped, so it still times out as it should.
      void page.evaluate(() => {
        if (document.readyState !== 'interactive' || location.href === 'about:blank') return false;
        window.stop();
        return true;
      }).catch(() => undefined);
    }, Math.max(0, until - Date.now()));
  };
  page.on('domcontentloaded', onContentLoaded);
  return () => {
    page.off('domcontentloaded', onContentLoaded);
    clearTimeout(timer);
  };
}
