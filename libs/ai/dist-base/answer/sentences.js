"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.splitSentences = splitSentences;
// Splits a passage into sentences, keeping abbreviations ("Dr.", "U.S.", "c. 1290") and decimals whole.
const ABBREVIATION = /\b(?:mr|mrs|ms|dr|prof|sr|jr|st|mt|no|vs|etc|inc|ltd|co|corp|approx|est|fig|vol|ca|c|e\.g|i\.e|[a-z])\.$/i;
function splitSentences(text) {
    const out = [];
    const re = /[.!?。！？]+["'”’)\]]*\s+(?=["'“‘(\[]?[\p{Lu}\p{N}])|\n+/gu;
    let start = 0;
    for (const m of text.matchAll(re)) {
        const end = (m.index ?? 0) + m[0].length;
        const piece = text.slice(start, end);
        if (m[0].trim() && ABBREVIATION.test(piece.trimEnd().replace(/["'”’)\]]+$/, '')))
            continue;
        if (piece.trim())
            out.push({ text: piece.trim(), start: start + (piece.length - piece.trimStart().length) });
        start = end;
    }
    const rest = text.slice(start);
    if (rest.trim())
        out.push({ text: rest.trim(), start: start + (rest.length - rest.trimStart().length) });
    return out;
}
//# sourceMappingURL=sentences.js.map