// The screenshot operation: viewport (explicit or preset), dark mode, click, delay, hidden
// elements, element or full-page capture within the size limits, and the real pixel size read
// from the image.
import type { ElementHandle, Page, ScreenshotOptions } from 'puppeteer-core';
import { GleanerError, validationError, withSpan, type FieldProblem } from '@gleaner/platform';
import type { ScreenshotRequest, ScreenshotResult } from './types.js';
import { assertMainDocument, loadPage, pageContext, readSettled, remaining, visibleText, type JobContext } from './load.js';
import { pageTimeMs } from './deadline.js';
import { imageSize } from './image-size.js';
import { emulateJobMediaFeatures, sameViewport } from './warm-slot.js';
import { DEFAULT_MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, imageDimensions, imageFits, limitsText, resolveViewport, viewportSizeProblems, type CaptureLimits } from './capture-size.js';

const limitsOf = (req: ScreenshotRequest): CaptureLimits => ({ maxPixels: req.maxPixels ?? DEFAULT_MAX_IMAGE_PIXELS });

/** Every problem with the options at once (invalid_parameter), before any browser work. */
export function checkScreenshotOptions(req: ScreenshotRequest): void {
  const problems: FieldProblem[] = [];
  const v = resolveViewport(req);
  if (!(Number.isInteger(v.width) && v.width >= 1 && v.width <= 7680)) problems.push({ field: 'viewport.width', message: 'must be an integer from 1 to 7680' });
  if (!(Number.isInteger(v.height) && v.height >= 1 && v.height <= 7680)) problems.push({ field: 'viewport.height', message: 'must be an integer from 1 to 7680' });
  if (!(v.deviceScaleFactor >= 0.1 && v.deviceScaleFactor <= 4)) problems.push({ field: 'viewport.device_scale_factor', message: 'must be between 0.1 and 4' });
  if (!problems.length) problems.push(...viewportSizeProblems(req, limitsOf(req)));
  if (req.quality !== undefined && !(Number.isInteger(req.quality) && req.quality >= 0 && req.quality <= 100)) problems.push({ field: 'quality', message: 'must be an integer from 0 to 100' });
  if (req.type && !['png', 'jpeg', 'webp'].includes(req.type)) problems.push({ field: 'type', message: 'must be png, jpeg or webp' });
  if (problems.length) throw validationError(problems);
}

function badSelector(field: string, selector: string, why: string): GleanerError {
  return new GleanerError('invalid_parameter', `${field}: ${why} "${selector}"`, { details: { field, selector } });
}

/** Selectors parsed before the page loaded (selectors.ts): what is left to refuse is a miss. */
async function findElement(page: Page, field: string, selector: string) {
  const el = await page.$(selector);
  if (!el) throw badSelector(field, selector, 'no element on the page matches');
  return el;
}

async function hide(page: Page, selectors: string[]): Promise<void> {
  // Inline !important beats the page's own CSS, and needs no <style> a CSP could refuse.
  for (const s of selectors) await page.$$eval(s, (els) => els.forEach((el) => (el as HTMLElement).style.setProperty('visibility', 'hidden', 'important')));
}

function tooLarge(what: string, css: { width: number; height: number }, scale: number, limits: CaptureLimits, hint: string): GleanerError {
  const image = imageDimensions(css.width, css.height, scale);
  return new GleanerError(
    'page_too_large',
    `${what} is ${Math.ceil(css.width)}x${Math.ceil(css.height)} CSS px, a ${image.width}x${image.height} px image at device_scale_factor ${scale}; a capture may be ${limitsText(limits)}. ${hint}`,
    { details: { width: image.width, height: image.height, max_side: MAX_IMAGE_SIDE, max_pixels: limits.maxPixels } },
  );
}

/**
 * The whole page, measured and checked before Chromium paints it; captured as a clip of the
 * measured size, so a page that grows after the check still cannot make a larger image.
 */
