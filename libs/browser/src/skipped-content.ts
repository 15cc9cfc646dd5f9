// Content a page lets the browser skip or keeps folded is left out of innerText: sections with
// `content-visibility: auto` while they are off-screen (lazy-render plugins put it on every section
// below the fold: a monitor read only the first screen of such a page and missed every change below
// it, wcxb_dev 0028), and the body of a closed <details> (an FAQ's answers: a reader opens them with a
// click; wcxb_dev 0712). For a read, those are rendered and opened, then put back as they were.
// `content-visibility: hidden` and display:none panels are left as they are: hidden from readers too.
import type { Page } from 'puppeteer-core';

const MARK = 'data-gleaner-shown';

/** Runs `read` with every `content-visibility: auto` element rendered and every closed <details> open; restores them after. */
export async function withSkippedContentShown<T>(page: Page, read: () => Promise<T>): Promise<T> {
  const shown = await page.evaluate((mark: string) => {
    let n = 0;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (el instanceof HTMLDetailsElement && !el.open) {
        // Opened without its name: details sharing a name close each other when one opens.
        el.setAttribute(mark, `details:${el.getAttribute('name') ?? ''}`);
        el.removeAttribute('name');
        el.open = true;
        n++;
      } else if (getComputedStyle(el).contentVisibility === 'auto') {
        el.setAttribute(mark, `cv:${el.style.getPropertyValue('content-visibility')}`);
        el.style.setProperty('content-visibility', 'visible', 'important');
        n++;
      }
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
          const before = el.getAttribute(mark) ?? '';
          el.removeAttribute(mark);
          if (before.startsWith('details:')) {
            (el as HTMLDetailsElement).open = false;
            if (before.length > 'details:'.length) el.setAttribute('name', before.slice('details:'.length));
          } else if (before.length > 'cv:'.length) el.style.setProperty('content-visibility', before.slice('cv:'.length));
          else el.style.removeProperty('content-visibility');
        }
      }, MARK)
      .catch(() => undefined); // the document may have moved on meanwhile: nothing left to put back
  }
}
