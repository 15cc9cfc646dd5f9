"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.excludedSignals = excludedSignals;
const lexicon_js_1 = require("./lexicon.js");
// the words of an exclusion that say nothing of a value ("the old one", "any of the")
const FILLER = new Set(['the', 'a', 'an', 'any', 'of', 'or', 'and', 'one', 'ones', 'its', 'their', 'full', 'whole', 'old', 'other', 'page', 'it', 'that', 'this', 'these', 'those', 'just', 'only', 'when', 'where', 'what', 'which', 'was', 'is', 'last']);
/**
 * A short text candidate that is what the field excludes ("the city, not the street address": "12 High
 * Street, Leeds"; "the main image, not logos": ".../logo.png") loses to the others: a signal for resolve.ts.
 * Content and descriptions are long texts that may mention anything ("without menus or ads").
 */
function excludedSignals(intent, value) {
    const excluded = intent.excluded ?? [];
    if (!excluded.length || typeof value !== 'string' || value.length > 200 || intent.kind === 'content' || intent.kind === 'description')
        return [];
    const words = new Set(value.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(lexicon_js_1.stem));
    // a word the request says too ("the author's name, not the publisher's name") does not tell them apart
    const asked = new Set(intent.said.split(' ').map(lexicon_js_1.stem));
    const hit = excluded.some((x) => x.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2 && !FILLER.has(w) && !asked.has((0, lexicon_js_1.stem)(w))).some((w) => words.has((0, lexicon_js_1.stem)(w))));
    return hit ? [['is-what-the-field-excludes', -0.9]] : [];
}
//# sourceMappingURL=excluded-signal.js.map