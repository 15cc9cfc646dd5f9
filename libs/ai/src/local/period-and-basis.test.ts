// A home's rent asked with its period and its tax basis together ("monthly rent incl. VAT"): both say which amount,
// neither is another thing to find, so the wording reads the shown rent as either alone does (a home's shown price
// is the consumer's, tax in: item-kind.ts).
import t from 'tap';
import { Page } from './page.js';
import { extractField } from './fields.js';

const flat = new Page(
  `<html><head><title>Garden flat to rent, Clifton</title></head><body><main><h1>Two-bedroom garden flat, Clifton</h1>
  <p class="rent">£1,375 pcm</p><ul class="features"><li>2 bedrooms</li><li>1 bathroom</li><li>Unfurnished</li></ul>
  <p>A bright ground-floor flat with its own garden, close to the shops. Deposit five weeks' rent.</p></main></body></html>`,
  'https://lets.example/clifton-garden-flat',
);

t.test('the period and the tax basis asked together read the shown rent, as each alone does', async (t) => {
  for (const [name, description] of [
    ['rent', 'rent pcm inc VAT'],
    ['rent', 'the monthly rent incl. VAT'],
    ['cost', 'monthly rent including VAT'],
    ['rent', 'rent per month with VAT'],
    ['monthly_rent', 'including VAT'],
    ['rent', 'the rent with VAT'],
    ['rent', 'monthly rent'],
  ]) t.equal(extractField(flat, name, description), 1375, `${name}: "${description}"`);
});

t.test('the other basis asked of a home is still unknown', async (t) => {
  t.equal(extractField(flat, 'rent', 'rent per month before VAT'), null);
});
