// The monitor check's read of a page: its main visible text (or what one element renders: its text
// and the attributes a reader sees) and, when asked, a viewport screenshot. The main text is
// innerText (what is hidden does not count) of the page's main region, with navigation, the page's
// header and footer, asides, banners and ad slots left out: a new menu item, a footer year or a
// rotated ad is not a change of the page.
import type { Page } from 'puppeteer-core';
import { GleanerError, withSpan } from '@gleaner/platform';
import { assertMainDocument, loadPage, pageContext, readSettled, type JobContext } from './load.js';
import { resolveViewport } from './capture-size.js';
import { imageSize } from './image-size.js';
import type { LoadOptions } from './types.js';
import { AD_SLOTS, renderedElement } from './rendered-element.js';
import { withSkippedContentShown } from './skipped-content.js';

export interface MonitorCaptureRequest extends LoadOptions {
  /** Read this element only (selector monitors). */
  selector?: string;
  screenshot?: boolean;
}

export interface MonitorCaptureResult {
  /** The main text, or the element's text; '' when the element is missing. */
  text: string;
  selectorFound: boolean;
  statusCode: number;
  loadTimeMs: number;
  screenshot?: { image: Buffer; width: number; height: number };
}

/** The longest text a capture keeps. */
export const MAX_CAPTURE_CHARS = 500_000;

/** Parts of a page that are not its content (ad slots: the ad rotates, the page did not change). */
const CHROME = 'nav, header, footer, aside, script, style, noscript, template, dialog, [aria-hidden="true"], [role="navigation"], [role="banner"], [role="contentinfo"], [role="complementary"], [role="dialog"], [id*="cookie" i], [class*="cookie" i], [id*="consent" i], [class*="consent" i], ' + AD_SLOTS;

async function mainText(page: Page): Promise<string> {
  return page.evaluate((chrome: string) => {
    const body = document.body;
    if (!body) return '';
    const size = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim().length;
    const whole = size(body);
    // The main region when the page marks one that holds its content; one article only when it is
    // most of the page: a forum thread or a listing of many <article>s is read whole, and an
    // <article> card beside the content of a product page is not taken for it.
    const main = document.querySelector('main, [role="main"]');
    const articles = document.querySelectorAll('article');
    const root = main && size(main) >= whole * 0.25 ? (main as HTMLElement) : articles.length === 1 && size(articles[0]) >= whole * 0.5 ? (articles[0] as HTMLElement) : body;
    // innerText of the region with the chrome hidden for the read, then shown again: innerText
    // knows what is visible, and a clone outside the document would not. A header or footer inside
    // a post, an item or a section is that post's (its author, its date, its reply count).
    const hidden: [HTMLElement, string][] = [];
    root.querySelectorAll<HTMLElement>(chrome).forEach((el) => {
      if (/^(?:HEADER|FOOTER)$/.test(el.tagName) && el.parentElement?.closest('article, section, li, [role="article"], main, [role="main"]')) return;
      hidden.push([el, el.style.getPropertyValue('display')]);
      el.style.setProperty('display', 'none', 'important');
    });
    const text = root.innerText;
    for (const [el, display] of hidden) {
      if (display) el.style.setProperty('display', display);
      else el.style.removeProperty('display');
    }
    return text;
  }, CHROME);
}

export async function runMonitorCapture(page: Page, req: MonitorCaptureRequest, jobContext: JobContext): Promise<MonitorCaptureResult> {
  const job = pageContext(jobContext, req.timeoutMs);
  if (req.screenshot) {
    const viewport = resolveViewport({});
    await page.setViewport(viewport);
  }
  // Images, fonts and media are not fetched unless a screenshot shows them: the text and the
  // attributes a check reads do not need them, and a page's load waited for every one (a slow or
  // unreachable image host held a check up to the late-load bound, 10 s, while a scrape of the same
  // page, which blocks them, took a few hundred ms; docs/benchmarks.md).
  const loaded = await loadPage(page, { ...req, blockResources: req.blockResources ?? !req.screenshot }, job, { visible: Boolean(req.screenshot) });
  let text: string;
  let selectorFound = true;
  const selector = req.selector;
  if (selector) {
    let found: string | null;
    try {
      found = await withSkippedContentShown(page, () => renderedElement(page, selector));
    } catch (err) {
      if (/is not a valid selector|SyntaxError/i.test((err as Error).message)) throw new GleanerError('invalid_parameter', `selector: "${selector.slice(0, 200)}" is not a valid CSS selector`, { details: { field: 'selector' } });
      throw err;
    }
    selectorFound = found !== null;
    text = found ?? '';
  } else {
    text = await readSettled(page, job, () => withSkippedContentShown(page, () => mainText(page)));
  }
  let screenshot: MonitorCaptureResult['screenshot'];
  if (req.screenshot) {
    const image = await withSpan('browser.capture', { 'gleaner.image_type': 'png' }, async () => Buffer.from(await page.screenshot({ type: 'png' })));
    const size = imageSize(image);
    screenshot = { image, width: size.width, height: size.height };
  }
  // What was read must be the site's page, not the guard's answer to where it went meanwhile.
  await assertMainDocument(page, req.url, job);
  return {
    text: text.length > MAX_CAPTURE_CHARS ? text.slice(0, MAX_CAPTURE_CHARS) : text,
    selectorFound,
    statusCode: loaded.statusCode,
    loadTimeMs: loaded.loadTimeMs,
    ...(screenshot ? { screenshot } : {}),
  };
}
