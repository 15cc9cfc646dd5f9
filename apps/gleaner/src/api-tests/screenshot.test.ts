import t from 'tap';
import { PNG } from 'pngjs';
import { startFixtureSite } from '@gleaner/testkit';
import { startHarness } from './harness.js';

async function fetchImage(url: string): Promise<{ status: number; bytes: Buffer; type: string | null }> {
  const res = await fetch(url);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') };
}

function pixel(png: PNG, x: number, y: number): [number, number, number] {
  const i = (png.width * y + x) * 4;
  return [png.data[i], png.data[i + 1], png.data[i + 2]];
}

function meanBrightness(png: PNG): number {
  let sum = 0;
  for (let i = 0; i < png.data.length; i += 4) sum += (png.data[i] + png.data[i + 1] + png.data[i + 2]) / 3;
  return sum / (png.data.length / 4);
}

t.test('POST /v1/screenshot/capture', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 100 });
  const capture = (body: object) => h.call('POST', '/v1/screenshot/capture', { key: u.key, body: { url: `${site.url}/elements`, ...body } });
  const png = async (url: string) => PNG.sync.read((await fetchImage(url)).bytes);

  t.test('png by default at the desktop preset', async (t) => {
    const res = await capture({});
    t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    const d = res.body.data;
    t.match(d.id, /^shot_/);
    t.equal(d.type, 'png');
    t.equal(res.body.credits_used, 1);
    const img = await fetchImage(d.image_url);
    t.equal(img.status, 200, 'downloads without a key');
    t.equal(img.type, 'image/png');
    t.same([...img.bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'PNG magic');
    t.equal(d.file_size, img.bytes.length);
    const decoded = PNG.sync.read(img.bytes);
    t.same([decoded.width, decoded.height, d.width, d.height], [1920, 1080, 1920, 1080]);
    const detail = await h.call('GET', `/v1/screenshot/${d.id}`, { key: u.key });
    t.same(detail.body.data.settings, { full_page: false, viewport: { width: 1920, height: 1080, device_scale_factor: 1 } });
  });

  t.test('jpeg and webp with quality', async (t) => {
    const jpeg = await capture({ type: 'jpeg', quality: 40 });
    const jbytes = (await fetchImage(jpeg.body.data.image_url)).bytes;
    t.same([...jbytes.subarray(0, 3)], [0xff, 0xd8, 0xff], 'JPEG magic');
    const better = await capture({ type: 'jpeg', quality: 95 });
    t.ok(better.body.data.file_size > jpeg.body.data.file_size, 'quality changes the file');
    const webp = await capture({ type: 'webp', quality: 70 });
    const wbytes = (await fetchImage(webp.body.data.image_url)).bytes;
    t.equal(wbytes.subarray(0, 4).toString(), 'RIFF');
    t.equal(wbytes.subarray(8, 12).toString(), 'WEBP');
    t.same([webp.body.data.width, webp.body.data.height], [1920, 1080]);
  });

  t.test('viewports: explicit, presets, explicit wins; size is viewport x scale', async (t) => {
    const cases: [object, number, number][] = [
      [{ viewport: { width: 800, height: 600, device_scale_factor: 2 } }, 1600, 1200],
      [{ viewport_preset: 'mobile' }, 1125, 2436],
      [{ viewport_preset: 'tablet' }, 1536, 2048],
      [{ viewport_preset: 'laptop' }, 1366, 768],
      [{ viewport_preset: 'mobile', viewport: { width: 640, height: 480 } }, 640, 480],
    ];
    for (const [body, w, hgt] of cases) {
      const res = await capture(body);
      t.equal(res.status, 200, JSON.stringify(body));
      const img = await png(res.body.data.image_url);
      t.same([img.width, img.height, res.body.data.width, res.body.data.height], [w, hgt, w, hgt], JSON.stringify(body));
    }
  });

  t.test('full page is taller than the viewport', async (t) => {
    const res = await capture({ url: `${site.url}/long?sections=4`, full_page: true, viewport: { width: 800, height: 600 } });
    t.equal(res.status, 200);
    const img = await png(res.body.data.image_url);
    t.equal(img.width, 800);
    t.ok(img.height > 3000, `height ${img.height}`);
    t.equal(res.body.data.height, img.height);
  });

  t.test('element capture is the size of the element', async (t) => {
    const res = await capture({ selector: '#box', viewport: { width: 800, height: 600 } });
    t.equal(res.status, 200);
    const img = await png(res.body.data.image_url);
    t.same([img.width, img.height], [300, 200]);
    t.same(pixel(img, 150, 100), [0, 0, 255], 'the blue box itself');
    const missing = await capture({ selector: '#nope' });
    t.equal(missing.status, 400);
    t.equal(missing.body.error.code, 'invalid_parameter');
    t.match(missing.body.error.message, /#nope/);
  });

  t.test('hide_selectors, click, dark mode', async (t) => {
    const plain = await png((await capture({ viewport: { width: 800, height: 600 } })).body.data.image_url);
    t.same(pixel(plain, 400, 50), [255, 0, 0], 'the red banner is there');
    t.same(pixel(plain, 100, 425), [0, 255, 0], 'the green ad is there');
    const hidden = await png((await capture({ viewport: { width: 800, height: 600 }, hide_selectors: ['#banner', '.ad'] })).body.data.image_url);
    t.same(pixel(hidden, 400, 50), [255, 255, 255], 'banner hidden');
    t.same(pixel(hidden, 100, 425), [255, 255, 255], 'ad hidden');
    const clicked = await png((await capture({ viewport: { width: 800, height: 600 }, click: '#toggle' })).body.data.image_url);
    t.same(pixel(clicked, 700, 580), [255, 255, 0], 'the click turned the page yellow');
    const light = await png((await capture({ url: `${site.url}/dark`, viewport: { width: 400, height: 300 } })).body.data.image_url);
    const dark = await png((await capture({ url: `${site.url}/dark`, viewport: { width: 400, height: 300 }, dark_mode: true })).body.data.image_url);
    t.ok(meanBrightness(light) > 200, `light ${meanBrightness(light)}`);
    t.ok(meanBrightness(dark) < 60, `dark ${meanBrightness(dark)}`);
    const delayed = await capture({ url: `${site.url}/late?delay=300`, delay: 600, viewport: { width: 400, height: 300 } });
    t.equal(delayed.status, 200, 'delay waits before the capture');
  });

  t.test('bad input and failures', async (t) => {
    for (const [body, field] of [[{ type: 'gif' }, 'type'], [{ quality: 101 }, 'quality'], [{ viewport: { width: 0, height: 10 } }, 'viewport.width'], [{ viewport_preset: 'watch' }, 'viewport_preset'], [{ delay: -1 }, 'delay'], [{ hide_selectors: 'x' }, 'hide_selectors']] as const) {
      const res = await capture(body);
      t.equal(res.status, 400, JSON.stringify(body));
      t.equal(res.body.error.code, 'invalid_parameter');
      t.equal(res.body.error.details.field, field);
    }
    const before = (await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance;
    const blocked = await capture({ url: `${site.url}/challenge` });
    t.equal(blocked.status, 502);
    t.equal((await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance, before, 'not charged');
  });

  t.test('list, delete, expiry', async (t) => {
    const list = await h.call('GET', '/v1/screenshot/list?limit=2', { key: u.key });
    t.equal(list.status, 200);
    t.equal(list.body.data.length, 2);
    t.ok(list.body.pagination.total >= 10);
    const first = list.body.data[0];
    t.notOk('settings' in first);
    t.equal((await h.call('DELETE', `/v1/screenshot/${first.id}`, { key: u.key })).status, 200);
    t.equal((await fetchImage(first.image_url)).status, 404, 'the link dies on delete');
    t.equal((await h.call('GET', `/v1/screenshot/${first.id}`, { key: u.key })).status, 404);
    const second = list.body.data[1];
    h.clock.advance(7 * 86_400_000 + 1000);
    t.equal((await fetchImage(second.image_url)).status, 404, 'the link dies at expires_at');
    t.equal((await h.call('GET', '/v1/screenshot/list', { key: u.key })).body.pagination.total, 0);
  });
});
