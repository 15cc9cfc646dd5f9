import t, { type Test } from 'tap';
import puppeteer, { type Page } from 'puppeteer-core';
import { PNG } from 'pngjs';
import { chromiumArgs, findChromium } from '@gleaner/browser';
import { diffPageHandler } from './handler.js';
import { diffLinkOf, newDiffToken } from './diff-link.js';
import { sampleView, startPageServer } from './test-helpers.js';
import type { DiffPageView } from './render.js';

// The change page in real Chromium, from a local server: side by side on a desktop, stacked on a
// phone with nothing running off the side (a long unbroken line, a wide paths table, the
// screenshot), the changed words and the lines painted in their colours. Pixels of screenshots
// are read, not only the HTML or the computed styles.

type Rgb = [number, number, number];
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const MARK_REMOVED: Rgb = [0xff, 0x81, 0x82];
const MARK_ADDED: Rgb = [0x4a, 0xc2, 0x6b];
const LINE_REMOVED: Rgb = [0xff, 0xeb, 0xe9];
const LINE_ADDED: Rgb = [0xda, 0xfb, 0xe1];
const SHOT_BLUE: Rgb = [20, 60, 200];

/** A solid blue PNG: the screenshot the page shows. */
function bluePng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) png.data.set([...SHOT_BLUE, 255], i * 4);
  return PNG.sync.write(png);
}

const LONG_TOKEN = `https://cdn.example.com/${'a1b2c3d4'.repeat(60)}`;

function view(shotUrl: string): DiffPageView {
  const base = sampleView();
  return {
    ...base,
    screenshotUrl: shotUrl,
    diff: {
      ...base.diff,
      lines: [...base.diff.lines, { op: 'added', text: LONG_TOKEN }],
      paths: [
        { path: '$.offers[0].price', op: 'changed', before: 19.99, after: 17.49 },
        { path: `$.images[0].${'x'.repeat(80)}`, op: 'added', after: { src: LONG_TOKEN } },
      ],
      truncated: true,
    },
  };
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  return page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  });
}

const near = (a: Rgb, b: Rgb, tolerance = 6) => a.every((v, i) => Math.abs(v - b[i]) <= tolerance);

/** The share of a box's pixels (in a full-page screenshot) painted in `colour`. */
function shareOf(png: PNG, box: Box, scale: number, colour: Rgb): number {
  let hits = 0;
  let all = 0;
  for (let y = Math.ceil(box.y * scale); y < Math.floor((box.y + box.height) * scale); y++) {
    for (let x = Math.ceil(box.x * scale); x < Math.floor((box.x + box.width) * scale); x++) {
      const i = (png.width * y + x) * 4;
      all++;
      if (near([png.data[i], png.data[i + 1], png.data[i + 2]], colour)) hits++;
    }
  }
  return all === 0 ? 0 : hits / all;
}

async function fullShot(t: Test, page: Page): Promise<PNG> {
  const image = Buffer.from(await page.screenshot({ type: 'png', fullPage: true }));
  t.ok(image.length > 1000, `a screenshot was taken (${image.length} bytes)`);
  return PNG.sync.read(image);
}

/** Marks and line backgrounds actually painted: most of each mark's box is its colour. */
async function checkPaint(t: Test, page: Page, what: string): Promise<void> {
  const scale = page.viewport()?.deviceScaleFactor ?? 1;
  const png = await fullShot(t, page);
  const del = shareOf(png, await boxOf(page, '.row.change .cell.old del'), scale, MARK_REMOVED);
  const ins = shareOf(png, await boxOf(page, '.row.change .cell.new ins'), scale, MARK_ADDED);
  t.ok(del > 0.4, `${what}: the removed word painted red (${Math.round(del * 100)}% of its box)`);
  t.ok(ins > 0.4, `${what}: the added word painted green (${Math.round(ins * 100)}% of its box)`);
  const removedLine = shareOf(png, await boxOf(page, '.row.change .cell.old.removed'), scale, LINE_REMOVED);
  const addedLine = shareOf(png, await boxOf(page, '.row.change .cell.new.added'), scale, LINE_ADDED);
  t.ok(removedLine > 0.3, `${what}: the removed line red-ish (${Math.round(removedLine * 100)}%)`);
  t.ok(addedLine > 0.3, `${what}: the added line green-ish (${Math.round(addedLine * 100)}%)`);
  const shot = shareOf(png, await boxOf(page, '.shot img'), scale, SHOT_BLUE);
  t.ok(shot > 0.8, `${what}: the screenshot shown (${Math.round(shot * 100)}% blue)`);
}

