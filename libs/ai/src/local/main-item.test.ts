import t from 'tap';
import { Page } from './page.js';
import { fieldIntent } from './intent.js';
import { itemCoreOf, itemFactOf, mainItemAnswer, mainItemFact, readItemProperty } from './main-item.js';
import { splitNames } from './item-authors.js';
import { dateIn, durationIn } from './item-dates.js';

const page = (body: string, head = '<title>Item</title>', url = 'http://127.0.0.1/item') => new Page(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, url);

t.test('dates as item pages write them, as YYYY-MM-DD', async (t) => {
  t.equal(dateIn('12 March 2021'), '2021-03-12');
  t.equal(dateIn('October 17th, 2023'), '2023-10-17');
  t.equal(dateIn('Friday 22 May 2026, 7pm for 7.30pm start'), '2026-05-22');
  t.equal(dateIn('16-02-2026'), '2026-02-16');
  t.equal(dateIn('04/23/2026'), '2026-04-23', 'month first when the second number cannot be a month');
  t.equal(dateIn('2026-04-18T19:30:00+01:00'), '2026-04-18');
  t.equal(dateIn('1998'), '1998', 'a year alone stays a year: no day is invented');
  t.equal(dateIn('March 2021'), '2021-03');
  t.equal(dateIn('312 pages'), null);
});

t.test('durations: as written, or schema.org durations in words', async (t) => {
  t.equal(durationIn('PT1H10M'), '1 hour 10 minutes');
  t.equal(durationIn('PT15M'), '15 minutes');
  t.equal(durationIn('about 20 mins'), '20 minutes');
  t.equal(durationIn('Easy'), null);
});

t.test('names in bylines: people only', async (t) => {
  t.same(splitNames('Sam Okoro and June Tarrant', true), ['Sam Okoro', 'June Tarrant']);
  t.same(splitNames('Ines Calder; Tom Reyes', true), ['Ines Calder', 'Tom Reyes']);
  t.same(splitNames('Nell Hart · Published 3 February 2026 · 14 comments', true), ['Nell Hart']);
  t.same(splitNames('Anna van der Berg', true), ['Anna van der Berg']);
  t.same(splitNames('clicking Sign up, I accept the Terms and Conditions', true), [], 'a sentence that opens with "by" is no byline');
  t.same(splitNames('Privacy Policy', true), []);
  t.same(splitNames('Review', true), [], 'one word read from text is no name');
  t.same(splitNames('Hal Moreno, Ada Li (Illustrator)', true), ['Hal Moreno'], 'an illustrator named in a byline is not an author');
});

t.test('a book page: title without the shop and the byline tail, authors by role, labels without colons', async (t) => {
  const p = page(
    `<header><a class="logo">Shelfmark</a></header><main><h1><span id="productTitle">Night Ferry</span> <span id="productSubtitle">Hardcover – 2 June 2024</span></h1>
<div class="contributors"><a>Rosa Lind</a> <span>(Author)</span>, <a>Karl Ek</a> <span>(Translator)</span>, <a>Mei Sato</a> <span>(Author)</span></div>
<ul><li><span class="k">Publisher</span> Tern House</li><li><span class="k">Release date</span> 2 June 2024</li><li>Print length: 288 pages</li></ul>
<section class="related"><p>by Someone Else</p></section></main>`,
    '<title>Night Ferry by Rosa Lind (Hardcover): Shelfmark</title><meta property="og:site_name" content="Shelfmark">',
  );
  t.equal(mainItemAnswer(p, fieldIntent('title', 'title')), 'Night Ferry', 'the title\'s own element of the h1');
  t.equal(mainItemAnswer(p, fieldIntent('author', 'author')), 'Rosa Lind, Mei Sato', 'the authors, not the translator');
  t.same(mainItemAnswer(p, fieldIntent('authors', 'the authors')), ['Rosa Lind', 'Mei Sato'], 'a list when a list is asked');
  t.equal(mainItemFact(p, fieldIntent('publisher', 'publisher')), 'Tern House');
  t.equal(mainItemAnswer(p, fieldIntent('date', 'date')), '2024-06-02');
  t.equal(readItemProperty(p, 'format'), 'Hardcover');
  t.equal(readItemProperty(p, 'pages'), 288);
});

t.test('an author named by its element beside the h1 (no "by"): the item\'s, not a poster\'s further down', async (t) => {
  const p = page('<div class="BookPage"><h1>Blue Hours</h1><div class="ContributorLinksList"><span class="ContributorLink__name">Nadia Kerr</span></div></div><div class="posts"><h2>Replies</h2><p class="author-name">Sam Poster</p></div>');
  t.equal(mainItemAnswer(p, fieldIntent('author', 'author')), 'Nadia Kerr');
});

