"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const index_js_1 = require("../index.js");
tap_1.default.test('csv: RFC 4180 quoting, union of keys, nested values as JSON', async (t) => {
    const csv = (0, index_js_1.toCsv)([{ name: 'Plain', note: 'has, comma' }, { name: 'Quote "q"', tags: ['a', 'b'] }, { name: 'Line\nbreak', note: null }]);
    t.equal(csv, 'name,note,tags\r\nPlain,"has, comma",\r\n"Quote ""q""",,"[""a"",""b""]"\r\n"Line\nbreak",,\r\n');
});
tap_1.default.test('csv of one object is one row', async (t) => {
    t.equal((0, index_js_1.toCsv)({ price: 12.5, ok: true }), 'price,ok\r\n12.5,true\r\n');
});
tap_1.default.test('table: first row headers, then one row per record; items counts data rows', async (t) => {
    t.same((0, index_js_1.toTable)([{ a: 1, b: 'x' }, { b: 'y', c: { d: 1 } }]), { table: [['a', 'b', 'c'], ['1', 'x', ''], ['', 'y', '{"d":1}']], items: 2 });
    t.same((0, index_js_1.toTable)({ products: [{ n: 'A' }, { n: 'B' }] }), { table: [['n'], ['A'], ['B']], items: 2 });
    t.same((0, index_js_1.toTable)([]), { table: [[]], items: 0 });
});
//# sourceMappingURL=tabular.test.js.map