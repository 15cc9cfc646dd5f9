"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
// "last updated", "date modified": the page's last change when it states one, else its publication date
const tap_1 = __importDefault(require("tap"));
const page_js_1 = require("./page.js");
const fields_js_1 = require("./fields.js");
const intent_js_1 = require("./intent.js");
const article = (head) => new page_js_1.Page(`<html><head>${head}</head><body><article><h1>Tides</h1><p>By Ada Moss</p><p>${'Text of the story. '.repeat(20)}</p></article></body></html>`, 'http://127.0.0.1/tides');
const ld = (o) => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'Tides', ...o })}</script>`;
tap_1.default.test('the last change is asked by its words, in any order', async (t) => {
    const page = article(ld({ datePublished: '2025-03-01T09:00:00Z', dateModified: '2025-06-10T12:00:00Z' }));
    for (const [k, d] of [['updated', 'last updated'], ['x', 'date modified'], ['x', 'when was it last updated'], ['revised', 'the date it was revised'], ['lastModified', '']]) {
        t.match(String((0, fields_js_1.extractField)(page, k, d)), /^2025-06-10/, `${k}: ${d}`);
    }
    for (const [k, d] of [['date', 'the publication date'], ['x', 'when was it published'], ['x', 'date (not the date it was updated)']]) {
        t.match(String((0, fields_js_1.extractField)(page, k, d)), /^2025-03-01/, `${k}: ${d} stays the publication date`);
    }
});
tap_1.default.test('meta tags state the change; a page that states none was last changed when published', async (t) => {
    const tagged = article('<meta property="article:published_time" content="2024-01-05"><meta property="article:modified_time" content="2024-02-07">');
    t.match(String((0, fields_js_1.extractField)(tagged, 'updated', 'last updated')), /^2024-02-07/);
    const plain = article(ld({ datePublished: '2023-09-09' }));
    t.match(String((0, fields_js_1.extractField)(plain, 'updated', 'last updated')), /^2023-09-09/);
    t.equal((0, intent_js_1.fieldIntent)('updated', 'last updated').specific.length, 0, '"last" says which date, it is no word to look for');
});
//# sourceMappingURL=modified-date.test.js.map