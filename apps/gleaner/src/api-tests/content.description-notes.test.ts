import t from 'tap';
import { fieldsOnFixtures } from './fields-on-fixtures.js';

// Descriptions that say more than what is asked (issue 27's third held-out round), over HTTP in Chromium:
// notes about the value (its absence, its format, an example), exclusions ("not the was price") and slips
// ("whos the auther"). Each gives what the plain request gives; what is excluded never wins.
t.test('POST /v1/content/scrape: notes, exclusions and slips inside a description', async (t) => {
  const extract = await fieldsOnFixtures(t, 40);

  t.test('a note about the value (absence, format, an example) does not make the field null', async (t) => {
    const x = await extract('/words/book', {
      title: 'the title of the book. Return null if the page gives none.',
      author: 'the author, e.g. Jane Austen',
      publisher: 'publisher (leave empty if missing)',
      released: 'date it was published (YYYY-MM-DD)',
      translator: 'the translator, null if not present',
    });
    t.same(x, { title: "The Ferryman's Daughter", author: 'Lise Marrow', publisher: 'Brightwater Press', released: '2024-08-21', translator: null });
  });

  t.test('what is excluded does not decide the kind, and a candidate that is it loses', async (t) => {
    const jacket = await extract('/goods/jacket', {
      plain: 'the price',
      now: 'what it sells for now, not the struck-through price',
      current: 'the current price rather than the earlier one',
      bare: 'the price (a number, no currency symbol)',
      was: 'the was price',
    });
    t.same(jacket, { plain: 96, now: 96, current: 96, bare: 96, was: 120 });
    const book = await extract('/words/book', { writer: 'the writer rather than the publisher', date: 'the publication date, not when the page was last updated' });
    t.same(book, { writer: 'Lise Marrow', date: '2024-08-21' });
    const news = await extract('/words/news', { plain: 'the main image', lead: 'the lead photo of the story (not the logo)', body: 'the story, leaving out navigation, rather than the adverts' });
    t.equal(news.lead, news.plain);
    t.match(news.lead, /tram-depot\.jpg$/);
    t.match(news.body, /Night trams will run on the river line/);
    t.notMatch(news.body, /Advertisement|Subscribe/);
    const home = await extract('/items/real-estate/homefinder-alder-row', { address: 'the address', town: 'the town', notStreet: 'the town, not the full street address' });
    t.equal(home.notStreet, home.town, 'the town as asked plainly');
    t.not(home.notStreet, home.address, 'never the street address it excludes');
  });

  t.test('a sentence that says why the field is wanted gives what the request alone gives', async (t) => {
    // neutral keys: the description alone says what is asked ("compare" as a key is a shop's compare-at price)
    const plain = await extract('/goods/jacket', { k0: 'the price' });
    const worded = await extract('/goods/jacket', {
      k1: "I'm building a price tracker, give me the price a shopper pays today for this product",
      k2: 'for my catalogue I need the price of this product',
      k3: 'we compare shops, so: the price',
      k4: 'the price - this is for a spreadsheet',
      k5: 'Please extract the price. It will be shown in our app.',
      k6: 'the price (we only list jackets under 200)',
    });
    t.equal(plain.k0, 96);
    t.same(worded, { k1: 96, k2: 96, k3: 96, k4: 96, k5: 96, k6: 96 });
    const book = await extract('/words/book', {
      author: 'the author',
      publisher: 'the publisher',
      k1: 'we cite books in our reading lists, who wrote this one?',
      k2: 'the publisher of the book, to group them in our catalogue',
    });
    t.equal(book.k1, book.author);
    t.equal(book.k2, book.publisher);
    t.equal(book.author, 'Lise Marrow');
  });

  t.test('slips in a longer description are read as the words they miss', async (t) => {
    const x = await extract('/words/book', { a: 'whos the auther of this book', p: 'who is the publsher of the book', c: 'wat does it cost' });
    t.same(x, { a: 'Lise Marrow', p: 'Brightwater Press', c: 18.99 });
  });
});
