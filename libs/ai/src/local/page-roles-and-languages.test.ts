// Session 22 (pg8): the site named by the page as the item's publisher or employer, sentences that credit a
// role, a price stated as "Free", and other languages' dates, labels and salary lines (own wordings).
import t from 'tap';
import { Page } from './page.js';
import { itemFact, admissionPrice, freeAdmission } from './item-facts.js';
import { dateIn } from './item-dates.js';
import { itemDate } from './item-date-sources.js';
import { itemAuthors } from './item-authors.js';
import { siteAsEmployer, siteAsPublisher } from './site-roles.js';
import { siteNames } from './page-facts.js';

const page = (body: string, head = ''): Page => new Page(`<html><head>${head}</head><body>${body}</body></html>`, 'https://x.example/item');

t.test('dates in words in the label languages', async (t) => {
  t.equal(dateIn('le 3 février 2026'), '2026-02-03', 'French');
  t.equal(dateIn('am 14. Oktober 2025'), '2025-10-14', 'German, a dot after the day');
  t.equal(dateIn('el 7 de mayo de 2027'), '2027-05-07', 'Spanish, "de" around the month');
  t.equal(dateIn('op 21 augustus 2024'), '2024-08-21', 'Dutch');
  t.equal(dateIn('Mars 2026 mission, day 12'), null, 'a month name without a day and a year is no date');
});

t.test('a line that dates the item\'s notice, its noun and verb in another language', async (t) => {
  const p = page('<main><h1>Appartement T2</h1><dl><dt>Chambres</dt><dd>1</dd></dl><p>Offre ajoutée le 5 avril 2027 · modifiée le 09/04/2027</p></main>');
  t.equal(itemDate(p, null), '2027-04-05');
  const en = page('<main><h1>Two-bed flat</h1><dl><dt>Bedrooms</dt><dd>2</dd></dl><p>Listing posted on 6 May 2027</p></main>');
  t.equal(itemDate(en, null), '2027-05-06', 'the English notice noun before its verb');
});

t.test('bedrooms and the agent under other languages\' labels, a possessive before the label', async (t) => {
  const p = page('<main><h1>Casa con giardino</h1><p lang="en">Summary: two bedrooms, a sunny terrace.</p><table><tr><th>Camere</th><td>2</td></tr></table><div><h3>La vostra agenzia</h3><p>Immobiliare Colli</p></div></main>');
  t.equal(itemFact(p, null, 'bedrooms'), 2);
  t.equal(itemFact(p, null, 'agent'), 'Immobiliare Colli');
});

t.test('a salary named in a line of what the job offers', async (t) => {
  const p = page('<main><h1>Lagermitarbeiter</h1><h3>Wir bieten</h3><ul><li>30 Tage Urlaub</li><li>Ein Gehalt von 2.900 € brutto im Monat</li></ul></main>');
  t.equal(itemFact(p, null, 'salary'), 2900);
  const none = page('<main><h1>Warehouse operative</h1><ul><li>Salary reviewed every year</li><li>Staff discount of 20%</li></ul></main>');
  t.equal(itemFact(none, null, 'salary'), null, 'a line naming the salary without money states none');
});

t.test('"Free" under a price label is 0 on an event page only', async (t) => {
  const ev = page('<main><h1>Winter Lantern Parade</h1><dl><dt>When</dt><dd>Saturday 5 December 2026, 5pm</dd><dt>Where</dt><dd>Market Square</dd><dt>Cost</dt><dd>Free of charge</dd></dl></main>');
  t.equal(freeAdmission(ev), 0);
  const tickets = page('<main><h1>Quiz night</h1><p>Admission: Free</p><p>Venue: The Crown</p></main>');
  t.equal(admissionPrice(tickets), 0, 'an admission label\'s "Free"');
  const shop = page('<main><h1>Garden hose</h1><dl><dt>Price</dt><dd>£19.99</dd><dt>Delivery</dt><dd>Free</dd></dl></main>');
  t.equal(freeAdmission(shop), null, 'a shop\'s free delivery is no event\'s price');
});

t.test('sentences that credit a role', async (t) => {
  const ev = page('<main><h1>Riverside Bat Walk</h1><p>When: Friday 4 September 2026, 8pm</p><p>Where: Mill Meadow</p><p>The walk is run by Calder Bat Group from the car park.</p></main>');
  t.equal(itemFact(ev, null, 'organizer'), 'Calder Bat Group');
  const recipe = page('<main><h1>Pear tarte tatin</h1><p>Devised by Hanne Voss for our autumn box</p><ul><li>Serves: 4</li></ul></main>');
  t.same(itemAuthors(recipe, null), ['Hanne Voss']);
});

