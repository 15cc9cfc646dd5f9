// A real Chromium behind GuardProxy: the page on 127.0.0.1 (public by the test's classify) loads,
// while its <img> and <iframe> on 127.0.0.2 (private) are refused by the proxy.
import fs from 'node:fs';
import t from 'tap';
import puppeteer from 'puppeteer-core';
import { classifyAddress } from './address-ranges.js';
import { guardedChromiumArgs } from './chromium-args.js';
import { GuardProxy } from './guard-proxy.js';
import { NetworkGuard } from './guard.js';
import { classifyTreating, startLoopbackServer } from './testing.js';

const CHROMIUM = process.env.GLEANER_CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'];
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

t.test('Chromium through GuardProxy: page loads, private sub-resource and iframe are refused', async (t) => {
  if (!fs.existsSync(CHROMIUM)) {
    t.fail(`Chromium not found at ${CHROMIUM}: this test needs it`);
    return;
  }
  const inside = await startLoopbackServer({
    host: '127.0.0.2',
    routes: {
      '/pixel.png': (_q, s) => (s.writeHead(200, { 'content-type': 'image/png' }), s.end(PNG)),
      '/frame.html': '<p id="secret">private frame secret</p>',
    },
  });
  const base = `http://127.0.0.2:${inside.port}`;
  const site = await startLoopbackServer({
    routes: {
      '/': `<!doctype html><title>Outer</title><h1>outer page</h1>
        <img id="img" src="${base}/pixel.png"><iframe id="frame" src="${base}/frame.html"></iframe>
        <img id="ok" src="/pixel.png"><img id="redirected" src="/to-private.png">
        <script>const ws = new WebSocket('ws://127.0.0.2:${inside.port}/socket'); ws.onerror = () => { document.title = 'ws refused'; };</script>`,
      '/to-private.png': (_q, s) => (s.writeHead(302, { location: `${base}/pixel.png?via=redirect` }), s.end()),
      '/pixel.png': (_q, s) => (s.writeHead(200, { 'content-type': 'image/png' }), s.end(PNG)),
    },
  });
  const refused: string[] = [];
  const guard = new NetworkGuard({ allowPrivateNetworks: false, classify: classifyTreating(['127.0.0.1'], classifyAddress) });
  const proxy = new GuardProxy({ guard, onRefused: (url) => refused.push(url) });
  proxy.on('failed', (url: string, why: string) => t.comment(`not reached: ${url} (${why})`));
  const { url: proxyUrl } = await proxy.start();
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...FLAGS, ...guardedChromiumArgs(proxyUrl)],
  });
  t.teardown(async () => {
    await browser.close();
    await proxy.close();
    await site.close();
    await inside.close();
  });

  const page = await browser.newPage();
  const response = await page.goto(`${site.origin}/`, { waitUntil: 'load', timeout: 20_000 });
  t.equal(response?.status(), 200, 'the outer page loads through the proxy');
  t.equal(await page.$eval('h1', (e) => e.textContent), 'outer page');
  t.equal(await page.$eval('#ok', (e) => (e as HTMLImageElement).naturalWidth), 1, 'a same-site image loads');
  t.equal(await page.$eval('#img', (e) => (e as HTMLImageElement).naturalWidth), 0, 'the private image did not load');
  const frame = page.frames().find((f) => f.url().startsWith(base));
  const frameText = frame ? await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '') : '';
  t.ok(frame, 'the iframe exists');
  t.match(frameText, /not a public address/, 'the iframe shows the refusal instead');
  t.notMatch(frameText, /private frame secret/, 'the iframe did not get the private content');
  t.equal(await page.$eval('#redirected', (e) => (e as HTMLImageElement).naturalWidth), 0, 'a redirect into the private server did not load');
  await page.waitForFunction(() => document.title === 'ws refused', { timeout: 5000 });
  t.pass('the WebSocket to the private server failed');
  t.ok(refused.includes(`${base}/pixel.png?via=redirect`), 'the redirected request was refused by the proxy');
  t.ok(refused.includes(`https://127.0.0.2:${inside.port}/`), 'the WebSocket tunnel (CONNECT) was refused');
  t.same(inside.hits, [], 'the private server was never reached');
  t.ok(refused.includes(`${base}/pixel.png`), 'the image request was refused');
  t.ok(refused.includes(`${base}/frame.html`), 'the iframe request was refused');
  t.ok(site.hits.includes('/'), 'the outer page was served via the proxy');
  const stats = proxy.stats();
  t.ok(stats.refused >= 2 && stats.allowed >= 2, `stats ${JSON.stringify(stats)}`);
});
