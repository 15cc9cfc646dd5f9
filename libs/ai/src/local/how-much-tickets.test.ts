// "how much are tickets", "how much is the pay": a how-much question about an item's fact that is money (admission,
// salary) asks that amount, a number (session 29, a probe of fresh ways on item pages)
import t from 'tap';
import { fieldIntent } from './intent.js';
import { extractField } from './fields.js';
import { Page } from './page.js';

const gig = (price: string): Page => new Page(`<!doctype html><html lang="en"><head><title>Quayside Blues Night | Harbour Rooms</title></head><body><main><h1>Quayside Blues Night</h1><p>Friday 20 November 2026, doors 7.30pm</p><p>Venue: The Harbour Rooms</p>${price}<p>Under 14s must be with an adult. Bar open till 1am, cloakroom £2.</p></main></body></html>`, 'https://harbourrooms.example/whats-on/blues');

t.test('a how-much question about tickets or pay asks its amount', async (t) => {
  t.equal(fieldIntent('price', 'how much are tickets').kind, 'price');
  t.equal(fieldIntent('pay', 'how much is the pay').kind, 'price');
  t.equal(extractField(gig('<p>Tickets: £14 advance</p>'), 'price', 'how much are tickets'), 14);
  t.equal(extractField(gig('<p>Tickets: £14 advance</p>'), 'x', 'how much is a ticket?'), 14);
  // a question about something else stays a question about the text
  t.equal(fieldIntent('x', 'how much rain fell last year').kind, 'text');
});

t.test('a bare "how many" asks about the key\'s noun', async (t) => {
  const recipe = new Page('<!doctype html><html lang="en"><head><title>Leek and potato soup</title></head><body><main><h1>Leek and potato soup</h1><p>Serves 6 · Prep 15 mins</p><ol><li>Sweat 3 leeks in 2 tbsp butter.</li></ol></main></body></html>', 'https://recipes.example/soup');
  t.same(fieldIntent('people', 'for how many').facts, ['servings']);
  t.equal(extractField(recipe, 'people', 'for how many'), 6);
  t.equal(extractField(recipe, 'portions', 'how many?'), 6);
});
