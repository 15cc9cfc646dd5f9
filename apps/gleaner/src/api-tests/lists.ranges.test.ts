import t from 'tap';
import { allOperations } from '@gleaner/contract';
import { startHarness } from './harness.js';

// Every integer of a list query has a range: outside it, 400 invalid_parameter naming the
// parameter, never a 500 from the store (a page of 1e21 once reached SQLite as a float).

const OUT_OF_RANGE = ['99999999999999999999', '1e21', '1e3', '1000001', '0', '-1', '1.5', 'NaN', 'Infinity', '0x10', ' 7', '', '١٢'];

t.test('page and limit out of range on every list endpoint', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro' });
  const lists = allOperations().filter((op) => op.method === 'get' && op.paginated && !op.path.includes('{'));
  t.ok(lists.length >= 3, `list endpoints: ${lists.map((op) => op.path).join(', ')}`);
  for (const op of lists) {
    for (const name of ['page', 'limit']) {
      for (const value of OUT_OF_RANGE) {
        const res = await h.call('GET', `${op.path}?${name}=${encodeURIComponent(value)}`, { key: u.key });
        t.equal(res.status, 400, `${op.path} ${name}=${value}`);
        t.equal(res.body.error?.code, 'invalid_parameter');
        t.equal(res.body.error?.details?.field, name);
      }
    }
    const last = await h.call('GET', `${op.path}?page=1000000&limit=100`, { key: u.key });
    t.equal(last.status, 200, `${op.path}: the largest page is an empty page`);
    t.same(last.body.data, []);
  }
});
