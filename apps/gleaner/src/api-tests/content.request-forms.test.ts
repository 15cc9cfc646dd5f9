import t from 'tap';
import { fieldsOnFixtures } from './fields-on-fixtures.js';

// A request as prompts and chat word it gives what the plain wording gives: an opening verb ("Provide the
// ..."), a contraction ("what'd it set me back"), where on the page the value sits ("the price beside the
// basket button"), a count's own words ("the overall number of ..."). Over HTTP in Chromium, on the fixture
// site's pages; null where the page does not say.
t.test('POST /v1/content/scrape: requests worded as prompts and chat', async (t) => {
  const extract = await fieldsOnFixtures(t, 40);

  t.test('an opening verb and a contraction ask nothing of their own', async (t) => {
    const plain = await extract('/words/book', { price: 'the price', author: 'the author' });
    const prompt = await extract('/words/book', { price: 'Provide the current price as a number, or null if none is shown', author: "Output the writer's full name" });
    t.same(prompt, plain);
    t.ok(plain.price !== null && plain.author !== null, 'the plain wording reads both');
    const chat = await extract('/words/book', { price: "what'd it set me back", when: "when'd it come out" });
    const spelled = await extract('/words/book', { price: 'what would it set me back', when: 'when did it come out' });
    t.same(chat, spelled);
    const job = await extract('/items/jobs/h-kestrel-junior-analyst', { boss: "who'll I be working for" });
    t.same(job, { boss: 'Kestrel Analytics Ltd' }, 'whom one works for is the employer');
  });

  t.test('where on the page the value sits is no word to search for', async (t) => {
    const book = await extract('/words/book', { price: 'the amount printed beside the basket button', date: 'the date shown below the price' });
    const plain = await extract('/words/book', { price: 'the amount', date: 'the date' });
    t.same(book, plain);
    t.not(book.price, null);
  });

  t.test('the last change, a number\'s sign, text after a field noun', async (t) => {
    const recipe = await extract('/items/recipes/nells-kitchen-bean-chilli', { date: 'the date', updated: 'last updated', modified: 'date modified', title: 'headline text', title2: 'what the recipe is called' });
    t.same(recipe, { date: '2026-02-03', updated: '2026-02-10', modified: '2026-02-10', title: recipe.title2, title2: recipe.title2 }, 'the modified-time meta tag');
    t.not(recipe.title, null);
    const book = await extract('/items/books/quarto-moss-and-iron', { pages: 'No. of pages', hash: '# of pages', plain: 'number of pages' });
    t.same(book, { pages: 224, hash: 224, plain: 224 }, '"No. of" and "#" are "number of", not a negation');
  });

  t.test('null where the page does not say', async (t) => {
    const book = await extract('/words/book', { boss: "who'd I be working for", rooms: 'Return the number of bedrooms, or null' });
    t.same(book, { boss: null, rooms: null });
  });
});
