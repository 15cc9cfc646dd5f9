import t from 'tap';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startHarness } from './harness.js';

// A page's HTML is bounded the same on both paths (10 MB): beyond, 413 page_too_large, refunded.

async function bigSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const paragraph = `<p>${'lorem ipsum '.repeat(500)}</p>\n`;
  const server = http.createServer((req, res) => {
    const chars = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('chars'));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<html><head><title>big</title></head><body>${paragraph.repeat(Math.ceil(chars / paragraph.length))}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

t.test('HTML over 10 MB: 413 page_too_large on both paths, nothing charged; under it, 200', async (t) => {
  const site = await bigSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ credits: 10 });
  for (const javascript of [true, false]) {
    const big = await h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: `${site.url}/?chars=11000000`, javascript } });
    t.equal(big.status, 413, `javascript ${javascript}`);
    t.equal(big.body.error.code, 'page_too_large');
    t.match(big.body.error.message, /10485760/);
  }
  t.equal((await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance, 10, 'refunded');
  const fits = await h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: `${site.url}/?chars=2000000` } });
  t.equal(fits.status, 200);
  t.ok(fits.body.data.raw_html.length > 2_000_000);
});
