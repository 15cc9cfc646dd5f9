import t from 'tap';
import { fieldsOnFixtures } from './fields-on-fixtures.js';

// Descriptions written as sentences and questions (issue 27): a word of form heads its complement ("the link
// of the big photo": the photo's address), nouns after the head phrase are context ("the picture to put next to
// the title"), and questions about the item itself need no field noun ("what's the damage", "how long is it").
// Over HTTP in Chromium, on the fixture site's pages; null where the page does not say.
t.test('POST /v1/content/scrape: sentences and questions without the field\'s noun', async (t) => {
  const extract = await fieldsOnFixtures(t, 40);

  t.test('a word of form heads its complement; context nouns rank below the head', async (t) => {
    const news = await extract('/words/news', {
      lead: 'Give me the link of the big photo above the story',
      thumb: 'the picture to put next to the title',
      creator: 'the name of the person who authored or created this',
      says: 'what does the story actually say?',
    });
    t.match(news.lead, /\/photos\/tram-depot\.jpg$/, 'the photo, not the page\'s own address');
    t.match(news.thumb, /\/photos\/tram-depot\.jpg$/, 'the picture, not the title');
    t.equal(news.creator, 'Oona Brandt');
    t.match(news.says, /Night trams will run on the river line again/, 'the article\'s text');
    const book = await extract('/words/book', { tag: 'the figure written on the price tag', damage: "what's the damage?", only: 'all we need is the publisher' });
    t.same(book, { tag: 18.99, damage: 18.99, only: 'Brightwater Press' }, 'one value, not a list');
  });

  t.test('questions about the item itself: the verb and the page say which fact', async (t) => {
    const event = await extract('/items/events/millyard-midsummer-concert', { where: 'where could I go and see it', long: 'how long is it' });
    t.same(event, { where: 'The Weir Barn', long: '2 hours' }, 'an event\'s running time');
    const book = await extract('/items/books/quarto-moss-and-iron', { long: 'how long is it' });
    t.same(book, { long: 224 }, 'a book\'s pages');
    const flat = await extract('/items/real-estate/h-grachtwonen-lindengracht', { size: 'how big is this flat', town: 'the town the flat is in' });
    t.same(flat, { size: '64 m²', town: 'Amsterdam' });
    const home = await extract('/items/real-estate/riverbend-maple-ave', { town: 'the city this home is in' });
    t.same(home, { town: 'Portland' }, 'the town of the address the page states');
  });

  t.test('null where the page does not say', async (t) => {
    const book = await extract('/words/book', { audience: 'who is this book for?' });
    t.same(book, { audience: null }, 'no audience stated: not the author, not the shop');
    const event = await extract('/items/events/millyard-midsummer-concert', { aimed: 'who is it aimed at', size: 'how big is it' });
    t.same(event, { aimed: null, size: null });
  });
});
