import t from 'tap';
import { outputSchemaProblem, validateAgainst } from './schema.js';

t.test('a schema that cannot describe an output is named, not thrown', async (t) => {
  t.match(outputSchemaProblem({ type: 'array', items: 5 }), /not a usable JSON Schema: .*items/);
  t.match(outputSchemaProblem({ $ref: '#/nope' }), /can't resolve reference #\/nope/);
  t.match(outputSchemaProblem({ type: 'nonsense' }), /type/);
  t.equal(outputSchemaProblem({ type: 'array', items: { type: 'object', properties: { n: { type: 'integer' } } } }), undefined);
  t.equal(outputSchemaProblem({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' }), undefined, 'a $schema naming another draft is left out');
  t.equal(outputSchemaProblem({ $id: 'https://example.com/s', type: 'object' }), undefined);
  t.equal(outputSchemaProblem({ $id: 'https://example.com/s', type: 'array' }), undefined, 'the same $id again: nothing of the first is left registered');
});

t.test("the caller's regular expressions are not run: a catastrophic pattern cannot stall the process", async (t) => {
  // Backtracking on this would take longer than the universe has left; ignored, it returns at once.
  t.same(validateAgainst({ type: 'string', pattern: '^(a+)+$' }, 'a'.repeat(50) + '!'), []);
  t.same(validateAgainst({ type: 'object', patternProperties: { '^(a|a)+$': { type: 'integer' } } }, { ['a'.repeat(50) + '!']: 'x' }), []);
  t.equal(validateAgainst({ type: 'integer' }, 'x').length, 1, 'the other keywords still hold');
});
