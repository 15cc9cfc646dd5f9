// "unit price" asked in any spelling of the key reads the same: the price per a measure where the page states one
// ("Price per kg: £17.00"), else the item's own price (the price of one unit).
import t from 'tap';
import { Page } from './page.js';
import { extractField } from './fields.js';

const KEYS: Array<[string, string]> = [['unit_price', ''], ['unitPrice', ''], ['UnitPrice', ''], ['unit-price', ''], ['x', 'unit price']];

t.test('a page of one price: every spelling of "unit price" is that price', async (t) => {
  const kettle = new Page(
    `<html><head><title>Stovetop kettle | Hearthware</title></head><body><main><h1>Stovetop kettle</h1>
    <p class="price">£42.00</p><button>Add to basket</button><p>A 2-litre whistling kettle in brushed steel.</p></main></body></html>`,
    'https://hearthware.example/stovetop-kettle',
  );
  for (const [name, description] of KEYS) t.equal(extractField(kettle, name, description), 42, `${name}: "${description}"`);
});

t.test('a page that states a price per a measure: every spelling reads that one', async (t) => {
  const coffee = new Page(
    `<html><head><title>House blend beans 500g | Bean Co</title></head><body><main><h1>House blend beans, 500g</h1>
    <dl><dt>Price</dt><dd>£8.50</dd><dt>Price per kg</dt><dd>£17.00</dd></dl><button>Add to basket</button></main></body></html>`,
    'https://beanco.example/house-blend-500g',
  );
  const answers = KEYS.map(([name, description]) => extractField(coffee, name, description));
  t.same(new Set(answers.map((a) => JSON.stringify(a))).size, 1, `one answer: ${JSON.stringify(answers)}`);
  t.equal(answers[0], 17);
});
