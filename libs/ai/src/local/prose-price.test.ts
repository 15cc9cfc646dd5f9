import t from 'tap';
import { Page } from './page.js';
import { fieldIntent } from './intent.js';
import { prosePrice } from './prose-price.js';
import { resolve } from './resolve.js';

const page = (body: string) => new Page(`<!doctype html><html><head><title>Cottage for sale</title></head><body>${body}</body></html>`, 'http://127.0.0.1/item');

t.test('a price a sentence names, not the other amounts beside it', async (t) => {
  const p = page(`<h1>Two bedroom cottage</h1><p>With a deposit of £20,000 and stamp duty of £1,500 to pay, this cottage is now on the market with an asking price of £212,500.</p>
    <aside class="similar"><p>Priced at £199,000</p></aside>`);
  t.equal(prosePrice(p)?.amount, 212500);
  t.equal(resolve(p, fieldIntent('price', 'price')), 212500, 'the field reads it when nothing labels a price');
  const was = page(`<p>Down from the original price of $90, it is now priced at $64.</p>`);
  t.equal(prosePrice(was)?.amount, 64, 'an original price is not what it sells at');
  t.equal(prosePrice(page(`<p>The price of admission includes a drink.</p><p>Monthly repayments of £900.</p>`)), null, 'no amount after the price noun');
});

t.test("a main block named 'more details' is the item's own; the furniture's boxes are not", async (t) => {
  const p = page(`<h1>Two bedroom cottage</h1><section class="more-details"><p>Offered with a guide price of £185,000.</p></section>`);
  t.equal(prosePrice(p)?.amount, 185000);
  const side = page(`<h1>Two bedroom cottage</h1><aside><p>Priced at £199,000</p></aside><footer><p>Homes priced from £99,000</p></footer><div class="nearby-homes"><p>Priced at £150,000</p></div>`);
  t.equal(prosePrice(side), null, "the sidebar's, footer's and nearby homes' prices are not this one's");
});

t.test("a sentence's price answers only the item's plain price, not a question about another fact", async (t) => {
  const p = page(`<h1>Two bedroom cottage</h1><p>Offered at a guide price of £385,000.</p>`);
  t.equal(resolve(p, fieldIntent('price', 'how much is it')), 385000);
  t.not(resolve(p, fieldIntent('entry', 'cost of admission')), 385000, "an admission price is not the home's");
  t.not(resolve(p, fieldIntent('pay', 'annual salary')), 385000, 'a salary is not the price');
});
