import t from 'tap';
import { parsePageRequest, pagination, camelPagination } from './pagination.js';
import { isGleanerError } from './errors.js';

t.test('defaults and offsets', async (t) => {
  t.same(parsePageRequest({}), { page: 1, limit: 20, offset: 0 });
  t.same(parsePageRequest({ page: '3', limit: '10' }), { page: 3, limit: 10, offset: 20 });
  t.same(parsePageRequest({ limit: '100' }).limit, 100);
});

t.test('bounds: every problem is listed', async (t) => {
  for (const bad of [{ page: '0' }, { page: '-1' }, { limit: '0' }, { limit: '101' }, { page: 'x' }, { limit: '1.5' }]) {
    t.throws(() => parsePageRequest(bad), { code: 'invalid_parameter' }, JSON.stringify(bad));
  }
  try {
    parsePageRequest({ page: '0', limit: '500' });
    t.fail('should throw');
  } catch (err) {
    t.ok(isGleanerError(err));
    const details = (err as { details: { errors: { field: string }[]; field: string } }).details;
    t.same(details.errors.map((e) => e.field), ['page', 'limit']);
    t.equal(details.field, 'page');
  }
});

t.test('blocks', async (t) => {
  t.same(pagination({ page: 2, limit: 20, offset: 20 }, 41), { page: 2, limit: 20, total: 41, total_pages: 3 });
  t.same(pagination({ page: 1, limit: 20, offset: 0 }, 0).total_pages, 0);
  t.same(camelPagination({ page: 1, limit: 10, offset: 0 }, 10), { page: 1, limit: 10, total: 10, totalPages: 1 });
});
