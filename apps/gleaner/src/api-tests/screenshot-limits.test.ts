import t from 'tap';
import { startFixtureSite } from '@gleaner/testkit';
import { startHarness, type Harness } from './harness.js';

// Renders that pass the schema but would be too large for one capture (issue 11, finding 4): a
// viewport too large is 400 before anything is charged; a page too large is 413, refunded; none
// is a 500, and what is just inside the limits still works.

const balanceOf = async (h: Harness, key: string): Promise<number> => (await h.call('GET', '/v1/user/profile', { key })).body.data.credits.balance;

t.test('screenshot size limits (defaults)', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 100 });
  const capture = (body: object) => h.call('POST', '/v1/screenshot/capture', { key: u.key, body: { url: `${site.url}/elements`, ...body } });

  t.test('a viewport over the limits is 400 invalid_parameter naming viewport and the limits, not charged', async (t) => {
    const before = await balanceOf(h, u.key);
    for (const viewport of [{ width: 7680, height: 7680, device_scale_factor: 4 }, { width: 7680, height: 7680 }, { width: 4096, height: 100, device_scale_factor: 4 }]) {
      const res = await capture({ viewport });
      t.equal(res.status, 400, JSON.stringify(viewport));
      t.equal(res.body.error.code, 'invalid_parameter');
      t.equal(res.body.error.details.field, 'viewport');
      t.equal(res.body.error.details.errors[0].field, 'viewport');
      t.match(res.body.error.message, /at most 16,383 px a side and 40,000,000 px in all/);
    }
    const huge = await capture({ viewport: { width: 7680, height: 7680, device_scale_factor: 4 } });
    t.match(huge.body.error.message, /30,720x30,720 px image/);
    t.equal(await balanceOf(h, u.key), before, 'nothing charged');
  });

  t.test('a click on an element with no box is 400 naming click (it was a 500), not charged', async (t) => {
    const before = await balanceOf(h, u.key);
    for (const click of ['head', 'title']) {
      const res = await capture({ click });
      t.equal(res.status, 400, click);
      t.equal(res.body.error.code, 'invalid_parameter');
      t.equal(res.body.error.details.field, 'click');
      t.match(res.body.error.message, /cannot be clicked/);
    }
    t.equal(await balanceOf(h, u.key), before, 'nothing charged');
  });

  t.test('a viewport under one device pixel a side is 400 (Chromium never finished it), and the tab serves on', async (t) => {
    const before = await balanceOf(h, u.key);
    for (const viewport of [{ width: 1, height: 1, device_scale_factor: 0.1 }, { width: 9, height: 500, device_scale_factor: 0.1 }]) {
      const res = await capture({ viewport, timeout: 3000 });
      t.equal(res.status, 400, JSON.stringify(viewport));
      t.equal(res.body.error.details.field, 'viewport');
      t.match(res.body.error.message, /less than one pixel/);
    }
    t.equal(await balanceOf(h, u.key), before, 'nothing charged');
    const smallest = await capture({ viewport: { width: 10, height: 10, device_scale_factor: 0.1 } });
    t.equal(smallest.status, 200, 'one device pixel a side is an image');
    t.same([smallest.body.data.width, smallest.body.data.height], [1, 1]);
  });

  t.test('a full page too tall is 413 page_too_large naming the limits, not charged', async (t) => {
    const before = await balanceOf(h, u.key);
    const tall = await capture({ url: `${site.url}/sized?height=100000`, full_page: true, viewport: { width: 800, height: 600 } });
    t.equal(tall.status, 413, JSON.stringify(tall.body).slice(0, 300));
    t.equal(tall.body.error.code, 'page_too_large');
    t.match(tall.body.error.message, /800x100000 CSS px/);
    t.match(tall.body.error.message, /16,383 px a side and 40,000,000 px in all/);
    t.same(tall.body.error.details, { width: 800, height: 100_000, max_side: 16_383, max_pixels: 40_000_000 });
    const scaled = await capture({ url: `${site.url}/sized?height=5000`, full_page: true, viewport: { width: 1280, height: 800, device_scale_factor: 4 } });
    t.equal(scaled.status, 413, 'scale 4 of a 5,000 px page would be 5120x20000 px');
    t.equal(scaled.body.error.code, 'page_too_large');
    t.match(scaled.body.error.message, /5120x20000 px image at device_scale_factor 4/);
    const webp = await capture({ url: `${site.url}/sized?height=16384`, full_page: true, type: 'webp', viewport: { width: 800, height: 600 } });
    t.equal(webp.status, 413, 'a WebP one pixel over its limit');
    const element = await capture({ url: `${site.url}/sized?height=60000`, selector: '#block', viewport: { width: 800, height: 600 } });
    t.equal(element.status, 413, 'an element too large');
    t.equal(await balanceOf(h, u.key), before, 'nothing charged');
  });

  t.test('an element with no box (display: none) is 400 naming selector, not a 500', async (t) => {
    const res = await capture({ selector: 'head' });
    t.equal(res.status, 400, JSON.stringify(res.body).slice(0, 300));
    t.equal(res.body.error.code, 'invalid_parameter');
    t.equal(res.body.error.details.field, 'selector');
  });

  t.test('captures just inside the limits work', async (t) => {
    const before = await balanceOf(h, u.key);
    const wide = await capture({ viewport: { width: 4000, height: 2500, device_scale_factor: 2 } });
    t.equal(wide.status, 200, JSON.stringify(wide.body).slice(0, 300));
    t.same([wide.body.data.width, wide.body.data.height], [8000, 5000], '40,000,000 px exactly');
    const full = await capture({ url: `${site.url}/sized?height=16383`, full_page: true, type: 'webp', viewport: { width: 800, height: 600 } });
    t.equal(full.status, 200, JSON.stringify(full.body).slice(0, 300));
    t.same([full.body.data.width, full.body.data.height], [800, 16_383], 'a full-page WebP at its limit');
    t.equal(await balanceOf(h, u.key), before - 2, 'each charged 1 credit');
  });

  t.test('a PDF of a 1,000,000 px page at scale 2 is 413 page_too_large, not charged', async (t) => {
    const before = await balanceOf(h, u.key);
    const res = await h.call('POST', '/v1/pdf/generate', { key: u.key, body: { url: `${site.url}/sized?height=1000000`, scale: 2 } });
    t.equal(res.status, 413, JSON.stringify(res.body).slice(0, 300));
    t.equal(res.body.error.code, 'page_too_large');
    t.match(res.body.error.message, /more than 1000 pages/);
    t.equal(await balanceOf(h, u.key), before);
  });
});

t.test('GLEANER_SCREENSHOT_MAX_PIXELS sets the pixel limit', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t, { GLEANER_SCREENSHOT_MAX_PIXELS: '1000000' });
  const u = await h.createUser({ plan: 'pro', credits: 10 });
  const capture = (body: object) => h.call('POST', '/v1/screenshot/capture', { key: u.key, body: { url: `${site.url}/elements`, ...body } });
  const preset = await capture({});
  t.equal(preset.status, 400, 'the desktop preset (1920x1080) is over 1,000,000 px');
  t.equal(preset.body.error.details.field, 'viewport_preset');
  t.match(preset.body.error.message, /1,000,000 px in all/);
  const exact = await capture({ viewport: { width: 1000, height: 1000 } });
  t.equal(exact.status, 200, JSON.stringify(exact.body).slice(0, 300));
  const full = await capture({ url: `${site.url}/sized?height=1001`, full_page: true, viewport: { width: 1000, height: 1000 } });
  t.equal(full.status, 413, 'a page one row over');
  t.equal(await balanceOf(h, u.key), 9, 'only the capture that worked is charged');
});
