import t from 'tap';
import { startFixtureSite } from '@gleaner/testkit';
import { startHarness } from './harness.js';

// Lists asked together line up: the i-th name, price and stock belong to one product, a product that
// shows no price has null at its index, a page of one or two products is still a list, the category
// heading is not a product, and pagination joins the pages per product.
t.test('POST /v1/content/scrape and /v1/content/extract: lists and records that line up', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 60 });
  const scrape = (body: object) => h.call('POST', '/v1/content/scrape', { key: u.key, body });
  const balance = async (): Promise<number> => (await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance;

  t.test('two products: their names and prices, not the category heading', async (t) => {
    const res = await scrape({ url: `${site.url}/shelf?items=2`, extract: { names: 'product names', prices: 'prices', heading: 'the page heading' } });
    t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    const x = res.body.data.extracted;
    t.same(x.names, ['Ridge 28 Daypack', 'Summit 45 Trekking Pack']);
    t.same(x.prices, [64, 139], 'the current prices, not the struck-through one');
    t.equal(x.heading, 'Backpacks', 'the heading is still there when asked for');
  });

  t.test('one product is a list of one', async (t) => {
    const res = await scrape({ url: `${site.url}/shelf?items=1`, extract: { names: 'the names of the products', prices: 'their prices', links: 'links to the products' } });
    t.equal(res.status, 200);
    t.same(res.body.data.extracted, { names: ['Ridge 28 Daypack'], prices: [64], links: [`${site.url}/shelf/p/1-0`] });
  });

  t.test('a product without a price is null at its index; stock and units left are each product\'s own', async (t) => {
    const res = await scrape({ url: `${site.url}/shelf/paged?page=1`, extract: { names: 'names', prices: 'prices', stock: 'stock status of each product', left: 'how many are left of each' } });
    t.equal(res.status, 200);
    t.same(res.body.data.extracted, {
      names: ['Ridge 28 Daypack', 'Cragline Roll-top', 'Summit 45 Trekking Pack', 'Drift 20 Hip Sling'],
      prices: [64, null, 139, 29.5],
      stock: ['InStock', 'OutOfStock', 'InStock', 'InStock'],
      left: [2, 0, null, 5],
    });
  });

  t.test('over three pages of pagination: joined per product, the same length, no heading appended', async (t) => {
    const before = await balance();
    const res = await scrape({ url: `${site.url}/shelf/paged`, pagination: { next_button_selector: 'a.next-page', max_pages: 3 }, extract: { names: 'product names', prices: 'product prices', stock: 'stock of each item' } });
    t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    t.equal(res.body.data.pages_scraped, 3);
    const x = res.body.data.extracted;
    t.same(x.names, ['Ridge 28 Daypack', 'Cragline Roll-top', 'Summit 45 Trekking Pack', 'Drift 20 Hip Sling', 'Bothy 35 Pack', 'Scree Kids Pack', 'Ledge 60 Expedition', 'Tarn 18 Running Vest', 'Corrie 32 Pack']);
    t.same(x.prices, [64, null, 139, 29.5, 99, 34, 219, 58, 84]);
    t.same(x.stock, ['InStock', 'OutOfStock', 'InStock', 'InStock', 'InStock', 'OutOfStock', 'InStock', 'InStock', 'InStock']);
    t.equal(before - (await balance()), 3, 'one credit a page');
  });

  t.test('/content/extract on a page of two products: two records', async (t) => {
    const res = await h.call('POST', '/v1/content/extract', {
      key: u.key,
      body: { url: `${site.url}/shelf?items=2`, prompt: 'the backpacks with their name and price', schema: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' }, was: { type: ['number', 'null'], description: 'the price before discount' } }, required: ['name', 'price'] } } },
    });
    t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    t.same(res.body.data.extracted, [{ name: 'Ridge 28 Daypack', price: 64, was: 80 }, { name: 'Summit 45 Trekking Pack', price: 139, was: null }]);
    t.equal(res.body.data.items_count, 2);
    t.equal(res.body.credits_used, 1);
  });

  t.test('/content/extract whose required fields no record states: 422 extraction_failed, refunded', async (t) => {
    const before = await balance();
    const res = await h.call('POST', '/v1/content/extract', {
      key: u.key,
      body: { url: `${site.url}/shelf?items=2`, prompt: 'backpacks with name and ISBN', schema: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, isbn: { type: 'string', description: 'ISBN' } }, required: ['name', 'isbn'] } } },
    });
    t.equal(res.status, 422, JSON.stringify(res.body).slice(0, 300));
    t.equal(res.body.error.code, 'extraction_failed');
    t.match(res.body.error.message, /isbn/);
    t.equal(await balance(), before, 'the credit is refunded');
    const usage = (await h.call('GET', '/v1/user/usage', { key: u.key })).body.data;
    t.equal(usage.by_endpoint['content/extract']?.credits_used, 1, 'only the extract that answered is charged');
  });
});
