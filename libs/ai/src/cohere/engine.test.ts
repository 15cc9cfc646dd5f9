import t from 'tap';
import { createEngine, LocalEngine, startCohereStandIn } from '../index.js';
import { CohereEngine } from './engine.js';

const html = '<html><body><h1>Mug</h1><p>Price: $12.99</p></body></html>';
const url = 'https://shop.example/mug';

t.test('success: fields from a JSON answer, content and schema sent', async (t) => {
  const standIn = await startCohereStandIn();
  t.teardown(() => standIn.close());
  standIn.reply({ text: '{"price": 12.99, "brand": null}' });
  const engine = new CohereEngine({ apiKey: 'test-key', baseUrl: standIn.baseUrl, maxRetries: 0 });
  const out = await engine.extractFields({ html, url, fields: { price: 'price', brand: 'brand', sku: 'sku' } });
  t.same(out, { price: 12.99, brand: null, sku: null });
  t.equal(standIn.chats.length, 1);
  t.equal(standIn.authorizations[0], 'Bearer test-key');
  const body = standIn.chats[0];
  t.equal(body.response_format?.type, 'json_object');
  t.match(JSON.stringify(body.messages), /Price: \$12\.99/);
});

t.test('repair: an invalid answer is retried once with the validation errors', async (t) => {
  const standIn = await startCohereStandIn();
  t.teardown(() => standIn.close());
  standIn.reply({ text: '[{"name": "Mug", "price": "cheap"}]' }, { text: '[{"name": "Mug", "price": 12.99}]' });
  const engine = new CohereEngine({ apiKey: 'k', baseUrl: standIn.baseUrl, maxRetries: 0 });
  const schema = { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } }, required: ['name', 'price'] } };
  const res = await engine.extractRecords({ html, url, prompt: 'products', schema });
  t.same(res, { data: [{ name: 'Mug', price: 12.99 }], items: 1 });
  t.equal(standIn.chats.length, 2);
  t.match(JSON.stringify(standIn.chats[1].messages), /must be number/);
});

t.test('extraction_failed after the retry also fails', async (t) => {
  const standIn = await startCohereStandIn();
  t.teardown(() => standIn.close());
  standIn.respond(() => ({ text: 'not json at all' }));
  const engine = new CohereEngine({ apiKey: 'k', baseUrl: standIn.baseUrl, maxRetries: 0 });
  await t.rejects(engine.extractRecords({ html, url, prompt: 'products', schema: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] } }), { code: 'extraction_failed', status: 422 });
  t.equal(standIn.chats.length, 2);
});

t.test('an HTTP error from the API is service_unavailable', async (t) => {
  const standIn = await startCohereStandIn();
  t.teardown(() => standIn.close());
  standIn.reply({ status: 500 });
  const engine = new CohereEngine({ apiKey: 'k', baseUrl: standIn.baseUrl, maxRetries: 0 });
  await t.rejects(engine.extractFields({ html, url, fields: { price: 'price' } }), { code: 'service_unavailable' });
});

t.test('createEngine picks cohere only with a key', async (t) => {
  t.ok(createEngine({}) instanceof LocalEngine);
  t.equal(createEngine({ cohereApiKey: 'k', cohereBaseUrl: 'http://127.0.0.1:9' }).name, 'cohere');
});
