"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
// Item pages of books and events as real shops and venues write them (the seventh held-out round's book and
// event pages, docs/benchmarks.md "Session 21: pb21"), each cause with markup of our own: facts on the lines
// of one element, a line of facts joined by separators.
const tap_1 = __importDefault(require("tap"));
const page_js_1 = require("./page.js");
const intent_js_1 = require("./intent.js");
const main_item_js_1 = require("./main-item.js");
const item_labels_js_1 = require("./item-labels.js");
const page = (body) => new page_js_1.Page(`<!doctype html><html><head><title>Item</title></head><body>${body}</body></html>`, 'http://127.0.0.1/item');
tap_1.default.test('"Label: value" facts on the lines of one element are a pair per line', async (t) => {
    const book = page(`<h1>The Salt Road</h1><p>A walk along the old packhorse ways.</p>
    <div class="specs">ISBN: 9781234567897<br>Imprint: Fallow Books<br>Release date: 3 March 2024<br>Language: English</div>`);
    t.equal((0, main_item_js_1.mainItemFact)(book, (0, intent_js_1.fieldIntent)('publisher', 'publisher')), 'Fallow Books', 'the imprint line alone, not the lines after it');
    t.equal((0, main_item_js_1.readItemProperty)(book, 'date'), '2024-03-03');
    t.same(book.labels.map((p) => p.label), ['ISBN', 'Imprint', 'Release date', 'Language']);
    // one pair written over two lines stays one pair; a sentence with a colon is no list of facts
    t.same(page('<p>Brand:<br>Acme Tools</p>').labels.map((p) => [p.label, p.value]), [['Brand', 'Acme Tools']]);
    t.same(page('<p>Note: ships in a week<br>and is signed by the author.</p>').labels.map((p) => p.label), ['Note']);
    // the newlines of the source's indentation are no lines the page shows
    t.same(page('<div>Version: <span>2.0</span>\n   | Release date: 2 March 2026\n</div>').labels.map((p) => p.label), ['Version']);
});
tap_1.default.test('a line of facts joined by separators: its format part and its count of pages', async (t) => {
    const dotted = page(`<h1>Weather Diaries</h1><p class="meta">Paperback · 412 pages · Out 2 May 2024</p>`);
    t.equal((0, main_item_js_1.readItemProperty)(dotted, 'format'), 'Paperback');
    t.equal((0, main_item_js_1.readItemProperty)(dotted, 'pages'), 412);
    const spans = page(`<h1>Weather Diaries</h1><div><span>Hardback</span> | <span>198 pp.</span> | <span>£14.99</span></div>`);
    t.equal((0, main_item_js_1.readItemProperty)(spans, 'format'), 'Hardback', 'parts in elements of their own');
    t.equal((0, main_item_js_1.readItemProperty)(spans, 'pages'), 198);
    // a menu of formats states no count: no format is chosen from it
    t.equal((0, main_item_js_1.readItemProperty)(page(`<h1>Weather Diaries</h1><p>Hardcover | Paperback | Ebook</p>`), 'format'), null);
    // another item's line in the aside is not this item's
    t.equal((0, main_item_js_1.readItemProperty)(page(`<h1>Weather Diaries</h1><aside><p>Paperback · 288 pages</p></aside>`), 'format'), null);
});
tap_1.default.test('a row of chips, each a value in words over its label', async (t) => {
    const book = page(`<h1>Lantern Street</h1><ul class="specs"><li class="spec"><b>Hardback</b><small>Binding</small></li>
    <li class="spec"><b>Fallow &amp; Finch</b><small>Imprint</small></li><li class="spec"><b>320</b><small>Pages</small></li></ul>`);
    t.equal((0, main_item_js_1.readItemProperty)(book, 'format'), 'Hardback');
    t.equal((0, main_item_js_1.mainItemFact)(book, (0, intent_js_1.fieldIntent)('publisher', 'who published it')), 'Fallow & Finch');
    t.equal((0, main_item_js_1.readItemProperty)(book, 'pages'), 320);
    // one pair of words alone is no chip: a name and the word after it are not read as a value and its label
    t.same((0, item_labels_js_1.labelValues)(page(`<h1>Lantern Street</h1><p><b>Fallow &amp; Finch</b> <small>Publisher</small></p>`), /^publisher$/), []);
});
//# sourceMappingURL=item-page-lines.test.js.map