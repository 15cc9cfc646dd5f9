"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const page_js_1 = require("./page.js");
const title_lines_js_1 = require("./title-lines.js");
const item_block_js_1 = require("./item-block.js");
// One reader of the item's title block: one heading, one chrome, the same lines for bylines, meta lines,
// prices and addresses, and walks that a page nested 100,000 levels deep cannot make slow or overflow.
const page = (body, head = '<title>Item</title>') => new page_js_1.Page(`<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`, 'http://127.0.0.1/item');
tap_1.default.test('the heading: the one the item\'s title names, else the first h1 outside the chrome and the site\'s banner', async (t) => {
    const micro = page('<header><h1 class="logo"><a href="/">Shop</a></h1><form><input></form></header><main><div itemscope itemtype="https://schema.org/Book"><h2 itemprop="name">River Maps</h2><p>By Ola Berg</p></div></main>');
    t.equal((0, title_lines_js_1.titleHeading)(micro)?.tagName, 'h2', 'the microdata name\'s heading, not the banner\'s h1');
    const p = page('<aside><h1>Popular</h1></aside><div><h1>Night Roads</h1><p>By Ola Berg</p></div>');
    t.equal((0, title_lines_js_1.titleBlockLines)(p)[0], 'Night Roads');
    const posting = page('<div class="nav"><a href="/">jobs</a></div><div class="posting"><header><h1>Cook</h1><ul><li>Harrow Inns Ltd</li><li>York</li></ul></header><div class="pay">£24,000 a year</div></div>');
    t.same((0, title_lines_js_1.titleBlockLines)(posting), ['Cook', 'Harrow Inns Ltd York', 'Harrow Inns Ltd', 'York', '£24,000 a year'], 'a posting\'s own header is the item\'s, and is climbed out of');
});
tap_1.default.test('the same lines for every reader: after the heading in document order, the one before it apart', async (t) => {
    const p = page('<div class="book"><p class="series">Book 2 of the Fell Trilogy</p><h1>Night Roads</h1><p>By Ola Berg</p><p>£9.99</p><div class="share-bar"><a>Share</a></div><p>Paperback</p><h2>Description</h2><p>Another line</p></div>');
    t.same((0, title_lines_js_1.titleLines)(p, null).map((l) => `${l.after ? '+' : '-'}${l.text}`), ['+By Ola Berg', '+£9.99', '+Paperback', '-Book 2 of the Fell Trilogy'], 'chrome skipped; the next heading ends the block');
    t.same((0, title_lines_js_1.titleBlockLines)(p), ['Night Roads', 'By Ola Berg', '£9.99', 'Paperback']);
    t.equal((0, item_block_js_1.blockPrice)(p)?.amount, 9.99);
    const body = page(`<div><h1>Flat</h1><p>${'A long description of the flat and its street. '.repeat(20)}</p><p>£900 pcm</p></div>`);
    t.same((0, title_lines_js_1.titleBlockLines)(body), ['Flat'], 'the item\'s body ends the block: a line after it is not the title\'s');
    t.same((0, title_lines_js_1.titleBlockLines)(page('<h1>Lamp</h1><p hidden>$12</p><p><del>$40</del> $32</p>')), ['Lamp', '$32'], 'hidden lines and struck amounts are not shown');
});
// (12,000 levels: deep enough to overflow the old recursive walk; cheerio's own queries on the page, which
// other readers make, cost depth² and would make 100,000 slow in a test: docs/benchmarks.md, session 17)
tap_1.default.test('a page nested 12,000 levels deep: the readers stay within their budgets and do not overflow the stack', async (t) => {
    const N = 12000;
    const bottom = page(`${'<div>'.repeat(N)}<h1>Deep flat</h1><p>By Ana Reyes</p><p>£1,200 pcm</p><p>Saturday 14 November 2026</p>${'</div>'.repeat(N)}`);
    t.same((0, title_lines_js_1.titleBlockLines)(bottom), ['Deep flat', 'By Ana Reyes', '£1,200 pcm', 'Saturday 14 November 2026']);
    t.equal((0, item_block_js_1.blockPrice)(bottom)?.period, 'month');
    const deepSibling = page(`<main><h1>Deep flat</h1><p>£1,200 pcm</p>${'<div>'.repeat(N)}x${'</div>'.repeat(N)}<p>By Ana Reyes</p></main>`);
    t.same((0, title_lines_js_1.titleBlockLines)(deepSibling), ['Deep flat', '£1,200 pcm'], 'a sibling with a deep subtree ends the block');
    const headings = page(`${'<div><h2>Level</h2><p>x</p>'.repeat(2000)}${'</div>'.repeat(2000)}`);
    t.equal((0, title_lines_js_1.titleHeading)(headings), null, 'no h1 and no heading named by the title');
    t.same((0, title_lines_js_1.titleLines)(headings, null), []);
});
//# sourceMappingURL=title-lines.test.js.map