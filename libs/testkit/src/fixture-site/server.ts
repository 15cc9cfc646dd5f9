// A local site for browser and API tests: 127.0.0.1, a random port, one route per behaviour.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as pages from './pages.js';
import { bookPage, cataloguePage, eventPage, forumPage } from './extraction-pages.js';
import { longPage, researchArticle, researchProduct } from './research-pages.js';
import { pagedShelfPage, shelfPage } from './listing-pages.js';
import { jacketPage, kettlePage, lampPage, plainMugPage } from './product-fact-pages.js';
import { itemPageHtml } from './item-pages.js';
import { wordsBookPage, wordsNewsPage, wordsSoldOutPage, wordsTradeDrillPage } from './words-pages.js';
import { wordsCoAuthoredPage, wordsNamedCartPage } from './words-pages-2.js';
import { layoutEssayPage, layoutNoticePage, layoutProductPage } from './layout-pages.js';
import { cdataArticlePage, galleryStoryPage, siteOwnPage, workshopPage } from './site-facts-pages.js';

export interface FixtureSite {
  url: string;
  port: number;
  /** Requests seen per path (without query), to prove what the browser fetched. */
  hits(path: string): number;
  close(): Promise<void>;
}

// 1x1 transparent PNG.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, q: URLSearchParams) => void;

function html(res: http.ServerResponse, body: string, status = 200, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(body);
}

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function num(q: URLSearchParams, name: string, fallback: number): number {
  const v = Number(q.get(name));
  return Number.isFinite(v) && q.has(name) ? v : fallback;
}

