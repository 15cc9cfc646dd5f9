"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const platform_1 = require("@gleaner/platform");
const cohere_stand_in_js_1 = require("../testing/cohere-stand-in.js");
const cohere_engine_js_1 = require("./cohere-engine.js");
const types_js_1 = require("./types.js");
// The Cohere research engine against a local stand-in of Cohere's HTTP API: passages embedded as
// documents at indexing, the question embedded as a query, candidates reranked, the best sent to chat
// as documents; the model's citations become the answer's sources.
const DOCS = [
    { id: 'ferry', url: 'http://127.0.0.1/ferry', title: 'The Northwind ferry', text: 'The Northwind ferry was launched in 2011 by Harbour Lines.\nShe carries up to 340 passengers.' },
    { id: 'obs', url: 'http://127.0.0.1/obs', title: 'Hollin Observatory', text: 'Hollin Observatory opened in 1932 on Cairn Hill.\nIts main telescope was built by the instrument maker Edith Marlow.' },
];
const documentsOf = (body) => body.documents ?? [];
tap_1.default.test('index, then answer with citations mapped to the data sources', async (t) => {
    const cohere = await (0, cohere_stand_in_js_1.startCohereStandIn)();
    t.teardown(() => cohere.close());
    const engine = new cohere_engine_js_1.CohereResearchEngine({ apiKey: 'test-key', baseUrl: cohere.baseUrl, maxRetries: 0 });
    const index = engine.load(await engine.index(DOCS));
    t.equal(cohere.embeds.length, 1, 'the passages in one embed call');
    t.equal(cohere.embeds[0].input_type, 'search_document');
    t.ok(cohere.embeds[0].texts.some((x) => x.includes('Edith Marlow')));
    t.match(cohere.authorizations[0], /Bearer test-key/);
    cohere.respond((body) => {
        const doc = documentsOf(body).find((d) => d.data.text.includes('Marlow'));
        if (!doc)
            return { text: 'NOT_FOUND' };
        return { text: 'Edith Marlow built it.', citations: [{ start: 0, end: 12, text: 'Edith Marlow', type: 'TEXT_CONTENT', sources: [{ type: 'document', id: doc.id, document: doc.data }] }] };
    });
    const a = await engine.ask(index, { question: 'Who built the main telescope at Hollin Observatory?', format: 'text' });
    t.equal(a.answer, 'Edith Marlow built it.');
    t.equal(a.found, true);
    t.equal(a.sources[0].id, 'obs', 'the cited passage names its source');
    t.equal(a.sources[0].url, 'http://127.0.0.1/obs');
    t.ok(a.confidence > 0 && a.confidence <= 1, `confidence ${a.confidence}`);
    t.equal(cohere.embeds[1].input_type, 'search_query', 'the question embedded as a query');
    t.equal(cohere.reranks[0].query, 'Who built the main telescope at Hollin Observatory?');
    const chat = cohere.chats.at(-1);
    t.ok(documentsOf(chat).length >= 1 && documentsOf(chat).length <= 5, 'the best reranked passages go to chat');
    t.match(JSON.stringify(chat.messages), /documents only/);
    cohere.reply({ text: 'NOT_FOUND' });
    const none = await engine.ask(index, { question: 'What is the capital of Peru?', format: 'text' });
    t.equal(none.found, false);
    t.equal(none.answer, types_js_1.NOT_FOUND_TEXT);
    t.ok(none.confidence < 0.2);
    t.same(none.sources, []);
    const table = { headers: ['place', 'opened'], rows: [['Hollin Observatory', '1932']] };
    cohere.reply({ text: JSON.stringify(table), citations: [{ start: 0, end: 5, text: 'x', sources: [{ type: 'document', id: documentsOf(chat)[0].id }] }] });
    const tabled = await engine.ask(index, { question: 'When did each place open?', format: 'table' });
    t.same(tabled.answer, table);
    t.equal(cohere.chats.at(-1).response_format?.type, 'json_object');
    cohere.reply({ text: 'not a table' });
    await t.rejects(engine.ask(index, { question: 'When did each place open?', format: 'table' }), { code: 'extraction_failed' });
    cohere.reply({ status: 500 });
    const failed = await engine.ask(index, { question: 'Who built the telescope?', format: 'text' }).catch((e) => e);
    t.ok(failed instanceof platform_1.GleanerError && failed.code === 'service_unavailable', 'the model down: 503');
});
// A model fooled by a question written to look answerable cites a passage that has the words but not
// the fact: the answer is checked against what it cites, and is "not found" (the local engine's contract).
tap_1.default.test('answers checked against their citations: the same "not found" contract as the local engine', async (t) => {
    const cohere = await (0, cohere_stand_in_js_1.startCohereStandIn)();
    t.teardown(() => cohere.close());
    const engine = new cohere_engine_js_1.CohereResearchEngine({ apiKey: 'test-key', baseUrl: cohere.baseUrl, maxRetries: 0 });
    const mill = {
        id: 'mill',
        url: 'http://127.0.0.1/mill',
        title: 'The Harlow paper mill',
        text: 'The Harlow paper mill was founded in 1874 by the engineer Tomas Brandt.\nIt was the first mill in the county to run on steam.\nProduction fell sharply after 1960.',
    };
    const index = engine.load(await engine.index([mill, ...DOCS]));
    // the model answers from the mill's passage, whatever it is asked, citing it
    let answer = '';
    cohere.respond((body) => {
        const doc = documentsOf(body).find((d) => d.data.text.includes('Tomas Brandt'));
        if (!doc)
            return { text: 'NOT_FOUND' };
        return { text: answer, citations: [{ start: 0, end: answer.length, text: answer, sources: [{ type: 'document', id: doc.id, document: doc.data }] }] };
    });
    const ask = async (question, said) => {
        answer = said;
        return engine.ask(index, { question, format: 'text' });
    };
    const right = await ask('Who founded the Harlow paper mill?', 'Tomas Brandt founded it in 1874.');
    t.equal(right.found, true, 'supported by its citation');
    t.ok(right.confidence > 0.2, `confidence ${right.confidence}`);
    const cases = [
        ['Who founded the Hollin paper mill?', 'Tomas Brandt founded it.', 'a swapped name'],
        ['Which was the first mill in the county not to run on steam?', 'The Harlow paper mill.', 'negation'],
        ['When did production at the Harlow mill rise sharply?', 'After 1960.', 'an antonym'],
        ['Who founded the Harlow paper mill before 1850?', 'Tomas Brandt.', 'an unmet condition'],
        ['Who founded the Harlow paper mill in 1901?', 'Tomas Brandt.', 'a wrong number'],
        ['Who founded the Harlow paper mill?', 'Agnes Morrow founded it.', 'an answer its citation does not say'],
    ];
    for (const [question, said, kind] of cases) {
        const a = await ask(question, said);
        t.equal(a.found, false, `${kind}: ${question} -> ${JSON.stringify(a.answer)}`);
        t.equal(a.answer, types_js_1.NOT_FOUND_TEXT);
        t.ok(a.confidence < 0.2, `${kind}: confidence ${a.confidence}`);
        t.same(a.sources, []);
    }
});
//# sourceMappingURL=cohere-engine.test.js.map