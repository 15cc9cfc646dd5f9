"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const cohere_stand_in_js_1 = require("../testing/cohere-stand-in.js");
const cohere_js_1 = require("./cohere.js");
const index_js_1 = require("./index.js");
const request = { prompt: 'alert only when the price drops', url: 'https://shop.example.com/', before: 'Price: $20.00', after: 'Price: $25.00', diffText: '- Price: $20.00\n+ Price: $25.00', localSummary: 'Price changed from $20.00 to $25.00' };
tap_1.default.test('Cohere decides with the prompt; its one-line summary is kept', async (t) => {
    const cohere = await (0, cohere_stand_in_js_1.startCohereStandIn)();
    t.teardown(() => cohere.close());
    const judge = new cohere_js_1.CohereChangeJudge({ apiKey: 'k', baseUrl: cohere.baseUrl, maxRetries: 0 });
    cohere.reply({ text: JSON.stringify({ matters: false, summary: 'The price rose from $20.00 to $25.00.' }) });
    t.same(await judge.judge(request), { matters: false, summary: 'The price rose from $20.00 to $25.00.' });
    const sent = JSON.stringify(cohere.chats[0]);
    t.match(sent, /alert only when the price drops/, 'the prompt is sent');
    t.match(sent, /\+ Price: \$25\.00/, 'with the changed lines');
    t.match(sent, /json_object/, 'asking for JSON');
});
tap_1.default.test('a failing or malformed answer falls back to the local judge', async (t) => {
    const cohere = await (0, cohere_stand_in_js_1.startCohereStandIn)();
    t.teardown(() => cohere.close());
    const judge = new cohere_js_1.CohereChangeJudge({ apiKey: 'k', baseUrl: cohere.baseUrl, maxRetries: 0 });
    cohere.reply({ status: 500, body: { message: 'down' } }, { text: 'not json' }, { text: JSON.stringify({ matters: 'yes' }) });
    for (const what of ['a 500', 'not JSON', 'a wrong shape']) {
        t.same(await judge.judge(request), { matters: false, summary: request.localSummary }, `${what}: the local rules (a rise is not a drop)`);
    }
    t.equal((0, index_js_1.createChangeJudge)({}).name, 'local', 'no key: the local judge');
    t.equal((0, index_js_1.createChangeJudge)({ cohereApiKey: 'k', cohereBaseUrl: cohere.baseUrl }).name, 'cohere');
});
//# sourceMappingURL=cohere.test.js.map