import t from 'tap';
import { startFixtureSite } from '@gleaner/testkit';
import { startHarness } from './harness.js';

// Facts of a product page asked in words, each many ways: the earlier "was" price (not a price a review
// names), the colours offered (not the stock state), how many are left, the average rating and the
// scale it is out of, the shipping cost named in the text; null on a page that says none of them.
const WAYS = {
  was: ['the old price', 'price before discount', 'was', 'original price', 'what did it cost before the sale'],
  colours: ['colours', 'available colors', 'what colours does it come in', 'colour options'],
  left: ['how many are left', 'stock left', 'quantity remaining', 'units in stock'],
  rating: ['average rating', 'the customer rating', 'how many stars'],
  scale: ['rating out of what', 'rating scale', 'best rating', 'maximum possible score'],
  shipping: ['shipping', 'delivery cost', 'how much is shipping', 'postage'],
};

/** every way of asking as its own field: way i of fact f is `f_i` */
function fieldsOf(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [fact, ways] of Object.entries(WAYS)) ways.forEach((w, i) => (out[`${fact}_${i}`] = w));
  return out;
}

function byFact(extracted: Record<string, unknown>): Record<string, unknown[]> {
  const out: Record<string, unknown[]> = {};
  for (const [fact, ways] of Object.entries(WAYS)) out[fact] = ways.map((_, i) => extracted[`${fact}_${i}`]);
  return out;
}

const EXPECTED: Record<string, Record<string, unknown>> = {
  jacket: { was: 120, colours: ['Moss', 'Slate', 'Rust'], left: 4, rating: 4.3, scale: 5, shipping: 4.95 },
  lamp: { was: 64, colours: ['sand', 'charcoal', 'sea blue'], left: 7, rating: 4.6, scale: 5, shipping: 6.5 },
  kettle: { was: 59, colours: ['Enamel Red', 'Cream', 'Forest Green'], left: 12, rating: 8.7, scale: 10, shipping: 5.9 },
};

t.test('POST /v1/content/scrape: facts of a product page, asked many ways', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 30 });
  const scrape = (path: string, extract: Record<string, string>) => h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: `${site.url}${path}`, extract } });

  for (const [page, expected] of Object.entries(EXPECTED)) {
    t.test(`/goods/${page}: every way gives the page's own value`, async (t) => {
      const res = await scrape(`/goods/${page}`, { ...fieldsOf(), price: 'the current price' });
      t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
      const got = byFact(res.body.data.extracted);
      for (const [fact, value] of Object.entries(expected)) {
        got[fact].forEach((v, i) => {
          // "what colour options" and "colours" are lists; each way of asking for colours asks for the list
          t.same(v, value, `${page}: ${fact} asked as "${WAYS[fact as keyof typeof WAYS][i]}"`);
        });
      }
      t.ok((res.body.data.extracted.price as number) < (expected.was as number), 'the current price is below the was price');
    });
  }

  t.test('reviews naming other prices and ratings are not the product\'s', async (t) => {
    const res = await scrape('/goods/jacket', { was: 'the old price', rating: 'rating', scale: 'rating out of what' });
    t.same(res.body.data.extracted, { was: 120, rating: 4.3, scale: 5 }, 'not the £110 or £80 of a review, nor its "5 out of 5"');
  });

  t.test('a product page that says none of these: null, and colours are not the stock state', async (t) => {
    const res = await scrape('/goods/mug', fieldsOf());
    t.equal(res.status, 200);
    const got = byFact(res.body.data.extracted);
    for (const [fact, values] of Object.entries(got)) t.same(values, values.map(() => null), `${fact}: null every way`);
    const stock = await scrape('/goods/mug', { stock: 'availability', colour: 'colour' });
    t.same(stock.body.data.extracted, { stock: 'InStock', colour: null });
  });

  t.test('is shipping free: a yes/no answer from the cost', async (t) => {
    const res = await scrape('/goods/jacket', { free: 'is shipping free?' });
    t.same(res.body.data.extracted, { free: false });
  });
});
