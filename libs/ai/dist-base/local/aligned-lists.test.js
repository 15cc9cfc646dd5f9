"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const index_js_1 = require("../index.js");
const engine = new index_js_1.LocalEngine();
const url = 'https://books.example/c/poetry';
const card = (title, price, extra = '') => `<article class="book"><a href="/b/${title.length}"><img src="/i/${title.length}.jpg" alt=""></a><h3><a href="/b/${title.length}">${title}</a></h3>${price ? `<p class="cost">${price}</p>` : '<p>Out of print</p>'}${extra}</article>`;
const shelf = (cards) => `<html><body><header><nav><ul><li><a href="/">Home</a></li><li><a href="/poetry">Poetry</a></li><li><a href="/prose">Prose</a></li></ul></nav></header>
<main><h1>Poetry</h1><section class="books">${cards}</section></main><footer><ul><li><a href="/a">About</a></li><li><a href="/b">Jobs</a></li><li><a href="/c">Help</a></li></ul></footer></body></html>`;
tap_1.default.test('names and prices of the same books, null where a book has no price', async (t) => {
    const html = shelf(card('Salt Hours', '€14.00') + card('The Gull Year', null) + card('Lowland', '€11.50', '<p>Only 3 left</p>'));
    const out = await engine.extractFields({ html, url, fields: { titles: 'book titles', prices: 'prices', left: 'how many are left of each book' } });
    t.same(out, { titles: ['Salt Hours', 'The Gull Year', 'Lowland'], prices: [14, null, 11.5], left: [null, null, 3] });
});
tap_1.default.test('one or two books are a list; the heading is not a book', async (t) => {
    t.same(await engine.extractFields({ html: shelf(card('Salt Hours', '€14.00') + card('Lowland', '€11.50')), url, fields: { titles: 'titles', prices: 'prices' } }), { titles: ['Salt Hours', 'Lowland'], prices: [14, 11.5] });
    t.same(await engine.extractFields({ html: shelf(card('Salt Hours', '€14.00')), url, fields: { titles: 'the titles of the books' } }), { titles: ['Salt Hours'] });
    const records = await engine.extractRecords({ html: shelf(card('Salt Hours', '€14.00')), url, prompt: 'books with title and price' });
    t.same(records.data, [{ title: 'Salt Hours', price: 14 }]);
});
tap_1.default.test('"all links" beside the titles stays every link of the page; a lone "prices" is the page\'s', async (t) => {
    const html = shelf(card('Salt Hours', '€14.00') + card('Lowland', '€11.50') + card('Tide Book', '€9.00'));
    const out = await engine.extractFields({ html, url, fields: { titles: 'titles', links: 'all links on the page' } });
    t.same(out.titles, ['Salt Hours', 'Lowland', 'Tide Book']);
    t.ok(out.links.includes('https://books.example/'), 'the menu\'s links are there');
});
tap_1.default.test('a product page is not a list of one: its related box is read only when items are asked for', async (t) => {
    const html = `<html><body><main><h1>Salt Hours</h1><p class="price">€14.00</p><button>Add to basket</button></main></body></html>`;
    t.same(await engine.extractFields({ html, url, fields: { title: 'title', price: 'price' } }), { title: 'Salt Hours', price: 14 });
});
tap_1.default.test('required properties that no record states: extraction_failed naming them', async (t) => {
    const schema = { type: 'array', items: { type: 'object', properties: { title: { type: 'string' }, isbn: { type: 'string' } }, required: ['title', 'isbn'] } };
    await t.rejects(engine.extractRecords({ html: shelf(card('Salt Hours', '€14.00') + card('Lowland', '€11.50')), url, prompt: 'books', schema }), { code: 'extraction_failed', status: 422, message: /isbn/ });
    await t.rejects(engine.extractRecords({ html: '<html><body><p>Nothing listed.</p></body></html>', url, prompt: 'books', schema }), { code: 'extraction_failed', message: /no records/ });
});
//# sourceMappingURL=aligned-lists.test.js.map