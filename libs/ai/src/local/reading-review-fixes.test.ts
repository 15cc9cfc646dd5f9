// The review rv21's findings on how words are read, each as its repro: prose with a bracket and a quoted example
// is no code; a qualifier that names another price keeps its meaning; a key's item-code reading yields to a
// description with a head noun of its own; a three-letter short form ties with a rival only as before.
import t from 'tap';
import { fieldIntent } from './intent.js';
import { unwrapCode } from './code-wrappers.js';
import { extractField } from './fields.js';
import { Page } from './page.js';
import { expandShortForm } from './short-forms.js';

const read = (key: string, description: string): string => {
  const i = fieldIntent(key, description);
  return `${i.kind}/${i.type}/${i.subject}`;
};

t.test('H1: a bracketed plural and a quoted example are prose, not code', async (t) => {
  for (const d of ['author(s), e.g.: "Jane Doe and John Roe"', 'date(s) of the event, written as: "12 March 2026"',
    'the price(s), format: "12.99 GBP"', 'tag(s) of the post, like: "travel tips"', "review(s): 'loved the staff'"]) {
    t.equal(unwrapCode(d), d, d);
  }
  t.equal(fieldIntent('field1', 'author(s), e.g.: "Jane Doe and John Roe"').kind, 'author');
  t.equal(fieldIntent('when', 'date(s) of the event, written as: "12 March 2026"').kind, 'date');
  t.equal(read('price', 'the price(s), format: "12.99 GBP"'), 'price/number/item');
  t.equal(fieldIntent('tags', 'tag(s) of the post, like: "travel tips"').kind, 'category');
  // a named description still is code: a call, an argument, a quoted key, a bare key inside braces
  t.equal(unwrapCode('z.string().describe("who wrote the piece")'), 'who wrote the piece');
  t.equal(unwrapCode('Field(description="who wrote the piece")'), 'who wrote the piece');
  t.equal(unwrapCode('{"type": "string", "description": "who wrote the piece"}'), 'who wrote the piece');
  t.equal(unwrapCode("{type: 'string', description: 'who wrote the piece'}"), 'who wrote the piece');
  t.equal(read('x', "{type: 'string', description: 'who wrote the piece'}"), 'author/text/item');
  // a bare name and a colon outside braces is prose
  t.equal(unwrapCode('book(s) title: "Dune and other tales"'), 'book(s) title: "Dune and other tales"');
});

const shop = (body: string): Page => new Page(`<!doctype html><html><head><title>Item</title></head><body>${body}</body></html>`, 'https://shop.example/p');

t.test('M1: a word that names another price is no circumstance of the purchase', async (t) => {
  const member = shop('<h1>Garden Chair</h1><div class="price">£40.00</div><div class="member-price">Member price: £32.00</div><button>Add to basket</button>');
  t.equal(extractField(member, 'price', 'the member price'), 32);
  t.equal(extractField(member, 'cost', 'what members pay'), 32);
  const promo = shop('<h1>Mug</h1><p class="price">£10.00</p><p>Promo price with code SAVE20: £8.00</p>');
  t.equal(extractField(promo, 'price', 'the promo price'), 8);
  const vat = shop(`<h1>Cordless Drill</h1><div class="price">£120.00 <small>inc. VAT</small></div><p>SKU: DR-2040</p>
    <table><tr><th>Subtotal</th><td>£100.00</td></tr><tr><th>VAT (20%)</th><td>£20.00</td></tr></table><button>Add to basket</button>`);
  t.not(extractField(vat, 'price', 'the price before tax'), 120, 'not the price with tax');
  // the tax as the head noun is the thing asked, never dropped for the product's price
  t.not(extractField(vat, 'field1', 'tax amount'), 120);
  t.not(extractField(vat, 'tax', 'the tax amount'), 120);
  t.not(extractField(vat, 'levy', 'how much VAT is charged'), 120);
  for (const d of ['the member price', 'the promo price', 'the price before tax', 'the price after the coupon']) {
    t.not(fieldIntent('p', d).specific.length, 0, `${d}: keeps its word`);
  }
  // a circumstance of the one purchase still is the price (f21's lead-round fix)
  t.equal(extractField(vat, 'field1', 'the price as charged at checkout'), 120);
  t.equal(extractField(vat, 'p', 'what I would pay for one in my basket'), 120);
  t.same(fieldIntent('p', 'the price per piece').specific, []);
});

t.test('M2: a code key yields to a description that names its own thing', async (t) => {
  for (const d of ['the postcode', 'the store postcode', 'the voucher code', 'the discount code', 'zip code of the branch']) {
    t.not(fieldIntent('code', d).kind, 'sku', `code: ${d}`);
  }
  // the description adds nothing of its own: the key's item code stands
  for (const d of ['', 'the product code', 'code of this item', 'its reference']) t.equal(fieldIntent('code', d).kind, 'sku', `code: ${d}`);
  const store = shop(`<h1>Cordless Drill</h1><div class="price">£120.00</div><p>SKU: DR-2040</p>
    <p>Collect from our store: 4 Mill Lane, Leeds LS1 4AB</p><button>Add to basket</button>`);
  t.not(extractField(store, 'code', 'the postcode'), 'DR-2040');
  t.not(extractField(store, 'code', 'the voucher code'), 'DR-2040');
  t.equal(extractField(store, 'code', ''), 'DR-2040');
});

t.test('L1: three letters tie with any rival only when it is a word that names no field', async (t) => {
  // a field word fits less near: the nearest reading stands
  t.equal(expandShortForm('brd'), 'brand');
  t.equal(expandShortForm('pst'), 'post');
  t.equal(expandShortForm('prc'), 'price');
  t.equal(fieldIntent('brd', '').kind, 'brand');
  // a word keys are made of that names no field is a tie wherever it fits (f21)
  for (const p of ['sts', 'slr', 'lks', 'del']) t.equal(expandShortForm(p), null, p);
});
