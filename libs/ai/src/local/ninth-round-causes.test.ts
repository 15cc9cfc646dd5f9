// The causes the ninth held-out round found (docs/benchmarks.md, "Session 23"), each as a model read with wordings
// of our own: a table column's declared type, a price's trader abbreviation and an excluded was price, the
// customer's own looking ("you are viewing"), a count asked in a bracket or by a glued n, the role words of other
// trades (a press, a negotiator, a maker asked of a work), and a long sentence about a recipe's time.
import t from 'tap';
import { fieldIntent } from './intent.js';
import { extractField } from './fields.js';
import { Page } from './page.js';
import { columnType } from './code-wrappers.js';
import { expandKey, keyTypeSuffix } from './abbreviations.js';
import { factAsk } from './fact-kinds.js';
import { viewerDeixis } from './request-pronouns.js';

const read = (key: string, description: string): string => {
  const i = fieldIntent(key, description);
  return `${i.kind}/${i.type}/${i.subject}`;
};

t.test('a column declared with its SQL type: the type is a note on the value\'s form, not a word of the field', async (t) => {
  t.same(columnType('list_price NUMERIC(8,2)'), { key: 'list_price', note: 'number' });
  t.same(columnType('iso_currency VARCHAR(3) NOT NULL'), { key: 'iso_currency', note: 'text' });
  t.same(columnType('bedroomCount SMALLINT'), { key: 'bedroomCount', note: 'integer' });
  t.same(columnType('listed_on TIMESTAMP'), { key: 'listed_on', note: 'date' });
  t.same(columnType('in_stock bool not null'), { key: 'in_stock', note: 'yes/no' });
  t.same(columnType('blurb TEXT'), { key: 'blurb', note: 'text' });
  // labels, not declarations: the type word is a word of the field
  for (const k of ['Start TIME', 'PUBLISH DATE', 'alt text', 'blurb text', 'list price', 'release date']) t.same(columnType(k), { key: k, note: '' }, k);
  t.same(keyTypeSuffix('money_code CHAR(3)'), { key: 'money_code', note: 'text' });
  // the declared type leaves the field's own words: a "CHAR" is no charge, a "DECIMAL(9,2)" no word to look for
  t.equal(read('money_code CHAR(3)', 'three-letter code of the money the price is in'), 'currency/text/item');
  t.same(fieldIntent('list_price NUMERIC(8,2)', 'the price').words, fieldIntent('list_price', 'the price').words);
  t.equal(read('pictures INTEGER', 'the pictures of the listing'), 'number/count/item');
  t.equal(read('listed_on DATE', ''), 'date/date/item');
  t.equal(columnType(`x ${'VARCHAR '.repeat(100)}`).note, '');
});

t.test('the currency\'s code, symbol or ISO letters are the currency itself, nothing else to look for', async (t) => {
  t.same(fieldIntent('ccy', 'the 3-letter ISO code of the currency').specific, []);
  t.same(fieldIntent('money', 'currency symbol of the price').specific, []);
  t.same(fieldIntent('cur', 'standard currency abbreviation (like GBP)').specific, []);
  t.equal(read('cur', 'standard currency abbreviation (like GBP)'), 'currency/text/item');
});

t.test('px is a trader\'s price (pixels beside a dimension); a was price ruled out is not asked', async (t) => {
  t.equal(expandKey('bid_px'), 'bid price');
  t.equal(expandKey('px_last'), 'price last');
  t.equal(expandKey('width_px'), 'width pixels');
  t.equal(expandKey('imgPx'), 'image pixels');
  t.equal(read('offer_px', ''), 'price/number/item');
  // the words that could ask the earlier price ("retail", "RRP") only exclude it here
  t.equal(factAsk('retail_price', 'what it sells for now, not the list price', ['the list price']), null);
  t.equal(factAsk('price', 'the price today rather than the RRP', ['the RRP']), null);
  t.equal(factAsk('retail_price', 'the retail price', [])?.fact, 'was_price');
  t.equal(factAsk('old_price', 'the RRP, not what it sells for', ['what it sells for'])?.fact, 'was_price');
  // an amount of time is no price: "before" there is no earlier price
  t.equal(factAsk('prep', 'the amount of time to get ready before baking'), null);
  t.equal(factAsk('x', 'the amount before the discount')?.fact, 'was_price');
});

t.test('the customer\'s own looking points at the page\'s item and names nothing to look for', async (t) => {
  t.equal(viewerDeixis('the maker of the item you\'re viewing').replace(/\s+/g, ' ').trim(), 'the maker of the item');
  t.equal(viewerDeixis('the colour of what you see here'), 'the colour of this item');
  t.same(fieldIntent('maker', 'the make of the thing you are currently looking at').specific, []);
  t.same(fieldIntent('label', 'brand of the product that you can see on this page').specific, []);
  t.equal(read('label', 'brand of the product that you can see on this page'), 'brand/text/item');
  t.same(fieldIntent('title', 'the headline of the article you are reading').specific, []);
  // the customer as a payer is no looking: "the price you would pay" keeps its reading
  t.equal(read('cost', 'the price you would pay'), 'price/number/item');
});

