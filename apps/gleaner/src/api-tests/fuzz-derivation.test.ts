import t from 'tap';
import fc from 'fast-check';
import { allOperations } from '@gleaner/contract';
import { fuzz } from '@gleaner/testkit';
import { breaksSchema, outsideUrls } from './fuzz/expectations.js';
import { requestArbitrary } from './fuzz/requests.js';

// The fuzzer's own checks, without a server: its valid cases are valid by the contract's
// validator, its broken bodies mostly are not, and no case names a host outside loopback.

const targets = { site: 'http://127.0.0.1:9', closedPort: 10 };

t.test('valid cases pass the contract, broken bodies mostly do not, nothing leaves loopback', async (t) => {
  for (const op of allOperations()) {
    const cases = fc.sample(requestArbitrary(op, targets), { seed: 5, numRuns: 150 });
    const valid = cases.filter((c) => c.broke === 'none' || c.broke.startsWith('extremes'));
    t.same(valid.filter((c) => breaksSchema(op, c)).map((c) => c.body), [], `${op.id}: every valid case passes the validator`);
    const broken = cases.filter((c) => c.broke.startsWith('body '));
    if (broken.length >= 10) {
      const refused = broken.filter((c) => breaksSchema(op, c)).length;
      t.ok(refused / broken.length > 0.5, `${op.id}: ${refused} of ${broken.length} broken bodies break the schema`);
    }
    t.same(cases.flatMap(outsideUrls), [], `${op.id}: only loopback URLs`);
  }
});

t.test('raw JSON pieces, edges and mutations', async (t) => {
  t.equal(fuzz.toJsonText({ a: new fuzz.RawJson('1e400'), b: [new fuzz.RawJson('-0')] }), '{"a":1e400,"b":[-0]}');
  t.equal(JSON.parse(fuzz.toJsonText({ n: fuzz.deepJson(3, 'array') })).n.length, 1);
  const schema = { type: 'object', additionalProperties: false, required: ['w'], properties: { w: { type: 'integer', minimum: 1, maximum: 10 }, m: { type: 'object', additionalProperties: { type: 'string' } } } };
  t.ok(fuzz.edgeValues(schema.properties.w).includes(11), 'one past the maximum is an edge');
  const dropped = fuzz.mutate(schema, { w: 5 }, 'drop-required', 0, 0);
  t.same(dropped.value, {}, 'the required field is gone');
  t.equal(dropped.field, 'w');
  const inMap = fuzz.mutate(schema, { w: 5, m: { anyKey: 'x' } }, 'wrong-type', 3, 0);
  t.equal(inMap.field, 'm.*', 'a map key is named *, so one field has one name');
  const proto = fuzz.mutate(schema, { w: 5 }, 'unknown-field', 0, 6);
  t.ok(Object.hasOwn(proto.value as object, '__proto__'), 'a __proto__ field is data, not a prototype');
  fc.assert(fc.property(fuzz.validValue(schema), (v: any) => Number.isInteger(v.w) && v.w >= 1 && v.w <= 10 && Object.keys(v).every((k) => k === 'w' || k === 'm')));
});