const routes: Record<string, Handler> = {
  '/': (_r, res) => html(res, pages.layout('Fixture site', '<h1>Fixture site</h1><a href="/product">Product</a>')),
  '/product': (_r, res) => html(res, pages.productPage()),
  '/list/links': (_r, res, q) => html(res, pages.linkListPage(num(q, 'page', 1))),
  '/list/js': (_r, res) => html(res, pages.jsListPage()),
  // The link list with pages that answer slowly, for per-page timeouts and job deadlines: page n
  // waits `delay` ms (default 1000) when n >= `from` (default 1).
  '/list/slow': (_r, res, q) => {
    const n = num(q, 'page', 1);
    const delay = num(q, 'delay', 1000);
    const from = num(q, 'from', 1);
    const t = setTimeout(() => html(res, pages.slowListPage(n, `delay=${delay}&from=${from}`)), n >= from ? delay : 0);
    res.on('close', () => clearTimeout(t));
  },
  '/text/event': (_r, res) => html(res, eventPage()),
  '/catalogue': (_r, res, q) => html(res, cataloguePage(num(q, 'page', 1))),
  '/books/quiet-harbour': (_r, res) => html(res, bookPage()),
  '/forum/lens': (_r, res) => html(res, forumPage()),
  // Lists that line up: /shelf?items=1|2 (one or two products), /shelf/paged?page=1..3 (nine over three pages).
  '/shelf': (_r, res, q) => html(res, shelfPage(num(q, 'items', 2))),
  '/shelf/paged': (_r, res, q) => html(res, pagedShelfPage(num(q, 'page', 1))),
  // Product facts in words: was price, colours, how many left, rating and scale, shipping; /goods/mug says none.
  '/goods/jacket': (_r, res) => html(res, jacketPage()),
  '/goods/lamp': (_r, res) => html(res, lampPage()),
  '/goods/kettle': (_r, res) => html(res, kettlePage()),
  '/goods/mug': (_r, res) => html(res, plainMugPage()),
  // fields in any words: a news article, a book shop's item page and a sold-out one
  '/words/news': (_r, res) => html(res, wordsNewsPage()),
  '/words/book': (_r, res) => html(res, wordsBookPage()),
  '/words/sold-out': (_r, res) => html(res, wordsSoldOutPage()),
  // a trade shop's item with its price with VAT and without
  '/words/trade-drill': (_r, res) => html(res, wordsTradeDrillPage()),
  // a shop known by its cart button's id alone; an article by two authors above other authors' posts
  '/words/named-cart': (_r, res) => html(res, wordsNamedCartPage()),
  '/words/co-authored': (_r, res) => html(res, wordsCoAuthoredPage()),
  // fields by where and how they are shown, by a role or an act: an essay, a shop's item, a notice with neither byline nor picture
  '/layout/essay': (_r, res) => html(res, layoutEssayPage()),
  '/layout/mug': (_r, res) => html(res, layoutProductPage()),
  '/layout/notice': (_r, res) => html(res, layoutNoticePage()),
  // the site's and the images' facts: furniture around a story's photos, a site's own page, CDATA JSON-LD, places left
  '/site-facts/gallery-story': (_r, res) => html(res, galleryStoryPage()),
  '/site-facts/own-page': (_r, res) => html(res, siteOwnPage()),
  '/site-facts/cdata-article': (_r, res) => html(res, cdataArticlePage()),
  '/site-facts/workshop': (_r, res) => html(res, workshopPage()),
  // Research sources: /research/article?name=ferry|observatory|garden|vault, /research/product?slug=alder|birch|cedar,
  // /research/long?kb=N&seed=S (about N KB of prose).
  '/research/article': (_r, res, q) => {
    const page = researchArticle(q.get('name') ?? '');
    if (page) html(res, page);
    else html(res, pages.layout('Not found', '<h1>No such article</h1>'), 404);
  },
  '/research/product': (_r, res, q) => {
    const page = researchProduct(q.get('slug') ?? '');
    if (page) html(res, page);
    else html(res, pages.layout('Not found', '<h1>No such product</h1>'), 404);
  },
  '/research/long': (_r, res, q) => html(res, longPage(Math.min(num(q, 'kb', 10), 4096), num(q, 'seed', 1))),
  // A document that arrives whole but whose load event never fires: a script, a frame and an image
  // that never answer (renders that block images still wait for the script and the frame).
  '/hang/load': (_r, res) => html(res, pages.layout('Late load', `<h1>Harbour timetable</h1><p id="said">Ferries leave at 9:40 am.</p>
<ul class="sailings"><li class="sailing"><h3>Morning ferry</h3><span class="price">€12</span></li><li class="sailing"><h3>Noon ferry</h3><span class="price">€14</span></li><li class="sailing"><h3>Evening ferry</h3><span class="price">€16</span></li></ul>
<img src="/hang/forever" alt=""><iframe src="/hang/forever" title="widget"></iframe><script async src="/hang/forever"></script>`)),
  // The same over two pages linked by "next": the second page's load event never fires either.
  '/hang/list': (_r, res, q) => {
    const n = num(q, 'page', 1);
    const next = n < 2 ? `<a class="next" href="/hang/list?page=${n + 1}">Next</a>` : '';
    html(res, pages.layout(`Hanging list ${n}`, `<ul><li class="row">Row ${n}a</li><li class="row">Row ${n}b</li><li class="row">Row ${n}c</li></ul>${next}<script async src="/hang/forever"></script><iframe src="/hang/forever" title="widget"></iframe>`));
  },
  // Never answers (until the client goes away): what a hanging third-party script or image does.
  '/hang/forever': () => undefined,
  '/late': (_r, res, q) => html(res, pages.lateContentPage(num(q, 'delay', 200))),
  '/slow': (_r, res, q) => {
    const t = setTimeout(() => html(res, pages.layout('Slow', '<p id="slow">Slow page</p>')), num(q, 'delay', 2000));
    res.on('close', () => clearTimeout(t));
  },
  '/status/403': (_r, res) => html(res, pages.layout('Forbidden', '<h1>403 Forbidden</h1>'), 403),
  '/status/429': (_r, res) => html(res, pages.layout('Too many requests', '<h1>Slow down</h1>'), 429, { 'retry-after': '30' }),
  '/status/404': (_r, res) => html(res, pages.layout('Not found', '<h1>Nothing here</h1>'), 404),
  // Served 200 like some walls are, so detection must read the page, not only the status.
  '/challenge': (_r, res) => html(res, pages.challengePage(), 200, { server: 'cloudflare', 'cf-ray': '0000000000000000-FIX' }),
  '/headers': (req, res) => {
    const echo = JSON.stringify(req.headers);
    html(res, pages.layout('Headers', `<pre id="headers">${echo.replace(/</g, '&lt;')}</pre>`));
  },
  '/long': (_r, res, q) => html(res, pages.longPage(num(q, 'sections', 12))),
  '/sized': (_r, res, q) => html(res, pages.sizedPage(num(q, 'width', 0), num(q, 'height', 2000))),
  '/dark': (_r, res) => html(res, pages.darkModePage()),
  '/elements': (_r, res) => html(res, pages.elementsPage()),
  '/state/set': (_r, res) => html(res, pages.statefulSetPage(), 200, { 'set-cookie': 'servercookie=user-a; Path=/' }),
  '/state/read': (_r, res) => html(res, pages.statefulReadPage()),
  '/assets': (_r, res, q) => html(res, pages.assetsPage(num(q, 'count', 6))),
  '/visibility': (_r, res) => html(res, pages.visibilityPage()),
  '/permissions': (_r, res, q) => html(res, pages.permissionsPage(num(q, 'asks', 1))),
  '/simple': (_r, res, q) => html(res, pages.simplePage(num(q, 'i', 0))),
  '/redirect/file': (_r, res) => {
    res.writeHead(302, { location: 'file:///etc/passwd' });
    res.end();
  },
  // Sends the browser on to `location` (any URL): a 302 by default, or after load with
  // `how=meta` (a meta refresh) or `how=js` (a script setting location).
  '/redirect/to': (_r, res, q) => {
    const location = q.get('location') ?? '/';
    const how = q.get('how');
    if (how === 'meta') return html(res, pages.layout('Moving', `<meta http-equiv="refresh" content="0; url=${escapeAttr(location)}"><p>Moving on</p>`));
    if (how === 'js') return html(res, pages.layout('Moving', `<p>Moving on</p><script>location.href = ${JSON.stringify(location).replace(/</g, '\\u003c')};</script>`));
    res.writeHead(302, { location });
    res.end();
  },
  '/json': (_r, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: true }));
  },
};

