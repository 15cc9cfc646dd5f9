import t from 'tap';
import { toCsv, toTable } from '../index.js';

t.test('csv: RFC 4180 quoting, union of keys, nested values as JSON', async (t) => {
  const csv = toCsv([{ name: 'Plain', note: 'has, comma' }, { name: 'Quote "q"', tags: ['a', 'b'] }, { name: 'Line\nbreak', note: null }]);
  t.equal(csv, 'name,note,tags\r\nPlain,"has, comma",\r\n"Quote ""q""",,"[""a"",""b""]"\r\n"Line\nbreak",,\r\n');
});

t.test('csv of one object is one row', async (t) => {
  t.equal(toCsv({ price: 12.5, ok: true }), 'price,ok\r\n12.5,true\r\n');
});

t.test('table: first row headers, then one row per record; items counts data rows', async (t) => {
  t.same(toTable([{ a: 1, b: 'x' }, { b: 'y', c: { d: 1 } }]), { table: [['a', 'b', 'c'], ['1', 'x', ''], ['', 'y', '{"d":1}']], items: 2 });
  t.same(toTable({ products: [{ n: 'A' }, { n: 'B' }] }), { table: [['n'], ['A'], ['B']], items: 2 });
  t.same(toTable([]), { table: [[]], items: 0 });
});
