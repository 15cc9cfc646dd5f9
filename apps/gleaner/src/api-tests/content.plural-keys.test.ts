import t from 'tap';
import { fieldsOnFixtures } from './fields-on-fixtures.js';

// Issue 27, session 19: terse keys and plural keys as customers name them. A plural key with nothing ("-") of its
// own to say is a list of its field: of the page's one item a list of one, of a listing each item's; a count
// noun ("bedrooms") and a tally ("photoTally") are one number; weak labels ("Published By", "Contact Name",
// "<noun> Location") read as what they name; null where the page does not say. Keys and wordings our own.
t.test('POST /v1/content/scrape: plural keys and weak labels', async (t) => {
  const extract = await fieldsOnFixtures(t, 40);

  t.test('a news article: lists of one, a tally, participle labels, nulls', async (t) => {
    const x = await extract('/words/news', { titles: '-', sources: '-', dates: '-', photoTally: '-', 'Posted By': '-', 'Published By': '-', skus: '-', bedrooms: '-', 'Contact Person': '-' });
    t.same(x, {
      titles: ['Night trams return to the river line'], sources: ['The Lantern Courier'], dates: ['2026-03-09'], photoTally: 2,
      'Posted By': 'Oona Brandt', 'Published By': 'The Lantern Courier', skus: null, bedrooms: null, 'Contact Person': null,
    });
  });

  t.test("a book shop's item: its one title, publisher and price as lists of one", async (t) => {
    const x = await extract('/words/book', { titles: '-', publishers: '-', 'Published By': '-', costs: '-', skus: '-', 'Listing Location': 'street, postcode and town' });
    t.same(x, { titles: ["The Ferryman's Daughter"], publishers: ['Brightwater Press'], 'Published By': 'Brightwater Press', costs: [18.99], skus: null, 'Listing Location': null });
  });

  t.test("a listing of two: each item's title and price", async (t) => {
    const x = await extract('/shelf?items=2', { titles: '-', costs: '-' });
    t.same(x, { titles: ['Ridge 28 Daypack', 'Summit 45 Trekking Pack'], costs: [64, 139] });
  });

  t.test("a home: bedrooms a number, the person to contact, the address from its parts", async (t) => {
    const x = await extract('/items/real-estate/homefinder-alder-row', { bedrooms: '-', titles: '-', 'Contact Name': 'whom to contact', 'Contact Person': '-', 'Listing Location': 'street, postcode and town' });
    t.same(x, { bedrooms: 3, titles: ['3 bedroom terraced house for sale'], 'Contact Name': 'Parkway Estates', 'Contact Person': 'Parkway Estates', 'Listing Location': '14 Alder Row, Bristol BS3 4QT' });
  });
});
