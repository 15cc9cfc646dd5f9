// A tax's lead clipped with a full stop ("excl. VAT", "inc. GST", "ex. VAT") asks that basis: the full stop before the
// tax's name ends no sentence, and "ex." there is the lead, not "for example".
import t from 'tap';
import { extractField } from './fields.js';
import { fieldIntent } from './field-intent.js';
import { taxBasisAsked } from './tax-basis.js';
import { Page } from './page.js';

const shop = new Page('<html lang="en"><head><title>Desk lamp</title></head><body><main><h1>Desk lamp</h1><p class="price">£120.00 inc. VAT</p><p class="net">£100.00 ex. VAT</p><button>Add to basket</button></main></body></html>', 'https://shop.example/lamp');

t.test('a clipped lead with its full stop asks its basis, in any place of the description', async (t) => {
  for (const d of ['price excl. VAT', 'Price exc. VAT', 'the price, ex. VAT', 'cost (ex. GST)', 'net price excl. tax please', 'Preis zzgl. MwSt.']) t.equal(taxBasisAsked(fieldIntent('amount', d)), 'net', d);
  for (const d of ['price inc. VAT', 'the price (incl. tax)', 'what it costs, inc. GST']) t.equal(taxBasisAsked(fieldIntent('amount', d)), 'gross', d);
});

t.test('the page answers the clipped ask as it answers the written-out one', async (t) => {
  t.equal(extractField(shop, 'price', 'price excl. VAT'), 100);
  t.equal(extractField(shop, 'price', 'price ex. VAT'), 100);
  t.equal(extractField(shop, 'price', 'price inc. VAT'), 120);
});

t.test('"ex." before anything but a tax is still an example', async (t) => {
  t.equal(fieldIntent('released', 'release date, ex. 2024-01-02').description, 'release date');
  t.equal(taxBasisAsked(fieldIntent('price', 'price, ex. 12.99')), null);
});