/** Elements whose right edge passes the viewport, or whose content is wider than their box. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const name = `${el.tagName.toLowerCase()}.${el.className}`;
      if (r.right > width + 0.5) out.push(`${name} ends at ${Math.round(r.right)}`);
      else if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).display !== 'inline') out.push(`${name} content ${el.scrollWidth} > ${el.clientWidth}`);
    }
    return out;
  });
}

t.test('the change page in Chromium, on a desktop and on a phone', async (t) => {
  const token = newDiffToken();
  let shotUrl = '';
  const server = await startPageServer(
    diffPageHandler({ clock: { now: () => Date.parse('2026-11-30T00:00:00.000Z') }, findCheck: async (id) => (id === 'chk_1' ? { token, expiresAt: '2026-12-24T00:00:00.000Z', view: view(shotUrl) } : null) }),
    { '/shot.png': { type: 'image/png', body: bluePng(1200, 300) } },
  );
  t.teardown(() => server.close());
  shotUrl = `${server.url}/shot.png`;
  const link = diffLinkOf(`${server.url}/v1`, 'chk_1', token);

  const browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs() });
  t.teardown(() => browser.close());
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));

  await t.test('desktop, 1280 wide', async (t) => {
    await page.setViewport({ width: 1280, height: 900, deviceScaleFactor: 1 });
    const res = await page.goto(link, { waitUntil: 'load' });
    t.equal(res?.status(), 200);
    t.equal(await page.title(), 'Change: Desk lamp <b>price</b>', 'the name shown as text');
    const removed = await boxOf(page, '.row.change .cell.old.removed');
    const added = await boxOf(page, '.row.change .cell.new.added');
    t.equal(Math.round(removed.y), Math.round(added.y), 'the old and the new line on one row');
    t.ok(removed.x + removed.width <= added.x + 1, 'old on the left, new on the right');
    const context = await page.$$eval('.row.same .cell', (cells) => cells.slice(0, 2).map((c) => c.getBoundingClientRect().x));
    t.ok(context.length === 2 && context[0] < context[1], 'context shown in both columns');
    t.equal(await page.$eval('.row.change .cell.old del', (el) => el.textContent), '$19.99');
    t.equal(await page.$eval('.row.change .cell.new ins', (el) => el.textContent), '$17.49');
    t.match(await page.$eval('body', (el) => el.innerText), /New: <script>alert\(1\)<\/script> "quotes"/, 'page text shown as text');
    t.match(await page.$eval('.note.truncated', (el) => el.textContent), /More changed/);
    t.same(await overflowing(page), [], 'nothing runs off the side');
    await checkPaint(t, page, 'desktop');
  });

  await t.test('phone, 390 wide at 2x', async (t) => {
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    await page.reload({ waitUntil: 'load' });
    t.equal(await page.evaluate(() => window.innerWidth), 390);
    const removed = await boxOf(page, '.row.change .cell.old.removed');
    const added = await boxOf(page, '.row.change .cell.new.added');
    t.ok(added.y >= removed.y + removed.height - 1, `the new line under the old one (${added.y} >= ${removed.y}+${removed.height})`);
    t.ok(Math.abs(added.x - removed.x) < 2 && Math.abs(added.width - removed.width) < 2, 'in one column');
    t.equal(await page.$$eval('.row.same .cell.new', (cells) => cells.filter((c) => c.getBoundingClientRect().height > 0).length), 0, 'context shown once');
    t.equal(await page.$$eval('.cell.empty', (cells) => cells.filter((c) => c.getBoundingClientRect().height > 0).length), 0, 'no empty halves');
    t.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390, 'the page does not scroll sideways');
    t.same(await overflowing(page), [], 'nothing runs off the side: the long line, the paths table and the screenshot fit');
    const long = await boxOf(page, '.row.change:last-child .cell.new.added');
    t.ok(long.height > 100, `the long unbroken line wraps (${Math.round(long.height)} px high)`);
    await checkPaint(t, page, 'phone');
  });

  t.same(dialogs, [], 'nothing from the page ran');
  const elsewhere = requested.filter((u) => !u.startsWith(server.url));
  t.same(elsewhere, [], 'nothing loaded from anywhere but the page and its screenshot');
  t.ok(requested.includes(shotUrl), 'the screenshot was loaded');
});
