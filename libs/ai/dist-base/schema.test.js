"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const schema_js_1 = require("./schema.js");
tap_1.default.test('a schema that cannot describe an output is named, not thrown', async (t) => {
    t.match((0, schema_js_1.outputSchemaProblem)({ type: 'array', items: 5 }), /not a usable JSON Schema: .*items/);
    t.match((0, schema_js_1.outputSchemaProblem)({ $ref: '#/nope' }), /can't resolve reference #\/nope/);
    t.match((0, schema_js_1.outputSchemaProblem)({ type: 'nonsense' }), /type/);
    t.equal((0, schema_js_1.outputSchemaProblem)({ type: 'array', items: { type: 'object', properties: { n: { type: 'integer' } } } }), undefined);
    t.equal((0, schema_js_1.outputSchemaProblem)({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' }), undefined, 'a $schema naming another draft is left out');
    t.equal((0, schema_js_1.outputSchemaProblem)({ $id: 'https://example.com/s', type: 'object' }), undefined);
    t.equal((0, schema_js_1.outputSchemaProblem)({ $id: 'https://example.com/s', type: 'array' }), undefined, 'the same $id again: nothing of the first is left registered');
});
tap_1.default.test("the caller's regular expressions are not run: a catastrophic pattern cannot stall the process", async (t) => {
    // Backtracking on this would take longer than the universe has left; ignored, it returns at once.
    t.same((0, schema_js_1.validateAgainst)({ type: 'string', pattern: '^(a+)+$' }, 'a'.repeat(50) + '!'), []);
    t.same((0, schema_js_1.validateAgainst)({ type: 'object', patternProperties: { '^(a|a)+$': { type: 'integer' } } }, { ['a'.repeat(50) + '!']: 'x' }), []);
    t.equal((0, schema_js_1.validateAgainst)({ type: 'integer' }, 'x').length, 1, 'the other keywords still hold');
});
//# sourceMappingURL=schema.test.js.map