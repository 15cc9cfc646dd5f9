import t from 'tap';
import { Page } from './page.js';
import { dateOrder, numericDate, unambiguousOrder } from './date-order.js';
import { readItemProperty } from './main-item.js';

const page = (body: string, head = '<title>Event</title>', lang = '', url = 'http://127.0.0.1/e') => new Page(`<!doctype html><html${lang ? ` lang="${lang}"` : ''}><head>${head}</head><body>${body}</body></html>`, url);

t.test('numeric dates in an order, the other when the first cannot be a month', async (t) => {
  t.equal(numericDate('09/12/2023', 'mdy'), '2023-09-12');
  t.equal(numericDate('09/12/2023', 'dmy'), '2023-12-09');
  t.equal(numericDate('25/09/2023', 'mdy'), '2023-09-25');
  t.equal(numericDate('09/25/2023', 'dmy'), '2023-09-25');
  t.equal(numericDate('13/13/2023', 'dmy'), null);
  t.equal(unambiguousOrder('from 09/25/2023 to 10/02/2023'), 'mdy');
  t.equal(unambiguousOrder('10/02/2023'), null);
});

t.test("the page's order: other dates, then lang and og:locale, then a dollar price, then the country, then day first", async (t) => {
  t.equal(dateOrder(page('<p>10/02/2026, closes 10/28/2026</p>', undefined, 'en-GB')), 'mdy', 'an unambiguous date outweighs the locale');
  t.equal(dateOrder(page('<p>10/02/2026</p>', undefined, 'en-US')), 'mdy');
  t.equal(dateOrder(page('<p>10/02/2026</p>', '<meta property="og:locale" content="en_US">')), 'mdy');
  t.equal(dateOrder(page('<p>10/02/2026</p>', undefined, 'en-GB')), 'dmy');
  t.equal(dateOrder(page('<p>10/02/2026 tickets $12</p>')), 'mdy', 'a dollar price and no locale');
  t.equal(dateOrder(page('<p>10/02/2026 tickets $12</p>', undefined, '', 'http://shop.example.au/e')), 'dmy', 'the site is Australian');
  t.equal(dateOrder(page('<p>10/02/2026</p>', undefined, 'en')), 'dmy', 'no signal: day first');
});

t.test("an item's date read in the page's order", async (t) => {
  t.equal(readItemProperty(page('<h1>Jazz Night</h1><p>Date: 10/03/2026</p><p>Venue: Pier 7</p>', undefined, 'en-US'), 'date'), '2026-10-03');
  t.equal(readItemProperty(page('<h1>Jazz Night</h1><p>Date: 10/03/2026</p><p>Venue: Pier 7</p>', undefined, 'en-GB'), 'date'), '2026-03-10');
});

t.test("an event's unlabelled date: the start in its block, not the posted line or the footer", async (t) => {
  const body = '<div class="event"><h1>Folk Evening</h1><p>Saturday 14 November 2026 · doors 7.30pm</p><p>Venue: The Hall</p><p>Posted on 3 October 2026</p></div><div id="foot">Last updated 12 October 2026</div>';
  t.equal(readItemProperty(page(body), 'date'), '2026-11-14');
  const hero = '<div class="hero"><div>THU 3 DEC 2026</div><h2>Night Market</h2></div><p>Where: The Square</p><div id="foot">Page updated 20 November 2026</div>';
  t.equal(readItemProperty(page(hero, '<title>Night Market | Quay</title>'), 'date'), '2026-12-03');
  t.equal(readItemProperty(page('<h1>Folk Evening</h1><p>Venue: The Hall</p><div id="foot">Last updated 12 October 2026</div>'), 'date'), null, 'a footer date is not the item');
});

t.test('two-digit years: "9/5/25" and "Thu 3/5/26" in the page\'s order, a version or a score is no date', async (t) => {
  t.equal(numericDate('9/5/25', 'mdy'), '2025-09-05');
  t.equal(numericDate('9/5/25', 'dmy'), '2025-05-09');
  t.equal(numericDate('Thu 3/5/26, 8pm', 'mdy'), '2026-03-05');
  t.equal(numericDate('05.09.25', 'dmy'), '2025-09-05');
  t.equal(numericDate('12/31/99', 'dmy'), '1999-12-31', 'POSIX pivot: 69-99 are the 1900s');
  t.equal(numericDate('v1.2.25', 'dmy'), null, 'a version');
  t.equal(numericDate('1.2.25.4', 'dmy'), null);
  t.equal(numericDate('3-5-26', 'mdy'), null, 'dashes with a two-digit year: a score or a code, not a date');
  t.equal(numericDate('Released 07-11-24', 'dmy'), '2024-11-07', 'dashes with a padded day and month: a date in the page\'s order');
  t.equal(numericDate('07-11-24', 'mdy'), '2024-07-11');
  t.equal(numericDate('tel 020-12-34-56', 'dmy'), null, 'a phone number is no date');
  t.equal(numericDate('ref 4407-11-24', 'dmy'), null);
  t.equal(unambiguousOrder('seen 8/25/25'), 'mdy');
});

t.test('an item page\'s numeric date with a two-digit year, by its locale signals, as YYYY-MM-DD', async (t) => {
  const gig = (lang: string, more = '') => page(`<header><h1>Late Jazz Session</h1></header><dl><dt>Date</dt><dd>Fri 4/9/26</dd><dt>Venue</dt><dd>The Coal Shed</dd><dt>Tickets</dt><dd>${more}</dd></dl>`, '<title>Late Jazz Session</title>', lang);
  t.equal(readItemProperty(gig('en-US', '$15'), 'date'), '2026-04-09', 'en-US: month first');
  t.equal(readItemProperty(gig('en-GB', '£15'), 'date'), '2026-09-04', 'en-GB: day first');
  t.equal(readItemProperty(gig('de-DE', '15 €'), 'date'), '2026-09-04', 'German: day first');
  t.equal(readItemProperty(gig('fr-FR', '15 €'), 'date'), '2026-09-04', 'French: day first');
  t.equal(readItemProperty(gig('', '$15'), 'date'), '2026-04-09', 'no locale, a dollar price: month first');
  t.equal(readItemProperty(gig('', 'free'), 'date'), '2026-09-04', 'no signal at all: day first');
  const book = page('<h1>Harbour Lights</h1><ul><li>Publisher: Gannet House</li><li>Publication date: 11/6/24</li><li>Pages: 212</li></ul>', '<title>Harbour Lights</title>', 'en-US');
  t.equal(readItemProperty(book, 'date'), '2024-11-06');
});
