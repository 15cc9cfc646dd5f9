// A library catalogue's record (session 26, pg26), on wordings of our own: the cataloguer's separator after the
// title, the main author's inverted heading with life dates, the imprint "Place : Publisher, Year", a year only as
// no date, the record's kind under "Format" beside the binding in the ISBN's brackets, the physical description's pages.
import t from 'tap';
import { Page } from './page.js';
import { itemTitle } from './item-title.js';
import { itemFormat, itemPageCount } from './item-format.js';
import { itemFact } from './item-facts.js';
import { itemAuthors } from './item-authors.js';
import { imprintPublisher } from './imprint.js';
import { labelledValue } from './dom-fields.js';
import { fieldIntent } from './intent.js';

const record = (rows: string, h1 = 'Winter harbours :'): Page => new Page(`<!doctype html><html><head><title>${h1} | Northfold Library</title></head><body>
<main><h1>${h1}</h1><p>Tomasz Wójcik.</p><dl>${rows}</dl>
<h2>More like this</h2><ul class="similar"><li><a href="/r/2">Salt roads</a> Author: Lind, Maja, 1977- Date: (2012)</li></ul></main></body></html>`, 'https://cat.example/record/7');
const row = (label: string, value: string): string => `<dt>${label}</dt><dd>${value}</dd>`;

t.test('a title that ends in a cataloguer\'s separator', async (t) => {
  t.equal(itemTitle(record('', 'Winter harbours :'), null), 'Winter harbours', 'the colon before a subtitle');
  t.equal(itemTitle(record('', 'Winter harbours /'), null), 'Winter harbours', 'the slash before the responsibility');
  t.equal(itemTitle(record('', 'Either / or'), null), 'Either / or', 'a slash inside the title stays');
});

t.test('the main author\'s inverted heading with life dates', async (t) => {
  t.same(itemAuthors(record(row('Primary author', 'Wójcik, Tomasz, 1961-2020.') + row('Other authors', 'Berg, Anna, 1980-')), null), ['Tomasz Wójcik'], 'inverted, dates of life and death');
  t.same(itemAuthors(record(row('Main Author', 'Le Guen, Marie Anne, b. 1955-')), null), ['Marie Anne Le Guen'], 'a two-word surname, given names');
  t.same(itemAuthors(record(row('Author', 'Ana Lucas, Ben Ortiz')), null), ['Ana Lucas', 'Ben Ortiz'], 'two names in a list are not inverted');
});

t.test('an imprint names the publisher; its year alone is no date', async (t) => {
  t.equal(imprintPublisher(record(row('Publication', 'Edinburgh : Canongate Books, c2021.'))), 'Canongate Books', 'place, publisher, year with c');
  t.equal(itemFact(record(row('Imprint', 'New York : Knopf, [2004]')), null, 'publisher'), 'Knopf', 'as the item\'s publisher fact');
  t.equal(imprintPublisher(record(row('Publication', 'Spring 2021'))), null, 'no place and colon: no imprint');
  const published = record(row('Published', 'Edinburgh : Canongate Books, 2021.'));
  t.same(labelledValue(published, fieldIntent('date', '')), [], 'a year in an imprint, and a similar record\'s "(2012)", give no date');
  t.same(labelledValue(record(row('Published', '14 March 2021')), fieldIntent('date', '')), ['14 March 2021'], 'a day is a date');
});

t.test('the record\'s kind is no format; the ISBN\'s brackets name the binding', async (t) => {
  t.equal(itemFormat(record(row('Format', 'Book') + row('ISBN', '9781838850012 (paperback)')), null), 'paperback', 'the binding after the ISBN');
  t.equal(itemFormat(record(row('Format', 'Hardcover')), null), 'Hardcover', 'a binding under "Format" stays');
  t.equal(itemPageCount(record(row('Physical description', 'xii, 352 pages : maps ; 24 cm')), null), 352, 'the extent before the size');
  t.equal(itemPageCount(record(row('Description', '96 p. : ill. ; 21 cm')), null), 96, 'a description that opens with the extent');
  t.equal(itemPageCount(record(row('Description', 'A novel of 96 pages about a river.')), null), null, 'a description in prose gives no extent');
});
