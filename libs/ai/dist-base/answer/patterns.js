"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.questionShapeSpans = questionShapeSpans;
const words_js_1 = require("./words.js");
const COPULA = /^(is|are|was|were|be|been|becomes|became|means|refers)$/i;
const STOPPERS = /[,;:()\[\]]|\s[-–—]\s|\.\s|\.$/;
/** the sentence from `from` to the next clause boundary, at most `max` words */
function phraseFrom(sentence, tokens, from, max = 12) {
    const first = tokens.findIndex((t) => t.start >= from);
    if (first < 0)
        return null;
    let last = first;
    for (let i = first + 1; i < tokens.length && i - first < max; i++) {
        if (STOPPERS.test(sentence.slice(tokens[i - 1].end, tokens[i].start)))
            break;
        if (/^(which|who|whom|whose|while|whereas|although|though|because)$/i.test(tokens[i].lower))
            break;
        last = i;
    }
    const start = tokens[first].start;
    const end = tokens[last].end;
    return { text: sentence.slice(start, end), start, end, type: 'thing' };
}
function questionShapeSpans(question, sentence) {
    const q = question.toLowerCase();
    const tokens = (0, words_js_1.tokenize)(sentence);
    const out = [];
    // "what kind of N": the modifier of N in the sentence, with N
    const kind = /\b(?:what|which) (?:type|kind|sort|form|class|style|category|brand|breed|make|model|species|variety) of (\w+)/.exec(q);
    if (kind) {
        const head = (0, words_js_1.keyOf)(kind[1]);
        tokens.forEach((t, i) => {
            if (i > 0 && t.key === head && !/^(the|a|an|of|and|or|this|that|these|those)$/i.test(tokens[i - 1].lower)) {
                const from = i > 1 && /^[a-z]/.test(tokens[i - 2].text) && !/^(the|a|an|of|and|or|in|on|for|to|by|with|are|is|was|were)$/i.test(tokens[i - 2].lower) ? i - 2 : i - 1;
                out.push({ text: sentence.slice(tokens[from].start, t.end), start: tokens[from].start, end: t.end, type: 'thing' });
            }
        });
    }
    // named, called, known as, referred to as
    if (/\b(called|known as|named|referred to as|name of|nickname|also known)\b/.test(q)) {
        for (const m of sentence.matchAll(/\b(?:called|known as|named|referred to as|nicknamed|dubbed|titled)\s+/gi)) {
            const span = phraseFrom(sentence, tokens, (m.index ?? 0) + m[0].length, 8);
            if (span)
                out.push(span);
        }
    }
    // "what is X": the words after the subject and its verb "is"
    const definition = /^(?:what|who) (?:is|are|was|were) (?:an? |the )?(.+)$/.exec(q.replace(/[?.!\s]+$/, ''));
    if (definition) {
        const subject = (0, words_js_1.tokenize)(definition[1]).map((t) => t.key);
        for (let i = 0; i < tokens.length - 1; i++) {
            if (!COPULA.test(tokens[i].lower) || i === 0)
                continue;
            const before = tokens.slice(Math.max(0, i - 4), i).map((t) => t.key);
            if (!subject.some((k) => before.includes(k)))
                continue;
            const span = phraseFrom(sentence, tokens, tokens[i].end);
            if (span)
                out.push(span);
        }
    }
    // "what did X <verb>", "what does X <verb>": the object after the verb in the sentence; "<verb> by" gives the agent
    const verbQuestion = /^(?:what|whom|who|which \w+) (?:did|does|do|has|have|had|will|would|can|could|is|was|are|were) (.+)$/.exec(q.replace(/[?.!\s]+$/, ''));
    const subjectQuestion = /^(?:what|who|which \w+) (\w+(?:ed|s)?)\b/.exec(q);
    const verbs = new Set();
    if (verbQuestion) {
        const words = (0, words_js_1.tokenize)(verbQuestion[1]);
        if (words.length)
            verbs.add(words[words.length - 1].key);
        for (const w of words.slice(1))
            verbs.add(w.key);
    }
    if (subjectQuestion && !COPULA.test(subjectQuestion[1]))
        verbs.add((0, words_js_1.keyOf)(subjectQuestion[1]));
    tokens.forEach((t, i) => {
        if (!verbs.has(t.key) || i === tokens.length - 1)
            return;
        const next = tokens[i + 1];
        const from = next.lower === 'by' && subjectQuestion ? next.end : t.end;
        const span = phraseFrom(sentence, tokens, from, 8);
        if (span)
            out.push(span);
    });
    return out;
}
//# sourceMappingURL=patterns.js.map