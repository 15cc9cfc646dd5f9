// The maker's list price in any of its wordings: on a page that shows one price it is that price; on a page
// that shows a struck one beside the price it sells at, the struck one.
import t from 'tap';
import { Page } from './page.js';
import { extractField } from './fields.js';
import { listPriceWord } from './list-price.js';

const onePrice = new Page(
  `<html><head><title>Enamel camping mug | Fernway</title></head><body><main><h1>Enamel camping mug</h1>
  <p class="price">£18.50</p><button>Add to basket</button><p>A speckled blue enamel mug for the campfire.</p></main></body></html>`,
  'https://fernway.example/enamel-mug',
);
const twoPrices = new Page(
  `<html><head><title>Enamel camping mug | Fernway</title></head><body><main><h1>Enamel camping mug</h1>
  <p><s class="price-was">£24.00</s> <span class="price-now">£18.50</span></p><button>Add to basket</button></main></body></html>`,
  'https://fernway.example/enamel-mug',
);
const WAYS: Array<[string, string]> = [
  ['srp', ''],
  ['srp_eur', ''],
  ['x', "the maker's recommended retail price"],
  ['list', 'manufacturer suggested retail price'],
  ['x', 'suggested retail price'],
  ['retail', 'recommended price'],
  ['msrp', ''],
];

t.test('a list price asked in any words on a page of one price is that price', async (t) => {
  for (const [name, description] of WAYS) t.equal(extractField(onePrice, name, description), 18.5, `${name}: "${description}"`);
});

t.test('beside a price it sells at, the list price is the struck one', async (t) => {
  for (const [name, description] of WAYS) t.equal(extractField(twoPrices, name, description), 24, `${name}: "${description}"`);
});

t.test('the words of a list price', async (t) => {
  for (const w of ['rrp', 'srp', 'msrp', 'recommended', 'recommend', 'suggest', 'retail']) t.ok(listPriceWord(w), w);
  for (const w of ['price', 'sale', 'current', 'shipping']) t.notOk(listPriceWord(w), w);
});
