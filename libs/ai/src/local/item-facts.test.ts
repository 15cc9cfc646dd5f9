import t from 'tap';
import { townOf } from './item-facts.js';
import { Page } from './page.js';
import { fieldIntent } from './intent.js';
import { mainItemFact } from './main-item.js';

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

t.test('"Presented by" names an event\'s organizer on an event\'s page and a home\'s agent on a home\'s', async (t) => {
  const page = (body: string) => new Page(`<!doctype html><html><head><title>Item</title></head><body>${body}</body></html>`, 'http://127.0.0.1/item');
  const home = page(`<main><h1>3 bed house for sale</h1><dl><dt>Bedrooms</dt><dd>3</dd><dt>Presented by</dt><dd>Holloway &amp; Reed</dd></dl></main>`);
  t.equal(mainItemFact(home, fieldIntent('agent', 'who is selling it')), 'Holloway & Reed');
  t.not(mainItemFact(home, fieldIntent('organiser', 'the organiser')), 'Holloway & Reed', "a home's agent is not an organiser");
  const gig = page(`<main><h1>Spring Concert</h1><dl><dt>Venue</dt><dd>St John's Hall</dd><dt>Tickets</dt><dd>£12</dd><dt>Presented by</dt><dd>Frome Choral Society</dd></dl></main>`);
  t.equal(mainItemFact(gig, fieldIntent('organiser', 'the organiser')), 'Frome Choral Society');
  t.not(mainItemFact(gig, fieldIntent('seller', 'who is selling it')), 'Frome Choral Society', "an event's presenter is not an agent");
});

t.test('a label is never its own value: an element named after the fact that holds only its label is passed over', async (t) => {
  const { itemFact } = await import('./item-facts.js');
  const page = new Page(`<html><body><main><h1>4 Quarry Row, Leeds LS6 2AB</h1><p>3 bedrooms</p><div class="agent-box"><span class="agent-caption">Marketed by:</span><p><b>Nadia Okafor</b> 0113 496 0321</p></div></main></body></html>`, 'https://homes.example/quarry-row');
  t.equal(itemFact(page, null, 'agent'), 'Nadia Okafor');
  const bare = new Page(`<html><body><main><h1>4 Quarry Row</h1><div class="agent-caption">Your agent</div></main></body></html>`, 'https://homes.example/quarry-row');
  t.not(itemFact(bare, null, 'agent'), 'Your agent', 'a label without a colon that the fact reads as its label');
});
