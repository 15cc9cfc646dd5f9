"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
// The causes the seventh held-out round found (docs/benchmarks.md, "Session 21"), each as a model read with
// wordings of our own: a description written as a schema library's code, a bare "publication" as the outlet, a
// generic noun inside an element that is a field's ("the name in the byline"), "as" and a participle as a clause
// that says which one, a currency named for a price as no more than its unit, and an element after a participle
// of showing as where the value is shown.
const tap_1 = __importDefault(require("tap"));
const intent_js_1 = require("./intent.js");
const fields_js_1 = require("./fields.js");
const page_js_1 = require("./page.js");
const code_wrappers_js_1 = require("./code-wrappers.js");
const read = (key, description) => {
    const i = (0, intent_js_1.fieldIntent)(key, description);
    return `${i.kind}/${i.type}/${i.subject}`;
};
tap_1.default.test('a description written as code is read by the words inside its quotes, its type as a note', async (t) => {
    t.equal(read('ran_on', 'Field(description="the date the story went out")'), 'date/date/item');
    t.equal(read('x', '{"type": "string", "description": "who wrote the piece"}'), 'author/text/item');
    t.equal(read('x', 'z.number().describe("what it costs")'), 'price/number/item');
    t.equal(read('paper', "yup.string().describe('name of the newspaper')"), 'title/text/site');
    t.equal(read('x', 'cost: float = Field(..., description="what a ticket costs")'), 'price/number/item');
    t.equal((0, intent_js_1.fieldIntent)('tags', 'z.array(z.string()).describe("the tags on the post")').type, 'list');
    t.equal((0, code_wrappers_js_1.unwrapCode)('{"type": "integer", "description": "how many pages the book has"}'), 'how many pages the book has (integer)');
    t.equal((0, intent_js_1.fieldIntent)('x', 'Field(description="the date the story went out")').description, 'the date the story went out');
    // a sentence with a bracket or a quoted example is no code
    t.equal((0, code_wrappers_js_1.unwrapCode)('title (e.g. "The Big Sleep")'), 'title (e.g. "The Big Sleep")');
    t.equal((0, code_wrappers_js_1.unwrapCode)('Price (in euros)'), 'Price (in euros)');
    t.equal((0, code_wrappers_js_1.unwrapCode)("the brand, like 'Acme'"), "the brand, like 'Acme'");
    // bounded: a long text is not searched
    t.equal((0, code_wrappers_js_1.unwrapCode)(`f(${'"a b" '.repeat(500)})`).length > 0, true);
});
tap_1.default.test('a key that is "publication" alone is the outlet; its date is asked with a date word', async (t) => {
    for (const k of ['PUBLICATION', 'Publication', 'publication'])
        t.equal(read(k, ''), 'title/text/site', k);
    t.equal(read('publication', ''), 'title/text/site');
    t.equal(read('pubDate', 'publication'), 'date/date/item', 'a bare description under a date key stays the date');
    t.equal(read('publication_date', ''), 'date/date/item');
    t.equal(read('x', 'publication date'), 'date/date/item');
    t.equal(read('publication', 'when it was published'), 'date/date/item');
});
tap_1.default.test('a generic noun inside an element that is a field\'s is that field', async (t) => {
    t.equal(read('x', 'the name in the byline'), 'author/text/item');
    t.equal(read('by', 'the name shown in the byline'), 'author/text/item');
    t.equal(read('x', 'the name inside the author box'), 'author/text/item');
    t.equal(read('x', 'the words in the dateline'), 'date/date/item');
    t.equal(read('x', 'the text on the price tag'), 'price/number/item');
    // a picture or the body holds no such value: as before
    t.not((0, intent_js_1.fieldIntent)('x', 'the name in the logo').kind, 'image');
    t.not((0, intent_js_1.fieldIntent)('x', 'the name in the article').kind, 'content');
    // a field's own noun still wins
    t.equal(read('x', 'the date in the byline'), 'date/date/item');
});
tap_1.default.test('"as" and a participle says which one, not what', async (t) => {
    t.equal((0, intent_js_1.fieldIntent)('format', 'Format of the book as sold on this page.').kind, 'text');
    t.same((0, intent_js_1.fieldIntent)('format', 'Format of the book as sold on this page.').facts, ['format']);
    t.same((0, intent_js_1.fieldIntent)('x', 'the binding as offered here').facts, ['format']);
    t.not((0, intent_js_1.fieldIntent)('edition', 'the edition, as sold on this listing').kind, 'price');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the size of the shoe as sold').kind, 'text');
    t.equal(read('x', 'the date as printed'), 'date/date/item');
    t.equal(read('x', 'the price as sold'), 'price/number/item');
});
tap_1.default.test('a currency named for a price and an element after a participle of showing are no words to look for', async (t) => {
    t.same((0, intent_js_1.fieldIntent)('price', 'number, in dollars, e.g. 19.99').specific, []);
    t.same((0, intent_js_1.fieldIntent)('cost', 'a number, in euros').specific, []);
    t.same((0, intent_js_1.fieldIntent)('price', 'in pounds sterling, e.g. 4.50').specific, []);
    t.same((0, intent_js_1.fieldIntent)('amount', 'The price shown in the buy box, as a number.').specific, []);
    t.same((0, intent_js_1.fieldIntent)('x', 'the cost displayed on the purchase panel').specific, []);
    t.same((0, intent_js_1.fieldIntent)('x', 'the amount printed on the price tag').specific, []);
    t.same((0, intent_js_1.fieldIntent)('x', 'the salary stated in the advert').specific, []);
});
const page = (body, head = '<title>Item</title>', url = 'https://tickets.example/event/1') => new page_js_1.Page(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, url);
tap_1.default.test('on a page: the byline\'s name, a coded date, a priced clause in dollars', async (t) => {
    const article = page('<header><h1>Harbour wall to be rebuilt</h1><p class="byline">By <a href="/staff/jo-hale">Jo Hale</a></p><time datetime="2026-03-04">4 March 2026</time></header><article><p>The harbour wall will be rebuilt over two summers, the council said on Tuesday, after storms breached it twice last winter.</p><p>Work starts in May.</p></article>', '<title>Harbour wall to be rebuilt | Coast News</title>', 'https://coast.example/news/harbour-wall');
    t.equal((0, fields_js_1.extractField)(article, 'byline', 'the name in the byline'), 'Jo Hale');
    t.equal((0, fields_js_1.extractField)(article, 'writer', 'the name shown in the byline'), 'Jo Hale');
    t.equal((0, fields_js_1.extractField)(article, 'f1', 'z.string().describe("when the story went out")'), '2026-03-04');
    t.equal((0, fields_js_1.extractField)(article, 'ran', '{"type": "string", "description": "day it was published"}'), '2026-03-04');
    const event = page('<main><h1>Folk at the Mill</h1><p>Saturday 6 June 2026, 7.30pm</p><p class="price">Tickets $18.50</p><p>The Mill Rooms, Bath</p></main>');
    t.equal((0, fields_js_1.extractField)(event, 'price', 'number, in dollars, e.g. 19.99'), 18.5);
    t.equal((0, fields_js_1.extractField)(event, 'fee', 'number, in dollars'), 18.5);
    t.equal((0, fields_js_1.extractField)(event, 'amount', 'in dollars please'), 18.5);
});
//# sourceMappingURL=seventh-round-causes.test.js.map