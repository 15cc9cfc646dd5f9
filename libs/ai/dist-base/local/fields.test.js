"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const index_js_1 = require("../index.js");
const engine = new index_js_1.LocalEngine();
const url = 'https://shop.example/p/widget-1234';
const page = (head, body) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
tap_1.default.test('JSON-LD product: price, currency, sku, brand, availability, gtin', async (t) => {
    const ld = { '@context': 'https://schema.org', '@type': 'Product', name: 'Blue Widget', sku: 'BW-77', gtin13: '4006381333931', brand: { '@type': 'Brand', name: 'Acme' },
        offers: [{ '@type': 'Offer', price: '19.50', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock' }, { '@type': 'Offer', price: '21.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' }] };
    const html = page(`<script type="application/ld+json">${JSON.stringify(ld)}</script>`, '<h1>Blue Widget</h1>');
    const out = await engine.extractFields({ html, url, fields: { price: 'current product price', currency: 'price currency', sku: 'SKU', brand: 'product brand', availability: 'InStock or OutOfStock', gtin: 'EAN barcode', name: 'product name' } });
    t.same(out, { price: 19.5, currency: 'EUR', sku: 'BW-77', brand: 'Acme', availability: 'InStock', gtin: '4006381333931', name: 'Blue Widget' });
});
tap_1.default.test('microdata product', async (t) => {
    const html = page('', `<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Lamp</h1>
    <span itemprop="brand" itemscope itemtype="https://schema.org/Brand"><span itemprop="name">Lumen</span></span>
    <div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="GBP"><span itemprop="price" content="45.00">£45</span>
    <link itemprop="availability" href="https://schema.org/OutOfStock"></div><span itemprop="mpn">LMP-9</span></div>`);
    const out = await engine.extractFields({ html, url, fields: { price: 'price', currency: 'currency', brand: 'brand', availability: 'availability', mpn: 'manufacturer part number' } });
    t.same(out, { price: 45, currency: 'GBP', brand: 'Lumen', availability: 'OutOfStock', mpn: 'LMP-9' });
});
tap_1.default.test('OpenGraph and meta tags', async (t) => {
    const html = page(`<meta property="og:title" content="Story of a Widget"><meta property="og:image" content="/img/w.png">
    <meta property="article:published_time" content="2024-03-05T10:00:00Z"><meta name="author" content="Ann Lee">
    <meta property="product:price:amount" content="7.25"><meta property="product:price:currency" content="USD">`, '<p>x</p>');
    const out = await engine.extractFields({ html, url, fields: { title: 'page title', image: 'main image URL', published: 'publication date', author: 'author name', price: 'price', currency: 'currency' } });
    t.same(out, { title: 'Story of a Widget', image: 'https://shop.example/img/w.png', published: '2024-03-05', author: 'Ann Lee', price: 7.25, currency: 'USD' });
});
tap_1.default.test('"Price: $12.99" text', async (t) => {
    const html = page('', '<h1>Mug</h1><p>Great mug.</p><p>Price: $12.99</p><button>Add to cart</button>');
    const out = await engine.extractFields({ html, url, fields: { price: 'product price (number)', currency: 'currency', availability: 'is it in stock' } });
    t.same(out, { price: 12.99, currency: 'USD', availability: 'InStock' });
});
tap_1.default.test('European number formats and old prices left out', async (t) => {
    const html = page('', '<h1>Stuhl</h1><div class="price-box"><span class="old-price">1.299,00 €</span><span class="price">1.099,50 €</span></div>');
    const out = await engine.extractFields({ html, url, fields: { price: 'Preis', currency: 'Währung' } });
    t.same(out, { price: 1099.5, currency: 'EUR' });
});
tap_1.default.test('label and value pairs from dl and table', async (t) => {
    const html = page('', `<h1>Drill</h1><dl><dt>Brand</dt><dd>Bosch</dd><dt>Weight</dt><dd>1.2 kg</dd></dl>
    <table><tr><th>Item number</th><td>DR-4410</td></tr><tr><th>Warranty</th><td>2 years</td></tr><tr><th>EAN</th><td>4 006381 333931</td></tr></table>`);
    const out = await engine.extractFields({ html, url, fields: { brand: 'brand', weight: 'product weight', sku: 'item number', warranty: 'warranty period', ean: 'EAN code' } });
    t.same(out, { brand: 'Bosch', weight: '1.2 kg', sku: 'DR-4410', warranty: '2 years', ean: '4006381333931' });
});
tap_1.default.test('plural fields return lists', async (t) => {
    const html = page('<meta property="og:image" content="https://cdn.example/a.jpg">', `<img src="/b.jpg"><img src="/c.jpg">
    <p>Write to <a href="mailto:sales@example.com">sales</a> or <a href="mailto:help@example.com">help</a>.</p>`);
    const out = await engine.extractFields({ html, url, fields: { images: 'all product images', emails: 'contact e-mail addresses', email: 'the contact e-mail' } });
    t.same(out.images, ['https://cdn.example/a.jpg', 'https://shop.example/b.jpg', 'https://shop.example/c.jpg']);
    t.same(out.emails, ['sales@example.com', 'help@example.com']);
    t.equal(out.email, 'sales@example.com');
});
tap_1.default.test('not found is null, never invented', async (t) => {
    const html = page('', '<h1>About us</h1><p>We are a small team.</p>');
    const out = await engine.extractFields({ html, url: 'https://example.org/about', fields: { price: 'price', sku: 'SKU', gtin: 'barcode', availability: 'InStock or OutOfStock', warranty: 'warranty period' } });
    t.same(out, { price: null, sku: null, gtin: null, availability: null, warranty: null });
});
tap_1.default.test('keyword lists and all links', async (t) => {
    const html = page('<meta name="keywords" content="garden, tools , spring">', '<a href="/a">A</a> <a href="https://other.example/b">B</a> <a href="/a">A again</a> <a href="javascript:void(0)">x</a>');
    const out = await engine.extractFields({ html, url, fields: { tags: 'list of tags', links: 'all links on the page' } });
    t.same(out.tags, ['garden', 'tools', 'spring']);
    t.same(out.links, ['https://shop.example/a', 'https://other.example/b']);
});
tap_1.default.test('the main image is the item\'s, never the logo in the header; a logo asked for is the logo', async (t) => {
    const body = '<header><a href="/"><img src="/img/masthead.png" alt="Daily Gull" width="200" height="50"></a></header><main><article><h1>Pier reopens</h1><img src="/ui/share.png" class="share-icon" width="24" height="24"><p>The pier reopened on Friday after a long repair that took most of the winter.</p><figure><img src="/photos/pier.jpg" width="1000" height="600"></figure></article></main>';
    const out = await engine.extractFields({ html: page('<title>Pier reopens | Daily Gull</title>', body), url: 'https://gull.example/pier', fields: { picture: 'the main picture', img: '', logo: 'the site logo' } });
    t.same(out, { picture: 'https://gull.example/photos/pier.jpg', img: 'https://gull.example/photos/pier.jpg', logo: 'https://gull.example/img/masthead.png' }, 'a header image is no main image; the image of the link home in the header is the logo');
    const named = await engine.extractFields({ html: page('<title>x</title>', '<header><img src="/brand/logo.svg" alt="Daily Gull logo"></header><main><p>Text of the story goes here and on.</p><img src="/photos/a.jpg" width="600" height="400"></main>'), url: 'https://gull.example/a', fields: { image: 'main image', logo: 'the site logo' } });
    t.same(named, { image: 'https://gull.example/photos/a.jpg', logo: 'https://gull.example/brand/logo.svg' });
});
tap_1.default.test('authors asked as a list on an article are names, not the links to their pages', async (t) => {
    const ld = { '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'Pier reopens', author: [{ '@type': 'Person', name: 'Kit Vane', url: 'https://gull.example/staff/kit' }, { '@type': 'Person', name: 'Mo Reyes', url: 'https://gull.example/staff/mo' }] };
    const out = await engine.extractFields({ html: page(`<script type="application/ld+json">${JSON.stringify(ld)}</script>`, '<h1>Pier reopens</h1><p>By <a href="/staff/kit" rel="author">Kit Vane</a> and <a href="/staff/mo" rel="author">Mo Reyes</a></p><p>The pier reopened on Friday.</p>'), url: 'https://gull.example/pier', fields: { writers: 'all the authors' } });
    t.ok(Array.isArray(out.writers) && out.writers.length > 0 && out.writers.every((v) => typeof v === 'string' && !/^(https?:|\/)/.test(v)), JSON.stringify(out.writers));
});
//# sourceMappingURL=fields.test.js.map