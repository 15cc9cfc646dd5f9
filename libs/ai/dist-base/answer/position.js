"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.atGap = atGap;
exports.neighbours = neighbours;
exports.contextOf = contextOf;
exports.nearness = nearness;
const words_js_1 = require("./words.js");
const WINDOW = 8;
/** 1 when the word before the span (within a few) is the gap's left neighbour, or the word after it the right one. */
function atGap(s, span, question) {
    const { before, after } = question.gap;
    const near = (from, step, key) => {
        for (let i = from, n = 0; i >= 0 && i < s.tokens.length && n < 4; i += step, n++) {
            if (s.tokens[i].key === key || s.matched[i]?.key === key)
                return true;
        }
        return false;
    };
    const first = s.tokens.findIndex((t) => t.start >= span.start);
    const lastIn = s.tokens.reduce((acc, t, i) => (t.end <= span.end ? i : acc), -1);
    let hit = 0;
    if (before && first > 0 && near(first - 1, -1, before))
        hit += 0.5;
    if (after && lastIn >= 0 && lastIn + 1 < s.tokens.length && near(lastIn + 1, 1, after))
        hit += 0.5;
    return before && after ? hit : hit * 2;
}
/** Whether question words sit right before and right after the span, and the side it is on. */
function neighbours(s, span, question) {
    let before = -1;
    let after = -1;
    s.tokens.forEach((t, i) => {
        if (t.end <= span.start)
            before = i;
        else if (after < 0 && t.start >= span.end)
            after = i;
    });
    const hitNear = (from, step) => {
        for (let i = from, seen = 0; i >= 0 && i < s.tokens.length && seen < 3; i += step) {
            if (s.matched[i])
                return 1;
            if (!(0, words_js_1.isStop)(s.tokens[i].lower))
                seen++;
            if (seen >= 1 && !(0, words_js_1.isStop)(s.tokens[i].lower))
                return 0;
        }
        return 0;
    };
    const first = s.matched.findIndex((m) => m !== null);
    const firstTok = first >= 0 ? s.tokens[first] : null;
    // "what did X do" asks for what follows X's words; "what caused X" for what comes before them
    const objectAsked = question.object;
    const side = firstTok ? (objectAsked ? (span.start >= firstTok.end ? 1 : 0) : span.end <= firstTok.start ? 1 : 0) : 0;
    return { left: before >= 0 ? hitNear(before, -1) : 0, right: after >= 0 ? hitNear(after, 1) : 0, side };
}
function contextOf(s, span, weights) {
    const first = s.tokens.findIndex((t) => t.end > span.start);
    let last = s.tokens.length - 1;
    while (last > 0 && s.tokens[last].start >= span.end)
        last--;
    const got = new Map();
    for (let i = Math.max(0, first - WINDOW); i <= Math.min(s.tokens.length - 1, last + WINDOW); i++) {
        const m = s.matched[i];
        if (m)
            got.set(m.key, Math.max(got.get(m.key) ?? 0, m.strength));
    }
    let sum = 0;
    for (const [k, strength] of got)
        sum += (weights.get(k) ?? 0) * strength;
    return sum;
}
/** 1 when the span touches a word of the question, falling off with the distance in words. */
function nearness(s, span) {
    let best = Infinity;
    s.tokens.forEach((t, i) => {
        if (!s.matched[i])
            return;
        const d = t.end <= span.start ? wordsBetween(s, t.end, span.start) : t.start >= span.end ? wordsBetween(s, span.end, t.start) : 0;
        best = Math.min(best, d);
    });
    return Number.isFinite(best) ? 1 / (1 + best) : 0;
}
function wordsBetween(s, from, to) {
    return s.tokens.filter((t) => t.start >= from && t.end <= to).length;
}
//# sourceMappingURL=position.js.map