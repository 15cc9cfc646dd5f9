import t from 'tap';
import { fieldsOnFixtures } from './fields-on-fixtures.js';

// The intent reader's gaps of issue 27, over HTTP in Chromium: an item's facts asked in other words and
// with typos, all of a book's authors as names, a field naming two things with "or", the main image against
// the logo, money asked as a kind, a title named by the item's kind, a bare "website". Wordings our own.
t.test('POST /v1/content/scrape: the reader understands what is asked, not how it is worded', async (t) => {
  const extract = await fieldsOnFixtures(t, 40);

  t.test('a job\'s place and pay in other words and with typos', async (t) => {
    const x = await extract('/items/jobs/workfield-data-engineer', { salery: 'salery', compensation: '-', band: 'the pay range', town: 'which city is the role in', office: 'place of work', loc: 'where is the job' });
    t.same(x, { salery: 62000, compensation: 62000, band: 62000, town: 'Leeds', office: 'Leeds', loc: 'Leeds' });
    const y = await extract('/items/jobs/halden-field-technician', { based_in: 'where will I be working', remuneration: '-' });
    t.same(y, { based_in: 'Rotterdam', remuneration: 3400 });
  });

  t.test('all of a book\'s authors are their names, not their links', async (t) => {
    const x = await extract('/items/books/tidewater-lantern-atlas', { writers: 'all authors', everyone: 'every author of the book' });
    t.same(x, { writers: ['Sam Okoro', 'June Tarrant'], everyone: ['Sam Okoro', 'June Tarrant'] });
  });

  t.test('two things asked with "or": the one the page has', async (t) => {
    const fields = { cost: 'cost of a ticket or of the property' };
    t.same(await extract('/items/events/citylist-pottery-market', fields), { cost: 3 }, 'an event: its ticket');
    t.same(await extract('/items/real-estate/riverbend-maple-ave', fields), { cost: 615000 }, 'a home for sale: its price');
  });

  t.test('the news page: its main image is the story\'s, money is the currency, a news title the item\'s, a website its name', async (t) => {
    const x = await extract('/words/news', { picture: 'the main picture', photo: '-', story_title: 'news title', t2: 'title of the story', website: '-', paper: 'newspaper' });
    t.match(x.picture, /\/photos\/tram-depot\.jpg$/, 'the article\'s first large figure, not the logo in the header');
    t.equal(x.photo, x.picture, 'the image asked by a bare key');
    t.same([x.story_title, x.t2, x.website, x.paper], ['Night trams return to the river line', 'Night trams return to the river line', 'The Lantern Courier', 'The Lantern Courier']);
    const book = await extract('/words/book', { unit: 'which money is it sold in', money: '-', spend: 'how much money' });
    t.same(book, { unit: 'GBP', money: 'GBP', spend: 18.99 });
  });
});
