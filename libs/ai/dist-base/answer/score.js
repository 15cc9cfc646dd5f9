"use strict";
// How a candidate answer is scored: a weighted sum of what is measured about it and its sentence.
// The weights were fitted on half of the SQuAD development subset's articles and checked on the
// other half (bench/extraction/freetext.mjs); they are few, so they carry what generalises.
Object.defineProperty(exports, "__esModule", { value: true });
exports.WEIGHTS = void 0;
exports.scoreOf = scoreOf;
exports.WEIGHTS = { coverage: 0.85, fit: 0.65, shaped: 0.1, repeated: -0.11, near: 0.18, context: 0, length: 0.1, left: 0, right: 0, side: 0.02, named: 0.03, gap: 0.1 };
function scoreOf(s, weights = exports.WEIGHTS) {
    let sum = 0;
    for (const k of Object.keys(weights))
        sum += weights[k] * s[k];
    return sum;
}
//# sourceMappingURL=score.js.map