"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.nounPhrases = nounPhrases;
// Loaded on the first question (about 140 ms): processes that never answer one do not pay for it.
let tagger = null;
function nlp(text) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    tagger ??= require('compromise');
    const fn = tagger.default ?? tagger;
    return fn(text);
}
const GROUPS = [
    ['person', (d) => d.people()],
    ['place', (d) => d.places()],
    ['organization', (d) => d.organizations()],
    ['thing', (d) => d.nouns()],
];
// Only the offsets are read: the plain view's json (a People or Nouns view's own json also parses each
// name and noun, and json copies every term unless told not to: most of a question's time).
const OFFSETS_ONLY = { offset: true, text: false, terms: false };
// A sentence is tagged once however many questions read it (a session's questions share its best
// sentences, and a page's fields its passages); the cache is emptied when it grows past its bound.
const PHRASES = new Map();
const MAX_PHRASES = 2_000;
function nounPhrases(sentence) {
    let spans = PHRASES.get(sentence);
    if (!spans) {
        if (PHRASES.size >= MAX_PHRASES)
            PHRASES.clear();
        spans = tagPhrases(sentence);
        PHRASES.set(sentence, spans);
    }
    // copies: a caller may extend or edit what it gets
    return spans.map((s) => ({ ...s }));
}
function tagPhrases(sentence) {
    const doc = nlp(sentence);
    const plainJson = doc.json;
    const out = [];
    for (const [type, pick] of GROUPS) {
        for (const m of plainJson.call(pick(doc), OFFSETS_ONLY)) {
            let start = m.offset.start;
            let text = sentence.slice(start, start + m.offset.length).replace(/[\s.,;:!?]+$/, '');
            const lead = /^(the|a|an)\s+/i.exec(text);
            if (lead && type === 'thing') {
                start += lead[0].length;
                text = text.slice(lead[0].length);
            }
            if (text)
                out.push({ text, start, end: start + text.length, type });
        }
    }
    return out;
}
//# sourceMappingURL=noun-phrases.js.map