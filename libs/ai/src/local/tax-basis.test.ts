// A price's tax basis read only from the item's own price: not a banner's threshold, a delivery charge, or a
// page that sells nothing; and a part number's shop-code fallback only on a shop page (a salary does not make one).
import t from 'tap';
import { extractField } from './fields.js';
import { Page } from './page.js';
import { readDescription } from './description-reader.js';

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

t.test('a price asked on a tax basis of a product page without shop markup or buy controls is its price', async (t) => {
  // a shop page whose buttons are links and whose price is a plain element: no product markup, no cart form
  const plainShop = new Page(
    '<html><head><title>Reading lenses, stick-on</title></head><body><h1>Reading lenses, stick-on</h1><p>Maker: Optica</p><p>Code: 5521</p><p>In stock</p><div class="cost">27.00 €</div><a href="/basket/add/5521">Order</a></body></html>',
    'https://lenses.example/aids/reading-lenses-5521',
  );
  for (const [k, d] of [['Price (incl. VAT)', ''], ['price', 'the price with tax'], ['gross', 'price including VAT']]) t.equal(extractField(plainShop, k, d), 27, `${k}: ${d}`);
});

t.test("a job's, a home's or an event's money asked without tax is null when the page labels no basis; with tax, a consumer's price is the shown one", async (t) => {
  const job = page('<h1>Site engineer</h1><dl><dt>Employer</dt><dd>Forth Civils</dd><dt>Salary</dt><dd>£38,000 a year</dd></dl>', 'Site engineer');
  const gig = page('<h1>Jazz night</h1><dl><dt>Venue</dt><dd>The Blue Room</dd><dt>Tickets</dt><dd>£15</dd></dl>', 'Jazz night');
  const home = page('<h1>Three-bed house, Morningside</h1><dl><dt>Bedrooms</dt><dd>3</dd><dt>Price</dt><dd>£420,000</dd></dl>', 'Three-bed house');
  for (const [name, p] of [['job', job], ['event', gig], ['home', home]] as const) t.equal(extractField(p, 'Price (excl. VAT)', ''), null, name);
  // a salary has no VAT to include; a ticket's or a home's shown price is what a consumer pays, any tax in
  t.equal(extractField(job, 'Price (incl. VAT)', ''), null);
  t.equal(extractField(gig, 'Price (incl. VAT)', ''), 15);
  t.equal(extractField(home, 'Price (incl. VAT)', ''), 420000);
});

t.test('a page that states once that its prices include VAT: its unlabelled price is gross, no net amount is stated', async (t) => {
  const shop = (note: string): Page => page(`<main><h1>Oak desk</h1><p class="price">£240.00</p><button>Add to basket</button></main><footer><p>${note}</p></footer>`, 'Oak desk');
  for (const note of ['All our prices include VAT.', 'Prices incl. 20% VAT, delivery extra.', 'VAT included in all prices']) {
    t.equal(extractField(shop(note), 'price', 'price incl. VAT'), 240, `${note}: gross`);
    t.equal(extractField(shop(note), 'price', 'price excluding VAT'), null, `${note}: no net amount`);
  }
  // a net amount the page labels is still the one asked
  const both = page('<main><h1>Oak desk</h1><p class="price">£240.00</p><p>£200.00 ex VAT</p><button>Add to basket</button></main><footer>All prices include VAT.</footer>', 'Oak desk');
  t.equal(extractField(both, 'price', 'price excluding VAT'), 200);
  // a statement for another customer (trade accounts) says nothing of the item's: the page's own one stands
  const two = page('<main><h1>Oak desk</h1><p class="price">£240.00</p><button>Add to basket</button></main><footer>All prices include VAT. Trade accounts: prices excl. VAT.</footer>', 'Oak desk');
  t.equal(extractField(two, 'price', 'price excluding VAT'), null);
  // a page that states both bases for its own prices states neither for its unlabelled price
  const both2 = page('<main><h1>Oak desk</h1><p class="price">£240.00</p><button>Add to basket</button></main><footer>All prices include VAT. Shop prices excl. VAT.</footer>', 'Oak desk');
  t.equal(extractField(both2, 'price', 'price excluding VAT'), 240);
});

t.test('a bracket of tax words is a note of the request, whichever tax it names', async (t) => {
  for (const d of ['the price (incl. VAT)', 'the price (ex GST)', 'the price (pre-tax)', 'the price (tax inclusive)']) t.same(readDescription(d).others, [], d);
});

t.test('a price asked on a tax basis is an amount, never the prose words', async (t) => {
  const blog = new Page('<html><head><title>Trip notes</title></head><body><article><h1>Trip notes</h1><p>The ferry ticket cost twenty-five pounds before tax, which was fine.</p><p>Income from the stall was good.</p></article></body></html>', 'https://blog.example/trip');
  for (const [k, d] of [['net_price', 'the price before tax'], ['gross', 'what it costs with tax']]) {
    const v = extractField(blog, k, d);
    t.ok(v === null || typeof v === 'number', `${d}: ${JSON.stringify(v)}`);
  }
});
