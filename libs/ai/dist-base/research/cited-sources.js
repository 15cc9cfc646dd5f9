"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.citedSources = citedSources;
const confidence_js_1 = require("./confidence.js");
/**
 * Each source the answer drew on: half how well its best passage was retrieved (against the best),
 * half how well its best answer scored (against the answer given). The answer's own source comes first.
 */
function citedSources(index, hits, ranked, answerPassage) {
    const top = hits[0]?.score || 1;
    const bestScore = ranked[0]?.score || 1;
    const bySource = new Map();
    hits.forEach((h, i) => {
        const s = index.sourceOf(h.passage);
        const entry = bySource.get(s.id) ?? { url: s.url, retrieval: 0, answer: 0 };
        entry.retrieval = Math.max(entry.retrieval, h.score / top);
        const a = ranked.find((r) => r.passage === i);
        if (a)
            entry.answer = Math.max(entry.answer, Math.max(0, a.score) / bestScore);
        bySource.set(s.id, entry);
    });
    const first = index.sourceOf(answerPassage).id;
    return [...bySource]
        .map(([id, e]) => ({ id, url: e.url, relevance: (0, confidence_js_1.round)(Math.min(1, 0.5 * e.retrieval + 0.5 * e.answer)) }))
        .filter((s) => s.id === first || s.relevance >= 0.3)
        .sort((a, b) => Number(b.id === first) - Number(a.id === first) || b.relevance - a.relevance);
}
//# sourceMappingURL=cited-sources.js.map