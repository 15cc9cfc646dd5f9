// Descriptions that name a place on the page and a look, a role or an act instead of the field: the words of
// place and appearance name a page element (the heading, the byline, the date line, the lead picture, the
// body) and the element names the field; a role or an act is read through the thing it is about (its doer or
// its object); brackets, slashes and dashes inside a phrase do not break it. Wordings of our own.
import t from 'tap';
import { fieldIntent } from './intent.js';
import { laidOut } from './page-layout.js';
import { readDescription } from './description-reader.js';
import { LocalEngine } from '../index.js';

const engine = new LocalEngine();

/** kind, and "site" when the site's own value is asked */
const asked = (description: string, key = 'value'): string => {
  const i = fieldIntent(key, description);
  return i.subject === 'site' ? `site ${i.kind}` : i.kind;
};

t.test('where and how it is shown, without a field noun: the element it describes', async (t) => {
  for (const d of ['the big bold line at the very top', 'the largest text on the page', 'the huge words above the story', 'the first big line of the post', 'the text at the top in bold', 'the boldest line near the top of the page']) t.equal(asked(d), 'title', d);
  for (const d of ['the name under the heading', 'the name shown just below the headline', 'the small name beside the title', 'the name that comes after "by" under the title', 'the name right after by', 'the name next to the publication date']) t.equal(asked(d), 'author', d);
  for (const d of ['the small grey line with the date under the title', 'the italic line under the heading that shows the date']) t.equal(asked(d), 'date', d);
  for (const d of ['the text below the title', 'the words underneath the headline']) t.equal(asked(d), 'content', d);
  t.equal(asked('the name beside the logo'), 'site title', 'a name by the logo is the site\'s');
  t.equal(asked('the name in the masthead'), 'site title');
  t.equal(asked('the masthead'), 'site title', 'the masthead is the publication\'s name');
});

t.test('a field\'s own noun in the description still wins over where it is', async (t) => {
  t.equal(asked('the price under the title'), 'price');
  t.equal(asked('the photo at the top of the story'), 'image');
  t.equal(asked('the picture above the heading'), 'image');
  t.equal(asked('the date shown under the headline'), 'date');
  t.equal(asked('the brand name above the title'), 'brand');
  t.same(fieldIntent('value', 'the venue name under the event title').facts.slice(0, 1), ['place'], 'a word that names an item\'s fact is the head');
  t.equal(laidOut([]), null);
});

t.test('a generic noun placed against an element is not that element, and the key then decides', async (t) => {
  // "the bit under the headline" names neither the headline nor anything else: the key says what it is
  t.equal(fieldIntent('writer', 'the bit under the headline').kind, 'author');
  t.equal(fieldIntent('subtitle', 'the line under the headline').kind === 'title', false, 'not the headline it sits under');
  t.same(fieldIntent('value', 'the line under the headline').specific, [], 'the words of place and look are searched for nowhere');
});

t.test('nothing changes where no place or look is said', async (t) => {
  t.equal(asked('the name of the book'), 'title');
  t.equal(asked('the name'), 'title');
  t.equal(asked('the text of the article'), 'content');
  t.equal(asked('the name of the item, e.g. "Oak stool"'), 'title');
  t.equal(asked('the bold price'), 'price');
});

t.test('roles and acts: what is asked is what the clause is about', async (t) => {
  // the doer of the act, named by a role
  for (const d of ['the individual credited for writing this story', 'the one responsible for writing it', 'the person credited on the piece', 'the person whose name is on the article']) t.equal(asked(d), 'author', d);
  t.equal(asked('the company responsible for making it'), 'brand');
  // who is thanked or cited for it: the writer, and no other word to look for
  for (const d of ['who should we thank for this essay', 'who do I cite for the post', 'who deserves the credit for this piece']) {
    t.equal(asked(d), 'author', d);
    t.same(fieldIntent('value', d).specific, [], d);
  }
  // the object of a writing act is the text, not its writer
  for (const d of ['everything the journalist wrote', 'all the text the reporter has written', 'the words written by the author', 'what the writer wrote']) t.equal(asked(d), 'content', d);
  t.equal(asked('the date the author wrote it'), 'date', 'a field noun as the head still wins');
  t.equal(asked('the person who wrote it'), 'author');
  // the one whose mark the item bears
  for (const d of ['the firm whose logo is on the item', 'the maker whose name is printed on the box']) t.equal(asked(d), 'brand', d);
});

