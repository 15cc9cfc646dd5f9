"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const page_js_1 = require("./page.js");
const title_parts_js_1 = require("./title-parts.js");
const control_labels_js_1 = require("./control-labels.js");
const fields_js_1 = require("./fields.js");
const page = (body, head = '<title>Shop</title>') => new page_js_1.Page(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, 'https://shop.example/item/1');
const h1Part = (p) => (0, title_parts_js_1.titlePart)(p, p.$('h1')[0]);
tap_1.default.test('an h1 of two parts: the title part by the page\'s other names, then by the markup', async (t) => {
    t.equal(h1Part(page('<h1><span>Leith Fringe 2026</span> — <span>Midnight Puppetry</span></h1>', '<title>Tickets</title><meta property="og:title" content="Midnight Puppetry | Curtainup">')), 'Midnight Puppetry', 'og:title names one part');
    t.equal(h1Part(page('<h1><span class="series">The Saltmarsh Chronicles, Book 2</span> <span class="name">The Heron\'s Ledger</span></h1>')), "The Heron's Ledger", 'the series named as such');
    t.equal(h1Part(page('<h1><span class="kicker">Opinion</span><span>Why the tide turns</span></h1>')), 'Why the tide turns', 'a kicker');
    t.equal(h1Part(page('<h1>Tidewater <small>a novel</small></h1>')), null, 'text of its own beside the parts: one title');
    t.equal(h1Part(page('<h1><span>Salt</span> <span>Orchard</span></h1>')), null, 'nothing says which part: the whole h1');
    t.equal(h1Part(page('<h1><span>Part A</span>: <span>Part B</span></h1>', '<title>Part A: Part B | Shop</title>')), null, 'the head names the whole h1: one title');
    t.equal((0, fields_js_1.extractField)(page('<h1><span class="eyebrow">Book 3</span><span>The Glass Fjord</span></h1>'), 'title', ''), 'The Glass Fjord', 'through the field');
});
tap_1.default.test('<data value>, <meter> and <progress> read as their values', async (t) => {
    const p = page('<ul class="facts"><li><data value="3">Three</data> bedrooms</li><li><data value="sku-9">Blue kettle</data></li><li><data value="12">£12</data></li></ul><p id="m">Rating <meter value="68" min="0" max="100">good</meter></p><p id="i"><data itemprop="x" value="2">Two</data> baths</p>');
    t.equal(p.$('li').eq(0).text(), '3 bedrooms', 'a number in words: its value, one line of text');
    t.equal(p.$('li').eq(0).contents().length, 1, 'joined to the text around it');
    t.equal(p.$('li').eq(1).text(), 'Blue kettle', 'a value that is no number: the text people read');
    t.equal(p.$('li').eq(2).text(), '£12', 'text with its own figure stays');
    t.equal(p.$('#m').text(), 'Rating 68', 'a gauge shows its value');
    t.equal(p.$('#i data').text(), '2', 'an element a reader may look for keeps its place, with its value as text');
    t.equal((0, fields_js_1.extractField)(page('<h1>Orchard Close</h1><dl><dt>Bedrooms</dt><dd><data value="4">Four</data></dd></dl>'), 'bedrooms', ''), 4);
});
tap_1.default.test('icons written as characters are no words of a value', async (t) => {
    const p = page('<p class="employer"><a href="/c">Saltire Marine</a> <span aria-label="Verified employer">✓</span></p><p id="b"><a>Fenwick Ltd</a> ✔</p><p id="s"><span aria-hidden="true">|</span> <span aria-hidden="true">›</span></p><p id="k">20<sup>°</sup>C, Acme<sup>®</sup></p><p id="r">★★★★☆</p><dd id="d"><button aria-label="Fewer">−</button>4<button aria-label="More">+</button></dd>');
    t.equal(p.$('.employer').text().trim(), 'Saltire Marine', 'a labelled badge');
    t.equal(p.$('#b').text().trim(), 'Fenwick Ltd', 'a bare pictograph');
    t.equal(p.$('#s').text(), '| ›', 'separators stay');
    t.equal(p.$('#k').text(), '20°C, Acme®', 'degrees and marks are parts of what they follow');
    t.equal(p.$('#r').text(), '★★★★☆', 'a star rating is read as it stands');
    t.equal(p.$('#d').text(), '4', 'a stepper\'s signs');
});
tap_1.default.test('form controls as labelled values', async (t) => {
    const p = page(`<dl><dt>Serves</dt><dd><input type="number" value="6" aria-label="Servings"></dd></dl>
    <label for="sz">Size</label><select id="sz"><option>S</option><option selected>M</option></select>
    <label>Portions <input value="4"></label><p id="lb">Yield</p><input aria-labelledby="lb" value="2 loaves">
    <input type="hidden" name="csrf" value="abc" aria-label="Token"><input type="checkbox" value="on" aria-label="Gift wrap">
    <select aria-label="Colour"><option>Red</option><option>Blue</option></select>
    <form role="search"><input aria-label="Search" value="kettles"></form>`);
    t.same((0, control_labels_js_1.controlLabels)(p.$), [
        { label: 'Servings', value: '6' },
        { label: 'Size', value: 'M' },
        { label: 'Portions', value: '4' },
        { label: 'Yield', value: '2 loaves' },
    ], 'shown values only: no hidden field, box to tick, unchosen select or search box');
    t.equal((0, fields_js_1.extractField)(p, 'servings', ''), 6, 'through the field');
});
tap_1.default.test('the lines beside an item\'s title: a table of label rows is no meta line; an employer by its legal form; a byline\'s date', async (t) => {
    const job = page('<main><h1>Dispatch Team Lead</h1><div class="hiring-org"><a href="/e/1">Fenwick &amp; Daughters Ltd</a></div><table><tr><th>Location</th><td>Hexham</td></tr><tr><th>Salary</th><td>£31,500 per year</td></tr><tr><th>Posted</th><td>2 November 2026</td></tr></table></main>');
    t.equal((0, fields_js_1.extractField)(job, 'company', ''), 'Fenwick & Daughters Ltd', 'not the table\'s first row ("Location Hexham")');
    t.equal((0, fields_js_1.extractField)(job, 'location', ''), 'Hexham');
    const recipe = page('<article><h1>Sticky oat flapjacks</h1><p class="byline">By Hannah Okafor · 9 September 2026</p><dl><dt>Serves</dt><dd>12</dd><dt>Prep</dt><dd>10 minutes</dd></dl><h2>Method</h2><ol><li>Melt the butter.</li></ol></article>');
    t.equal((0, fields_js_1.extractField)(recipe, 'date', ''), '2026-09-09', 'a person and a date on an item page (it labels its facts): a meta line');
});
// session 20 review fixes (issue 27): a page's ids are no selectors, one index per call, no cart stepper,
// a <data> of several words, a glyph that is a cell's whole value
const cpuMs = (f) => {
    const from = process.cpuUsage();
    f();
    const d = process.cpuUsage(from);
    return (d.user + d.system) / 1000;
};
tap_1.default.test('a control whose id holds a backslash or a quote: read by its label, nothing throws', async (t) => {
    const p = page(`<h1>Enamel mug</h1><label for='q\\'>Servings</label><input id='q\\' value="4">
    <p id='n"b'>Finish</p><select aria-labelledby='n"b'><option selected>Matte</option></select><select id="x\\"><option selected>Large</option></select>`);
    t.same((0, control_labels_js_1.controlLabels)(p.$), [
        { label: 'Servings', value: '4' },
        { label: 'Finish', value: 'Matte' },
    ]);
    t.equal((0, fields_js_1.extractField)(p, 'title', ''), 'Enamel mug', 'every field still reads');
    t.equal((0, fields_js_1.extractField)(p, 'servings', ''), 4);
});
tap_1.default.test('many labelled controls: the labels are indexed once, not looked up by a query each', async (t) => {
    let rows = '';
    for (let i = 0; i < 4000; i++)
        rows += `<div class="row"><span id="l${i}">Item ${i}</span><input aria-labelledby="l${i}" value="${i}"><p>filler ${i}</p></div>`;
    const p = page(`<h1>Sheet</h1>${rows}`);
    let got = [];
    // about 0.35 s of CPU here (64 s with a query per control): the bound is ten times that
    const ms = cpuMs(() => (got = (0, control_labels_js_1.controlLabels)(p.$)));
    t.equal(got.length, 4000);
    t.same(got[3999], { label: 'Item 3999', value: '3999' });
    t.ok(ms < 3500, `controlLabels on 4000 rows: ${Math.round(ms)} ms CPU`);
});
tap_1.default.test("an add-to-cart stepper is how many to buy, no fact of the item", async (t) => {
    const p = page(`<h1>Copper kettle</h1><p>Only 3 left</p><form action="/cart/add" method="post"><label for="qty">Quantity</label><input id="qty" type="number" value="1"></form>
    <form class="product-form cart"><label>Amount <input type="number" value="2"></label></form><dl><dt>Capacity</dt><dd><input aria-label="Litres" value="1.7" readonly></dd></dl>`);
    t.same((0, control_labels_js_1.controlLabels)(p.$), [{ label: 'Litres', value: '1.7' }], 'a form that adds to a cart (by its action or its class) shows no value');
    t.equal((0, fields_js_1.extractField)(p, 'quantity', ''), null);
    t.equal((0, fields_js_1.extractField)(p, 'qty', ''), null);
});
tap_1.default.test('a <data> of a number and its noun keeps its words; a glyph that is a cell\'s whole value stays', async (t) => {
    const p = page('<h1>Orchard Close</h1><ul><li id="b"><data value="3">Three bedrooms</data></li><li id="w"><data value="2">Two</data> baths</li></ul>');
    t.equal(p.$('#b').text(), 'Three bedrooms', 'the noun is part of the text');
    t.equal(p.$('#w').text(), '2 baths', 'one word: still its value');
    t.equal((0, fields_js_1.extractField)(p, 'bedrooms', ''), 'Three');
    const pan = page('<h1>Cast iron skillet</h1><table><tr><th>Dishwasher safe</th><td>✓</td></tr><tr><th>Induction hob</th><td> ✔ </td></tr><tr><th>Maker</th><td><a>Ironvale</a> ✓</td></tr></table><dl><dt>Non-stick</dt><dd>✗</dd></dl><p id="s"><a>Ironvale</a> ✓</p>');
    t.equal(pan.$('td').eq(0).text(), '✓', 'a table cell of only a tick is its value');
    t.equal(pan.$('dd').text(), '✗', 'so is a description\'s value');
    t.equal(pan.$('td').eq(2).text().trim(), 'Ironvale', 'a tick beside a cell\'s words is an icon');
    t.equal(pan.$('#s').text().trim(), 'Ironvale', 'and beside a name');
    t.equal((0, fields_js_1.extractField)(pan, 'dishwasher_safe', ''), '✓');
    t.equal((0, fields_js_1.extractField)(pan, 'induction', 'works on induction?'), '✔');
});
//# sourceMappingURL=page-markup.test.js.map