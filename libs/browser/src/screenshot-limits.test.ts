// The size limits of a capture: what a request may ask for (checked before any browser work) and
// what a page or element turns out to need (checked before Chromium paints it).
import t from 'tap';
import { PNG } from 'pngjs';
import { GleanerError } from '@gleaner/platform';
import { rejection, startRig } from './test-helpers.js';
import { DEFAULT_MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, VIEWPORT_PRESETS, imageDimensions, imageFits, resolveViewport, viewportSizeProblems } from './capture-size.js';
import { checkScreenshotOptions } from './screenshot.js';

t.test('viewport limits, from the request alone', async (t) => {
  const limits = { maxPixels: DEFAULT_MAX_IMAGE_PIXELS };
  t.equal(MAX_IMAGE_SIDE, 16_383, "WebP's limit, for every type");
  t.equal(DEFAULT_MAX_IMAGE_PIXELS, 40_000_000);
  t.same(imageDimensions(375, 812, 3), { width: 1125, height: 2436 });
  t.same(imageDimensions(5216, 5216, 0.1), { width: 522, height: 522 }, 'partial pixels round up, as Chromium does');
  for (const preset of Object.keys(VIEWPORT_PRESETS) as (keyof typeof VIEWPORT_PRESETS)[]) {
    t.same(viewportSizeProblems({ viewportPreset: preset }, limits), [], `${preset} fits`);
  }
  const huge = viewportSizeProblems({ viewport: { width: 7680, height: 7680, deviceScaleFactor: 4 } }, limits);
  t.equal(huge.length, 1);
  t.equal(huge[0].field, 'viewport');
  t.match(huge[0].message, /30,720x30,720 px/);
  t.match(huge[0].message, /16,383 px a side and 40,000,000 px in all/);
  t.equal(viewportSizeProblems({ viewport: { width: 7680, height: 7680 } }, limits).length, 1, '59 Mpx at scale 1 is over the pixels');
  t.equal(viewportSizeProblems({ viewport: { width: 4096, height: 1000, deviceScaleFactor: 4 } }, limits).length, 1, '16,384 px wide is over the side');
  t.same(viewportSizeProblems({ viewport: { width: 4000, height: 2500, deviceScaleFactor: 2 } }, limits), [], '8000x5000 = 40,000,000 px exactly fits');
  t.same(viewportSizeProblems({ viewport: { width: 7680, height: 4320 } }, limits), [], '8K UHD fits');
  const presetOver = viewportSizeProblems({ viewportPreset: 'desktop' }, { maxPixels: 1_000_000 });
  t.equal(presetOver[0]?.field, 'viewport_preset', 'a preset over a low configured limit names the preset');
  t.same(resolveViewport({ viewport: { width: 10, height: 20 }, viewportPreset: 'mobile' }), { width: 10, height: 20, deviceScaleFactor: 1 });
  t.ok(imageFits({ width: MAX_IMAGE_SIDE, height: 100 }, limits));
  t.notOk(imageFits({ width: MAX_IMAGE_SIDE + 1, height: 100 }, limits));

  let thrown: unknown;
  try {
    checkScreenshotOptions({ url: 'http://x.test/', timeoutMs: 1000, viewport: { width: 7680, height: 7680, deviceScaleFactor: 4 } });
  } catch (err) {
    thrown = err;
  }
  t.ok(thrown instanceof GleanerError && thrown.code === 'invalid_parameter' && thrown.details?.field === 'viewport', 'the pool refuses it before any browser work');
  t.doesNotThrow(() => checkScreenshotOptions({ url: 'http://x.test/', timeoutMs: 1000, viewport: { width: 1000, height: 800, deviceScaleFactor: 0.1 } }), 'scale 0.1, as the contract allows');
});

