"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.tableAnswer = tableAnswer;
// format "table": one row per source that answers ("compare the prices of these products": each
// product page's price), the question's own word for what is compared as the column's header.
const find_js_1 = require("../answer/find.js");
const words_js_1 = require("../answer/words.js");
const confidence_js_1 = require("./confidence.js");
const not_found_js_1 = require("./not-found.js");
const span_text_js_1 = require("./span-text.js");
const PER_SOURCE = 3;
// a row's answer is to the table's column, not to a question with constraints: the verifier's checks pass
const CLEAN = { unmet: 0, rarestUnmet: 0, nameUnmet: 0, numberUnmet: 0, relationUnmet: 0, contrary: 0, swapped: 0, misfit: 0, restated: 0, verified: 1 };
const ROWS = 50;
// words that ask for the table rather than say what goes in it
const ASKING = /^(compare|comparing|comparison|list|show|give|tell|table|summari[sz]e|tabulate|what|which|are|is|the|these|those|all|each|every|of|for|between|across|me|us|please|and|their|its|in|on|by)$/i;
function tableAnswer(index, q, keys) {
    const words = q.question.split(/\s+/);
    // "compare the prices of these products" -> "prices of these products": the rows are the products
    const start = words.findIndex((w) => !ASKING.test(w.replace(/\W/g, '')));
    const asked = start < 0 ? q.question : words.slice(start).join(' ');
    const label = (0, words_js_1.tokenize)(asked).find((t) => !(0, words_js_1.isStop)(t.lower) && !ASKING.test(t.lower))?.text.toLowerCase() ?? 'answer';
    const hits = index.bm25.search(keys, 400);
    const bySource = new Map();
    for (const h of hits) {
        const s = index.file.passages[h.passage].s;
        const list = bySource.get(s) ?? [];
        if (list.length < PER_SOURCE)
            list.push(h.passage);
        bySource.set(s, list);
    }
    const rows = [];
    const sources = [];
    const confidences = [];
    for (const [s, passageIds] of [...bySource].slice(0, ROWS)) {
        const source = index.file.sources[s];
        const passages = passageIds.map((p) => ({ text: index.textOf(p), heading: source.title }));
        const best = (0, find_js_1.rankAnswers)(asked, passages, { everyWord: false, minCoverage: 0.3 })[0];
        if (!best)
            continue;
        const confidence = (0, confidence_js_1.confidenceOf)({ score: best.score, coverage: best.signals.coverage, fit: best.signals.fit, retrieval: 1, margin: 0.2, absent: 0, ragged: 0, held: 1, rarest: 1, ...CLEAN });
        rows.push([source.title, (0, span_text_js_1.spanWithSign)(best.sentence, best.text)]);
        sources.push({ id: source.id, url: source.url, relevance: confidence });
        confidences.push(confidence);
    }
    if (!rows.length)
        return (0, not_found_js_1.notFound)('table');
    const confidence = (0, confidence_js_1.round)(confidences.reduce((a, b) => a + b, 0) / confidences.length);
    return { answer: { headers: ['source', label], rows }, found: true, confidence, sources, span: null };
}
//# sourceMappingURL=table-answer.js.map