"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const cohere_stand_in_js_1 = require("../testing/cohere-stand-in.js");
const cohere_engine_js_1 = require("./cohere-engine.js");
const local_engine_js_1 = require("./local-engine.js");
// Sources deleted or expired after indexing (`gone`): both engines answer from an index they already
// hold as if those sources had never been in it: never searched, quoted or cited.
const DOCS = [
    { id: 'ferry', url: 'http://127.0.0.1/ferry', title: 'The Northwind ferry', text: 'The Northwind ferry was launched in 2011 by Harbour Lines.\nShe carries up to 340 passengers.' },
    { id: 'vault', url: 'http://127.0.0.1/vault', title: 'Quay Gate harbour office', text: 'The vault code is 4417-K, known only to the harbour master.\nThe office keeps the tide tables.' },
    { id: 'obs', url: 'http://127.0.0.1/obs', title: 'Hollin Observatory', text: 'Hollin Observatory opened in 1932 on Cairn Hill.\nIts main telescope was built by Edith Marlow.' },
];
const QUESTIONS = [
    { question: 'What is the vault code?', format: 'text' },
    { question: 'What is the vault code?', format: 'json' },
    { question: 'What does the harbour office keep?', format: 'text' },
    { question: 'When was the Northwind ferry launched?', format: 'text' },
    { question: 'Who built the main telescope?', format: 'text' },
    { question: 'When did each place open or launch?', format: 'table' },
];
tap_1.default.test('local engine: a gone source is as if never indexed', async (t) => {
    const engine = new local_engine_js_1.LocalResearchEngine();
    const full = engine.load(await engine.index(DOCS));
    const rest = engine.load(await engine.index(DOCS.filter((d) => d.id !== 'vault')));
    const before = await engine.ask(full, { question: 'What is the vault code?', format: 'text' });
    t.match(before.answer, /4417-K/);
    t.equal(before.sources[0].id, 'vault');
    for (const q of QUESTIONS) {
        const a = await engine.ask(full, { ...q, gone: ['vault'] });
        t.notMatch(JSON.stringify(a), /4417|vault code is/, `${q.question} (${q.format}): not quoted`);
        t.notOk(a.sources.some((s) => s.id === 'vault'), 'not cited');
        const b = await engine.ask(rest, q);
        t.same({ ...a, evidence: undefined }, { ...b, evidence: undefined }, 'the same answer as from an index made without it');
    }
    t.equal((await engine.ask(full, { question: 'What is the vault code?', format: 'text', gone: ['vault'] })).found, false);
    const again = await engine.ask(full, { question: 'What is the vault code?', format: 'text' });
    t.match(again.answer, /4417-K/, 'the held index itself is unchanged');
    const index = full;
    t.equal(index.without([]), index, 'nothing gone: the index itself');
    t.equal(index.without(['not-in-this-session']), index, 'an id not in the index: the index itself');
    t.equal(index.without(['vault']), index.without(['vault']), 'one view per set of gone sources, kept');
    t.equal(index.without(['vault', 'ferry']).bm25.size, index.without(['ferry', 'vault']).bm25.size);
    const none = await engine.ask(full, { question: 'When was the Northwind ferry launched?', format: 'text', gone: ['ferry', 'vault', 'obs'] });
    t.equal(none.found, false, 'every source gone: nothing found');
});
const documentsOf = (body) => body.documents ?? [];
tap_1.default.test('Cohere engine: a gone source reaches neither the reranker nor the model', async (t) => {
    const cohere = await (0, cohere_stand_in_js_1.startCohereStandIn)();
    t.teardown(() => cohere.close());
    const engine = new cohere_engine_js_1.CohereResearchEngine({ apiKey: 'test-key', baseUrl: cohere.baseUrl, maxRetries: 0 });
    const index = engine.load(await engine.index(DOCS));
    cohere.respond((body) => {
        const doc = documentsOf(body).find((d) => d.data.text.includes('vault code is'));
        if (!doc)
            return { text: 'NOT_FOUND' };
        return { text: 'The vault code is 4417-K.', citations: [{ start: 18, end: 24, text: '4417-K', sources: [{ type: 'document', id: doc.id, document: doc.data }] }] };
    });
    const before = await engine.ask(index, { question: 'What is the vault code?', format: 'text' });
    t.equal(before.sources[0]?.id, 'vault');
    const reranks = cohere.reranks.length;
    const chats = cohere.chats.length;
    const after = await engine.ask(index, { question: 'What is the vault code?', format: 'text', gone: ['vault'] });
    t.equal(after.found, false);
    t.same(after.sources, []);
    t.ok(cohere.reranks.length > reranks, 'the other sources were searched');
    t.notMatch(JSON.stringify([cohere.reranks.slice(reranks), cohere.chats.slice(chats)]), /vault code is|4417/, 'no passage of it sent');
});
//# sourceMappingURL=gone-sources.test.js.map