import t from 'tap';
import { townOf } from './item-facts.js';

t.test('the town of an address line: the street and the postcodes aside', async (t) => {
  t.equal(townOf('9 Kite Lane, Norwich NR2 4TY'), 'Norwich', 'a UK postcode after the town');
  t.equal(townOf('77 Elm St, Unit 2, Austin, TX 78701'), 'Austin', 'a unit line and a state with its ZIP');
  t.equal(townOf('Kerkstraat 12, 1017 GC Amsterdam'), 'Amsterdam', 'a Dutch postcode before the town');
  t.equal(townOf('Lindenweg 4, 80331 München'), 'München');
  t.equal(townOf('Kite Lane'), 'Kite Lane', 'a line of one part is the town when it has no number');
  t.equal(townOf('12 Kite Lane'), null, 'a street alone names no town');
  t.equal(townOf(null), null);
});

t.test('facts asked only by a question: running time, floor area, audience; their labels make no item page', async (t) => {
  const { Page } = await import('./page.js');
  const { itemFact, labelsAnItem } = await import('./item-facts.js');
  const page = new Page(`<html><body><main><h1>Harbour Lights Walk</h1><dl><dt>Running time</dt><dd>90 minutes</dd><dt>Suitable for</dt><dd>Ages 8 and up</dd><dt>Floor area</dt><dd>1,200 sq ft</dd></dl></main></body></html>`, 'https://walks.example/harbour');
  t.equal(itemFact(page, null, 'duration'), '90 minutes');
  t.equal(itemFact(page, null, 'audience'), 'Ages 8 and up');
  t.equal(itemFact(page, null, 'area'), '1,200 sq ft');
  t.equal(labelsAnItem(page), false, 'a product\'s "Size" or a talk\'s "Length" label is no sign of an item page');
  const bare = new Page('<html><body><main><h1>Harbour Lights Walk</h1><p>A walk along the quay.</p></main></body></html>', 'https://walks.example/harbour');
  t.equal(itemFact(bare, null, 'duration'), null);
  t.equal(itemFact(bare, null, 'area'), null);
});