t.test('brackets, slashes and dashes inside a phrase', async (t) => {
  t.equal(readDescription("the writer's (or writers') name(s)").first, "the writer's name");
  t.equal(asked("the writer's (or writers') name(s)"), 'author');
  t.equal(asked('name(s) of the author(s)'), 'author');
  t.equal(asked('the item(s) price'), 'price');
  t.equal(readDescription('the price (or the rent)').request, 'the price or the rent', 'an alternative that says more is kept, in line');
  t.equal(asked('heading/title'), 'title');
  t.equal(asked('price – sale'), 'price');
  t.equal(asked('date (posted)'), 'date');
});

t.test('the manner it is written in elsewhere is a note, not words to look for', async (t) => {
  for (const d of ["the outlet's name as it would be cited", "the publication's name as you would write it in a citation", "the magazine's name the way a reference list gives it"]) {
    t.equal(asked(d), 'site title', d);
    t.same(fieldIntent('value', d).specific, [], d);
  }
  t.equal(readDescription('the title as it appears on the page').request, 'the title');
  t.equal(readDescription('the price as it was before the sale').request, 'the price as it was before the sale', 'what it was is asked');
});

t.test('what a piece appeared in is the outlet; an aside in brackets inside the phrase leaves it whole', async (t) => {
  for (const d of ['the publication this was printed in', 'the paper it ran in', 'the outlet the essay came out in', 'the journal (magazine or site) it was published in']) t.equal(asked(d), 'site title', d);
  // (session 20, x20: "the publication" with an article is the outlet, the sixth round's `publisher-name: "the
  // publication"`; a bare "publication" and "the publication date" stay the date)
  t.equal(asked('publication'), 'date', 'a bare publication stays its date');
  t.equal(asked('the publication date'), 'date');
  t.equal(asked('the publication'), 'site title', 'the publication: the outlet');
  t.equal(asked('the date it appeared on'), 'date');
  t.equal(readDescription('the cost (in pounds) of a ticket').first, 'the cost of a ticket');
  t.equal(readDescription('in which format is it sold (boxed, loose)').first, 'in which format is it sold', 'an aside at the end is a clause after the request, as before');
});

t.test('"of" before a noun that names something is no place: the name of the brand under the title is the brand', async (t) => {
  t.equal(asked('the name of the brand under the product title'), 'brand');
  t.equal(asked('the name of the publisher below the book title'), 'publisher');
  t.equal(asked('the name of the shop under the title'), 'site title');
  for (const d of ['the name of the sponsor under the title', 'the name of the band under the title', 'the name of the street under the title']) t.not(asked(d), 'author', d);
  t.equal(asked('the name under the heading'), 'author', 'with nothing between, the name under the heading is the byline');
});

t.test('on a page: the name of the brand or the shop under the title is not the byline', async (t) => {
  const html = `<!doctype html><html><head><title>Trail Flask 750 | Peak Outfitters</title><meta property="og:site_name" content="Peak Outfitters"></head><body>
    <header><a href="/">Peak Outfitters</a></header><main><h1>Trail Flask 750</h1><p class="brand">Northpeak</p>
    <p class="byline">Reviewed by Sam Webb</p><p class="price">£24.00</p>
    <table><tr><th>Brand</th><td>Northpeak</td></tr><tr><th>Capacity</th><td>750 ml</td></tr></table></main></body></html>`;
  const got = await engine.extractFields({ html, url: 'https://peak.example/p/flask', fields: { maker: 'the name of the brand under the product title', shop: 'the name of the shop under the title', company: 'the company behind the product' } });
  t.same(got, { maker: 'Northpeak', shop: 'Peak Outfitters', company: 'Northpeak' });
});

t.test('the doer\'s kind: a company or an organisation behind an item is its brand, a person its author', async (t) => {
  for (const d of ['the company behind the product', 'the business responsible for the product', 'the firm behind this book']) t.equal(asked(d), 'brand', d);
  // (behind an event it is the event's organizer, an item fact: lead-round-causes.test.ts)
  t.not(asked('the organisation behind the event'), 'brand', 'an event has an organizer, no brand');
  for (const d of ['the person behind the article', 'the person responsible for the recipe', 'the individual credited with the photo']) t.equal(asked(d), 'author', d);
  t.equal(asked('the company responsible for publishing the book'), 'publisher', 'an act named says it');
});
