import t from 'tap';
import { Page } from './page.js';
import { extractField } from './fields.js';
import { itemFact } from './item-facts.js';

// recipes without a card or a label's cell: the time and the yield only after their label words in prose or a strip
const page = (body: string): Page => new Page(`<html><head><title>Leek tart</title></head><body><main><article><h1>Leek tart</h1>
  <p class="byline">By Ana Ruiz</p>${body}</article></main></body></html>`, 'https://tarts.example/leek-tart');

t.test('a time after its label word in a sentence or a strip is the fact', async (t) => {
  t.equal(itemFact(page('<p>The pastry is bought. Prep runs to about 25 minutes, then it bakes.</p>'), null, 'prep_time'), '25 minutes');
  t.equal(itemFact(page('<p>Preparation time is roughly 1.5 hours with the resting.</p>'), null, 'prep_time'), '1.5 hours');
  t.equal(itemFact(page('<div class="strip">Prep 10 min Cook 35 min Serves 6</div>'), null, 'prep_time'), '10 min');
  t.equal(itemFact(page('<div class="strip">Prep 10 min Cook 35 min Serves 6</div>'), null, 'cook_time'), '35 min');
  t.equal(itemFact(page('<p>Buttery and rich. Makes 6 slices. Preparation is quick.</p>'), null, 'servings'), 6, 'a count after its label word');
});

t.test('a value before its label word, or far after it, is no labelled fact', async (t) => {
  const story = page('<p>My old quiche (serves 4, 40 minutes prep) was the start. A reader said it took 50 minutes to prep.</p>');
  t.equal(itemFact(story, null, 'prep_time'), null);
  t.equal(itemFact(page('<p>Prep the leeks slowly and with care, and rest them for 20 minutes.</p>'), null, 'prep_time'), null, 'more than a few words between');
  t.equal(itemFact(page('<p>Prep is easy, 20 minutes later it is done.</p>'), null, 'prep_time'), null, 'another clause');
});

t.test("other items' cards are not the item's, also when a wrapper around them is short", async (t) => {
  // the white space between the recipe and its related cards belongs to a wrapper whose whole text holds both
  const p = new Page(`<html><head><title>Pear cake</title></head><body><div class="wrap">
    <article><h1>Pear cake</h1><p>A soft cake with pears.</p></article>
    <section class="related"><h2>You may also like</h2><ul><li><h3>Flapjacks</h3><p>Ready in 30 mins</p><p>Makes 24</p></li></ul></section>
  </div></body></html>`, 'https://cakes.example/pear');
  t.equal(itemFact(p, null, 'servings'), null, "a related card's yield");
});

t.test('asked in a short description, the prose fact answers', async (t) => {
  const p = page('<p>For 6. Preparation takes about 20 mins, and the oven does the rest.</p>');
  for (const [key, description] of [['prepTime', 'prep time'], ['prep', 'preparation time'], ['time_prep', '']]) t.equal(extractField(p, key, description), '20 mins', `${key}: "${description}"`);
});

t.test('a page of thousands of nested blocks is read in bounded time', async (t) => {
  const deep = page(`${'<div>a line '.repeat(1500)}${'</div>'.repeat(1500)}<p>Prep takes 10 minutes.</p>`);
  const t0 = Date.now();
  itemFact(deep, null, 'prep_time');
  t.ok(Date.now() - t0 < 5000, `${Date.now() - t0} ms`);
});
