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
