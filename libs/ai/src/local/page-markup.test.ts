import t from 'tap';
import { Page } from './page.js';
import { titlePart } from './title-parts.js';
import { controlLabels } from './control-labels.js';
import { extractField } from './fields.js';
import type { Element } from 'domhandler';

const page = (body: string, head = '<title>Shop</title>'): Page => new Page(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, 'https://shop.example/item/1');
const h1Part = (p: Page): string | null => titlePart(p, p.$('h1')[0] as Element);

t.test('an h1 of two parts: the title part by the page\'s other names, then by the markup', async (t) => {
  t.equal(h1Part(page('<h1><span>Leith Fringe 2026</span> — <span>Midnight Puppetry</span></h1>', '<title>Tickets</title><meta property="og:title" content="Midnight Puppetry | Curtainup">')), 'Midnight Puppetry', 'og:title names one part');
  t.equal(h1Part(page('<h1><span class="series">The Saltmarsh Chronicles, Book 2</span> <span class="name">The Heron\'s Ledger</span></h1>')), "The Heron's Ledger", 'the series named as such');
  t.equal(h1Part(page('<h1><span class="kicker">Opinion</span><span>Why the tide turns</span></h1>')), 'Why the tide turns', 'a kicker');
  t.equal(h1Part(page('<h1>Tidewater <small>a novel</small></h1>')), null, 'text of its own beside the parts: one title');
  t.equal(h1Part(page('<h1><span>Salt</span> <span>Orchard</span></h1>')), null, 'nothing says which part: the whole h1');
  t.equal(h1Part(page('<h1><span>Part A</span>: <span>Part B</span></h1>', '<title>Part A: Part B | Shop</title>')), null, 'the head names the whole h1: one title');
  t.equal(extractField(page('<h1><span class="eyebrow">Book 3</span><span>The Glass Fjord</span></h1>'), 'title', ''), 'The Glass Fjord', 'through the field');
});

t.test('<data value>, <meter> and <progress> read as their values', async (t) => {
  const p = page('<ul class="facts"><li><data value="3">Three</data> bedrooms</li><li><data value="sku-9">Blue kettle</data></li><li><data value="12">£12</data></li></ul><p id="m">Rating <meter value="68" min="0" max="100">good</meter></p><p id="i"><data itemprop="x" value="2">Two</data> baths</p>');
  t.equal(p.$('li').eq(0).text(), '3 bedrooms', 'a number in words: its value, one line of text');
  t.equal(p.$('li').eq(0).contents().length, 1, 'joined to the text around it');
  t.equal(p.$('li').eq(1).text(), 'Blue kettle', 'a value that is no number: the text people read');
  t.equal(p.$('li').eq(2).text(), '£12', 'text with its own figure stays');
  t.equal(p.$('#m').text(), 'Rating 68', 'a gauge shows its value');
  t.equal(p.$('#i data').text(), '2', 'an element a reader may look for keeps its place, with its value as text');
  t.equal(extractField(page('<h1>Orchard Close</h1><dl><dt>Bedrooms</dt><dd><data value="4">Four</data></dd></dl>'), 'bedrooms', ''), 4);
});

t.test('icons written as characters are no words of a value', async (t) => {
  const p = page('<p class="employer"><a href="/c">Saltire Marine</a> <span aria-label="Verified employer">✓</span></p><p id="b"><a>Fenwick Ltd</a> ✔</p><p id="s"><span aria-hidden="true">|</span> <span aria-hidden="true">›</span></p><p id="k">20<sup>°</sup>C, Acme<sup>®</sup></p><p id="r">★★★★☆</p><dd id="d"><button aria-label="Fewer">−</button>4<button aria-label="More">+</button></dd>');
  t.equal(p.$('.employer').text().trim(), 'Saltire Marine', 'a labelled badge');
  t.equal(p.$('#b').text().trim(), 'Fenwick Ltd', 'a bare pictograph');
  t.equal(p.$('#s').text(), '| ›', 'separators stay');
  t.equal(p.$('#k').text(), '20°C, Acme®', 'degrees and marks are parts of what they follow');
  t.equal(p.$('#r').text(), '★★★★☆', 'a star rating is read as it stands');
  t.equal(p.$('#d').text(), '4', 'a stepper\'s signs');
});

t.test('form controls as labelled values', async (t) => {
  const p = page(`<dl><dt>Serves</dt><dd><input type="number" value="6" aria-label="Servings"></dd></dl>
    <label for="sz">Size</label><select id="sz"><option>S</option><option selected>M</option></select>
    <label>Portions <input value="4"></label><p id="lb">Yield</p><input aria-labelledby="lb" value="2 loaves">
    <input type="hidden" name="csrf" value="abc" aria-label="Token"><input type="checkbox" value="on" aria-label="Gift wrap">
    <select aria-label="Colour"><option>Red</option><option>Blue</option></select>
    <form role="search"><input aria-label="Search" value="kettles"></form>`);
  t.same(controlLabels(p.$), [
    { label: 'Servings', value: '6' },
    { label: 'Size', value: 'M' },
    { label: 'Portions', value: '4' },
    { label: 'Yield', value: '2 loaves' },
  ], 'shown values only: no hidden field, box to tick, unchosen select or search box');
  t.equal(extractField(p, 'servings', ''), 6, 'through the field');
});

t.test('the lines beside an item\'s title: a table of label rows is no meta line; an employer by its legal form; a byline\'s date', async (t) => {
  const job = page('<main><h1>Dispatch Team Lead</h1><div class="hiring-org"><a href="/e/1">Fenwick &amp; Daughters Ltd</a></div><table><tr><th>Location</th><td>Hexham</td></tr><tr><th>Salary</th><td>£31,500 per year</td></tr><tr><th>Posted</th><td>2 November 2026</td></tr></table></main>');
  t.equal(extractField(job, 'company', ''), 'Fenwick & Daughters Ltd', 'not the table\'s first row ("Location Hexham")');
  t.equal(extractField(job, 'location', ''), 'Hexham');
  const recipe = page('<article><h1>Sticky oat flapjacks</h1><p class="byline">By Hannah Okafor · 9 September 2026</p><dl><dt>Serves</dt><dd>12</dd><dt>Prep</dt><dd>10 minutes</dd></dl><h2>Method</h2><ol><li>Melt the butter.</li></ol></article>');
  t.equal(extractField(recipe, 'date', ''), '2026-09-09', 'a person and a date on an item page (it labels its facts): a meta line');
});
