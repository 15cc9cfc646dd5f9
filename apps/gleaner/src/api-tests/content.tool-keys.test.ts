import t from 'tap';
import { fieldsOnFixtures } from './fields-on-fixtures.js';

// Issue 27, session 18: keys as customers carry them over from other tools (schema.org paths, Open Graph,
// scrapers, spreadsheets), mostly with a description that says nothing ("-"), and plural keys: one value when the description
// names one thing, a list when it names many or says nothing. Keys and wordings our own.
t.test('POST /v1/content/scrape: tool keys and plural keys', async (t) => {
  const extract = await fieldsOnFixtures(t, 40);

  t.test("a news article: its publisher is the site; Open Graph and path keys; plural keys for one value", async (t) => {
    const x = await extract('/words/news', {
      'publisher.name': '-', publisher: '-', 'og:title': '-', 'twitter:creator': '-', 'article:published_time': '-', 'image[0]': '-',
      'blog-post-heading': '-', headlines: 'headline of the story', pictures: 'the main picture', dates: 'publication date',
    });
    t.same(x, {
      'publisher.name': 'The Lantern Courier', publisher: 'The Lantern Courier', 'og:title': 'Night trams return to the river line', 'twitter:creator': 'Oona Brandt',
      'article:published_time': x['article:published_time'], 'image[0]': x['image[0]'], 'blog-post-heading': 'Night trams return to the river line',
      headlines: 'Night trams return to the river line', pictures: x['image[0]'], dates: '2026-03-09',
    });
    t.match(x['image[0]'], /\/photos\/tram-depot\.jpg$/, 'the story\'s first photo, not the logo');
    t.match(x['article:published_time'], /^2026-03-09T07:15/, 'a key naming a time is the moment (docs/api.md, Dates)');
  });

  t.test("a book shop's item: a book's publisher is its publishing house; currency keys; plural keys for one value", async (t) => {
    const x = await extract('/words/book', { 'publisher.name': '-', 'offers.priceCurrency': '-', priceCurrency: 'the currency the price is shown in', costs: 'the cost', 'author[0].name': '-', writers: 'writer of the book' });
    t.same(x, { 'publisher.name': 'Brightwater Press', 'offers.priceCurrency': 'GBP', priceCurrency: 'GBP', costs: 18.99, 'author[0].name': 'Lise Marrow', writers: 'Lise Marrow' });
  });

  t.test('a listing: plural keys with an empty or plural description, and a path over every offer, are lists', async (t) => {
    const x = await extract('/shelf?items=2', { names: 'product names', prices: '-', 'offers[].price': '-', currencies: 'currencies of the prices' });
    t.same(x, { names: ['Ridge 28 Daypack', 'Summit 45 Trekking Pack'], prices: [64, 139], 'offers[].price': [64, 139], currencies: ['GBP', 'GBP'] });
  });
});
