"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const index_js_1 = require("./index.js");
tap_1.default.test('main content keeps the article and drops navigation', async (t) => {
    const para = (n) => `<p>Paragraph ${n} of the story tells how the river rose over the old bridge and the town gathered to watch the water, which carried branches and boats downstream all night long.</p>`;
    const html = `<html><head><title>Flood night | Town News</title><meta name="author" content="Jo Park"></head><body>
    <nav><a href="/">Home</a> <a href="/sport">Sport</a></nav>
    <article><h1>Flood night</h1>${[1, 2, 3, 4, 5].map(para).join('')}</article>
    <footer>Copyright Town News</footer></body></html>`;
    const out = (0, index_js_1.mainContent)(html, 'https://news.example/flood');
    t.match(out.text, /Paragraph 1 of the story/);
    t.match(out.text, /Paragraph 5 of the story/);
    t.notMatch(out.text, /Copyright Town News/);
    t.equal(out.byline, 'Jo Park');
    t.match(out.title ?? '', /Flood night/);
});
//# sourceMappingURL=main-content.test.js.map