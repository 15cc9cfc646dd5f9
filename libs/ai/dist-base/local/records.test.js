"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const index_js_1 = require("../index.js");
const engine = new index_js_1.LocalEngine();
const url = 'https://shop.example/catalog';
const card = (name, price, href, extra = '') => `<div class="card"><a href="${href}"><img src="/img/${href}.jpg"></a><h3 class="card-title">${name}</h3><span class="price">${price}</span>${extra}</div>`;
const html = `<html><body>
  <nav><ul><li><a href="/">Home</a></li><li><a href="/shop">Shop</a></li><li><a href="/about">About</a></li><li><a href="/contact">Contact</a></li></ul></nav>
  <main><h1>Chairs</h1><div class="grid">
  ${card('Oak chair', '$120.00', 'oak', '<p class="rating">Rating: 4.5</p>')}
  ${card('Pine chair', '$85.50', 'pine', '<p class="rating">Rating: 3.9</p>')}
  ${card('Steel stool', '$49.99', 'steel', '<p class="rating">Rating: 4.1</p>')}
  ${card('Walnut bench', '$310', 'walnut', '<p class="rating">Rating: 4.8</p>')}
  </div></main><footer><p>© Shop</p></footer></body></html>`;
tap_1.default.test('array schema: repeated cards mapped onto properties with types', async (t) => {
    const schema = { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' }, link: { type: 'string', format: 'uri' }, image: { type: 'string' }, rating: { type: 'number' } }, required: ['name', 'price'] } };
    const res = await engine.extractRecords({ html, url, prompt: 'all chairs with name and price', schema });
    t.equal(res.items, 4);
    t.same(res.data, [
        { name: 'Oak chair', price: 120, link: 'https://shop.example/oak', image: 'https://shop.example/img/oak.jpg', rating: 4.5 },
        { name: 'Pine chair', price: 85.5, link: 'https://shop.example/pine', image: 'https://shop.example/img/pine.jpg', rating: 3.9 },
        { name: 'Steel stool', price: 49.99, link: 'https://shop.example/steel', image: 'https://shop.example/img/steel.jpg', rating: 4.1 },
        { name: 'Walnut bench', price: 310, link: 'https://shop.example/walnut', image: 'https://shop.example/img/walnut.jpg', rating: 4.8 },
    ]);
});
tap_1.default.test('records missing a required property are left out, not invented', async (t) => {
    const schema = { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, rating: { type: 'number' } }, required: ['name', 'rating'] } };
    const page = html.replace('<p class="rating">Rating: 3.9</p>', '');
    const res = await engine.extractRecords({ html: page, url, prompt: 'chairs with name and rating', schema });
    t.same(res.data.map((r) => r.name), ['Oak chair', 'Steel stool', 'Walnut bench']);
    t.equal(res.items, 3);
});
tap_1.default.test('object with one array property wraps the list', async (t) => {
    const schema = { type: 'object', properties: { products: { type: 'array', items: { type: 'object', properties: { title: { type: 'string' }, price: { type: 'number' } } } } } };
    const res = await engine.extractRecords({ html, url, prompt: 'products', schema });
    t.equal(res.items, 4);
    t.same(res.data.products[1], { title: 'Pine chair', price: 85.5 });
});
tap_1.default.test('without a schema, keys come from the prompt nouns', async (t) => {
    t.same((0, index_js_1.keysFromPrompt)('all products with name, price and rating'), ['name', 'price', 'rating']);
    t.same((0, index_js_1.keysFromPrompt)('list the jobs: title, company, location'), ['title', 'company', 'location']);
    t.same((0, index_js_1.keysFromPrompt)('every article on the page'), ['title', 'url', 'text']);
    const res = await engine.extractRecords({ html, url, prompt: 'all products with name and price' });
    t.same(res.data, [{ name: 'Oak chair', price: 120 }, { name: 'Pine chair', price: 85.5 }, { name: 'Steel stool', price: 49.99 }, { name: 'Walnut bench', price: 310 }]);
});
tap_1.default.test('schema of scalars returns one object', async (t) => {
    const page = '<html><head><meta property="og:title" content="Oak chair"></head><body><p>Price: €99.00</p></body></html>';
    const schema = { type: 'object', properties: { title: { type: 'string' }, price: { type: 'number' }, color: { type: ['string', 'null'] } } };
    const res = await engine.extractRecords({ html: page, url, prompt: 'the product', schema });
    t.same(res, { data: { title: 'Oak chair', price: 99, color: null }, items: 1 });
});
tap_1.default.test('required property that the page does not state: extraction_failed, nothing invented', async (t) => {
    const schema = { type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] };
    await t.rejects(engine.extractRecords({ html: '<p>nothing here</p>', url, prompt: 'the sku', schema }), { code: 'extraction_failed', status: 422 });
});
//# sourceMappingURL=records.test.js.map