t.test('the site as the publisher or the employer, when the page says so of it', async (t) => {
  const head = '<meta property="og:site_name" content="Larkspur Books">';
  const own = page('<main><h1>The Glass Orchard</h1><p>It was published by Larkspur Books in 2019, in paperback.</p></main>', head);
  t.equal(siteAsPublisher(own), 'Larkspur Books');
  const other = page('<main><h1>The Glass Orchard</h1><p>Published by Fenwick House in 2019.</p></main>', head);
  t.equal(siteAsPublisher(other), null, 'another house named in the sentence is not the site');
  const jobs = page('<main><h1>Lab Technician</h1></main>', '<title>Lab Technician | Careers at Aldwick Hospital Trust</title><meta property="og:site_name" content="Aldwick Hospital Trust">');
  t.equal(siteAsEmployer(jobs), 'Aldwick Hospital Trust');
  // the title's name must be the site's, a capital must open it, and a board of many employers' jobs is none of them
  const titled = (title: string, site = '') => siteAsEmployer(page('<main><h1>Porter</h1></main>', `<title>${title}</title>${site}`));
  t.equal(titled('Porter | Careers at Aldwick Hospital Trust'), null, 'a name the site does not go by is not taken from its title');
  t.equal(titled('Work with us | Brimley Foods', '<meta property="og:site_name" content="Brimley Foods">'), null, '"us" is no name');
  t.equal(titled('Jobs for school leavers in Hull | Firststep'), null, 'a lower-case word after "for" is no party');
  t.equal(titled('Careers with heart - Volunteer Jobs', '<meta property="og:site_name" content="Volunteer Jobs">'), null);
  t.equal(titled('Porter, Hull | Jobs at Tidewell Jobs', '<meta property="og:site_name" content="Tidewell Jobs">'), null, 'a job board is not the employer of the jobs it lists');
  t.equal(titled('Porter | JOBS AT Brimley Foods', '<meta property="og:site_name" content="Brimley Foods">'), 'Brimley Foods', 'the verbs in any case');
  // a jobs subdomain whose header's logo links home to the parent site's root: the logo's name is the site's
  const sub = page('<header><a href="https://www.aldwick.example/"><img src="/l.svg" alt="Aldwick Hospital Trust"></a></header><main><h1>Porter</h1></main>', '<title>Porter | Jobs at the Aldwick Hospital Trust</title>');
  t.equal(siteAsEmployer(sub), 'Aldwick Hospital Trust');
  const agency = page('<main><h1>Lab Technician</h1><p>Our client is an equal opportunities employer.</p></main>', '<title>Lab Technician | StaffLink Recruitment</title>');
  t.equal(siteAsEmployer(agency), null, 'an agency\'s client, unnamed, is not the site');
});

t.test('a publisher names the site only on the site\'s own pages, not on a book, a product or an event', async (t) => {
  const ld = (type: string) => `<script type="application/ld+json">{"@type":"${type}","name":"The Glass Orchard","publisher":{"@type":"Organization","name":"Fenwick House"}}</script><meta property="og:site_name" content="Larkspur Books">`;
  const book = page('<main><h1>The Glass Orchard</h1><p>Published by Fenwick House in 2019.</p></main>', ld('Book'));
  t.notOk(siteNames(book).includes('Fenwick House'), 'a book\'s publisher is not the shop');
  t.equal(siteAsPublisher(book), null, 'so the book\'s house is not taken for the site');
  t.ok(siteNames(page('<main><h1>Autumn notes</h1></main>', ld('BlogPosting'))).includes('Fenwick House'), 'a post\'s publisher is the site');
});

t.test('a listing opened on one card: its heading is the title, the other cards\' people are theirs', async (t) => {
  const { focusCardTitle, focusCard } = await import('./focus-card.js');
  const { readItemProperty } = await import('./main-item.js');
  const cards = (open: string) => page(`<main><h1>Family workshops</h1><ul>
    <li class="card"><h2><a href="/w/kites">Kite Making</a></h2><p>Led by: Omar Haddad</p></li>
    <li class="card${open}"><h2><a href="/w/clay" aria-expanded="${open ? 'true' : 'false'}">Clay Creatures</a></h2><dl><dt>When</dt><dd>Sunday 8 March 2026, 11am</dd><dt>Where</dt><dd>Studio 2</dd><dt>Tickets</dt><dd>£5</dd></dl></li>
    <li class="card"><h2><a href="/w/zines">Zine Club with Author Bea Lund</a></h2><p>Author: Bea Lund</p></li></ul></main>`);
  const opened = cards(' is-open');
  t.equal(focusCardTitle(opened), 'Clay Creatures');
  t.equal(readItemProperty(opened, 'authors'), null, 'another card\'s "Author:" is not the opened item\'s');
  t.equal(focusCard(cards('')), null, 'a listing with no card opened is about no one card');
  const recipe = page('<main><h1>Leek soup</h1><details open><summary>Ingredients</summary><p>2 leeks</p></details><details><summary>Method</summary><p>Simmer.</p></details></main>');
  t.equal(focusCard(recipe), null, 'an open section of a recipe is no listing\'s card');
});

t.test('a card opened among other items is not the page\'s item: an event page with its own venue keeps its h1', async (t) => {
  const { focusCard } = await import('./focus-card.js');
  const { itemTitle } = await import('./item-title.js');
  const slides = (wrap: string, heading: string) => `<${wrap}>${heading}<div class="tile open-tile" aria-expanded="true"><h3><a href="/s/rope">Rope Walk Ceilidh</a></h3><p>Where: Upper Room</p><p>Entry: £6</p></div>
    <div class="tile"><h3><a href="/s/harp">Harp at Noon</a></h3><p>Where: Chapel</p></div></${wrap.split(' ')[0]}>`;
  const own = '<h1>An Evening of Sea Shanties</h1><p>Where: Quayside Hall</p><p>Admission: £12</p>';
  const headed = page(`<main>${own}${slides('div', '<h2>Others you might enjoy</h2>')}</main>`);
  t.equal(focusCard(headed), null, 'a card under a heading of other items is not the page\'s');
  t.equal(itemTitle(headed, null), 'An Evening of Sea Shanties');
  const classed = page(`<main><h1>An Evening of Sea Shanties</h1>${slides('div class="recommended-strip"', '')}</main>`);
  t.equal(focusCard(classed), null, 'a card in a box named for recommended items is not the page\'s');
  const ownItem = page(`<main>${own}${slides('div', '')}</main>`);
  t.equal(focusCard(ownItem), null, 'the page outside the cards states its own event: the cards are others\'');
  const listing = page(`<main><h1>Whats on at the Quay</h1>${slides('div', '')}</main>`);
  t.ok(focusCard(listing), 'a listing that states no item of its own is still opened on its card');
});