async function captureFullPage(page: Page, options: ScreenshotOptions, scale: number, limits: CaptureLimits): Promise<Buffer> {
  const css = await page.evaluate(() => {
    const root = document.documentElement;
    const body = document.body;
    return { width: Math.max(root.scrollWidth, root.clientWidth, body ? body.scrollWidth : 0), height: Math.max(root.scrollHeight, root.clientHeight, body ? body.scrollHeight : 0) };
  });
  if (!imageFits(imageDimensions(css.width, css.height, scale), limits)) {
    throw tooLarge('the page', css, scale, limits, 'Capture the viewport or an element instead, or lower device_scale_factor.');
  }
  return Buffer.from(await page.screenshot({ ...options, clip: { x: 0, y: 0, width: css.width, height: css.height }, captureBeyondViewport: true }));
}

/** One element, checked the same way (an element can be far larger than the viewport). */
async function captureElement(el: ElementHandle, selector: string, options: ScreenshotOptions, scale: number, limits: CaptureLimits): Promise<Buffer> {
  try {
    const box = await el.boundingBox();
    if (!box || box.width <= 0 || box.height <= 0) throw badSelector('selector', selector, 'the element has no visible box to capture:');
    if (!imageFits(imageDimensions(box.width, box.height, scale), limits)) {
      throw tooLarge(`the element "${selector}"`, box, scale, limits, 'Capture a smaller element, or lower device_scale_factor.');
    }
    // The clip (relative to the element) keeps the image at the size checked.
    return Buffer.from(await el.screenshot({ ...options, clip: { x: 0, y: 0, width: box.width, height: box.height } }));
  } finally {
    await el.dispose();
  }
}

export async function runScreenshot(page: Page, req: ScreenshotRequest, jobContext: JobContext): Promise<ScreenshotResult> {
  // The page's own time (its timeout and the delay), from now, inside the job's deadline.
  const job = pageContext(jobContext, pageTimeMs({ timeoutMs: req.timeoutMs, extraMs: req.delayMs }));
  const type = req.type ?? 'png';
  const viewport = resolveViewport(req);
  if (!sameViewport(page.viewport(), viewport)) await page.setViewport(viewport);
  if (req.darkMode) await emulateJobMediaFeatures(page, [{ name: 'prefers-color-scheme', value: 'dark' }]);
  // Pool tabs wait hidden (minimised window); a screenshot needs its page visible and painted.
  const loaded = await loadPage(page, req, job, { visible: true });
  if (req.click) {
    const el = await findElement(page, 'click', req.click);
    try {
      await el.click();
    } catch (err) {
      // puppeteer's refusals of the element itself ("Node is either not clickable or not an
      // Element", no box, detached) are the request's problem, not ours.
      if (/^Node is /.test((err as Error)?.message ?? '')) throw badSelector('click', req.click, 'the element cannot be clicked (it has no box on the page):');
      throw err;
    } finally {
      await el.dispose();
    }
  }
  if (req.delayMs) await new Promise((r) => setTimeout(r, Math.min(req.delayMs!, remaining(job))));
  if (req.hideSelectors?.length) await hide(page, req.hideSelectors);
  const text = await readSettled(page, job, () => visibleText(page));
  const options: ScreenshotOptions = { type, quality: type === 'png' ? undefined : req.quality };
  const image = await withSpan('browser.capture', { 'gleaner.image_type': type, 'gleaner.full_page': Boolean(req.fullPage), 'gleaner.element': Boolean(req.selector) }, async (): Promise<Buffer> => {
    if (req.selector) {
      const el = await findElement(page, 'selector', req.selector);
      return captureElement(el, req.selector, options, viewport.deviceScaleFactor, limitsOf(req));
    }
    if (req.fullPage) return captureFullPage(page, options, viewport.deviceScaleFactor, limitsOf(req));
    return Buffer.from(await page.screenshot(options));
  });
  // What was captured must be the site's page, not the guard's answer to where it went meanwhile.
  await assertMainDocument(page, req.url, job);
  // Never hand back an empty file as if it were an image (the encoder's silent failure).
  if (image.length === 0) throw new GleanerError('page_too_large', `the page is too large for a ${type} image; try png or a smaller viewport`);
  const size = imageSize(image);
  return { image, type, width: size.width, height: size.height, bytes: image.length, text, viewport, statusCode: loaded.statusCode };
}
