// A price's tax basis read only from the item's own price: not a banner's threshold, a delivery charge, or a
// page that sells nothing; and a part number's shop-code fallback only on a shop page (a salary does not make one).
import t from 'tap';
import { extractField } from './fields.js';
import { Page } from './page.js';

const page = (body: string, title = 'Garden hose'): Page => new Page(`<html><head><title>${title}</title></head><body>${body}</body></html>`, 'https://site.example/item');

t.test('a threshold or a delivery charge labelled with a tax basis is not the price asked', async (t) => {
  const threshold = page('<div class="promo">Orders above €40 ship free (excl. tax)</div><main><h1>Garden hose 25 m</h1><p class="price">€89.50</p><button>Add to cart</button></main>');
  t.not(extractField(threshold, 'price', 'the price before tax'), 40, 'a threshold is no price');
  const delivery = page('<main><h1>Garden hose 25 m</h1><p class="price">$64.00</p><p>Shipping $6.00 including tax</p><button>Buy now</button></main>');
  t.not(extractField(delivery, 'price', 'price incl. tax'), 6, 'a delivery charge is no price');
  // the item's own labelled amount is still read
  const both = page('<div class="promo">Orders above €40 ship free (excl. tax)</div><main><h1>Garden hose 25 m</h1><p class="price">€89.50 <small>(€75.21 ex. tax)</small></p><button>Add to cart</button></main>');
  t.equal(extractField(both, 'price', 'the price before tax'), 75.21);
});

t.test('a price asked on a tax basis of a page that sells nothing and labels no basis is null', async (t) => {
  const flat = page('<h1>Two-bed flat, Leith</h1><p>Rent: £1,250 per month</p><p>Available from March.</p>', 'Two-bed flat');
  for (const d of ['price incl. VAT', 'the ex-VAT price']) t.equal(extractField(flat, 'price', d), null, d);
});

t.test("a part number on a page that sells nothing is not the page's reference code", async (t) => {
  const job = page('<h1>Senior Pharmacist</h1><p>Salary: £48,500 a year</p><dl><dt>Reference</dt><dd>HRX-2291</dd><dt>Location</dt><dd>Leeds</dd></dl><p>Apply by 3 May.</p>', 'Senior Pharmacist');
  for (const k of ['partNumber', 'part_no']) t.equal(extractField(job, k, ''), null, k);
});

t.test('a page that labels only the other basis beside its price: the unlabelled price is the one asked', async (t) => {
  const trade = page('<main><h1>Garden hose 25 m</h1><p class="price">€96.80</p><p class="note">€80.00 plus tax</p><p>Courier €5.90 incl. tax</p><button>Add to cart</button></main>');
  t.equal(extractField(trade, 'price', 'price incl. tax'), 96.8);
  t.equal(extractField(trade, 'price', 'price before tax'), 80);
});
