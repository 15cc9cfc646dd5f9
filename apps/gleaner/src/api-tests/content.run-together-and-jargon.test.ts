import t from 'tap';
import { fieldsOnFixtures } from './fields-on-fixtures.js';

// Keys written as one lower-case run of words read as the words with spaces, and a trade's jargon as the plain
// field it names (a description of one word is read as a key is). Over HTTP in Chromium, on the fixture site's item pages.
t.test('POST /v1/content/scrape: run-together keys and trade jargon', async (t) => {
  const extract = await fieldsOnFixtures(t, 40);

  t.test('a run-together key gives what its words with spaces give', async (t) => {
    const run = await extract('/items/books/quarto-moss-and-iron', { a: 'bookauthor', b: 'pagecount', c: 'releasedate' });
    const spaced = await extract('/items/books/quarto-moss-and-iron', { a: 'book author', b: 'page count', c: 'release date' });
    t.same(Object.values(run), Object.values(spaced));
    t.ok(Object.values(spaced).every((v) => v !== null), 'the spaced keys read every value');
  });

  t.test("a trade's jargon gives the plain field's value", async (t) => {
    const jargon = await extract('/items/recipes/nells-kitchen-bean-chilli', { hands: 'hands-on time', oven: 'baking time' });
    const plain = await extract('/items/recipes/nells-kitchen-bean-chilli', { hands: 'prep time', oven: 'cook time' });
    t.same(jargon, plain);
    t.not(plain.hands, null);
    const job = await extract('/items/jobs/h-kestrel-junior-analyst', { ote: 'OTE', tc: 'total comp' });
    const pay = await extract('/items/jobs/h-kestrel-junior-analyst', { ote: 'salary', tc: 'salary' });
    t.same(job, pay);
    t.not(pay.ote, null);
  });
});
