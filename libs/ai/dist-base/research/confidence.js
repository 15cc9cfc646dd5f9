"use strict";
// Confidence of an extractive answer, 0 to 1: a logistic over what was measured of it (the answer
// finder's scores, retrieval, and the verifier's checks of the question's constraints), fitted by
// bench/research/fit-confidence.mjs on squad_v2_dev's articles of even rank (half their questions
// unanswerable) and the SQuAD v1.1 subset's (each question asked of all the articles, and of the others
// without its own), checked on the odd ones (docs/benchmarks.md has the calibration table).
Object.defineProperty(exports, "__esModule", { value: true });
exports.round = exports.CONFIDENCE_WEIGHTS = void 0;
exports.confidenceOf = confidenceOf;
exports.CONFIDENCE_WEIGHTS = {
    bias: -4.03, score: 1.57, coverage: -0.22, fit: 0.17, retrieval: 2.49, margin: 0.22, absent: -1.78, ragged: -0.51, held: -3.99, rarest: 0.64,
    unmet: -0.7, rarestUnmet: 0.73, nameUnmet: -0.89, numberUnmet: -2.79, relationUnmet: -2.18, contrary: -3.86, swapped: -0.98, misfit: -0.17, restated: 0.94, verified: -1.43,
};
function confidenceOf(e, w = exports.CONFIDENCE_WEIGHTS) {
    let z = w.bias ?? 0;
    for (const k of Object.keys(e))
        z += (w[k] ?? 0) * e[k];
    return (0, exports.round)(1 / (1 + Math.exp(-z)));
}
const round = (x) => Math.round(x * 1000) / 1000;
exports.round = round;
//# sourceMappingURL=confidence.js.map