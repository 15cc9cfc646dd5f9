// A page's statement of its prices' tax basis ("All prices include VAT"): read on whole words and as written
// ("HT" in capitals), in any case ("All Prices Incl. VAT."), and only about the item's own prices (not a
// delivery charge's, a refund's or a trade customer's).
import t from 'tap';
import { extractField } from './fields.js';
import { Page } from './page.js';
import { statedBasis } from './tax-basis.js';

const shop = (note: string): Page =>
  new Page(`<html><head><title>Oak desk</title></head><body><main><h1>Oak desk</h1><p class="price">£240.00</p><button>Add to basket</button></main><footer><p>${note}</p></footer></body></html>`, 'https://shop.example/desk');

t.test('a word cut by the statement window or written in small letters is no tax basis', async (t) => {
  const review = shop('I bought one from China for a fraction of the price, works well.');
  t.equal(statedBasis(review), null, '"bought" holds no "HT"');
  t.equal(extractField(review, 'price', 'price incl. VAT'), 240);
  t.equal(statedBasis(shop('Great teak, the price is tight but fair')), null, 'a lower-case "ht" is no basis');
  t.equal(statedBasis(shop('Tous nos prix sont TTC')), 'gross', 'TTC as written');
  t.equal(statedBasis(shop('Tous nos prix sont HT')), 'net', 'HT as written');
});

t.test('a statement in title case or with a qualifier before the tax is read', async (t) => {
  t.equal(statedBasis(shop('All Prices Incl. VAT.')), 'gross');
  t.equal(statedBasis(shop('ALL PRICES INCL. VAT')), 'gross');
  t.equal(statedBasis(shop('Alle Preise inkl. gesetzl. MwSt., zzgl. Versand')), 'gross');
  t.equal(extractField(shop('All Prices Incl. VAT.'), 'price', 'price excluding VAT'), null, 'the gross price is not the net one');
});

t.test('a statement of another charge or another customer says nothing of the item price', async (t) => {
  for (const note of [
    'Postage prices include VAT.',
    'Wholesale customers: the prices shown to trade accounts exclude VAT.',
    'Business accounts: prices excl. VAT on the invoice.',
    'Prices for trade accounts are ex VAT',
    'B2B buyers see prices excluding VAT once signed in',
    'Refunds are for the original purchase price, including taxes.',
    'Our prices are without VAT for EU business customers with a VAT number',
  ]) {
    t.equal(statedBasis(shop(note)), null, note);
    t.equal(extractField(shop(note), 'price', 'price incl. VAT'), 240, `${note}: the item's price stands`);
    t.equal(extractField(shop(note), 'price', 'price excluding VAT'), 240, `${note}: the item's price stands`);
  }
  t.equal(statedBasis(shop('Our trade prices exclude VAT. Retail prices include VAT.')), 'gross', "the retail statement is the item's");
});

t.test("a job's or a home's page with a stated basis elsewhere: the statement says nothing of its price", async (t) => {
  const foot = '<footer><p>Advertising packages: all prices include VAT.</p></footer>';
  const at = (body: string, title: string): Page => new Page(`<html><head><title>${title}</title></head><body>${body}${foot}</body></html>`, 'https://x.example/p/1');
  const job = at('<h1>Site engineer</h1><dl><dt>Employer</dt><dd>Forth Civils</dd><dt>Salary</dt><dd>£38,000 a year</dd></dl>', 'Site engineer');
  const home = at('<h1>Three-bed house, Morningside</h1><dl><dt>Bedrooms</dt><dd>3</dd><dt>Price</dt><dd>£420,000</dd></dl>', 'Three-bed house');
  // a salary has no VAT; a home's price is a consumer's, shown with any tax in (x24): asked incl. VAT it is the shown one
  t.equal(extractField(job, 'Price (incl. VAT)', ''), null, 'job');
  t.equal(extractField(home, 'Price (incl. VAT)', ''), 420000, 'home, incl.');
  t.equal(extractField(home, 'Price (excl. VAT)', ''), null, 'home, excl.');
});
