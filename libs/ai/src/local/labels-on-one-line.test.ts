// Facts written as pairs on one line between separators ("Prep: 20 mins · Serves: 6"): a pair each, read by any
// way of asking, and a part that is no pair stays with its value.
import t from 'tap';
import { Page } from './page.js';
import { fieldIntent } from './intent.js';
import { mainItemFact } from './main-item.js';

const page = (body: string) => new Page(`<!doctype html><html><head><title>Item</title></head><body>${body}</body></html>`, 'http://127.0.0.1/item');
const pairs = (body: string) => page(body).labels.map((p) => [p.label, p.value]);

t.test('pairs on one line between separators are a pair each', async (t) => {
  t.same(pairs('<p>Cook: 40 mins · Makes: 12</p>'), [['Cook', '40 mins'], ['Makes', '12']]);
  t.same(pairs('<div>Pages: 212 • Binding: Cloth • Language: Welsh</div>'), [['Pages', '212'], ['Binding', 'Cloth'], ['Language', 'Welsh']]);
  t.same(pairs('<div>Version: 2.0 | Release date: 2 March 2026</div>'), [['Version', '2.0 | Release date: 2 March 2026']], 'a bar is no separator of facts: a site strip');
  t.same(pairs('<p>Doors: 19:30 · Tickets: £9 · concessions £7</p>'), [['Doors', '19:30'], ['Tickets', '£9 · concessions £7']], 'a part that is no pair stays with the value before it');
  t.same(pairs('<p>Price: £5 · free for members</p>'), [['Price', '£5 · free for members']], 'one pair on the line: read whole, as before');
  t.same(pairs('<p>Home · Recipes · Soups: winter</p>'), [['Home · Recipes · Soups', 'winter']], 'a line that opens with no pair is read whole, as before');
});

t.test('a count on a line of pairs answers every way of asking it', async (t) => {
  const recipe = page('<h1>Barley broth</h1><p>A slow soup.</p><p class="meta">Ready in: 1 hour · Yield: 6 bowls</p>');
  for (const [key, description] of [['servings', ''], ['recipe_yield', ''], ['portions', 'how many portions'], ['feeds', 'how many people it feeds']]) {
    t.equal(String(mainItemFact(recipe, fieldIntent(key, description))).replace(/ bowls$/, ''), '6', `${key}: "${description}"`);
  }
});
