"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.spanWithSign = spanWithSign;
// A span as a reader wants it: an amount keeps the currency sign the sentence puts before it ("€48",
// where the answer finder's span is the number).
const SIGN_BEFORE = /[€$£¥₹]\s?$/;
function spanWithSign(sentence, span) {
    const at = sentence.indexOf(span);
    if (at <= 0)
        return span;
    const sign = SIGN_BEFORE.exec(sentence.slice(Math.max(0, at - 2), at));
    return sign ? `${sign[0].trim()}${span}` : span;
}
//# sourceMappingURL=span-text.js.map