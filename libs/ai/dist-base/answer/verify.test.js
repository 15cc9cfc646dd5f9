"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const index_js_1 = require("./index.js");
// The verifier on a page of our own: each kind of question written to look answerable (its words are
// on the page, its fact is not) gets no answer, while the questions the page does answer get a span.
const page = [
    'The Tarrow lighthouse was built in 1852 by the stonemason Ilse Varga on a reef off Penn Point.',
    'It was the first lighthouse on the coast to burn paraffin. Its lamp can be seen 18 nautical miles away.',
    'Visitor numbers rose steadily after 1990, when the keeper’s cottage became a café.',
    'The lighthouse was not automated until 2004, and its last keeper, Joss Amery, retired that year.',
].map((text) => ({ text, heading: 'Tarrow lighthouse' }));
const ask = (q) => (0, index_js_1.findAnswer)(q, page)?.text ?? null;
tap_1.default.test('the questions the page answers: a short span', async (t) => {
    t.equal(ask('When was the Tarrow lighthouse built?'), '1852', 'a year');
    t.equal(ask('Who built the Tarrow lighthouse?'), 'Ilse Varga', 'a name');
    t.match(ask('How far away can the lamp be seen?'), /^18 nautical miles( away)?$/, 'a number with its unit');
    // "how long" asks for a measure: "short" beside the answer is no antonym of it
    t.equal((0, index_js_1.findAnswer)('How long does the tour last?', [{ text: 'The tour lasts about 90 minutes, with a short break at the top.' }])?.text, 'about 90 minutes', 'the measure asked is not a constraint');
    const phrase = ask('What did the keeper’s cottage become?');
    t.ok(phrase?.endsWith('café') && phrase.split(' ').length <= 3, `a short phrase: ${phrase}`);
});
tap_1.default.test('questions that only look answerable: null', async (t) => {
    t.equal(ask('Which was the first lighthouse on the coast not to burn paraffin?'), null, 'negation added');
    t.equal(ask('When did visitor numbers fall steadily?'), null, 'an antonym: they rose');
    t.equal(ask('Who built the lighthouse before 1800?'), null, 'a condition no sentence meets');
    t.equal(ask('How far away can the lamp be seen from 25 nautical miles out?'), null, 'a number the page does not say');
    t.equal(ask('Who built the Hollin lighthouse?'), null, 'a swapped name');
    t.equal(ask('Which was the largest lighthouse on the coast to burn paraffin?'), null, 'a relation the page does not state');
});
tap_1.default.test('what the verifier measures', async (t) => {
    const best = (0, index_js_1.findAnswer)('When did visitor numbers fall steadily?', page, { verify: false });
    t.ok(best, 'a best guess exists');
    t.equal(best?.verified, false);
    t.equal(best?.checks?.contrary, 1, 'the antonym is what fails');
    const ok = (0, index_js_1.findAnswer)('When was the Tarrow lighthouse built?', page);
    t.equal(ok?.verified, true);
    t.equal(ok?.checks?.contrary, 0);
});
tap_1.default.test('an answer written elsewhere, checked against the passages it cites', async (t) => {
    const cited = [page[0].text, page[1].text];
    t.same((0, index_js_1.checkClaim)('Who built the Tarrow lighthouse?', 'It was built by Ilse Varga.', cited).verified, true, 'supported');
    const unsupported = (0, index_js_1.checkClaim)('Who built the Tarrow lighthouse?', 'It was built by Henrik Olsen.', cited);
    t.equal(unsupported.verified, false, 'the cited passages do not say the answer');
    t.ok(unsupported.support < 0.5, `support ${unsupported.support}`);
    t.equal((0, index_js_1.checkClaim)('Which was the first lighthouse not to burn paraffin?', 'The Tarrow lighthouse.', cited).verified, false, 'negation');
    t.equal((0, index_js_1.checkClaim)('Who built the lighthouse in 1799?', 'Ilse Varga built it.', cited).verified, false, 'a year the passages do not say');
    t.equal((0, index_js_1.checkClaim)('Who built the Hollin lighthouse?', 'Ilse Varga built it.', cited).verified, false, 'a swapped name');
});
//# sourceMappingURL=verify.test.js.map