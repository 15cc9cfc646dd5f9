"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.checkClaim = checkClaim;
// An answer someone else wrote (the Cohere engine's model) checked against the passages it cites, by
// the same verifier as the answer finder's own spans: the answer's key words must be in the cited
// text (a cited passage that does not say them does not support it), and the question's constraints
// (names, numbers, relation words, negation, antonyms) must be met around the sentence that says it.
const find_js_1 = require("./find.js");
const question_js_1 = require("./question.js");
const sentences_js_1 = require("./sentences.js");
const verify_js_1 = require("./verify.js");
const words_js_1 = require("./words.js");
const SUPPORTED_AT = 0.5;
function checkClaim(questionText, answer, passages) {
    const question = (0, question_js_1.analyseQuestion)(questionText);
    // the answer's own words: those the question does not already say
    const answerKeys = [...new Set((0, words_js_1.tokenize)(answer).filter((t) => !(0, words_js_1.isStop)(t.lower) && !question.words.has(t.lower)).map((t) => t.key))];
    const sentences = passages.flatMap((p, passage) => (0, sentences_js_1.splitSentences)(p).map((s) => ({ passage, tokens: (0, words_js_1.tokenize)(s.text) })));
    const saidAnywhere = new Set(sentences.flatMap((s) => s.tokens.map((t) => t.key)));
    const support = answerKeys.length ? answerKeys.filter((k) => saidAnywhere.has(k)).length / answerKeys.length : 1;
    // the sentence that says most of the answer (then most of the question)
    const focusIn = (tokens) => new Set(tokens.map((t) => (0, find_js_1.matchFocus)(t.key, question.focus)?.key).filter(Boolean)).size;
    let best = -1;
    let bestScore = 0;
    sentences.forEach((s, i) => {
        const keys = new Set(s.tokens.map((t) => t.key));
        const score = answerKeys.filter((k) => keys.has(k)).length * 10 + focusIn(s.tokens);
        if (score > bestScore)
            [best, bestScore] = [i, score];
    });
    if (best < 0)
        return { support, verified: false, checks: null };
    const neighbours = [sentences[best - 1], sentences[best + 1]].filter((n) => n && n.passage === sentences[best].passage).flatMap((n) => n.tokens);
    const weights = new Map(question.focus.map((k) => [k, 1]));
    const checked = (0, verify_js_1.checkSentence)({ question, weights, matches: (k) => (0, find_js_1.matchFocus)(k, question.focus)?.key ?? null, evidence: { sentence: sentences[best].tokens, neighbours, heading: [] } });
    const answerWords = (0, words_js_1.tokenize)(answer).filter((t) => !(0, words_js_1.isStop)(t.lower));
    const restated = answerWords.length ? answerWords.filter((t) => question.words.has(t.lower)).length / answerWords.length : 1;
    // a model's answer is a sentence of its own: its type is not checked, and repeating the question is how it begins
    const verdict = (0, verify_js_1.verdictOf)(checked, 1, Math.min(restated, 0.99));
    return { support, verified: verdict.verified && checked.nameUnmet === 0 && support >= SUPPORTED_AT, checks: verdict.checks };
}
//# sourceMappingURL=claim.js.map