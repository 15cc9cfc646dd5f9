"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const index_js_1 = require("../index.js");
// Main content of pages that are not articles, and their metadata: fixtures written for each rule.
const shell = (head, main) => `<!doctype html><html><head>${head}</head><body>
  <header class="site-header"><a class="logo" href="/">Lantern</a><nav><ul><li><a href="/a">Products</a></li><li><a href="/b">Support</a></li><li><a href="/c">Community</a></li></ul></nav></header>
  ${main}
  <footer><p>© Lantern Ltd</p><ul><li><a href="/privacy">Privacy</a></li><li><a href="/terms">Terms</a></li></ul></footer>
  <div class="cookie-consent">We use cookies. <button>Accept</button></div></body></html>`;
tap_1.default.test('a forum thread: every post with its author line, not the poster boxes or thread furniture', async (t) => {
    const post = (who, when, text) => `<article class="post"><div class="message-userExtras"><dl><dt>Joined</dt><dd>Mar 3, 2019</dd><dt>Messages</dt><dd>1,204</dd></dl></div>
    <div class="post-meta"><span class="username">${who}</span> <time datetime="2026-01-0${when}">Jan ${when}, 2026</time></div><div class="post-body"><p>${text}</p></div><div class="post-actions"><button>Reply</button> <a href="#">Quote</a> <span>12</span></div></article>`;
    const html = shell('<title>Which lens for night skies? | Lantern Community</title>', `<main><h1>Which lens for night skies?</h1>
    ${post('mira_v', '2', 'I am looking for a wide lens for the Milky Way over the lake; budget around 600 euros.')}
    ${post('tomas.b', '3', 'A fast 14 mm prime at f/2.8 or brighter will gather the most light for the core.')}
    ${post('kari', '4', 'Rent one for a weekend first: coma in the corners matters more than the label.')}
    <div class="pagination"><a href="?page=2">Next</a></div><p>You must log in or register to reply here.</p></main>`);
    const out = (0, index_js_1.mainContent)(html, 'https://community.example/t/lens/42');
    for (const who of ['mira_v', 'tomas.b', 'kari'])
        t.match(out.text, new RegExp(who.replace('.', '\\.')), `${who}'s author line`);
    t.match(out.text, /Milky Way over the lake/);
    t.match(out.text, /fast 14 mm prime/);
    t.match(out.text, /Rent one for a weekend/);
    for (const junk of ['Joined', 'Messages', '1,204', 'Reply', 'You must log in', 'Privacy', 'We use cookies', 'Products'])
        t.notMatch(out.text, new RegExp(junk), `no "${junk}"`);
    t.equal(out.title, 'Which lens for night skies?');
});
tap_1.default.test('a listing: the items, not the filters, sorting or navigation', async (t) => {
    const items = ['Harbour Walk Guide', 'Lighthouse Night Tour', 'Island Picnic Basket', 'Kayak Half Day'].map((name, i) => `<li class="product-card"><a href="/p/${i}"><h3>${name}</h3></a><p>A short note about ${name.toLowerCase()} for visitors.</p><span class="price">€${20 + i * 5}</span></li>`).join('');
    const html = shell('<title>Tours and guides – Lantern</title>', `<main><h1>Tours and guides</h1>
    <aside class="filters"><h2>Filter</h2><ul><li><label><input type="checkbox"> Outdoor (12)</label></li><li><label><input type="checkbox"> Family (7)</label></li></ul></aside>
    <div class="sort-bar"><span>Sort by</span><select><option>Price</option></select><span>Showing 4 of 4 results</span></div>
    <ul class="product-grid">${items}</ul></main>`);
    const out = (0, index_js_1.mainContent)(html, 'https://shop.example/tours');
    for (const name of ['Harbour Walk Guide', 'Lighthouse Night Tour', 'Island Picnic Basket', 'Kayak Half Day'])
        t.match(out.text, new RegExp(name));
    t.match(out.text, /A short note about kayak half day/);
    for (const junk of ['Outdoor \\(12\\)', 'Sort by', 'Showing 4 of 4', 'Support', 'Terms'])
        t.notMatch(out.text, new RegExp(junk), `no "${junk}"`);
    t.equal(out.title, 'Tours and guides');
});
tap_1.default.test('a product: its description and specifications, not the buying controls or reviews', async (t) => {
    const html = shell('<title>Storm Lantern 300 | Lantern</title><meta property="og:site_name" content="Lantern">', `<main><div class="product">
    <h1>Storm Lantern 300</h1><div class="price">€49.00</div>
    <form class="product-form"><div class="variant-picker"><span>Colour</span><button>Black</button><button>Olive</button></div><button>Add to cart</button></form>
    <div class="description"><p>A windproof lantern with a glass chimney and a 300-lumen LED that runs for forty hours on one charge.</p></div>
    <h2>Specifications</h2><table class="specs"><tr><th>Weight</th><td>640 g</td></tr><tr><th>Battery</th><td>5,200 mAh</td></tr><tr><th>Water resistance</th><td>IPX4</td></tr></table>
    <section class="reviews"><h2>Reviews</h2><p>4.8 out of 5 from 212 reviews</p></section></div></main>`);
    const out = (0, index_js_1.mainContent)(html, 'https://shop.example/products/storm-lantern-300');
    t.match(out.text, /windproof lantern with a glass chimney/);
    for (const spec of ['Weight', '640 g', 'Battery', '5,200 mAh', 'Water resistance', 'IPX4'])
        t.match(out.text, new RegExp(spec));
    for (const junk of ['Add to cart', 'Olive', '212 reviews'])
        t.notMatch(out.text, new RegExp(junk), `no "${junk}"`);
    t.equal(out.title, 'Storm Lantern 300');
});
tap_1.default.test('documentation: every section, not only the first', async (t) => {
    const section = (n, title) => `<section id="s${n}"><h2>${title}</h2><p>Section ${n} explains ${title.toLowerCase()} step by step, with the commands to type and what each of them prints when it works.</p><pre><code>lantern ${title.toLowerCase().replace(/ /g, '-')} --verbose</code></pre></section>`;
    const html = shell('<title>Getting started - Lantern Docs</title>', `<div class="docs"><nav class="sidebar"><ul><li><a href="#s1">Install</a></li><li><a href="#s2">Configure</a></li></ul></nav>
    <main><h1>Getting started</h1>${section(1, 'Install the CLI')}${section(2, 'Configure a project')}${section(3, 'Deploy to the edge')}${section(4, 'Roll back a release')}</main></div>`);
    const out = (0, index_js_1.mainContent)(html, 'https://docs.example/start');
    for (const n of [1, 2, 3, 4])
        t.match(out.text, new RegExp(`Section ${n} explains`));
    t.match(out.text, /lantern roll-back-a-release --verbose/);
    t.equal(out.title, 'Getting started');
});
tap_1.default.test('metadata: title without the site name, author and date by order of trust', async (t) => {
    const ld = { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'Night walks', author: [{ '@type': 'Person', name: 'Ines Calder' }, { '@type': 'Person', name: 'Tomas Berg' }], datePublished: '2026-03-14T08:00:00Z', publisher: { '@type': 'Organization', name: 'Lantern' } };
    const withLd = shell(`<title>Night walks | Lantern Journal</title><meta property="og:site_name" content="Lantern Journal"><meta name="author" content="Web Team"><script type="application/ld+json">${JSON.stringify(ld)}</script>`, '<main><h1>Night walks</h1><p class="byline">By Someone Else</p><p>Text of the walk.</p></main>');
    const a = (0, index_js_1.mainContent)(withLd, 'https://journal.example/night-walks');
    t.equal(a.title, 'Night walks');
    t.equal(a.byline, 'Ines Calder and Tomas Berg', 'structured data before meta tags and bylines');
    t.equal(a.published_time, '2026-03-14T08:00:00Z');
    const withMeta = shell('<title>Harbour notes — Lantern Journal</title><meta property="og:site_name" content="Lantern Journal"><meta name="author" content="Jo Park"><meta property="article:published_time" content="2026-02-01T10:00:00Z">', '<main><h1>Harbour notes</h1><p class="byline">By Someone Else</p><p>Text.</p></main>');
    const b = (0, index_js_1.mainContent)(withMeta, 'https://journal.example/harbour');
    t.equal(b.title, 'Harbour notes');
    t.equal(b.byline, 'Jo Park', 'meta tags before bylines');
    t.equal(b.published_time, '2026-02-01T10:00:00Z');
    const shown = shell('<title>Quay Gate | journal.example</title>', '<main><h1>Quay Gate</h1><p class="byline">Written by Mira Vos</p><p>Posted <time datetime="2026-01-20">20 January 2026</time></p><p>Text.</p></main>');
    const c = (0, index_js_1.mainContent)(shown, 'https://journal.example/quay-gate');
    t.equal(c.title, 'Quay Gate', 'the host is a site name too');
    t.equal(c.byline, 'Mira Vos');
    t.equal(c.published_time, '2026-01-20');
    const trail = shell('<title>Home › Guides › Night walks | Lantern Journal</title><meta property="og:site_name" content="Lantern Journal">', '<main><p>Text.</p></main>');
    t.equal((0, index_js_1.mainContent)(trail, 'https://journal.example/guides/night-walks').title, 'Night walks', 'a breadcrumb trail gives its last step');
    const orgAuthor = shell(`<title>Pricing</title><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Article', author: { '@type': 'Organization', name: 'Lantern Ltd' } })}</script>`, '<main><h1>Pricing</h1><p>Plans.</p></main>');
    t.equal((0, index_js_1.mainContent)(orgAuthor, 'https://lantern.example/pricing').byline, null, 'an organisation is a publisher, not an author');
});
//# sourceMappingURL=main-content-kinds.test.js.map