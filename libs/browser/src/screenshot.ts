// The screenshot operation: viewport (explicit or preset), dark mode, click, delay, hidden
// elements, element or full-page capture, and the real pixel size read from the image.
import type { Page, ScreenshotOptions } from 'puppeteer-core';
import { GleanerError, validationError, type FieldProblem } from '@gleaner/platform';
import type { ScreenshotRequest, ScreenshotResult, Viewport } from './types.js';
import { loadPage, remaining, visibleText, type JobContext } from './load.js';
import { imageSize } from './image-size.js';
import { emulateJobMediaFeatures, sameViewport } from './warm-slot.js';

export const VIEWPORT_PRESETS: Record<'desktop' | 'laptop' | 'tablet' | 'mobile', Viewport> = {
  desktop: { width: 1920, height: 1080, deviceScaleFactor: 1 },
  laptop: { width: 1366, height: 768, deviceScaleFactor: 1 },
  tablet: { width: 768, height: 1024, deviceScaleFactor: 2 },
  mobile: { width: 375, height: 812, deviceScaleFactor: 3 },
};

/**
 * Tallest image each encoder can write. Chromium hands back an EMPTY WebP past 16,383 px with no
 * error; JPEG stops at 65,535. A taller full page is cut at the limit (result.clipped = true).
 */
export const MAX_IMAGE_HEIGHT: Record<string, number> = { webp: 16_383, jpeg: 65_535, png: 65_535 };

export function resolveViewport(req: ScreenshotRequest): Viewport {
  if (req.viewport) return { width: req.viewport.width, height: req.viewport.height, deviceScaleFactor: req.viewport.deviceScaleFactor ?? 1 };
  return VIEWPORT_PRESETS[req.viewportPreset ?? 'desktop'];
}

export function checkScreenshotOptions(req: ScreenshotRequest): void {
  const problems: FieldProblem[] = [];
  const v = resolveViewport(req);
  if (!(Number.isInteger(v.width) && v.width >= 1 && v.width <= 7680)) problems.push({ field: 'viewport.width', message: 'must be an integer from 1 to 7680' });
  if (!(Number.isInteger(v.height) && v.height >= 1 && v.height <= 7680)) problems.push({ field: 'viewport.height', message: 'must be an integer from 1 to 7680' });
  if (!(v.deviceScaleFactor >= 0.5 && v.deviceScaleFactor <= 4)) problems.push({ field: 'viewport.device_scale_factor', message: 'must be between 0.5 and 4' });
  if (req.quality !== undefined && !(Number.isInteger(req.quality) && req.quality >= 0 && req.quality <= 100)) problems.push({ field: 'quality', message: 'must be an integer from 0 to 100' });
  if (req.type && !['png', 'jpeg', 'webp'].includes(req.type)) problems.push({ field: 'type', message: 'must be png, jpeg or webp' });
  if (problems.length) throw validationError(problems);
}

function badSelector(field: string, selector: string, why: string): GleanerError {
  return new GleanerError('invalid_parameter', `${field}: ${why} "${selector}"`, { details: { field, selector } });
}

async function findElement(page: Page, field: string, selector: string) {
  let el;
  try {
    el = await page.$(selector);
  } catch {
    throw badSelector(field, selector, 'not a valid CSS selector:');
  }
  if (!el) throw badSelector(field, selector, 'no element on the page matches');
  return el;
}

async function hide(page: Page, selectors: string[]): Promise<void> {
  for (const s of selectors) {
    try {
      // Inline !important beats the page's own CSS, and needs no <style> a CSP could refuse.
      await page.$$eval(s, (els) => els.forEach((el) => (el as HTMLElement).style.setProperty('visibility', 'hidden', 'important')));
    } catch {
      throw badSelector('hide_selectors', s, 'not a valid CSS selector:');
    }
  }
}

export async function runScreenshot(page: Page, req: ScreenshotRequest, job: JobContext): Promise<ScreenshotResult> {
  const type = req.type ?? 'png';
  const viewport = resolveViewport(req);
  if (!sameViewport(page.viewport(), viewport)) await page.setViewport(viewport);
  if (req.darkMode) await emulateJobMediaFeatures(page, [{ name: 'prefers-color-scheme', value: 'dark' }]);
  // Pool tabs wait hidden (minimised window); a screenshot needs its page visible and painted.
  const loaded = await loadPage(page, req, job, { visible: true });
  if (req.click) {
    const el = await findElement(page, 'click', req.click);
    await el.click();
    await el.dispose();
  }
  if (req.delayMs) await new Promise((r) => setTimeout(r, Math.min(req.delayMs!, remaining(job))));
  if (req.hideSelectors?.length) await hide(page, req.hideSelectors);
  const text = await visibleText(page);
  const options: ScreenshotOptions = { type, quality: type === 'png' ? undefined : req.quality };
  let clipped = false;
  let image: Buffer;
  if (req.selector) {
    const el = await findElement(page, 'selector', req.selector);
    image = Buffer.from(await el.screenshot(options));
    await el.dispose();
  } else if (req.fullPage) {
    const cssHeight = await page.evaluate(() => Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0));
    const limitCss = Math.floor(MAX_IMAGE_HEIGHT[type] / viewport.deviceScaleFactor);
    if (cssHeight > limitCss) {
      clipped = true;
      const width = await page.evaluate(() => document.documentElement.clientWidth);
      image = Buffer.from(await page.screenshot({ ...options, clip: { x: 0, y: 0, width, height: limitCss }, captureBeyondViewport: true }));
    } else {
      image = Buffer.from(await page.screenshot({ ...options, fullPage: true }));
    }
  } else {
    image = Buffer.from(await page.screenshot(options));
  }
  // Never hand back an empty file as if it were an image (the encoder's silent failure).
  if (image.length === 0) throw new GleanerError('page_too_large', `the page is too large for a ${type} image; try png or a smaller viewport`);
  const size = imageSize(image);
  return { image, type, width: size.width, height: size.height, bytes: image.length, text, viewport, statusCode: loaded.statusCode, ...(clipped ? { clipped } : {}) };
}