t.test('the head\'s title when there is no h1: the site\'s name and "by <author> (<format>)" taken off', async (t) => {
  const p = page('<div class="box"><p>A quiet book.</p></div>', '<title>Night Ferry by Rosa Lind (Paperback): Shelfmark</title><meta property="og:site_name" content="Shelfmark">');
  t.equal(mainItemAnswer(p, fieldIntent('title', 'title')), 'Night Ferry');
  t.equal(mainItemAnswer(p, fieldIntent('author', 'author')), 'Rosa Lind', 'the head title\'s byline, known by its format');
  const song = page('<p>Lyrics</p>', '<title>Stand by Me | Songbook</title><meta property="og:site_name" content="Songbook">');
  t.equal(mainItemAnswer(song, fieldIntent('title', 'title')), 'Stand by Me', 'no format after "by": part of the title');
  t.equal(mainItemAnswer(song, fieldIntent('author', 'author')), undefined);
});

t.test('a structured item: its own name and the date its kind is dated by', async (t) => {
  const ld = { '@context': 'https://schema.org', '@graph': [{ '@type': 'Article', headline: 'Ten ways with beans', datePublished: '2026-01-01' }, { '@type': 'JobPosting', title: 'Baker', datePosted: '2026-03-05', validThrough: '2026-04-01', hiringOrganization: { '@type': 'Organization', name: 'Crumb & Co' }, jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'York' } } }] };
  const p = page('<h1>We are hiring!</h1><p>Closing date: 1 April 2026</p>', `<title>Baker | Crumb</title><script type="application/ld+json">${JSON.stringify(ld)}</script>`);
  t.equal(mainItemAnswer(p, fieldIntent('title', 'title')), 'Baker');
  t.equal(mainItemAnswer(p, fieldIntent('date', 'date')), '2026-03-05', 'a job is dated by its posting, not its closing date');
  t.equal(mainItemFact(p, fieldIntent('company', 'company')), 'Crumb & Co');
  t.equal(mainItemFact(p, fieldIntent('location', 'location')), 'York');
  t.equal(mainItemFact(p, fieldIntent('bedrooms', 'bedrooms')), null, 'an item page that does not say: null');
});

t.test('which fields are the main item\'s', async (t) => {
  t.equal(itemFactOf(fieldIntent('email', 'email address')), null, 'an e-mail address is no postal address');
  t.equal(itemFactOf(fieldIntent('price', 'price')), null, 'a plain price keeps the price rules');
  t.equal(itemFactOf(fieldIntent('salary', 'salary')), 'salary');
  t.equal(itemFactOf(fieldIntent('prep', 'prep time')), 'prep_time', 'a time that is a recipe\'s, not a date');
  t.equal(itemCoreOf(fieldIntent('updated', 'last updated time')), null);
  t.equal(itemCoreOf(fieldIntent('published', 'publication date')), 'date');
  const list = page('<h1>Kitchen goods</h1><ul><li><h3>Kettle</h3></li><li><h3>Teapot</h3></li></ul>');
  t.equal(mainItemAnswer(list, fieldIntent('names', 'the names of all the products')), undefined, 'many items\' names are a list, not the page\'s title');
});

