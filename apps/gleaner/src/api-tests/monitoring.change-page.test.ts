import t from 'tap';
import puppeteer, { type Page } from 'puppeteer-core';
import { PNG } from 'pngjs';
import { findChromium } from '@gleaner/browser';
import { htmlPage, startMutableSite } from '@gleaner/testkit';
import { startHarness } from './harness.js';

// The page that shows a change, looked at in real Chromium: on a desktop the removed and added
// lines sit side by side with the changed words painted red and green; on a phone they stack and
// nothing runs off the screen. Pixels of screenshots are read, not only the HTML.

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  });
  return box;
}

/** The colour painted at the centre of an element, from a screenshot of the page. */
async function paintedAt(page: Page, selector: string): Promise<[number, number, number]> {
  const box = await boxOf(page, selector);
  const scale = page.viewport()?.deviceScaleFactor ?? 1;
  const png = PNG.sync.read(Buffer.from(await page.screenshot({ type: 'png', fullPage: true })));
  // A point on the mark's lower edge: between the glyphs' strokes, the background shows.
  const x = Math.round((box.x + 1) * scale);
  const y = Math.round((box.y + box.height - 2) * scale);
  const i = (png.width * y + x) * 4;
  return [png.data[i], png.data[i + 1], png.data[i + 2]];
}

t.test('the change page in Chromium: side by side on a desktop, stacked on a phone, changed words painted', async (t) => {
  const site = await startMutableSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 10 });
  site.set('/p', htmlPage('Shop', '<main><h1>Desk lamp</h1><p>Price: $19.99 for members</p><p>Ships in 2 days</p></main>'));
  const created = (await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: 'Lamp <b>price</b>', url: `${site.url}/p` } })).body.data;
  await new Promise((resolve) => setTimeout(resolve, 200));
  for (let i = 0; i < 100 && (await h.call('GET', `/v1/monitoring/${created.id}/checks`, { key: u.key })).body.data.length === 0; i++) await new Promise((r) => setTimeout(r, 200));
  site.set('/p', htmlPage('Shop', '<main><h1>Desk lamp</h1><p>Price: $17.49 for members</p><p>Ships in 2 days</p><p>New: &lt;script&gt;alert(1)&lt;/script&gt; a matching shade</p></main>'));
  const check = (await h.call('POST', `/v1/monitoring/${created.id}/check-now`, { key: u.key })).body.data;
  t.ok(check.diffUrl, 'a change with its page');

  const browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: ['--no-sandbox'] });
  t.teardown(() => browser.close());
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  await page.setViewport({ width: 1280, height: 900, deviceScaleFactor: 1 });
  const res = await page.goto(check.diffUrl, { waitUntil: 'load' });
  t.equal(res?.status(), 200);
  t.equal(await page.title(), 'Change: Lamp <b>price</b>', 'the name shown as text');
  const removed = await boxOf(page, '.row.change .cell.old.removed');
  const added = await boxOf(page, '.row.change .cell.new.added');
  t.equal(Math.round(removed.y), Math.round(added.y), 'desktop: the old and the new line on one row');
  t.ok(removed.x + removed.width <= added.x + 1, 'desktop: old on the left, new on the right');
  t.equal(await page.$eval('.row.change .cell.old del', (el) => el.textContent), '$19.99', 'only the changed word is marked on the left');
  t.equal(await page.$eval('.row.change .cell.new ins', (el) => el.textContent), '$17.49', 'and on the right');
  const [r1, g1, b1] = await paintedAt(page, '.row.change .cell.old del');
  t.ok(r1 > 200 && g1 < 170 && b1 < 170, `the removed word is painted red (${r1},${g1},${b1})`);
  const [r2, g2, b2] = await paintedAt(page, '.row.change .cell.new ins');
  t.ok(g2 > 150 && r2 < 120 && b2 < 150, `the added word is painted green (${r2},${g2},${b2})`);
  t.match(await page.$eval('body', (el) => el.innerText), /<script>alert\(1\)<\/script>/, 'page text shown as text');
  t.same(dialogs, [], 'nothing from the page ran');

  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 2 });
  await page.reload({ waitUntil: 'load' });
  const removedPhone = await boxOf(page, '.row.change .cell.old.removed');
  const addedPhone = await boxOf(page, '.row.change .cell.new.added');
  t.ok(addedPhone.y >= removedPhone.y + removedPhone.height - 1, 'phone: the new line under the old one');
  t.ok(Math.abs(addedPhone.x - removedPhone.x) < 2, 'phone: in one column');
  t.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390, 'phone: nothing runs off the side');
  const [r3, g3] = await paintedAt(page, '.row.change .cell.new ins');
  t.ok(g3 > r3 + 40, 'phone: the added word still painted green');
});
