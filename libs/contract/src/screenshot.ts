import { defineOperations, type BodyOf, type JsonSchema } from './operation.js';
import { httpUrl, id, object, timestamp } from './common.js';
import { artifactReadOperations } from './artifact-operations.js';
import { loadOptions, selector } from './render-options.js';

// POST /screenshot/capture, GET /screenshot/list, GET/DELETE /screenshot/{id}.

export const screenshotBody = object(
  {
    url: httpUrl,
    type: { type: 'string', enum: ['png', 'jpeg', 'webp'], default: 'png' },
    quality: { type: 'integer', minimum: 0, maximum: 100, description: 'jpeg and webp (default 80); ignored for png' },
    full_page: { type: 'boolean', default: false, description: 'a page whose image would be over the viewport limits answers 413 page_too_large' },
    viewport: object(
      { width: { type: 'integer', minimum: 1, maximum: 7680 }, height: { type: 'integer', minimum: 1, maximum: 7680 }, device_scale_factor: { type: 'number', minimum: 0.1, maximum: 4 } },
      ['width', 'height'],
      { description: 'the image (width x height x device_scale_factor²) may be at most 16,383 px a side and GLEANER_SCREENSHOT_MAX_PIXELS (40,000,000 by default) in all; beyond: 400 invalid_parameter' },
    ),
    viewport_preset: { type: 'string', enum: ['desktop', 'laptop', 'tablet', 'mobile'], description: 'desktop 1920x1080@1, laptop 1366x768@1, tablet 768x1024@2, mobile 375x812@3; an explicit viewport wins' },
    selector: { ...selector, description: 'capture only this element' },
    delay: { type: 'integer', minimum: 0, maximum: 60_000, default: 0, description: 'ms to wait before the capture' },
    hide_selectors: { type: 'array', maxItems: 50, items: selector },
    click: { ...selector, description: 'clicked before the capture' },
    dark_mode: { type: 'boolean', default: false, description: 'prefers-color-scheme: dark' },
    ...loadOptions,
  },
  ['url'],
);

const settings = object(
  {
    full_page: { type: 'boolean' },
    viewport: object({ width: { type: 'integer' }, height: { type: 'integer' }, device_scale_factor: { type: 'number' } }, ['width', 'height', 'device_scale_factor']),
  },
  ['full_page', 'viewport'],
);

const screenshotRecord = (withSettings: boolean): JsonSchema =>
  object(
    {
      id,
      url: { type: 'string' },
      image_url: { type: 'string', description: 'signed download link, no key needed, valid until expires_at' },
      type: { type: 'string', enum: ['png', 'jpeg', 'webp'] },
      width: { type: 'integer', description: 'pixels of the image' },
      height: { type: 'integer', description: 'pixels of the image' },
      file_size: { type: 'integer' },
      ...(withSettings ? { settings } : {}),
      created_at: timestamp,
      expires_at: timestamp,
    },
    ['id', 'url', 'image_url', 'type', 'width', 'height', 'file_size', 'created_at', 'expires_at', ...(withSettings ? (['settings'] as const) : [])],
  );

const create = defineOperations({
  captureScreenshot: {
    id: 'captureScreenshot', method: 'post', path: '/v1/screenshot/capture', tag: 'Screenshots', auth: 'key', usageName: 'screenshot/capture', render: true, credits: true,
    summary: 'Capture a page or an element as png, jpeg or webp (1 credit; refunded on failure)', body: screenshotBody, response: screenshotRecord(false),
    errors: ['invalid_url', 'url_not_accessible', 'timeout', 'blocked', 'page_too_large', 'insufficient_credits', 'service_unavailable'],
  },
});

const reads = artifactReadOperations({ area: 'screenshot', tag: 'Screenshots', noun: 'screenshot', plural: 'Screenshots', record: screenshotRecord });

export const screenshotOperations = { ...create, listScreenshots: reads.list, getScreenshot: reads.get, deleteScreenshot: reads.remove };

/** A screenshot request as the handler receives it (validated, defaults filled in). */
export type ScreenshotBody = BodyOf<typeof screenshotOperations.captureScreenshot>;
