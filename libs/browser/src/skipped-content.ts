// Content a page lets the browser skip while it is off-screen (`content-visibility: auto`, which
// lazy-render plugins put on every section below the fold) is left out of innerText: a monitor read
// only the first screen of such a page and missed every change below it (wcxb_dev 0028). For a
// read, those elements are rendered (their content is shown to a reader who scrolls), then put back.
// `content-visibility: hidden` is left as it is: that content is hidden from readers too.
import type { Page } from 'puppeteer-core';

const MARK = 'data-gleaner-shown';

/** Runs `read` with every `content-visibility: auto` element rendered; restores them after. */
export async function withSkippedContentShown<T>(page: Page, read: () => Promise<T>): Promise<T> {
  const shown = await page.evaluate((mark: string) => {
    let n = 0;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (getComputedStyle(el).contentVisibility !== 'auto') continue;
      el.setAttribute(mark, el.style.getPropertyValue('content-visibility'));
      el.style.setProperty('content-visibility', 'visible', 'important');
      n++;
    }
    return n;
  }, MARK);
  if (shown === 0) return read();
  try {
    return await read();
  } finally {
    await page
      .evaluate((mark: string) => {
        for (const el of Array.from(document.querySelectorAll<HTMLElement>(`[${mark}]`))) {
          const before = el.getAttribute(mark);
          if (before) el.style.setProperty('content-visibility', before);
          else el.style.removeProperty('content-visibility');
          el.removeAttribute(mark);
        }
      }, MARK)
      .catch(() => undefined); // the document may have moved on meanwhile: nothing left to put back
  }
}
