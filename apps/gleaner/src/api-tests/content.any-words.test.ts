import t from 'tap';
import { fieldsOnFixtures } from './fields-on-fixtures.js';

// Fields in any words: a field is its key and its description read together (what is asked, whose
// value, which type), and every way of asking for the same fact gives the same answer, over HTTP in
// Chromium. What the page does not say is null.
t.test('POST /v1/content/scrape: the same fact however it is asked', async (t) => {
  const extract = await fieldsOnFixtures(t, 80);

  t.test('key and description together: the key names the field, the description says what it is', async (t) => {
    const x = await extract('/words/book', { writer: 'who wrote the book', cost: 'how much', in_stock: 'is it available', by: 'by', released: 'released' });
    t.same(x, { writer: 'Lise Marrow', cost: 18.99, in_stock: true, by: 'Lise Marrow', released: '2024-08-21' });
  });

  t.test('question forms: who, when, how much, what is it called, who published it', async (t) => {
    const x = await extract('/words/book', { a: 'who is the author', b: 'when was it published', c: 'how much does it cost', d: 'what is it called', e: 'who published it', f: 'what it sells for' });
    t.same(x, { a: 'Lise Marrow', b: '2024-08-21', c: 18.99, d: "The Ferryman's Daughter", e: 'Brightwater Press', f: 18.99 });
  });

  t.test('possessives and terse labels: the book\'s title is the title, without the author, format or shop', async (t) => {
    const x = await extract('/words/book', { title: 'title', t2: "the book's title", t3: 'book title', t4: 'the name of the book', author: 'author', a2: "the book's author", a3: 'the name of the author', publisher: "the book's publisher", date: 'date of publication' });
    t.same(x, { title: "The Ferryman's Daughter", t2: "The Ferryman's Daughter", t3: "The Ferryman's Daughter", t4: "The Ferryman's Daughter", author: 'Lise Marrow', a2: 'Lise Marrow', a3: 'Lise Marrow', publisher: 'Brightwater Press', date: '2024-08-21' });
  });

  t.test('the site against the item: the website\'s name is not the article\'s title, nor the URL', async (t) => {
    const news = await extract('/words/news', { site: 'the name of the website', site2: 'which website is this', headline: "the article's title", writer: 'who wrote the article', published: 'when was it published' });
    t.same(news, { site: 'The Lantern Courier', site2: 'The Lantern Courier', headline: 'Night trams return to the river line', writer: 'Oona Brandt', published: '2026-03-09' }, 'a date is the day (docs/api.md: Dates)');
    const shop = await extract('/words/book', { shop: "the shop's name", title: 'title of the item' });
    t.same(shop, { shop: 'Thimble Books', title: "The Ferryman's Daughter" }, 'the shop\'s name from its head title and header, the item\'s from its heading');
  });

  t.test('counts are numbers: the story\'s photos counted, not the logo, not an image URL', async (t) => {
    const x = await extract('/words/news', { photos: 'the number of photos', pictures: 'how many pictures are in the article', image_count: 'image count' });
    t.same(x, { photos: 2, pictures: 2, image_count: 2 });
  });

  t.test('yes or no: true, false, and null where the page sells nothing', async (t) => {
    const book = await extract('/words/book', { in_stock: 'is it in stock', can_buy: 'can I buy it now', sold_out: 'is it sold out' });
    t.same(book, { in_stock: true, can_buy: true, sold_out: false });
    const gone = await extract('/words/sold-out', { in_stock: 'is it in stock', available: 'available', sold_out: 'is it sold out', availability: 'availability' });
    t.same(gone, { in_stock: false, available: false, sold_out: true, availability: 'OutOfStock' });
    const news = await extract('/words/news', { in_stock: 'is it available' });
    t.same(news, { in_stock: null }, 'an article is not a product: the page does not say');
  });

  t.test('the main content by any description: the story, without menus, logo or advert', async (t) => {
    const ways = { a: 'the main text content of the page', b: 'the full text without menus or ads', c: 'the article', d: "the page's text", e: 'everything the article says', f: 'the body', body: 'body' };
    const x = await extract('/words/news', ways);
    const first = String(x.a);
    for (const said of ['Night trams will run on the river line again', 'every thirty minutes', 'better lighting at the river stops']) t.match(first, said);
    for (const chrome of ['Subscribe', 'Advertisement', 'Privacy', 'half price']) t.notMatch(first, chrome, `no "${chrome}"`);
    for (const k of Object.keys(ways)) t.equal(x[k], first, `${k}: ${JSON.stringify((ways as Record<string, string>)[k])} gives the same text`);
  });

  t.test('what the page does not say is null, however it is asked', async (t) => {
    const news = await extract('/words/news', { price: 'how much does it cost', cost: "the product's price", publisher: 'the publishing house', isbn: 'the ISBN', sponsor: 'who sponsors the night trams', rating: 'the average rating' });
    t.same(news, { price: null, cost: null, publisher: null, isbn: null, sponsor: null, rating: null });
    const book = await extract('/words/book', { pages: 'how many pages the book has', rating: 'how many stars it got', translator: 'who translated the book' });
    t.same(book, { pages: null, rating: null, translator: null });
  });
});
