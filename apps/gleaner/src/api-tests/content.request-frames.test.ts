import t from 'tap';
import { fieldsOnFixtures } from './fields-on-fixtures.js';

// The frames a request is put in ask nothing (request-frames.ts): a form's data-entry imperative ("Type in the
// ...", "Fill in how many ...") and a user story ("As a subscriber, I'd like to find out ..."). Each gives what the
// plain request gives; the story's role ("as an author") is who asks, not the field. Over HTTP in Chromium, on the
// fixture site's pages; null where the page does not say.
t.test('POST /v1/content/scrape: requests in a form\'s or a story\'s frame', async (t) => {
  const extract = await fieldsOnFixtures(t, 40);

  t.test('a data-entry imperative frames the asked thing', async (t) => {
    const plain = await extract('/words/book', { price: 'the price', author: 'the name of the writer', date: 'when it came out' });
    const form = await extract('/words/book', { price: 'Input the price as a number.', author: 'Fill in the name of the writer.', date: 'Type in when it came out' });
    t.same(form, plain);
    t.ok(plain.price !== null && plain.author !== null, 'the plain wording reads them');
  });

  t.test('a user story frames the asked thing; its role is not the field', async (t) => {
    const plain = await extract('/words/news', { title: 'the headline', author: 'who wrote it', date: 'when it was published' });
    const story = await extract('/words/news', {
      title: 'As a subscriber, I would like to see the headline',
      author: "As a publisher I'd like to find out who wrote it so that I can credit them",
      date: 'As an author I need to know when it was published',
    });
    t.same(story, plain);
    t.ok(plain.title !== null && plain.author !== null, 'the plain wording reads them');
  });

  t.test('null where the page does not say', async (t) => {
    const book = await extract('/words/book', { rooms: 'Enter how many bedrooms the home has', boss: 'As a candidate I want to know who is hiring' });
    t.same(book, { rooms: null, boss: null });
  });
});