t.test('an article keeps its own rules for author and date; prose still answers facts off item pages', async (t) => {
  const ld = { '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'Bridge reopens', datePublished: '2026-02-02T10:00:00Z', author: { '@type': 'Person', name: 'Ana Ruiz' } };
  const p = page('<h1>Bridge reopens</h1><p>By Someone Else</p>', `<script type="application/ld+json">${JSON.stringify(ld)}</script>`);
  t.equal(mainItemAnswer(p, fieldIntent('date', 'date')), undefined);
  t.equal(mainItemAnswer(p, fieldIntent('author', 'author')), undefined);
  const prose = page('<h1>Lemon tart</h1><p>Prep time 25 mins · Serves 8</p>');
  // (a strip of facts after their label words is read as labelled since session 27, prose-facts.ts)
  t.equal(mainItemFact(prose, fieldIntent('serves', 'number of servings')), 8, 'a count after its label word in a strip: the item\'s fact');
  const story = page('<h1>Lemon tart</h1><p>My sister once made twelve of these for a party of 30 guests.</p>');
  t.equal(mainItemFact(story, fieldIntent('serves', 'number of servings')), undefined, 'no item labels: the other sources try');
});

t.test('the request names the fact: "who published it" is the publisher; direction marks are no value', async (t) => {
  const shop = page('<h1>The Tide Clock</h1><ul><li><span>Publisher \u200f : \u200e</span> <span>Harrow House; 1st edition (4 May 2022)</span></li><li>Paperback : 320 pages</li></ul>');
  t.equal(itemFactOf(fieldIntent('published_by', 'who published it')), 'publisher');
  t.match(String(mainItemFact(shop, fieldIntent('published_by', 'who published it'))), /^Harrow House/);
  t.equal(mainItemFact(shop, fieldIntent('site', 'the name of the website')), undefined, 'the site is not the item');
});

t.test('a head title "X - Paperback - Shop" with no h1 and no known shop name: the title is X', async (t) => {
  t.equal(readItemProperty(page('<div class="name">The Lantern Keeper</div><p>Publisher: Northwind Press</p>', '<title>The Lantern Keeper - Paperback - Inkwell Books</title>'), 'title'), 'The Lantern Keeper');
  t.equal(readItemProperty(page('<p>Publisher: Harrowgate</p>', '<title>Letters from the Orchard | Hardcover | PageTurn Books &amp; Gifts</title>'), 'title'), 'Letters from the Orchard');
  t.equal(readItemProperty(page('<p>Publisher: Harrowgate</p>', '<title>Spider-Man - Tales - Comics Hub</title>'), 'title'), 'Spider-Man - Tales - Comics Hub', 'no format piece: nothing is cut');
});

t.test('a job\'s place and pay asked in other words, typos included, read from the job page', async (t) => {
  const ld = { '@context': 'https://schema.org', '@type': 'JobPosting', title: 'Kiln Technician', datePosted: '2026-05-01', hiringOrganization: { '@type': 'Organization', name: 'Ember Works' }, jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Stoke' } }, baseSalary: { '@type': 'MonetaryAmount', currency: 'GBP', value: { '@type': 'QuantitativeValue', value: 31000 } } };
  const p = page('<h1>Kiln Technician</h1><p>Ember Works is hiring.</p>', `<title>Kiln Technician | Ember</title><script type="application/ld+json">${JSON.stringify(ld)}</script>`);
  for (const [key, description] of [['salery', ''], ['wage', 'salery'], ['compensation', ''], ['band', 'the pay range'], ['earnings', 'what does the job pay']]) t.equal(mainItemFact(p, fieldIntent(key, description)), 31000, `${key}: ${description}`);
  for (const [key, description] of [['city', ''], ['office', 'place of work'], ['work_location', ''], ['where', 'where is the job']]) t.equal(mainItemFact(p, fieldIntent(key, description)), 'Stoke', `${key}: ${description}`);
  t.equal(mainItemFact(p, fieldIntent('cost', 'the amount you pay for it')), undefined, 'what you pay for a thing is its price, not a salary');
  t.equal(mainItemFact(p, fieldIntent('starts', 'when does it take place')), undefined, 'a date asked is no place');
});

t.test('all of an item\'s authors are their names; "a ticket or the property" leaves a home\'s price to the price rules', async (t) => {
  const book = page('<h1>Two Rivers</h1><p class="by">by <a href="/a/1">Ada Lyle</a> and <a href="/a/2">Ben Ort</a></p><p>Publisher: Fenwick</p><p>Binding: Paperback</p>');
  t.same(mainItemAnswer(book, fieldIntent('writers', 'all authors')), ['Ada Lyle', 'Ben Ort']);
  t.same(mainItemAnswer(book, fieldIntent('people', 'every author of the book')), ['Ada Lyle', 'Ben Ort']);
  const home = page('<h1>3 Elm Close</h1><p>Price: £310,000</p><p>Bedrooms: 3</p><p>Agent: Dale & Co</p>');
  // a qualifier the page does not use ("ticket") says which price; the page's one price is still the answer
  t.equal(mainItemFact(home, fieldIntent('ticket', 'ticket price')), undefined, 'a home page states no tickets: the price rules answer');
  t.equal(mainItemFact(home, fieldIntent('cost', 'price of the ticket or the house')), undefined, 'the other thing asked: the kind\'s sources answer');
});

t.test('what remains of something ("places left") is a count, never the venue', async (t) => {
  const p = page('<h1>Pottery Taster</h1><dl><dt>Venue</dt><dd>The Kiln Room</dd><dt>Seats left</dt><dd>6</dd></dl>');
  for (const [name, description] of [['places_left', 'places left'], ['seats', 'how many seats are remaining'], ['spots', 'number of spots left']]) {
    t.not(mainItemFact(p, fieldIntent(name, description)), 'The Kiln Room', description);
  }
  t.equal(mainItemFact(p, fieldIntent('venue', 'where is it held?')), 'The Kiln Room');
});

t.test('a name surname first without life dates is one name: one word each side of its comma', async (t) => {
  t.same(splitNames('Lindqvist, Maren', true), ['Maren Lindqvist']);
  t.same(splitNames('Okafor, Ngozi A.'), ['Ngozi A. Okafor'], "a given name's initial");
  t.same(splitNames('Sam Okoro, June Tarrant', true), ['Sam Okoro', 'June Tarrant'], 'two full names stay two');
  t.same(splitNames('Reuters, AP'), ['Reuters', 'AP'], 'an agency in capitals is no given name');
});
