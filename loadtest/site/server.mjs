#!/usr/bin/env node
// The load tests' target site: realistic pages served from this machine, so that every scenario runs
// with no internet. Products (plain and drawn by JavaScript), articles, listings with a Next button,
// a page and a JSON status that change over time (for monitors). Plain Node, no build, no dependency.
// Usage: node loadtest/site/server.mjs [--port N] [--host H]; prints `site listening on <origin>`.
import http from 'node:http';
import { parseArgs } from 'node:util';

const WORDS = 'amber birch cobalt dune ember fjord garnet harbor indigo juniper kelp lumen meadow nimbus onyx prairie quartz reef sierra tundra umber vale willow xenon yarrow zephyr'.split(' ');
const word = (n) => WORDS[Math.abs(n) % WORDS.length];
const title = (n) => `${word(n)[0].toUpperCase()}${word(n).slice(1)} ${word(n * 7 + 3)}`;
const price = (n) => (9.5 + ((n * 37) % 400) + ((n * 13) % 100) / 100).toFixed(2);
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const page = (heading, body, extraHead = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(heading)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${extraHead}
<style>body{font-family:sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#222}nav a{margin-right:1rem}.card{border:1px solid #ddd;padding:1rem;margin:.5rem 0;border-radius:6px}.price{font-weight:bold;color:#0a5}@media print{nav{display:none}}</style>
</head><body><nav><a href="/">Home</a><a href="/listing?page=1">Catalogue</a><a href="/articles/1">Journal</a></nav>
<main>${body}</main><footer><p>&copy; Loadtest Outfitters, a fixture shop.</p></footer></body></html>`;

function product(n) {
  return page(title(n), `<article class="product" itemscope itemtype="https://schema.org/Product">
<h1 itemprop="name">${esc(title(n))}</h1>
<p class="price">Price: <span itemprop="price">$${price(n)}</span></p>
<p class="sku">SKU: LT-${String(n).padStart(5, '0')}</p>
<p class="availability">${n % 5 === 0 ? 'Out of stock' : 'In stock'}</p>
<div itemprop="description"><p>The ${esc(title(n))} is made of ${word(n + 1)} fibre and ${word(n + 2)} thread, weighs ${(n % 9) + 1}00 g and ships in two days.</p>
<p>Rated ${(3 + (n % 20) / 10).toFixed(1)} out of 5 by ${(n * 11) % 500} customers.</p></div>
<ul class="specs"><li>Colour: ${word(n + 4)}</li><li>Size: ${['S', 'M', 'L', 'XL'][n % 4]}</li><li>Origin: ${word(n + 5)} valley</li></ul>
</article>`);
}

// The same product drawn by a script after load: a scrape with javascript false sees an empty shell.
function spaProduct(n) {
  const data = JSON.stringify({ name: title(n), price: price(n), sku: `LT-${String(n).padStart(5, '0')}` });
  return page(`Loading product ${n}`, `<div id="app">Loading...</div>
<script>setTimeout(function(){var d=${data};document.getElementById('app').innerHTML='<article class="product"><h1>'+d.name+'</h1><p class="price">Price: $'+d.price+'</p><p class="sku">SKU: '+d.sku+'</p></article>';document.title=d.name;},50);</script>`);
}

function article(n) {
  const paras = Array.from({ length: 6 }, (_, i) => `<p>${title(n + i)} crews reported ${(n * (i + 3)) % 97} sightings near the ${word(n + i)} ridge, where the ${word(n * i + 1)} season began ${i + 2} weeks early this year.</p>`).join('\n');
  return page(`Field notes ${n}: ${title(n)}`, `<article><h1>Field notes ${n}: ${esc(title(n))}</h1>
<p class="byline">By <span class="author">${esc(title(n + 9))}</span>, <time datetime="2026-0${(n % 9) + 1}-1${n % 9}">${(n % 9) + 1} ${['January', 'March', 'May', 'July'][n % 4]} 2026</time></p>
${paras}</article>`);
}

const PAGES = 5;
const PER_PAGE = 10;
function listing(p) {
  const items = Array.from({ length: PER_PAGE }, (_, i) => (p - 1) * PER_PAGE + i + 1)
    .map((n) => `<li class="card item"><a class="name" href="/products/${n}">${esc(title(n))}</a> <span class="price">$${price(n)}</span></li>`)
    .join('\n');
  const next = p < PAGES ? `<a class="next" rel="next" href="/listing?page=${p + 1}">Next &rarr;</a>` : '';
  return page(`Catalogue, page ${p} of ${PAGES}`, `<h1>Catalogue</h1><p>Page ${p} of ${PAGES}</p><ul class="items">${items}</ul><div class="pager">${next}</div>`);
}

// Changes every `period` seconds (query ?period=, default 60): a monitor sees a new price and headline.
function changing(period) {
  const tick = Math.floor(Date.now() / 1000 / period);
  return page('Daily deal', `<h1>Daily deal</h1><div id="deal" class="card"><h2>${esc(title(tick))}</h2><p class="price">Now $${price(tick)}</p><p>Offer ${tick % 1000} of the season.</p></div><p class="static">Free returns within 30 days.</p>`);
}

function status(period) {
  const tick = Math.floor(Date.now() / 1000 / period);
  return JSON.stringify({ service: 'fixture', version: `1.${tick % 100}.0`, healthy: tick % 7 !== 0, queue: (tick * 13) % 50 });
}

export function handle(req, res) {
  const url = new URL(req.url ?? '/', 'http://site');
  const n = Number(url.pathname.split('/').pop()) || 1;
  const period = Math.max(1, Number(url.searchParams.get('period')) || 60);
  const send = (code, type, body) => {
    res.writeHead(code, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(body);
  };
  if (url.pathname === '/' ) return send(200, 'text/html; charset=utf-8', page('Loadtest Outfitters', `<h1>Loadtest Outfitters</h1><p>Fixture shop for load tests.</p><ul><li><a href="/products/1">A product</a></li><li><a href="/listing?page=1">The catalogue</a></li></ul>`));
  if (url.pathname === '/healthz') return send(200, 'text/plain', 'ok');
  // Webhook and alert receiver for the scenarios' channels and schedules: accepts and forgets.
  if (url.pathname.startsWith('/hooks')) return req.resume().on('end', () => send(200, 'application/json', '{"ok":true}'));
  if (/^\/products\/\d+$/.test(url.pathname)) return send(200, 'text/html; charset=utf-8', product(n));
  if (/^\/spa\/products\/\d+$/.test(url.pathname)) return send(200, 'text/html; charset=utf-8', spaProduct(n));
  if (/^\/articles\/\d+$/.test(url.pathname)) return send(200, 'text/html; charset=utf-8', article(n));
  if (url.pathname === '/listing') return send(200, 'text/html; charset=utf-8', listing(Math.min(PAGES, Math.max(1, Number(url.searchParams.get('page')) || 1))));
  if (url.pathname === '/changing') return send(200, 'text/html; charset=utf-8', changing(period));
  if (url.pathname === '/api/status.json') return send(200, 'application/json', status(period));
  return send(404, 'text/html; charset=utf-8', page('Not found', '<h1>Not found</h1>'));
}

/** Starts the site; resolves with its origin and a close function. */
export function startSite({ port = 0, host = '127.0.0.1' } = {}) {
  const server = http.createServer(handle);
  server.keepAliveTimeout = 30_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const addr = server.address();
      resolve({ origin: `http://${host}:${addr.port}`, close: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }) });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: process.env.SITE_PORT ?? '8090' }, host: { type: 'string', default: '127.0.0.1' } } });
  const site = await startSite({ port: Number(values.port), host: values.host });
  process.stdout.write(`site listening on ${site.origin}\n`);
  const stop = () => site.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
