// The causes the tenth held-out round of item pages found (docs/benchmarks.md, "Session 24: pgA"), each with pages
// and wordings of our own: Polish and Swedish labels, a label's feminine form and Portuguese binding word, a salary
// range with spaced thousands and a currency in letters, and a partner named after an event's organizer.
import t from 'tap';
import { Page } from './page.js';
import { freeAdmission, itemFact } from './item-facts.js';
import { itemAuthors } from './item-authors.js';
import { itemFormat } from './item-format.js';
import { itemDate } from './item-date-sources.js';
import { dateIn } from './item-dates.js';
import { siteAsEmployer } from './site-roles.js';

const page = (body: string, lang = 'en'): Page => new Page(`<html lang="${lang}"><body><main><h1>The item</h1>${body}</main></body></html>`, 'http://x.test/item');

t.test('a job\'s facts under Polish labels in a two-column table of cells', async (t) => {
  const pl = page('<table><tr><td>Lokalizacja</td><td>Kraków, ul. Długa 5</td></tr><tr><td>Wynagrodzenie</td><td>7 200 – 8 800 zł brutto miesięcznie</td></tr></table>', 'pl');
  t.equal(itemFact(pl, null, 'place'), 'Kraków, ul. Długa 5');
  t.equal(itemFact(pl, null, 'salary'), 7200);
});

t.test('a salary range with spaced thousands and its currency in letters is its low end', async (t) => {
  t.equal(itemFact(page('<p>Lön: 32 000 – 38 000 kr i månaden</p>', 'sv'), null, 'salary'), 32000);
  t.equal(itemFact(page('<dl><dt>Salary</dt><dd>41 000 to 46 500 zł a year</dd></dl>'), null, 'salary'), 41000);
});

t.test('an event\'s venue and organizer under Swedish labels; a partner after the organizer is cut', async (t) => {
  const sv = page('<p>Datum: fredag 4 april 2025</p><dl><dt>Plats</dt><dd>Stora scenen, Folkets hus</dd><dt>Arrangör</dt><dd>Jazzklubben Norr i samarbete med Folkets hus</dd></dl>', 'sv');
  t.equal(itemFact(sv, null, 'place'), 'Stora scenen, Folkets hus');
  t.equal(itemFact(sv, null, 'organizer'), 'Jazzklubben Norr');
  const en = page('<p>Date: 4 April 2025</p><p>Organiser: The Lantern Society, in association with Riverside Arts</p>');
  t.equal(itemFact(en, null, 'organizer'), 'The Lantern Society');
  // a name that only holds "with" keeps it
  t.equal(itemFact(page('<p>Date: 4 April 2025</p><p>Organiser: Friends with Strings</p>'), null, 'organizer'), 'Friends with Strings');
});

t.test('a book\'s author under a feminine label and its binding under the Portuguese finish word', async (t) => {
  const pt = page('<table><tr><td>Autora</td><td>Marta L. Ferreira</td></tr><tr><td>Acabamento</td><td>Capa dura</td></tr><tr><td>Páginas</td><td>204</td></tr></table>', 'pt');
  t.same(itemAuthors(pt, null), ['Marta L. Ferreira']);
  t.equal(itemFormat(pt, null), 'Capa dura');
  const it = page('<dl><dt>Autrice</dt><dd>Giulia Benedetti</dd><dt>Pagine</dt><dd>180</dd></dl>', 'it');
  t.same(itemAuthors(it, null), ['Giulia Benedetti']);
});

t.test('a job\'s workplace under the label "Base"', async (t) => {
  t.equal(itemFact(page('<dl><dt>Salary</dt><dd>£29,000 per annum</dd><dt>Work base</dt><dd>Depot, Mill Lane, Hexley HX2 7QP</dd></dl>'), null, 'place'), 'Depot, Mill Lane, Hexley HX2 7QP');
  t.equal(itemFact(page('<table><tr><th>Base</th><td>Town Hall, Kendal</td></tr></table>'), null, 'place'), 'Town Hall, Kendal');
});

