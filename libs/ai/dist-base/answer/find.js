"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.findAnswer = findAnswer;
exports.rankAnswers = rankAnswers;
exports.matchFocus = matchFocus;
// The answer finder: given a question (or a field description) and passages of text, the sentence that
// is about it and, in that sentence, the span of the type the question asks for. No model: words
// matched with stems and synonyms, weighted by how rare they are among the passages.
const question_js_1 = require("./question.js");
const sentences_js_1 = require("./sentences.js");
const spans_js_1 = require("./spans.js");
const patterns_js_1 = require("./patterns.js");
const noun_phrases_js_1 = require("./noun-phrases.js");
const score_js_1 = require("./score.js");
const runs_js_1 = require("./runs.js");
const position_js_1 = require("./position.js");
const words_js_1 = require("./words.js");
const verify_js_1 = require("./verify.js");
const PRONOUN = /^(it|its|he|his|she|her|they|their|this|these|those|there)$/;
const NEAR_TOP = 0.8;
/** The best answer the verifier accepts (with `verify: false`, the best of all), or null. */
function findAnswer(questionText, passages, options = {}) {
    const ranked = rankAnswers(questionText, passages, options);
    if (options.verify === false || !ranked.length)
        return ranked[0] ?? null;
    // another span of the best sentence may pass where the best span fails (its type, a restatement); a
    // sentence that fails the question's constraints is not replaced by a much weaker one elsewhere
    // (the nearby fact: "when did production rise" is not answered by the founding year)
    const top = ranked[0];
    // a name the question says that no passage says: the page is about something else ("the Hollin mill")
    if (top.checks?.nameUnmet && namesUnsaid(questionText, passages))
        return null;
    return ranked.find((a) => a.verified && (a.sentence === top.sentence || a.score >= NEAR_TOP * top.score)) ?? null;
}
/** Every candidate answer, best first (one per span and sentence). */
function rankAnswers(questionText, passages, options = {}) {
    const question = (0, question_js_1.analyseQuestion)(questionText);
    if (!question.focus.length)
        return [];
    const sentences = sentencesOf(passages);
    if (!sentences.length)
        return [];
    const { weights, said } = focusWeights(question, sentences);
    if (options.everyWord !== false && missingWord(question, said))
        return [];
    const total = question.focus.reduce((s, k) => s + (weights.get(k) ?? 0), 0);
    const scored = [];
    for (const s of sentences) {
        const hits = new Map();
        for (const t of s.tokens) {
            if ((0, words_js_1.isStop)(t.lower))
                continue;
            const m = matchFocus(t.key, question.focus);
            if (m)
                hits.set(m.key, Math.max(hits.get(m.key) ?? 0, m.strength));
        }
        for (const k of s.headingKeys) {
            const m = matchFocus(k, question.focus);
            if (m)
                hits.set(m.key, Math.max(hits.get(m.key) ?? 0, m.strength * 0.8));
        }
        let got = 0;
        for (const [k, strength] of hits)
            got += (weights.get(k) ?? 0) * strength;
        // each word's match kept only for the sentences that say part of the question (a large page has many)
        if (got > 0)
            scored.push({ sentence: s.text, passage: s.passage, tokens: s.tokens, matched: s.tokens.map((t) => ((0, words_js_1.isStop)(t.lower) ? null : matchFocus(t.key, question.focus))), coverage: got / total, at: s.at });
    }
    scored.sort((a, b) => b.coverage - a.coverage);
    // a short question must be met nearly whole: "the time the show ends" is not answered by "the show starts"
    const min = options.minCoverage ?? (question.focus.length <= 3 ? 0.5 : 0.2);
    const out = [];
    for (const [rank, s] of scored.slice(0, options.sentences ?? 6).entries()) {
        if (s.coverage < min)
            break;
        const checked = (0, verify_js_1.checkSentence)({ question, weights, matches: (k) => matchFocus(k, question.focus)?.key ?? null, evidence: evidenceOf(sentences, s.at) });
        for (const c of candidates(s, rank, question, weights, total)) {
            const { verified, checks } = (0, verify_js_1.verdictOf)(checked, c.signals.fit, c.signals.repeated);
            out.push({ text: c.span.text, type: c.span.type, sentence: s.sentence, passage: s.passage, score: (0, score_js_1.scoreOf)(c.signals, options.weights), signals: c.signals, verified, checks });
        }
    }
    return out.sort((a, b) => b.score - a.score);
}
/** Whether a capitalised word of the question after its first is said by no passage (a one-letter misspelling forgiven). */
function namesUnsaid(questionText, passages) {
    const names = (0, words_js_1.tokenize)(questionText).slice(1).filter((t) => /^\p{Lu}/u.test(t.text) && !(0, words_js_1.isStop)(t.lower) && t.lower.length > 2);
    if (!names.length)
        return false;
    const said = new Set(sentencesOf(passages).flatMap((s) => [...s.tokens.flatMap((t) => [t.lower, t.key]), ...s.headingKeys]));
    return names.some((n) => !said.has(n.lower) && !said.has(n.key) && ![...said].some((w) => (0, verify_js_1.sameName)(w, n.key)) && !(n.lower.length >= 5 && [...said].some((w) => Math.abs(w.length - n.lower.length) <= 1 && (0, words_js_1.withinOneEdit)(w, n.lower))));
}
/** A sentence with the ones beside it in its passage and its heading: where the verifier looks. */
function evidenceOf(sentences, at) {
    const s = sentences[at];
    const neighbours = [];
    for (const n of [sentences[at - 1], sentences[at + 1]])
        if (n && n.passage === s.passage)
            neighbours.push(...n.tokens);
    return { sentence: s.tokens, neighbours, heading: s.headingKeys };
}
// Passages are split and tokenized once however many fields ask about them (a page's passages are one array).
const SENTENCES = new WeakMap();
function sentencesOf(passages) {
    let cached = SENTENCES.get(passages);
    if (!cached) {
        cached = splitPassages(passages);
        SENTENCES.set(passages, cached);
    }
    return cached;
}
function splitPassages(passages) {
    const out = [];
    passages.forEach((p, passage) => {
        const headingKeys = p.heading ? (0, words_js_1.tokenize)(p.heading).filter((t) => !(0, words_js_1.isStop)(t.lower)).map((t) => t.key) : [];
        let previous = [];
        for (const s of (0, sentences_js_1.splitSentences)(p.text)) {
            if (s.text.length > 1000)
                continue;
            const tokens = (0, words_js_1.tokenize)(s.text);
            // "Its offices are in Rotterdam": a sentence that opens with a pronoun is about the one before it
            const carried = PRONOUN.test(tokens[0]?.lower ?? '') ? previous.filter((t) => !(0, words_js_1.isStop)(t.lower)).map((t) => t.key) : [];
            out.push({ text: s.text, passage, tokens, headingKeys: [...headingKeys, ...carried], at: out.length });
            previous = tokens;
        }
    });
    return out;
}
// one memo per focus list (a question's): a page's words repeat
const MATCHES = new WeakMap();
/** A word of the text against the question's: the same stem, or one stem the start of the other ("slave", "slavery"). */
function matchFocus(key, focus) {
    let memo = MATCHES.get(focus);
    if (!memo) {
        memo = new Map();
        MATCHES.set(focus, memo);
    }
    let m = memo.get(key);
    if (m === undefined) {
        m = computeMatch(key, focus);
        memo.set(key, m);
    }
    return m;
}
function computeMatch(key, focus) {
    if (focus.includes(key))
        return { key, strength: 1 };
    if (key.length < 4)
        return null;
    for (const f of focus) {
        if (f.length < 4)
            continue;
        const [short, long] = f.length <= key.length ? [f, key] : [key, f];
        if (short.length >= 4 && long.startsWith(short) && long.length - short.length <= 4)
            return { key: f, strength: 0.7 };
    }
    // a misspelt word of the question ("charecterized", "juiveniles"): one letter off a long word
    if (key.length >= 6)
        for (const f of focus)
            if (f.length >= 6 && Math.abs(f.length - key.length) <= 1 && (0, words_js_1.withinOneEdit)(f, key))
                return { key: f, strength: 0.7 };
    return null;
}
/** A focus word found in few sentences says more than one found in most (inverse document frequency). */
function focusWeights(question, sentences) {
    const df = new Map();
    for (const s of sentences) {
        const seen = new Set();
        for (const t of s.tokens) {
            const m = matchFocus(t.key, question.focus);
            if (m)
                seen.add(m.key);
        }
        for (const k of s.headingKeys) {
            const m = matchFocus(k, question.focus);
            if (m)
                seen.add(m.key);
        }
        for (const k of seen)
            df.set(k, (df.get(k) ?? 0) + 1);
    }
    const n = sentences.length;
    // a word said nowhere is most likely said otherwise ("ban" for "forbade"): it counts, but as a common word
    const weights = new Map(question.focus.map((k) => [k, df.get(k) ? Math.log(1 + (n + 1) / (df.get(k) + 0.5)) : ABSENT_WEIGHT]));
    return { weights, said: new Set(df.keys()) };
}
const ABSENT_WEIGHT = 1;
/** A short question ("the time the show ends") whose word the text never says is not answered by it. */
function missingWord(question, said) {
    return question.focus.length <= 3 && question.focus.some((k) => !said.has(k));
}
function candidates(s, rank, question, weights, total) {
    const shaped = question.types[0] === 'thing' || question.types[0] === 'reason' ? (0, patterns_js_1.questionShapeSpans)(question.text, s.sentence) : [];
    const spans = [...(0, spans_js_1.typedSpans)(s.sentence), ...(0, runs_js_1.phrases)(s, question), ...shaped, ...(rank < 3 ? (0, noun_phrases_js_1.nounPhrases)(s.sentence) : [])];
    const out = [];
    const said = (w) => question.words.has(w.lower) || matchFocus(w.key, question.focus) !== null;
    // "became a café" for "what did the cottage become": the span without the question's words it opens with
    for (const span of [...spans]) {
        const words = (0, words_js_1.tokenize)(span.text);
        let i = 0;
        while (i < words.length - 1 && (said(words[i]) || (0, words_js_1.isStop)(words[i].lower)))
            i++;
        while (i > 0 && i < words.length && (0, words_js_1.isStop)(words[i].lower))
            i++;
        if (i > 0 && i < words.length && words.slice(0, i).some(said)) {
            const start = span.start + words[i].start;
            spans.push({ ...span, text: s.sentence.slice(start, span.end), start });
        }
    }
    for (const span of spans) {
        const words = (0, words_js_1.tokenize)(span.text);
        // a span the question already says is not its answer, and one that half repeats it is a weak one
        const content = words.filter((w) => !(0, words_js_1.isStop)(w.lower));
        if (!content.length || content.every(said))
            continue;
        const repeated = content.filter(said).length / content.length;
        let fit = 0;
        // 'thing' after a typed first choice is a fallback: a phrase where a name or a number was asked for
        question.types.forEach((t, rank) => (fit = Math.max(fit, (0, spans_js_1.answers)(span, t) * (rank > 0 && t === 'thing' ? 0.4 : 1 - rank * 0.2))));
        if (fit <= 0)
            continue;
        out.push({
            span,
            signals: {
                coverage: s.coverage,
                fit,
                shaped: shaped.includes(span) ? 1 : 0,
                repeated,
                near: (0, position_js_1.nearness)(s, span),
                context: (0, position_js_1.contextOf)(s, span, weights) / total,
                length: Math.min(1, words.length / 10),
                ...(0, position_js_1.neighbours)(s, span, question),
                named: /^[\p{Lu}\p{N}]/u.test(span.text) ? 1 : 0,
                gap: (0, position_js_1.atGap)(s, span, question),
            },
        });
    }
    return out;
}
//# sourceMappingURL=find.js.map