import type { Test } from 'tap';
import { blackBoxCaller, type Answer } from './caller.js';
import type { BlackBoxTarget } from './checks.js';

// Issue 27 items 5 and 6, on any topology (on the farm the pages are read by render processes, each
// page of a pagination may be read by another, and an error crosses Kafka back to the API process):
// - lists asked together line up per product over three pages (null where a product shows no price);
// - an extract whose required property no record states is 422 extraction_failed, and refunded.
// (Product facts are read by the same engine code on every topology: content.facts.test.ts covers them.)

export async function runHardeningListsChecks(t: Test, target: BlackBoxTarget): Promise<void> {
  const call = blackBoxCaller(target.baseUrl);
  const status = (t: Test, a: Answer, expected: number, what: string) => t.equal(a.status, expected, a.status === expected ? what : `${what}: ${JSON.stringify(a.body).slice(0, 300)}`);
  const user = await call('POST', '/v1/admin/users', { key: target.adminToken, body: { email: `lists-${process.pid}-${Date.now()}@example.com`, name: 'Lists', plan: 'pro', credits: 20 } });
  status(t, user, 201, 'a user');
  const key: string = user.body.data.api_key;
  const balance = async (): Promise<number> => (await call('GET', '/v1/user/profile', { key })).body.data.credits.balance;

  await t.test('names, prices and stock over three pages line up per product', async (t) => {
    const a = await call('POST', '/v1/content/scrape', { key, body: { url: `${target.siteUrl}/shelf/paged`, pagination: { next_button_selector: 'a.next-page', max_pages: 3 }, extract: { names: 'product names', prices: 'prices', stock: 'stock of each product' } } });
    status(t, a, 200, 'scraped');
    t.equal(a.body.data?.pages_scraped, 3);
    t.same(a.body.data?.extracted?.prices, [64, null, 139, 29.5, 99, 34, 219, 58, 84]);
    t.equal(a.body.data?.extracted?.names?.length, 9);
    t.same(a.body.data?.extracted?.stock?.filter((s: string) => s === 'OutOfStock').length, 2);
  });

  await t.test('required fields no record states: 422 extraction_failed, refunded', async (t) => {
    const before = await balance();
    const schema = { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, isbn: { type: 'string' } }, required: ['name', 'isbn'] } };
    const a = await call('POST', '/v1/content/extract', { key, body: { url: `${target.siteUrl}/shelf?items=2`, prompt: 'backpacks with name and isbn', schema } });
    status(t, a, 422, 'extraction_failed');
    t.equal(a.body.error?.code, 'extraction_failed');
    t.equal(await balance(), before, 'refunded');
    const two = await call('POST', '/v1/content/extract', { key, body: { url: `${target.siteUrl}/shelf?items=2`, prompt: 'backpacks with name and price', schema: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } }, required: ['name', 'price'] } } } });
    status(t, two, 200, 'two records');
    t.equal(two.body.data?.items_count, 2);
  });
}
