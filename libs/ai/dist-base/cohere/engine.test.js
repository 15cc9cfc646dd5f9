"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const index_js_1 = require("../index.js");
const engine_js_1 = require("./engine.js");
const html = '<html><body><h1>Mug</h1><p>Price: $12.99</p></body></html>';
const url = 'https://shop.example/mug';
tap_1.default.test('success: fields from a JSON answer, content and schema sent', async (t) => {
    const standIn = await (0, index_js_1.startCohereStandIn)();
    t.teardown(() => standIn.close());
    standIn.reply({ text: '{"price": 12.99, "brand": null}' });
    const engine = new engine_js_1.CohereEngine({ apiKey: 'test-key', baseUrl: standIn.baseUrl, maxRetries: 0 });
    const out = await engine.extractFields({ html, url, fields: { price: 'price', brand: 'brand', sku: 'sku' } });
    t.same(out, { price: 12.99, brand: null, sku: null });
    t.equal(standIn.chats.length, 1);
    t.equal(standIn.authorizations[0], 'Bearer test-key');
    const body = standIn.chats[0];
    t.equal(body.response_format?.type, 'json_object');
    t.match(JSON.stringify(body.messages), /Price: \$12\.99/);
});
tap_1.default.test('repair: an invalid answer is retried once with the validation errors', async (t) => {
    const standIn = await (0, index_js_1.startCohereStandIn)();
    t.teardown(() => standIn.close());
    standIn.reply({ text: '[{"name": "Mug", "price": "cheap"}]' }, { text: '[{"name": "Mug", "price": 12.99}]' });
    const engine = new engine_js_1.CohereEngine({ apiKey: 'k', baseUrl: standIn.baseUrl, maxRetries: 0 });
    const schema = { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } }, required: ['name', 'price'] } };
    const res = await engine.extractRecords({ html, url, prompt: 'products', schema });
    t.same(res, { data: [{ name: 'Mug', price: 12.99 }], items: 1 });
    t.equal(standIn.chats.length, 2);
    t.match(JSON.stringify(standIn.chats[1].messages), /must be number/);
});
tap_1.default.test('extraction_failed after the retry also fails', async (t) => {
    const standIn = await (0, index_js_1.startCohereStandIn)();
    t.teardown(() => standIn.close());
    standIn.respond(() => ({ text: 'not json at all' }));
    const engine = new engine_js_1.CohereEngine({ apiKey: 'k', baseUrl: standIn.baseUrl, maxRetries: 0 });
    await t.rejects(engine.extractRecords({ html, url, prompt: 'products', schema: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] } }), { code: 'extraction_failed', status: 422 });
    t.equal(standIn.chats.length, 2);
});
tap_1.default.test('an HTTP error from the API is service_unavailable', async (t) => {
    const standIn = await (0, index_js_1.startCohereStandIn)();
    t.teardown(() => standIn.close());
    standIn.reply({ status: 500 });
    const engine = new engine_js_1.CohereEngine({ apiKey: 'k', baseUrl: standIn.baseUrl, maxRetries: 0 });
    await t.rejects(engine.extractFields({ html, url, fields: { price: 'price' } }), { code: 'service_unavailable' });
});
tap_1.default.test('createEngine picks cohere only with a key', async (t) => {
    t.ok((0, index_js_1.createEngine)({}) instanceof index_js_1.LocalEngine);
    t.equal((0, index_js_1.createEngine)({ cohereApiKey: 'k', cohereBaseUrl: 'http://127.0.0.1:9' }).name, 'cohere');
});
//# sourceMappingURL=engine.test.js.map