"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const cheerio = __importStar(require("cheerio"));
const bounded_text_js_1 = require("./bounded-text.js");
const line_breaks_js_1 = require("./line-breaks.js");
const engine_js_1 = require("./engine.js");
// A page whose one element has tens of thousands of children: the readers that looked at every
// child's parent (its text, its children) read the wide parent once per child. Text is now read only
// as far as a reader can use it, children counted only as far as a cap, and line breaks put in with
// one pass per parent.
tap_1.default.test('textWithin reads what text() reads, or null past the limit', async (t) => {
    const $ = cheerio.load('<div id="a">Publisher <b>Gullwing</b><!-- note --> <script>x=1</script>Press</div><div id="b">  \u200e one \n two\u200f  </div>');
    const a = $('#a')[0];
    t.equal((0, bounded_text_js_1.textWithin)(a, 100), $(a).text(), 'the same text, comments aside, scripts in');
    t.equal((0, bounded_text_js_1.textWithin)(a, 'PublisherGullwingx=1Press'.length), $(a).text(), 'exactly at the limit: read');
    t.equal((0, bounded_text_js_1.textWithin)(a, 'PublisherGullwingx=1Press'.length - 1), null, 'one character over: null');
    const b = $('#b')[0];
    t.equal((0, bounded_text_js_1.textWithin)(b, 6), $(b).text(), 'spaces and direction marks are not counted (cleaning drops them)');
});
tap_1.default.test('moreChildrenThan counts no further than it needs', async (t) => {
    const $ = cheerio.load(`<ul>${'<li>x</li>'.repeat(30)}</ul>`);
    const ul = $('ul')[0];
    let looked = 0;
    const skip = () => (looked++, false);
    t.ok((0, bounded_text_js_1.moreChildrenThan)(ul, 12, skip));
    t.equal(looked, 13, 'stops at the 13th child');
    t.notOk((0, bounded_text_js_1.moreChildrenThan)(ul, 30, () => false), 'thirty is not more than thirty');
});
tap_1.default.test('line breaks in a wide parent keep its children linked in order', async (t) => {
    const n = 30000;
    const $ = cheerio.load(`<div id="w">${'a<p>x</p>'.repeat(n)}</div>`);
    const w = $('#w')[0];
    (0, line_breaks_js_1.breakLines)($.root()[0]);
    const kids = w.children;
    t.equal(kids.length, n * 4 - 1, 'a break before and after each paragraph (none after the last)');
    let linked = true;
    kids.forEach((c, i) => {
        if (c.prev !== (kids[i - 1] ?? null) || c.next !== (kids[i + 1] ?? null) || c.parent !== w)
            linked = false;
    });
    t.ok(linked, 'prev, next and parent agree with the list');
    t.equal($(w).text().split('\n').length, n * 2, 'one line per text and per paragraph');
});
tap_1.default.test('the engine answers on a page of 20,000 siblings (what the depth cap makes of 20,000 nested <div><span>)', { timeout: 60_000 }, async (t) => {
    // this page took over a minute for three fields before (docs/benchmarks.md, session 18); the timeout
    // is generous for a loaded machine and far below that
    const html = `<html><head><title>Wide page - Example</title></head><body><h1>A wide page</h1><p>By Ann Lee</p><p>Price: $12</p>${'<div><span>word</span>'.repeat(20000)}${'</div>'.repeat(20000)}</body></html>`;
    const got = await new engine_js_1.LocalEngine().extractFields({ html, url: 'http://127.0.0.1/wide', fields: { title: 'title', author: 'who wrote it', price: 'the price', date: 'when was it published' } });
    t.same(got, { title: 'A wide page', author: 'Ann Lee', price: 12, date: null });
});
tap_1.default.test('a 20,000-row table and a list of 20,000 items answer', { timeout: 60_000 }, async (t) => {
    const rows = Array.from({ length: 20000 }, (_, i) => `<tr><td>Row ${i}</td><td>${i * 3}</td></tr>`).join('');
    const items = '<li>Entry</li>'.repeat(20000);
    const e = new engine_js_1.LocalEngine();
    for (const body of [`<table>${rows}</table>`, `<ul>${items}</ul>`]) {
        const html = `<html><head><title>Wide - Example</title></head><body><h1>A wide page</h1><p>By Ann Lee</p>${body}</body></html>`;
        t.same(await e.extractFields({ html, url: 'http://127.0.0.1/wide', fields: { title: 'the title', author: 'the author' } }), { title: 'A wide page', author: 'Ann Lee' });
    }
});
//# sourceMappingURL=wide-page.test.js.map