"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const page_js_1 = require("./page.js");
const fields_js_1 = require("./fields.js");
const GRAPH = {
    '@context': 'https://schema.org',
    '@graph': [
        { '@type': 'Organization', '@id': 'https://tidebooks.example/#org', name: 'Tide Books', founder: { '@id': '#person-1' } },
        { '@type': 'Person', '@id': '#person-1', name: 'Ines Calloway', worksFor: { '@id': 'https://tidebooks.example/#org' } },
        { '@type': 'Person', '@id': '#person-2', name: 'Tomas Reyes' },
        { '@type': 'Offer', '@id': '#offer', price: '14.99', priceCurrency: 'GBP', seller: { '@id': 'https://tidebooks.example/#org' } },
        {
            '@type': 'Book', '@id': '#book', name: 'The Glass Estuary',
            author: [{ '@id': '#person-1' }, { '@id': '#person-2' }], publisher: { '@id': 'https://tidebooks.example/#org' },
            brand: { '@id': '#nowhere' }, offers: { '@id': '#offer' },
        },
    ],
};
const page = () => new page_js_1.Page(`<!doctype html><html><head><title>Tide Books</title><script type="application/ld+json">${JSON.stringify(GRAPH)}</script></head><body><h1>The Glass Estuary</h1><p>A novel.</p></body></html>`, 'https://tidebooks.example/books/glass-estuary');
tap_1.default.test('@id references resolved once, for every property', async (t) => {
    const p = page();
    const book = p.things.find((x) => x['@type'] === 'Book');
    t.same(book.author.map((a) => a.name), ['Ines Calloway', 'Tomas Reyes'], 'each author the Person itself');
    t.equal(book.publisher.name, 'Tide Books');
    t.equal(book.offers.price, '14.99', 'an offer stated elsewhere');
    t.same(book.brand, { '@id': '#nowhere' }, 'a reference to nothing stated stays as it is');
    t.equal(p.things.length, 5, 'the same things, none added');
    t.doesNotThrow(() => JSON.stringify(p.things), 'a node that points back is not expanded again: a tree');
});
tap_1.default.test('the singular and the plural key both follow the reference', async (t) => {
    t.equal((0, fields_js_1.extractField)(page(), 'author', ''), 'Ines Calloway, Tomas Reyes');
    t.same((0, fields_js_1.extractField)(page(), 'authors', ''), ['Ines Calloway', 'Tomas Reyes']);
    t.equal((0, fields_js_1.extractField)(page(), 'publisher', ''), 'Tide Books');
    t.equal((0, fields_js_1.extractField)(page(), 'price', ''), 14.99);
});
// session 20 review fixes (issue 27): references that point at each other, and deep nesting, stay bounded
const ldPage = (json) => new page_js_1.Page(`<!doctype html><html><head><title>Widget</title><script type="application/ld+json">${json}</script></head><body><h1>Widget</h1></body></html>`, 'https://x.example/item/1');
const cpuMs = (f) => {
    const from = process.cpuUsage();
    f();
    const d = process.cpuUsage(from);
    return (d.user + d.system) / 1000;
};
tap_1.default.test('a graph whose nodes all point at each other: a bounded number of nodes built', async (t) => {
    const graph = [];
    for (let i = 0; i < 40; i++)
        graph.push({ '@type': 'Thing', '@id': `#n${i}`, name: `Node ${i}`, related: Array.from({ length: 40 }, (_, j) => ({ '@id': `#n${j}` })) });
    graph.push({ '@type': 'Product', name: 'Widget', brand: { '@id': '#n0' } });
    const p = ldPage(JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }));
    let n = 0;
    // about 15 ms of CPU (minutes and gigabytes before the budget): the bound is ten times that and more
    const ms = cpuMs(() => (n = p.things.length));
    t.equal(n, 41, 'the same things');
    t.ok(ms < 200, `resolved in ${Math.round(ms)} ms CPU`);
    t.equal((0, fields_js_1.extractField)(p, 'title', ''), 'Widget');
});
tap_1.default.test('a property nested thousands of levels deep: no stack overflow, references still resolved', async (t) => {
    for (const open of ['{"k":', '[']) {
        const close = open === '[' ? ']' : '}';
        const deep = open.repeat(5000) + '"x"' + close.repeat(5000);
        const json = `{"@context":"https://schema.org","@graph":[{"@type":"Organization","@id":"#org","name":"Northwind Press"},{"@type":"Book","@id":"#b","name":"Widget","publisher":{"@id":"#org"},"deep":${deep}}]}`;
        const p = ldPage(json);
        t.doesNotThrow(() => p.things, `nested ${open === '[' ? 'arrays' : 'objects'}`);
        t.equal((0, fields_js_1.extractField)(p, 'title', ''), 'Widget');
        t.equal((0, fields_js_1.extractField)(p, 'publisher', ''), 'Northwind Press');
    }
});
//# sourceMappingURL=structured-refs.test.js.map