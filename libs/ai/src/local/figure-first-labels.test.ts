import t from 'tap';
import { Page } from './page.js';
import { fieldIntent } from './intent.js';
import { mainItemFact } from './main-item.js';
import { labelValues } from './item-labels.js';

const page = (body: string) => new Page(`<!doctype html><html><head><title>Item</title></head><body>${body}</body></html>`, 'http://127.0.0.1/item');

t.test('stat chips whose figure comes before its label', async (t) => {
  const recipe = page(`<h1>Pea risotto</h1><ul class="facts"><li><strong>35 minutes</strong> preparation</li><li><strong>8</strong> portions</li></ul>
    <aside><p>Other dishes · 10 mins prep · Serves 2</p></aside>`);
  t.equal(mainItemFact(recipe, fieldIntent('prep_time', 'prep time')), '35 minutes', 'the figure, its label in loose text after it');
  t.equal(mainItemFact(recipe, fieldIntent('servings', 'how many servings')), 8);
  const job = page(`<h1>Warehouse Supervisor</h1><div class="tiles"><div class="tile"><em>£14.20</em><small>an hour</small></div><div class="tile"><em>Leeds</em><small>On site</small></div></div>`);
  t.equal(mainItemFact(job, fieldIntent('salary', 'salary')), 14.2, 'a pay period labels the pay');
  const home = page(`<h1>Two bedroom flat</h1><div class="chips"><p><b>2</b> bed</p><p><b>1</b> bath</p></div>`);
  t.equal(mainItemFact(home, fieldIntent('bedrooms', 'bedrooms')), 2);
});

t.test('no figure-first pair where the label has text after it or the figure has no element of its own', async (t) => {
  const p = page(`<p><b>12</b> servings and more</p><p>Made 4 servings</p><p><span>Publisher</span> Gullwing Press</p>`);
  t.same(labelValues(p, /^servings$/), [], 'a figure inside running text is not a chip');
  t.same(labelValues(p, /^publisher$/), ['Gullwing Press'], 'the label first still reads as before');
  const after = page(`<div><strong>£40,000</strong><span>per year</span><span>negotiable</span></div>`);
  t.same(labelValues(after, /^per year$/), [], 'the label must end its chip');
});
