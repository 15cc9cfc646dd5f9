"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
// Keys as customers name them (issue 27, session 18): keys carried over from other tools (schema.org paths,
// Open Graph, scrapers, spreadsheets) read part by part, and plural keys whose description names one thing.
const tap_1 = __importDefault(require("tap"));
const intent_js_1 = require("./intent.js");
const abbreviations_js_1 = require("./abbreviations.js");
const index_js_1 = require("../index.js");
const read = (key, description = '') => {
    const i = (0, intent_js_1.fieldIntent)(key, description);
    return [i.kind, i.subject, i.type].join('/');
};
tap_1.default.test('a tool key is split at every separator and read by its last meaningful part', async (t) => {
    const cases = [
        ['og:headline', 'title/item/text'],
        ['twitter:creator', 'author/item/text'],
        ['article:modified_time', 'date/item/date'],
        ['book:release_date', 'date/item/date'],
        ['creator[0].name', 'author/item/text'],
        ['offers[].lowPrice', 'price/item/list'],
        ['offers[0].lowPrice', 'price/item/number'],
        ['aggregateRating.ratingValue', 'rating/item/number'],
        ['gallery.image[0]', 'image/item/url'],
        ['ISBN_13', 'gtin/item/text'],
        ['Item #', 'sku/item/text'],
        ['Stock#', 'sku/item/text'],
        ['UPC', 'gtin/item/text'],
        ['Part No.', 'mpn/item/text'],
        ['og:site_name', 'title/site/text'],
        ['entry-title', 'title/item/text'],
    ];
    for (const [key, want] of cases)
        t.equal(read(key), want, key);
    t.equal((0, abbreviations_js_1.expandKey)('#photos'), 'number of photos', 'a leading # counts what follows');
    t.equal(read('#photos'), 'number/item/count');
});
tap_1.default.test("earlier parts name the value's owner: a publisher's name is the publisher, an author's link is a link", async (t) => {
    t.equal(read('publisher.name'), 'publisher/item/text');
    t.equal(read('seller.name'), 'title/site/text', "a seller's name is the site's");
    t.equal(read('author.url'), 'url/item/url', 'not a name');
    t.equal(read('creator_link', 'the writer'), 'url/item/url', 'the description naming the owner does not make it a name');
    t.equal(read('brand.logo'), 'image/item/url');
});
tap_1.default.test("the key's head outranks a description that names only what the value belongs to", async (t) => {
    t.equal(read('salaryCurrency', 'the currency the salary is paid in'), 'currency/item/text');
    t.equal(read('price_currency', 'currency of the price'), 'currency/item/text');
    t.equal(read('ticketPriceCurrency', 'what money the ticket price is in'), 'currency/item/text');
    t.equal(read('x', 'the price'), 'price/item/number', 'a key of no kind leaves the description');
    t.equal(read('Fee (per day)', 'the fee'), 'price/item/number', 'a qualifier after a preposition is no head');
    t.equal(read('stock_code', 'the stock code or the model number'), 'sku/item/text', 'of two alternatives, the one the key names');
    t.equal(read('model_no', 'model number or stock code'), 'mpn/item/text');
});
tap_1.default.test('a site noun before an item noun names the item ("blog post"), not the site', async (t) => {
    t.equal(read('post_heading', 'heading of the blog post'), 'title/item/text');
    t.equal(read('blogPostTitle'), 'title/item/text');
    t.equal(read('x', 'the newspaper article title'), 'title/item/text');
    t.equal(read('source', 'the name of the blog'), 'title/site/text', 'the blog itself is still the site');
    t.equal(read('x', 'name of the news site'), 'title/site/text');
});
tap_1.default.test('a plural key with a description naming one thing asks for one value; a plural description or none for a list', async (t) => {
    for (const [key, d] of [['headlines', 'headline of the story'], ['pictures', 'the main picture'], ['costs', 'the cost'], ['authors', 'writer of the piece'], ['currencies', 'currency'], ['ratings', 'average rating']])
        t.not(read(key, d).split('/')[2], 'list', `${key}: ${d}`);
    for (const [key, d] of [['pictures', ''], ['pictures', 'all pictures of the gallery'], ['costs', 'the cost of each ticket'], ['costs', 'cost of the tickets'], ['authors', 'author name(s)'], ['headlines', 'headlines'], ['links', 'links in the menu']])
        t.equal(read(key, d).split('/')[2], 'list', `${key}: ${JSON.stringify(d)}`);
    t.equal(read('bedrooms', 'bedroom count').split('/')[2], 'number', 'a count is one number');
});
const engine = new index_js_1.LocalEngine();
const page = (head, body) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
tap_1.default.test('on a page: tool keys, an article publisher as the site, plural keys for one value and for many', async (t) => {
    const ld = { '@context': 'https://schema.org', '@type': 'Product', name: 'Trail Lamp', sku: 'TL-400', mpn: 'LMP-400-B', brand: { '@type': 'Brand', name: 'Lumen' }, offers: { '@type': 'Offer', price: '45.00', priceCurrency: 'GBP' } };
    const shop = page(`<title>Trail Lamp | Lampstore</title><script type="application/ld+json">${JSON.stringify(ld)}</script>`, '<h1>Trail Lamp</h1><img src="/lamp-front.jpg" width="600" height="600" alt="front"><img src="/lamp-side.jpg" width="600" height="600" alt="side"><p>£45.00</p>');
    const out = await engine.extractFields({ html: shop, url: 'https://lampstore.example/p/trail-lamp', fields: { 'offers.priceCurrency': '', salePriceCurrency: 'the currency of the sale price', 'Item #': '', stock_code: 'stock code or model number', model_no: 'model number or stock code', prices: 'the price', pictures: 'the main picture' } });
    t.same(out, { 'offers.priceCurrency': 'GBP', salePriceCurrency: 'GBP', 'Item #': 'TL-400', stock_code: 'TL-400', model_no: 'LMP-400-B', prices: 45, pictures: 'https://lampstore.example/lamp-front.jpg' });
    const article = page('<title>Tide tables return - Harbour Gazette</title><meta property="og:site_name" content="Harbour Gazette"><meta property="og:type" content="article">', '<header><a href="/" class="brand">Harbour Gazette</a></header><article><h1>Tide tables return</h1><p class="byline">By Nell Ash</p><p>The printed tide tables are back at the harbour office this spring.</p></article><form><label>Your name <input class="comment-name" value=""></label><span class="user-name">Guest</span></form>');
    const a = await engine.extractFields({ html: article, url: 'https://gazette.example/tides', fields: { 'publisher.name': '', publisher: '', headlines: 'headline of the story', 'post-heading': 'heading of the blog post' } });
    t.same(a, { 'publisher.name': 'Harbour Gazette', publisher: 'Harbour Gazette', headlines: 'Tide tables return', 'post-heading': 'Tide tables return' });
});
tap_1.default.test("an owner's link is that person's or maker's page, never the page's own address", async (t) => {
    const ld = { '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'Dunes move inland', url: 'https://tern.example/dunes', author: { '@type': 'Person', name: 'Ola Brisk', url: 'https://tern.example/people/ola' } };
    const withLd = page(`<script type="application/ld+json">${JSON.stringify(ld)}</script>`, '<h1>Dunes move inland</h1><p>By Ola Brisk</p>');
    t.same(await engine.extractFields({ html: withLd, url: 'https://tern.example/dunes', fields: { 'author.url': '-', 'publisher.url': '-', url: '-' } }), { 'author.url': 'https://tern.example/people/ola', 'publisher.url': null, url: 'https://tern.example/dunes' });
    const relAuthor = page('', '<h1>Tides</h1><p>By <a rel="author" href="/people/sam">Sam Reed</a></p>');
    t.same(await engine.extractFields({ html: relAuthor, url: 'https://tern.example/tides', fields: { authorLink: 'the writer' } }), { authorLink: 'https://tern.example/people/sam' });
});
//# sourceMappingURL=tool-keys.test.js.map