function serveAsset(path: string, res: http.ServerResponse, delayMs: number): void {
  const t = setTimeout(() => {
    if (path.endsWith('.png')) {
      res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
      res.end(PIXEL);
    } else {
      // Not a real font: the point is only whether the browser asked for it.
      res.writeHead(200, { 'content-type': 'font/woff2', 'cache-control': 'no-store' });
      res.end(Buffer.alloc(64));
    }
  }, delayMs);
  res.on('close', () => clearTimeout(t));
}

/** Starts the fixture site. Assets under /asset/ answer after `assetDelayMs` (default 300). */
export async function startFixtureSite(options: { assetDelayMs?: number } = {}): Promise<FixtureSite> {
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://fixture.local');
    counts.set(u.pathname, (counts.get(u.pathname) ?? 0) + 1);
    if (u.pathname.startsWith('/asset/')) return serveAsset(u.pathname, res, options.assetDelayMs ?? 300);
    // item pages with truth files (item-pages/<kind>/<page>.html)
    if (u.pathname.startsWith('/items/')) {
      const page = itemPageHtml(u.pathname);
      return page === null ? html(res, pages.layout('Not found', '<h1>Not found</h1>'), 404) : html(res, page);
    }
    const route = routes[u.pathname];
    if (!route) return html(res, pages.layout('Not found', '<h1>Not found</h1>'), 404);
    route(req, res, u.searchParams);
  });
  // Node's default (5 s): with `timeout=1` clients (Node's agent keeps a 1 s margin) never reuse
  // a connection, unlike real sites; close() ends kept-alive sockets itself.
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits: (path) => {
      let n = 0;
      for (const [p, c] of counts) if (p === path || (path.endsWith('/') && p.startsWith(path))) n += c;
      return n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
