import t from 'tap';
import { applyUpdate, applyUpdateInPlace } from './paths.js';

t.test('applyUpdate returns a changed copy; applyUpdateInPlace changes the document itself', async (t) => {
  const update = { $set: { 'a.b': 2 }, $inc: { n: 3 }, $unset: ['gone'] };
  const doc = { id: 'x', n: 1, a: { b: 1 }, gone: true };
  const copy = applyUpdate(doc, update);
  t.same(doc, { id: 'x', n: 1, a: { b: 1 }, gone: true }, 'the input is untouched');
  t.same(copy, { id: 'x', n: 4, a: { b: 2 } });
  const same = applyUpdateInPlace(doc, update);
  t.equal(same, doc);
  t.same(doc, { id: 'x', n: 4, a: { b: 2 } });
  t.throws(() => applyUpdateInPlace({ id: 'x' }, { $set: { id: 'y' } }), /cannot change/);
});