t.test('pages and elements over the limits are refused before the capture', async (t) => {
  const rig = await startRig({ concurrency: 1 });
  t.teardown(rig.close);
  const { pool, site } = rig;
  const base = { timeoutMs: 30_000, viewport: { width: 800, height: 600 } };

  const tall = await rejection(pool.screenshot({ ...base, url: `${site.url}/sized?height=100000`, fullPage: true }));
  t.equal(tall.code, 'page_too_large', 'a 100,000 px page (it used to be cut at 65,535 px, at ~1 GB of memory)');
  t.match(tall.message, /800x100000 CSS px/);
  t.match(tall.message, /16,383 px a side/);
  t.same(tall.details, { width: 800, height: 100_000, max_side: MAX_IMAGE_SIDE, max_pixels: DEFAULT_MAX_IMAGE_PIXELS });

  const scaled = await rejection(pool.screenshot({ ...base, url: `${site.url}/sized?height=5000`, fullPage: true, viewport: { width: 1280, height: 800, deviceScaleFactor: 4 } }));
  t.equal(scaled.code, 'page_too_large', 'scale 4 of a 5,000 px page is 5120x20000 px');
  t.match(scaled.message, /5120x20000 px image at device_scale_factor 4/);

  const webpOver = await rejection(pool.screenshot({ ...base, url: `${site.url}/sized?height=16384`, fullPage: true, type: 'webp' }));
  t.equal(webpOver.code, 'page_too_large', 'one pixel over the side: no empty WebP, no cut image');

  const element = await rejection(pool.screenshot({ ...base, url: `${site.url}/sized?height=50000`, selector: '#block' }));
  t.equal(element.code, 'page_too_large', 'an element far larger than the viewport');
  t.match(element.message, /the element "#block" is 800x50000 CSS px/);

  const invisible = await rejection(pool.screenshot({ ...base, url: `${site.url}/elements`, selector: 'head' }));
  t.equal(invisible.code, 'invalid_parameter', 'an element with no box is the request\'s problem, not a crash');
  t.equal(invisible.details?.field, 'selector');

  const pixels = await rejection(pool.screenshot({ ...base, url: `${site.url}/sized?height=3001`, fullPage: true, viewport: { width: 1000, height: 800 }, maxPixels: 3_000_000 }));
  t.equal(pixels.code, 'page_too_large', 'over a configured pixel limit');
  t.match(pixels.message, /3,000,000 px in all/);
});

t.test('captures just inside the limits work', async (t) => {
  const rig = await startRig({ concurrency: 1 });
  t.teardown(rig.close);
  const { pool, site } = rig;
  const webp = await pool.screenshot({ url: `${site.url}/sized?height=16383`, timeoutMs: 60_000, type: 'webp', fullPage: true, viewport: { width: 800, height: 600 } });
  t.same([webp.width, webp.height], [800, 16_383], 'a full-page WebP at its limit');
  t.ok(webp.bytes > 0);
  const exact = await pool.screenshot({ url: `${site.url}/sized?height=3000`, timeoutMs: 30_000, fullPage: true, viewport: { width: 1000, height: 800 }, maxPixels: 3_000_000 });
  t.same([exact.width, exact.height], [1000, 3000], 'exactly the configured pixels');
  const stripes = PNG.sync.read(exact.image);
  t.not(stripes.data[(stripes.width * 75 + 10) * 4], stripes.data[(stripes.width * 25 + 10) * 4], 'the page itself, not a blank image');
  const element = await pool.screenshot({ url: `${site.url}/sized?height=3000&width=500`, timeoutMs: 30_000, selector: '#block', viewport: { width: 800, height: 600 } });
  t.same([element.width, element.height], [500, 3000], 'an element taller than the viewport, whole');
  const small = await pool.screenshot({ url: `${site.url}/elements`, timeoutMs: 30_000, viewport: { width: 1000, height: 800, deviceScaleFactor: 0.1 } });
  t.same([small.width, small.height], [100, 80], 'device_scale_factor 0.1');
});
