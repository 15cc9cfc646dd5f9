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

t.test('words after an amount that end in a colon label the next amount, not this one', async (t) => {
  const sl = new Page('<html lang="sl"><head><title>Maska</title></head><body><main><h1>Potapljaška maska</h1><p>Razpoložljivost: Dobavljivo</p><p class="price">40.00€ Brez DDV: 36.53€</p><button>Naroči</button><p>Vse cene vsebujejo DDV.</p></main></body></html>', 'https://optika.example/maska');
  t.equal(extractField(sl, 'price', 'price incl. VAT'), 40);
  t.equal(extractField(sl, 'price', 'price excluding VAT'), 36.53);
  const en = new Page('<html lang="en"><head><title>Lamp</title></head><body><main><h1>Floor lamp</h1><div class="price">£150.00 Excl. VAT: £125.00</div><button>Add to basket</button></main></body></html>', 'https://shop.example/floor-lamp');
  t.equal(extractField(en, 'price', 'the price with VAT'), 150);
  t.equal(extractField(en, 'price', 'price ex VAT'), 125);
  // a basis followed by another label's colon is still this amount's ("£120.00 inc. VAT SKU: DR-2040")
  const sku = new Page('<html><head><title>Drill</title></head><body><h1>Cordless Drill</h1><div class="price">£120.00 <small>inc. VAT</small></div><p>SKU: DR-2040</p><button>Add to basket</button></body></html>', 'https://shop.example/drill');
  t.not(extractField(sku, 'price', 'the price before tax'), 120);
  t.equal(extractField(sku, 'price', 'price incl. VAT'), 120);
});
