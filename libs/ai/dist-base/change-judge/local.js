"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LocalChangeJudge = void 0;
exports.parseAmount = parseAmount;
// The judge without a model: it understands the prompts people write most (a price or number
// going down or up, something coming back in stock or selling out, a phrase appearing or
// disappearing) and lets any other change through, so a prompt it cannot read never hides a change.
const DOWN = /\b(drops?|dropped|decreas\w*|lower\w*|cheaper|falls?|fell|goes down|go down|reduc\w*|below|discount\w*|on sale)\b/;
const UP = /\b(rises?|rose|increas\w*|higher|goes up|go up|more expensive|above|raised?)\b/;
const BACK_IN_STOCK = /\b(back in stock|in stock|available again|becomes available|restock\w*)\b/;
const SOLD_OUT = /\b(out of stock|sold out|unavailable)\b/;
const APPEARS = /\b(appears?|is mentioned|mentions?|contains?|shows? up|is added|is listed|includes?)\b/;
const DISAPPEARS = /\b(disappears?|is removed|removed|no longer|goes away)\b/;
/** "$1,299.00" -> 1299, "17,49 €" -> 17.49, "-3.5%" -> -3.5. */
function parseAmount(text) {
    const m = /[-+]?\d[\d.,' ]*/.exec(text.replace(/\s(?=\d{3}\b)/g, ''));
    if (!m)
        return null;
    let s = m[0].replace(/[' ]/g, '');
    const lastComma = s.lastIndexOf(',');
    const lastDot = s.lastIndexOf('.');
    if (lastComma > lastDot)
        s = /,\d{1,2}$/.test(s) ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
    else
        s = s.replace(/,/g, '');
    const n = Number.parseFloat(s);
    return Number.isFinite(n) ? n : null;
}
/** The first number that differs between a removed line and the added line after it. */
function numberMove(diffText) {
    const lines = diffText.split('\n');
    for (let i = 0; i + 1 < lines.length; i++) {
        if (!lines[i].startsWith('- ') || !lines[i + 1].startsWith('+ '))
            continue;
        const a = lines[i].slice(2).match(/[-+]?[$€£¥]?\s?\d[\d.,' ]*/g) ?? [];
        const b = lines[i + 1].slice(2).match(/[-+]?[$€£¥]?\s?\d[\d.,' ]*/g) ?? [];
        for (let k = 0; k < Math.min(a.length, b.length); k++) {
            const x = parseAmount(a[k]);
            const y = parseAmount(b[k]);
            if (x !== null && y !== null && x !== y)
                return { before: x, after: y };
        }
    }
    return null;
}
/** The phrase a prompt names: quoted, or the words after "when"/"if" and the verb. */
function phraseOf(prompt) {
    const quoted = /["“'‘]([^"”'’]{2,80})["”'’]/.exec(prompt);
    if (quoted)
        return quoted[1].toLowerCase();
    const m = /\b(?:when|if|once)\s+(?:the\s+page\s+)?(?:(?:mentions?|contains?|includes?|shows?)\s+)?(.{2,60}?)\s+(?:appears?|is mentioned|shows? up|is added|is listed|disappears?|is removed|goes away)\b/i.exec(prompt);
    if (m)
        return m[1].toLowerCase().replace(/^(the|a|an)\s+/, '');
    const after = /\b(?:mentions?|contains?|includes?)\s+(.{2,60})$/i.exec(prompt.trim());
    return after ? after[1].toLowerCase().replace(/[.!]+$/, '') : null;
}
class LocalChangeJudge {
    name = 'local';
    async judge(req) {
        return { matters: this.matters(req), summary: req.localSummary };
    }
    matters(req) {
        const prompt = req.prompt.toLowerCase();
        const before = req.before.toLowerCase();
        const after = req.after.toLowerCase();
        if (BACK_IN_STOCK.test(prompt) && !/\bout\b/.test(prompt.replace(/out of stock.*?back/, ''))) {
            return !SOLD_OUT.test(after) && (SOLD_OUT.test(before) || !/\bin stock\b/.test(before));
        }
        if (SOLD_OUT.test(prompt))
            return SOLD_OUT.test(after) && !SOLD_OUT.test(before);
        const down = DOWN.test(prompt);
        const up = UP.test(prompt);
        if (down !== up) {
            const move = numberMove(req.diffText);
            if (move)
                return down ? move.after < move.before : move.after > move.before;
        }
        const phrase = phraseOf(req.prompt);
        if (phrase && DISAPPEARS.test(prompt))
            return before.includes(phrase) && !after.includes(phrase);
        if (phrase && APPEARS.test(prompt))
            return after.includes(phrase) && !before.includes(phrase);
        return true;
    }
}
exports.LocalChangeJudge = LocalChangeJudge;
//# sourceMappingURL=local.js.map