t.test('a job\'s work base is no event venue: its closing day and time do not date it', async (t) => {
  const job = new Page('<html><body><main><h1>Waste Services Supervisor</h1><dl><dt>Work base</dt><dd>Depot, Mill Lane, Hexley</dd><dt>Date advertised</dt><dd>3 March 2025</dd><dt>Closing date</dt><dd>Friday 21 March 2025 at 12 noon</dd></dl></main></body></html>', 'http://x.test/jobs/1');
  t.equal(itemFact(job, null, 'place'), 'Depot, Mill Lane, Hexley');
  t.not(itemDate(job, null), '2025-03-21');
});

t.test('a title before an author\'s name is no part of it', async (t) => {
  t.same(itemAuthors(page('<p class="byline">By Professor Maeve O. Lindqvist and Mrs Clara Beaumont</p>'), null), ['Maeve O. Lindqvist', 'Clara Beaumont']);
  t.same(itemAuthors(page('<dl><dt>Autora</dt><dd>Dra. Beatriz Lemos</dd></dl>', 'pt'), null), ['Beatriz Lemos']);
  // a title with one word after it is the name itself
  t.same(itemAuthors(page('<p>Author: Dr Seuss</p>'), null), ['Dr Seuss']);
});

t.test('an event that is free with a condition after it costs nothing', async (t) => {
  const ev = page('<table><tr><th>When</th><td>Thursday 6 March 2025, 19:00</td></tr><tr><th>Venue</th><td>Hall 2, Ember Street</td></tr><tr><th>Cost</th><td>Free; please register in advance</td></tr></table>');
  t.equal(itemFact(ev, null, 'admission') ?? freeAdmission(ev), 0);
  // a sum after it is a price for someone
  const members = page('<table><tr><th>Venue</th><td>Hall 2</td></tr><tr><th>Cost</th><td>Free for members, £8 for guests</td></tr></table>');
  t.equal(freeAdmission(members), null);
});

t.test('a range whose start borrows its year from its end dates from its start', async (t) => {
  t.equal(dateIn('Thursdays, 6 – 27 March 2025'), '2025-03-06');
  t.equal(dateIn('Saturdays, 30 November to 21 December 2024'), '2024-11-30');
  t.equal(dateIn('Oct 28 – Nov 3, 2025'), '2025-10-28');
  // across a new year the start is the year before
  t.equal(dateIn('27 December – 2 January 2026'), '2025-12-27');
  // a time before a dash is no day
  t.equal(dateIn('Doors 19:30 – 21 March 2025'), '2025-03-21');
});

t.test('the site is the employer when its footer says so of it, its jobs section named "<site> Jobs"', async (t) => {
  const own = (footer: string, title = 'Vacancy - Orwell County Council Careers'): Page => new Page(`<html><head><title>${title}</title></head><body><header><a href="/">Orwell County Council</a></header><main><h1>Library Assistant</h1><p>Salary: £24,000 a year</p></main><footer><p>${footer}</p></footer></body></html>`, 'http://x.test/jobs/2');
  t.equal(siteAsEmployer(own('Orwell County Council is an equal opportunities employer.', 'Library Assistant | Orwell County Council Jobs')), 'Orwell County Council');
  // another party's words in the footer are not the site's
  t.equal(siteAsEmployer(own('Harbour Recruitment Ltd is an equal opportunities employer.', 'Library Assistant | Orwell County Council Jobs')), null);
  // a board of many employers' jobs is not its offers' employer
  const board = new Page('<html><head><title>Library Assistant | Charity Jobs</title></head><body><header><a href="/">Charity Jobs</a></header><main><h1>Library Assistant</h1></main><footer><p>Charity Jobs is an equal opportunities employer.</p></footer></body></html>', 'http://x.test/jobs/3');
  t.equal(siteAsEmployer(board), null);
});
