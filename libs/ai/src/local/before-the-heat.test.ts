// A time asked "before cooking starts", "before baking": a recipe's preparation time. The start word in such a
// clause is the cooking's, not a start of the item (an event's start time).
import t from 'tap';
import { Page } from './page.js';
import { extractField } from './fields.js';

const recipe = new Page(
  '<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Barley stew","prepTime":"PT25M","cookTime":"PT50M","totalTime":"PT75M","recipeYield":"6"}</script></head>' +
    '<body><main><h1>Barley stew</h1><p>Prep: 25 minutes. Cook: 50 minutes.</p></main></body></html>',
  'http://x.test/stew',
);

t.test('the time before the cooking starts is the preparation time', async (t) => {
  t.equal(extractField(recipe, 'prep', 'the length of time needed before cooking starts'), '25 minutes');
  t.equal(extractField(recipe, 'ready', 'how long until the baking begins'), '25 minutes');
  t.equal(extractField(recipe, 'lead_time', 'minutes of work before you start to cook'), '25 minutes');
  t.equal(extractField(recipe, 'setup', 'time spent prior to roasting'), '25 minutes');
  // the cooking's own time and the whole time are still theirs
  t.equal(extractField(recipe, 'cook', 'how long it cooks'), '50 minutes');
  t.equal(extractField(recipe, 'total', 'the total time'), '75 minutes');
});

t.test('a start asked of an event is still its start', async (t) => {
  const event = new Page(
    '<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Event","name":"Bread class","startDate":"2026-05-02T18:00"}</script></head><body><main><h1>Bread class</h1></main></body></html>',
    'http://x.test/class',
  );
  t.match(String(extractField(event, 'starts', 'when does the class start')), /2026-05-02/);
});
