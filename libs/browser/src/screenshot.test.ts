// Every screenshot option, checked on the image: magic bytes, pixel sizes, decoded pixels.
import t from 'tap';
import { PNG } from 'pngjs';
import { rejection, startRig } from './test-helpers.js';
import { imageSize } from './image-size.js';

function pixel(png: PNG, x: number, y: number): [number, number, number] {
  const i = (png.width * y + x) * 4;
  return [png.data[i], png.data[i + 1], png.data[i + 2]];
}

function meanLuma(png: PNG): number {
  let sum = 0;
  for (let i = 0; i < png.data.length; i += 4) sum += 0.299 * png.data[i] + 0.587 * png.data[i + 1] + 0.114 * png.data[i + 2];
  return sum / (png.data.length / 4);
}

t.test('screenshots', async (t) => {
  const rig = await startRig();
  t.teardown(rig.close);
  const { pool, site } = rig;
  const url = `${site.url}/elements`;
  const base = { url, timeoutMs: 20_000 };

  const magic: Record<string, (b: Buffer) => boolean> = {
    png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
    webp: (b) => b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP',
  };
  for (const type of ['png', 'jpeg', 'webp'] as const) {
    const r = await pool.screenshot({ ...base, type, quality: type === 'png' ? undefined : 80 });
    t.ok(magic[type](r.image), `${type} magic bytes`);
    t.equal(r.type, type);
    t.same([r.width, r.height], [1920, 1080], `${type}: desktop preset by default`);
    t.equal(r.bytes, r.image.length);
    t.match(r.text, /not clicked/);
  }
  const low = await pool.screenshot({ ...base, url: `${site.url}/long`, type: 'jpeg', quality: 10 });
  const high = await pool.screenshot({ ...base, url: `${site.url}/long`, type: 'jpeg', quality: 95 });
  t.ok(low.bytes < high.bytes, `quality 10 is smaller than 95 (${low.bytes} < ${high.bytes})`);

  for (const [preset, w, h] of [['laptop', 1366, 768], ['tablet', 1536, 2048], ['mobile', 1125, 2436]] as const) {
    const r = await pool.screenshot({ ...base, viewportPreset: preset });
    t.same([r.width, r.height], [w, h], `${preset}: viewport x scale`);
    t.same(imageSize(r.image), { width: w, height: h });
  }
  const explicit = await pool.screenshot({ ...base, viewportPreset: 'mobile', viewport: { width: 800, height: 600, deviceScaleFactor: 1.5 } });
  t.same([explicit.width, explicit.height], [1200, 900], 'an explicit viewport wins over the preset');
  t.same(explicit.viewport, { width: 800, height: 600, deviceScaleFactor: 1.5 });

  const full = await pool.screenshot({ ...base, url: `${site.url}/long?sections=6`, fullPage: true, viewport: { width: 1000, height: 700 } });
  t.equal(full.width, 1000);
  t.ok(full.height > 5000, `full page is taller than the viewport (${full.height})`);

  const box = await pool.screenshot({ ...base, selector: '#box', viewportPreset: 'tablet' });
  t.same([box.width, box.height], [600, 400], 'element capture is the element (300x200) x scale 2');
  const boxPng = PNG.sync.read(box.image);
  t.same(pixel(boxPng, 300, 200), [0, 0, 255], 'and shows the element');

  const missing = await rejection(pool.screenshot({ ...base, selector: '#nope' }));
  t.equal(missing.code, 'invalid_parameter');
  t.match(missing.message, /#nope/);
  t.equal((await rejection(pool.screenshot({ ...base, selector: '##bad(' }))).code, 'invalid_parameter');

  const shown = PNG.sync.read((await pool.screenshot({ ...base, viewport: { width: 800, height: 600 } })).image);
  t.same(pixel(shown, 400, 50), [255, 0, 0], 'banner is red when shown');
  const hidden = PNG.sync.read((await pool.screenshot({ ...base, viewport: { width: 800, height: 600 }, hideSelectors: ['#banner', '.ad'] })).image);
  t.same(pixel(hidden, 400, 50), [255, 255, 255], 'hidden banner shows the page behind it');
  t.same(pixel(hidden, 100, 420), [255, 255, 255], 'hidden .ad too');
  t.same(pixel(hidden, 200, 250), [0, 0, 255], 'the box is still there');

  const clicked = await pool.screenshot({ ...base, viewport: { width: 800, height: 600 }, click: '#toggle' });
  t.match(clicked.text, /clicked/);
  t.notMatch(clicked.text, /not clicked/);
  t.same(pixel(PNG.sync.read(clicked.image), 700, 590), [255, 255, 0], 'the click changed the page');
  t.equal((await rejection(pool.screenshot({ ...base, click: '#no-button' }))).code, 'invalid_parameter');

  const light = PNG.sync.read((await pool.screenshot({ ...base, url: `${site.url}/dark`, viewport: { width: 400, height: 300 } })).image);
  const darkShot = await pool.screenshot({ ...base, url: `${site.url}/dark`, viewport: { width: 400, height: 300 }, darkMode: true });
  const dark = PNG.sync.read(darkShot.image);
  t.ok(meanLuma(dark) < meanLuma(light) / 2, `dark mode is darker (${meanLuma(dark).toFixed(0)} < ${meanLuma(light).toFixed(0)})`);
  t.match(darkShot.text, /dark/);

  const started = Date.now();
  await pool.screenshot({ ...base, delayMs: 600 });
  t.ok(Date.now() - started >= 600, 'delay waited');

  const late = await pool.screenshot({ ...base, url: `${site.url}/late?delay=200`, waitFor: '#late' });
  t.match(late.text, /Late content arrived/);
});
