// Session 27 (x27): requests that say where a value sits or what it is made of, not what it is. A value placed
// beside an element ("the big figure next to the basket button") is not that element: the key says what it is.
// A description that lists a value's parts ("road, city, postcode") keeps the key's meaning. A site named with a
// place ("the work site location") is a place of work, not a website. A text's parts asked alone (`sentences`) are
// its main content. A model number asked without its maker falls back to the only code a shop prints.
import t from 'tap';
import { fieldIntent } from './intent.js';
import { Page } from './page.js';
import { extractField } from './fields.js';

const read = (key: string, description: string): string => {
  const i = fieldIntent(key, description);
  return [i.kind, i.type, i.subject, i.facts.join('+') || '-', i.specific.length ? `specific:${i.specific.join(',')}` : 'own'].join('/');
};

t.test('a value placed beside an element is not that element: the key says what it is', async (t) => {
  t.equal(read('cost', 'the large figure beside the add to basket button'), 'price/number/item/-/own');
  t.equal(read('price', 'the highlighted amount next to the buy now button'), 'price/number/item/-/own');
  t.equal(read('amount', 'the number shown just above the checkout button'), read('amount', ''), 'the checkout button says where, not what');
  t.equal(fieldIntent('code', 'the ref number just below the product name').kind, 'sku', 'not the product name it sits under');
  // a field's own noun before the place still wins, and an element that holds the value still names it
  t.equal(fieldIntent('x', 'the price next to the button').kind, 'price');
  t.equal(fieldIntent('x', 'the date under the title').kind, 'date');
  t.equal(fieldIntent('x', 'the figure printed on the price tag').kind, 'price');
  t.equal(fieldIntent('x', 'the name under the headline').kind, 'author', 'a generic noun under the heading is still its byline (page-layout.ts)');
});

t.test('words of typesetting say how a value is shown, nothing to look for', async (t) => {
  t.equal(read('price', 'the bold price'), read('price', 'the price'));
  t.equal(read('headline', 'the text in italics at the top'), read('headline', 'the text at the top'));
});

t.test('a list of a value\'s parts keeps the key\'s meaning', async (t) => {
  t.same(fieldIntent('addr', 'road, city, postcode').facts[0], 'address', 'the parts of an address are the whole address, not its town');
  t.same(fieldIntent('Home Address', 'flat, street, town').facts[0], 'address');
  t.same(fieldIntent('x', 'street, zip').facts[0], 'address');
  t.same(fieldIntent('addr', 'road, city, postcode').specific, [], 'the parts are the value\'s own, nothing else to look for');
  // clauses that are no bare parts still offer their own reading one by one
  t.equal(fieldIntent('brand', 'the mark of the product (who makes it)').kind, 'brand');
});

t.test('a site named with a place is a place of work, not a website', async (t) => {
  t.equal(read('workplace', 'the work site location'), 'text/text/item/place+address/specific:location');
  t.equal(fieldIntent('location', 'the building site where you will work').subject, 'item');
  t.equal(fieldIntent('site_location', '').subject, 'item');
  // a site without a place is still the website
  t.equal(fieldIntent('x', "the site's name").subject, 'site');
  t.equal(fieldIntent('website', 'the site').subject, 'site');
});

t.test('the parts of a text asked alone are its main content', async (t) => {
  t.equal(read('sentences', ''), 'content/text/item/-/own');
  t.equal(read('paragraphs', ''), 'content/text/item/-/own');
  t.equal(fieldIntent('paragraph', '').kind, 'text', 'one paragraph is no whole text');
  t.equal(fieldIntent('paragraphs', 'all paragraphs').type, 'list', 'the parts asked by the description stay many');
});

const doc = (head: string, body: string): string => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

t.test('on pages: a price by its place, a model number on a shop that prints one code', async (t) => {
  const shop = new Page(doc('<title>Copper Pan | Hearth Stores</title>', '<main><h1>Copper Pan</h1><p class="reviews">4 reviews</p><div class="buy"><strong class="now">£42.00</strong> <button type="submit" class="add-to-cart">Add to basket</button></div><table class="specs"><tr><th>Item no.</th><td>HP-5521</td></tr><tr><th>Diameter</th><td>24 cm</td></tr></table><p>Hand-hammered copper, tin lined.</p></main>'), 'https://hearth.example/p/copper-pan');
  t.equal(extractField(shop, 'cost', 'the large figure beside the add to basket button'), 42);
  t.equal(extractField(shop, 'price', 'the bold number next to the buy button'), 42);
  t.equal(extractField(shop, 'model_no', 'the model number of this pan'), 'HP-5521', 'the one code the shop prints');
  t.equal(extractField(shop, 'mfr_part', 'the manufacturer part number'), null, "the maker's own code is not stated");
  const ld = { '@context': 'https://schema.org', '@type': 'Product', name: 'Copper Pan', sku: 'HP-5521', mpn: 'CP-24-T', offers: { '@type': 'Offer', price: '42.00', priceCurrency: 'GBP' } };
  const both = new Page(doc(`<title>Copper Pan | Hearth Stores</title><script type="application/ld+json">${JSON.stringify(ld)}</script>`, '<main><h1>Copper Pan</h1><p>£42.00</p><button>Add to basket</button></main>'), 'https://hearth.example/p/copper-pan');
  t.equal(extractField(both, 'model_no', 'the model number of this pan'), 'CP-24-T', "the maker's code where the page states one");
  const home = new Page(doc('<title>Two bed flat | Saltmarsh Homes</title>', '<main><h1>Two bed flat, Rope Walk</h1><p class="price">£240,000</p><p class="address">4 Rope Walk, Whitby YO21 3PZ</p><ul><li>2 bedrooms</li></ul></main>'), 'https://saltmarsh.example/h/rope-walk');
  t.equal(extractField(home, 'addr', 'road, city, postcode'), extractField(home, 'address', ''));
});

t.test('"all the authors of this book": the one item\'s people, not the cards of other books', async (t) => {
  const ld = { '@context': 'https://schema.org', '@type': 'Book', name: 'Salt Roads', author: [{ '@type': 'Person', name: 'Ida Venn' }, { '@type': 'Person', name: 'Olu Marsh' }], isbn: '9781234567897' };
  const related = ['Tide Lines|Ana Holt', 'Gull Songs|Ben Ray', 'Harbour Nights|Cy Dorn'].map((c, i) => `<li class="card"><a href="/b/${i}">${c.split('|')[0]}</a> <span class="author">${c.split('|')[1]}</span></li>`).join('');
  const book = new Page(doc(`<title>Salt Roads | Quayside Books</title><script type="application/ld+json">${JSON.stringify(ld)}</script>`, `<main><h1>Salt Roads</h1><p class="by">by Ida Venn and Olu Marsh</p><p>£12.99</p></main><section class="related"><h2>You may also like</h2><ul>${related}</ul></section>`), 'https://quayside.example/b/salt-roads');
  t.same(extractField(book, 'author', 'all the authors of this book'), ['Ida Venn', 'Olu Marsh']);
  t.same(extractField(book, 'author', 'all the authors of this book'), extractField(book, 'authors', ''));
});