t.test('a count: "(how many)" after the things, an n glued to their plural', async (t) => {
  t.equal(read('pics', 'pictures (how many?)'), 'number/count/item');
  t.equal(fieldIntent('shots', 'images on the page (how many there are)').counted, 'image');
  t.equal(read('hyperlinks', 'links (how many)'), 'number/count/item');
  t.equal(read('nimages', ''), 'number/count/item');
  t.equal(read('nlinks', ''), 'number/count/item');
  t.equal(fieldIntent('npictures', '').counted, 'image');
  // a word that starts with n is no count: "notes", "nodes", "names"
  t.not(read('notes', ''), 'number/count/item');
  t.not(read('names', ''), 'number/count/item');
  t.equal(read('pictures', 'pictures (how the gallery shows them)').startsWith('number'), false);
});

t.test('role words of other trades: a press, a negotiator, a maker asked of a work by a person\'s key', async (t) => {
  t.equal(read('press', ''), 'publisher/text/item');
  t.equal(read('house', 'which press brought it out'), 'publisher/text/item');
  t.equal(read('publisher', 'the press'), 'publisher/text/item');
  // "press" in a sentence is no publishing house
  t.not(fieldIntent('answer', 'where did the minister hold a press conference?').kind, 'publisher');
  t.same(fieldIntent('contact', 'the negotiator handling this flat').facts, ['agent']);
  t.same(fieldIntent('neg', 'who is the negotiator?').facts, ['agent']);
  // a maker's verb: a product's brand, a work's author when the key names the author's role
  t.equal(read('author', 'who made this, not the imprint'), 'author/text/item');
  t.equal(read('creator', 'who produced it'), 'author/text/item');
  t.equal(read('maker', 'who made it'), 'brand/text/item');
  t.equal(read('creator', 'who is the manufacturer'), 'brand/text/item');
});

t.test('an amount of time before a step is the time, a clause of when says which', async (t) => {
  t.equal(read('prep_time', 'The length of time needed to get the dish ready before baking.'), 'date/date/item');
  t.equal(read('prep', 'the amount of time required before you cook it'), 'date/date/item');
  t.same(fieldIntent('prep', 'the amount of time required before you cook it').specific.filter((w) => /cook/.test(w)), []);
  t.same(fieldIntent('prep', 'the amount of time required before you cook it').facts, ['prep_time']);
  // an amount of money stays a price; a question's "after leaving" is what it asks about
  t.equal(read('x', 'the amount to pay'), 'price/number/item');
  t.ok(fieldIntent('answer', 'what did she study after leaving school?').specific.includes('leav'));
});

const page = (body: string, head: string, url: string): Page => new Page(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, url);

t.test('on pages: a column type, a price not the RRP, the brand you are looking at, a count, a press, a prep time', async (t) => {
  const shop = page(
    '<main><h1>Stormproof Kettle</h1><p class="brand">Brand: Hearthwell</p><div class="price"><span class="rrp">RRP <s>£49.99</s></span> <span class="now">£39.99</span></div><img src="/k1.jpg" alt="Kettle"><img src="/k2.jpg" alt="Kettle side"><img src="/k3.jpg" alt="Kettle lid"><button>Add to basket</button></main>',
    '<title>Stormproof Kettle | Pantry Shop</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Stormproof Kettle","brand":{"@type":"Brand","name":"Hearthwell"},"offers":{"@type":"Offer","price":"39.99","priceCurrency":"GBP"}}</script>',
    'https://shop.example/kettle',
  );
  t.equal(extractField(shop, 'list_price NUMERIC(8,2)', 'what it sells for'), extractField(shop, 'list_price', 'what it sells for'));
  t.equal(extractField(shop, 'money_code CHAR(3)', 'ISO code of the currency, like EUR'), 'GBP');
  t.equal(extractField(shop, 'retail_price', 'what it sells for today, not the RRP'), 39.99);
  t.equal(extractField(shop, 'label', 'the brand of the product you\'re viewing'), 'Hearthwell');
  const recipe = page(
    '<main><article><h1>Barley and Leek Pie</h1><ul class="meta"><li>Prep: 25 mins</li><li>Cook: 50 mins</li><li>Serves 4</li></ul><p>A winter pie.</p></article></main>',
    '<title>Barley and Leek Pie</title>',
    'https://kitchen.example/pie',
  );
  t.equal(extractField(recipe, 'prep', 'The length of time needed to get the dish ready before baking.'), '25 mins');
  t.equal(extractField(recipe, 'prep_time', 'the amount of time required before you cook it'), '25 mins');
});
