"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LocalResearchEngine = void 0;
exports.queryKeys = queryKeys;
exports.answerLocally = answerLocally;
// The local research engine (no model, offline): BM25 finds the passages a question is about, the
// answer finder (answer/find.ts) picks the sentence that answers and the span in it of the type the
// question asks for, and the confidence comes from both scores. When nothing answers, it says so.
const question_js_1 = require("../answer/question.js");
const find_js_1 = require("../answer/find.js");
const bm25_js_1 = require("./bm25.js");
const build_js_1 = require("./build.js");
const confidence_js_1 = require("./confidence.js");
const index_file_js_1 = require("./index-file.js");
const table_answer_js_1 = require("./table-answer.js");
const evidence_js_1 = require("./evidence.js");
const cited_sources_js_1 = require("./cited-sources.js");
const span_text_js_1 = require("./span-text.js");
const not_found_js_1 = require("./not-found.js");
/** How much a passage's retrieval score (against the best passage's) adds to its answers' scores. */
const RETRIEVAL_WEIGHT = 1;
/** Passages the answer finder reads (the best by BM25). */
const READ = 8;
class LocalResearchEngine {
    name = 'local';
    async index(documents) {
        return (0, index_file_js_1.encodeIndex)((0, build_js_1.indexDocuments)(documents, 'local'));
    }
    load(bytes) {
        return (0, index_file_js_1.decodeIndex)(bytes);
    }
    async ask(loaded, q) {
        return answerLocally(loaded.without(q.gone), q);
    }
}
exports.LocalResearchEngine = LocalResearchEngine;
/** The question's words and the context's: what retrieval looks for. */
function queryKeys(q, focus = (0, question_js_1.analyseQuestion)(q.question).focus) {
    return [...focus, ...(q.context ? (0, bm25_js_1.contentKeys)(q.context) : [])];
}
function answerLocally(index, q) {
    const focus = (0, question_js_1.analyseQuestion)(q.question).focus;
    const keys = queryKeys(q, focus);
    if (q.format === 'table')
        return (0, table_answer_js_1.tableAnswer)(index, q, keys);
    // a name the question says ("Reykjavik", "Moby-Dick") that no source says: the sources are not about it
    if ((0, evidence_js_1.namesOf)(q.question).some((k) => !index.bm25.saysNearly(k)))
        return (0, not_found_js_1.notFound)(q.format);
    const found = index.bm25.search(keys, READ);
    const best = bestAnswer(index, q.question, focus, found);
    if (!best)
        return (0, not_found_js_1.notFound)(q.format);
    const retrieval = Math.min(1, found[0].score / Math.max(1e-9, index.bm25.ceiling(keys)));
    const absent = focus.length ? focus.filter((k) => index.bm25.idf(k) === 0).length / focus.length : 0;
    const passage = found[best.answer.passage].passage;
    const evidence = { score: best.answer.score, coverage: best.answer.signals.coverage, fit: best.answer.signals.fit, retrieval, margin: best.margin, absent, ragged: (0, evidence_js_1.ragged)(best.answer.text), ...(0, evidence_js_1.heldBy)(index, passage, focus), ...checksOf(best.answer) };
    const confidence = (0, confidence_js_1.confidenceOf)(evidence);
    if (confidence < not_found_js_1.NOT_FOUND_BELOW || (0, evidence_js_1.swappedName)(index, passage, (0, evidence_js_1.namesOf)(q.question)))
        return { ...(0, not_found_js_1.notFound)(q.format, confidence), evidence, withheld: answerText(best) };
    const source = index.sourceOf(passage);
    const span = { text: (0, span_text_js_1.spanWithSign)(best.answer.sentence, best.answer.text), type: best.answer.type };
    const text = answerText(best);
    const answer = q.format === 'json' ? { answer: span.text, type: span.type, sentence: best.answer.sentence, source_id: source.id } : text;
    return { answer, found: true, confidence, sources: (0, cited_sources_js_1.citedSources)(index, found, best.ranked, passage), span, evidence };
}
/** The verifier's measures as evidence (an answer it did not check counts as unverified). */
function checksOf(a) {
    const c = a.checks ?? { unmet: 1, rarestUnmet: 1, nameUnmet: 1, numberUnmet: 1, relationUnmet: 1, contrary: 1, swapped: 1, misfit: 1, restated: 1 };
    return { ...c, verified: a.verified ? 1 : 0 };
}
const RUNNER_UP = 0.9;
/** How much a sentence's share of the question (its words weighted by rarity over all the sources) adds. */
const SENTENCE_WEIGHT = 2;
/** The best answer's sentence; when another sentence's answer scores nearly as well, that sentence after it. */
function answerText(best) {
    const first = best.answer;
    const second = best.ranked.find((a) => a.sentence !== first.sentence);
    if (second && second.score >= RUNNER_UP * first.score)
        return `${first.sentence} ${second.sentence}`;
    return first.sentence;
}
function bestAnswer(index, question, focus, hits) {
    if (!hits.length)
        return null;
    const passages = hits.map((h) => ({ text: index.textOf(h.passage), heading: index.sourceOf(h.passage).title }));
    // the answer finder reads each passage alone: how well retrieval placed it, and how much of the
    // question its sentence says by the words' rarity over all the sources, count too
    const top = hits[0].score || 1;
    const weights = focus.map((k) => index.bm25.idf(k));
    const total = weights.reduce((a, b) => a + b, 0) || 1;
    const sentenceHeld = new Map();
    // a page's title says what each of its sentences is about ("Today about 1,200 roses grow there")
    const held = (a) => {
        const title = passages[a.passage].heading ?? '';
        const memo = `${title}\n${a.sentence}`;
        let v = sentenceHeld.get(memo);
        if (v === undefined) {
            const said = new Set((0, bm25_js_1.contentKeys)(memo));
            v = focus.reduce((sum, k, i) => sum + (said.has(k) ? weights[i] : 0), 0) / total;
            sentenceHeld.set(memo, v);
        }
        return v;
    };
    const ranked = (0, find_js_1.rankAnswers)(question, passages)
        .map((a) => ({ ...a, score: a.score + RETRIEVAL_WEIGHT * (hits[a.passage].score / top) + SENTENCE_WEIGHT * held(a) }))
        .sort((a, b) => b.score - a.score);
    const answer = ranked[0];
    if (!answer)
        return null;
    const other = ranked.find((a) => a.text.toLowerCase() !== answer.text.toLowerCase() && !answer.sentence.includes(a.text));
    return { answer, ranked, margin: other ? Math.max(0, answer.score - other.score) : answer.score };
}
//# sourceMappingURL=local-engine.js.map