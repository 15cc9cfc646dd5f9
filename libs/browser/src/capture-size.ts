// How large an image one screenshot may make. Chromium's memory for a capture grows with its
// pixels (measured here: ~0.5 GB over the idle browser for a 40 Mpx viewport, ~0.9 GB for a
// 40 Mpx full page, 2.6 GB at 236 Mpx; past ~900 Mpx it fails), so every capture is bounded
// before it starts. No puppeteer here: the API checks requests with it before charging
// (imported as '@gleaner/browser/capture-size').
import { CONFIG_VARS, type FieldProblem } from '@gleaner/platform';
import type { ScreenshotRequest, Viewport } from './types.js';

export const VIEWPORT_PRESETS: Record<'desktop' | 'laptop' | 'tablet' | 'mobile', Viewport> = {
  desktop: { width: 1920, height: 1080, deviceScaleFactor: 1 },
  laptop: { width: 1366, height: 768, deviceScaleFactor: 1 },
  tablet: { width: 768, height: 1024, deviceScaleFactor: 2 },
  mobile: { width: 375, height: 812, deviceScaleFactor: 3 },
};

/** The viewport a request renders at: its own (scale 1 unless given), else its preset's, else desktop. */
export function resolveViewport(req: Pick<ScreenshotRequest, 'viewport' | 'viewportPreset'>): Viewport {
  if (req.viewport) return { width: req.viewport.width, height: req.viewport.height, deviceScaleFactor: req.viewport.deviceScaleFactor ?? 1 };
  return VIEWPORT_PRESETS[req.viewportPreset ?? 'desktop'];
}

/**
 * The widest or tallest image of any type: WebP's own limit (past it Chromium hands back an
 * empty WebP without an error), applied to every type so the type never decides whether a
 * capture fits.
 */
export const MAX_IMAGE_SIDE = 16_383;

/** Width x height of one image (GLEANER_SCREENSHOT_MAX_PIXELS; this is its default). */
export const DEFAULT_MAX_IMAGE_PIXELS: number = CONFIG_VARS.SCREENSHOT_MAX_PIXELS.default;

export interface CaptureLimits {
  maxPixels: number;
}

export interface ImageDimensions {
  width: number;
  height: number;
}

/** The image Chromium makes of `width` x `height` CSS px at `scale` (it rounds partial pixels up). */
export function imageDimensions(width: number, height: number, scale: number): ImageDimensions {
  return { width: Math.ceil(width * scale), height: Math.ceil(height * scale) };
}

const n = (v: number) => v.toLocaleString('en-US');

/** The limits as a sentence, for messages. */
export function limitsText(limits: CaptureLimits): string {
  return `at most ${n(MAX_IMAGE_SIDE)} px a side and ${n(limits.maxPixels)} px in all (width x height)`;
}

/** Whether an image of this size may be made. */
export function imageFits(image: ImageDimensions, limits: CaptureLimits): boolean {
  return image.width <= MAX_IMAGE_SIDE && image.height <= MAX_IMAGE_SIDE && image.width * image.height <= limits.maxPixels;
}

/**
 * The problem with a viewport (resolveViewport's) whose image would be over the limits, decidable
 * from the request alone (field `viewport`, or `viewport_preset` under a low configured limit).
 */
export function viewportSizeProblems(req: Pick<ScreenshotRequest, 'viewport' | 'viewportPreset'>, limits: CaptureLimits): FieldProblem[] {
  const viewport = resolveViewport(req);
  const scale = viewport.deviceScaleFactor;
  // Malformed numbers are the other checks' business.
  if (![viewport.width, viewport.height, scale].every((v) => Number.isFinite(v) && v > 0)) return [];
  // Under one device pixel a side, Chromium never finishes the capture (1x1 at scale 0.1 hung the job).
  if (viewport.width * scale < 1 || viewport.height * scale < 1) {
    return [{ field: req.viewport ? 'viewport' : 'viewport_preset', message: `${viewport.width}x${viewport.height} at device_scale_factor ${scale} is less than one pixel a side; width and height times device_scale_factor must each be at least 1` }];
  }
  const image = imageDimensions(viewport.width, viewport.height, scale);
  if (imageFits(image, limits)) return [];
  return [
    {
      field: req.viewport ? 'viewport' : 'viewport_preset',
      message: `${viewport.width}x${viewport.height} at device_scale_factor ${scale} makes a ${n(image.width)}x${n(image.height)} px image; a capture may be ${limitsText(limits)}`,
    },
  ];
}
