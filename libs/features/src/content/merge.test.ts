import t from 'tap';
import { mergePageFields } from './merge.js';

t.test('lists are concatenated, scalars come from the first page', async (t) => {
  t.same(
    mergePageFields([
      { title: 'Page 1', products: ['a', 'b'], price: null },
      { title: 'Page 2', products: ['c'], price: 3 },
      { title: 'Page 3', products: null, price: 4 },
    ]),
    { title: 'Page 1', products: ['a', 'b', 'c'], price: null },
  );
  t.same(mergePageFields([]), {});
  // a first page without the items keeps the field a list (and the names and prices of later pages line up)
  t.same(mergePageFields([{ names: null, prices: null }, { names: ['a', 'b'], prices: [1, null] }]), { names: ['a', 'b'], prices: [1, null] });
  t.same(mergePageFields([{ a: [1] }]), { a: [1] });
});
