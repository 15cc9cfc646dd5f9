"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.indexDocuments = indexDocuments;
// What both engines index: every document split into passages, and BM25 postings over them.
const bm25_js_1 = require("./bm25.js");
const chunks_js_1 = require("./chunks.js");
function indexDocuments(documents, engine) {
    const passages = [];
    documents.forEach((d, s) => {
        for (const t of (0, chunks_js_1.splitIntoPassages)(d.text))
            passages.push({ s, t });
    });
    return {
        v: 1,
        engine,
        sources: documents.map(({ id, url, title }) => ({ id, url, title })),
        passages,
        // a passage is also about its page's title ("Warsaw"'s passages rarely repeat "Warsaw")
        bm25: (0, bm25_js_1.buildBm25)(passages.map((p) => withTitle(documents[p.s], p.t))),
    };
}
function withTitle(d, text) {
    return d.title && d.title !== d.url ? `${d.title}\n${text}` : text;
}
//# sourceMappingURL=build.js.map