import t from 'tap';
import { readDescription } from './description-reader.js';
import { spelledRequest } from './request-slips.js';
import { fieldIntent } from './intent.js';
import { LocalEngine } from '../index.js';

const kindOf = (key: string, description: string): string => {
  const i = fieldIntent(key, description);
  return `${i.kind}/${i.type}`;
};

t.test('a note about the value is not what is asked', async (t) => {
  for (const [d, request] of [
    ['Who published it. Give null when the page does not say.', 'Who published it'],
    ['the writer; output an empty string if unknown', 'the writer'],
    ['the release day (format DD/MM/YYYY)', 'the release day'],
    ['the name of the shop, for instance Acme Outfitters', 'the name of the shop'],
    ['the asking price, e.g. 450000', 'the asking price'],
    ['the cost as a number without the currency sign', 'the cost'],
    ['the rating, numbers only', 'the rating'],
    ['the opening date in ISO 8601', 'the opening date'],
    ['the sale price if there is one', 'the sale price'],
    ['the brand such as "Nordvik"', 'the brand'],
    ['Blank if absent', ''],
  ]) t.equal(readDescription(d).request, request, d);
});

t.test('a format note keeps what it says of the type', async (t) => {
  t.equal(readDescription('the closing day (YYYY-MM-DD)').hint, 'date');
  t.equal(readDescription('the fee, as an integer').hint, 'number');
  t.equal(readDescription('the rent, e.g. 1,250').hint, 'number');
  t.equal(readDescription('whether it ships abroad (true/false)').hint, 'boolean');
  t.equal(readDescription('the label, e.g. Blue Note').hint, undefined, 'an example of a name names no type');
  // a field of no kind of its own that is written as a date is a date
  t.equal(kindOf('deadline', 'the application deadline'), 'text/text');
  t.equal(kindOf('deadline', 'the application deadline (DD-MM-YYYY)'), 'date/date');
  t.equal(kindOf('x', 'who is the publishing house? null if not stated'), 'publisher/text');
  t.equal(kindOf('x', 'return null if missing'), 'text/text', 'a description that is all note leaves the key to say');
  t.equal(kindOf('release_date', 'return null if missing'), 'date/date');
  t.equal(kindOf('cost', 'just the amount, no currency'), 'price/number');
});

t.test('what is excluded does not decide the kind', async (t) => {
  for (const [k, d, want] of [
    ['price', 'what it costs today, not the was price', 'price/number'],
    ['town', 'the town it is in, rather than the full address', 'text/text'],
    ['posted', 'when it went online - not the date of the last edit', 'date/date'],
    ['picture', 'the product photo, excluding the shop logo', 'image/url'],
    ['writer', 'the novelist other than the translator', 'author/text'],
    ['text', 'the whole story with no navigation or adverts', 'content/text'],
    ['body', 'the body of the post, except comments', 'content/text'],
  ]) t.equal(kindOf(k, d), want, d);
  t.same(readDescription('what it costs today, not the was price').excluded, ['the was price']);
  t.same(readDescription('the hero picture (not thumbnails or icons)').excluded, ['thumbnails or icons']);
  // the facts an exclusion names are not asked: a town is not an address
  t.notOk(fieldIntent('town', 'the town it is in, rather than the full address').facts.includes('address'));
  t.notOk(/old|was/.test(fieldIntent('price', 'the selling price, instead of the was price').description));
});

t.test('a negation that is part of the question is kept', async (t) => {
  for (const d of ['is it not in stock', 'does it not ship abroad', 'has it not sold out yet', 'items that are not available', 'item no', 'the article no. 12345']) t.equal(readDescription(d).request, d, d);
  t.equal(fieldIntent('sold_out', 'is it not available any more').type, 'boolean');
});

t.test('a question keeps its own clauses: only a note or an exclusion that starts a clause is cut', async (t) => {
  for (const d of ['What happens if nothing is done?', 'What can grow without any light', 'What was the rise in the number of members', 'Which plants, such as ferns, need shade', 'What did the crew do when not at sea?']) {
    t.equal(readDescription(d).request.replace(/[?,]/g, ''), d.replace(/[?]$/, '').replace(', such as ferns,', ''), d);
  }
  t.equal(readDescription('Who wrote it, not the translator?').request, 'Who wrote it');
  t.equal(readDescription('in which format is it sold (boxed, loose)').request, 'in which format is it sold (boxed loose)');
  t.equal(readDescription('Writer(s)').request, 'Writer(s)');
  for (const d of ['what is one example of a hardwood', 'which enzyme does Y. lipolytica make', 'what did it cost in 1998 - 99', 'how is f(x) written']) t.equal(readDescription(d).request, d, d);
  t.equal(readDescription('apart from the harbour, what draws visitors').request, 'apart from the harbour, what draws visitors', 'a framing exclusion stays the question\'s');
  t.equal(readDescription('Who published it? Return null if the page does not say.').request, 'Who published it');
  t.equal(readDescription('who wrote it or null if unknown').request, 'who wrote it');
  t.equal(readDescription('the sale price if any').request, 'the sale price');
  t.equal(readDescription('the sale price if anything is off').request, 'the sale price if anything is off');
});

t.test('a purpose is no part of the request: the field is what the request alone asks', async (t) => {
  const same = (key: string, long: string, alone: string): void => {
    const a = fieldIntent(key, long);
    const b = fieldIntent(key, alone);
    t.same([a.kind, a.type, a.specific, a.facts], [b.kind, b.type, b.specific, b.facts], long);
  };
  same('sale_price', "I'm building a price tracker, give me the price a shopper pays today for this product", 'give me the price a shopper pays today for this product');
  same('p', 'for my catalogue I need the price', 'I need the price');
  same('p', 'we compare shops, so: the price', 'the price');
  same('p', 'the price - this is for a spreadsheet', 'the price');
  same('p', 'Please extract the price. It will be shown in our app.', 'Please extract the price');
  same('b', 'I need the brand of each product to group them in my catalogue', 'I need the brand of each product');
  same('d', 'when was it published? we sort articles by it', 'when was it published?');
  same('rent', 'the rent per month (we only show flats under 1000)', 'the rent per month');
  same('p', 'the price (for my spreadsheet)', 'the price');
  const r = readDescription("I'm building a price tracker, give me the price a shopper pays today");
  t.equal(r.request, 'give me the price a shopper pays today');
  t.same(r.context, ["I'm building a price tracker"]);
  // the words of a purpose weigh nothing: a tracker, a catalogue are no specific thing to find on the page
  t.same(fieldIntent('sale_price', "I'm building a price tracker, give me the price a shopper pays today").specific, []);
  // a description that is all purpose is read as it is
  t.equal(readDescription('we sell shoes').request, 'we sell shoes');
  t.equal(readDescription("I'm looking for the brand").request, "I'm looking for the brand");
  // a question keeps its own words: "what do we owe" is asked
  t.equal(readDescription('what do I pay for delivery to my door').request, 'what do I pay for delivery to my door');
});

t.test('the request\'s own clauses: notes of form, the first clause asked, the others, a list, a yes/no', async (t) => {
  const r = readDescription('date (YYYY-MM-DD please)');
  t.equal(r.first, 'date');
  t.equal(r.hint, 'date');
  t.same(readDescription('the mark of the product (who makes it)').others, ['who makes it']);
  t.ok(readDescription('the tags, comma separated').list);
  t.ok(readDescription('in stock? yes or no').boolean);
  t.notOk(readDescription('the yes vote share').boolean);
  t.equal(readDescription('the price, in euros').first, 'the price');
  t.equal(readDescription('the price, so').first, 'the price');
  t.same(readDescription('the price, ignore the old one').excluded, ['the old one']);
});

t.test('slips in a description are read as the words they miss, real words are not', async (t) => {
  for (const [d, want] of [
    ['wot does it sell for', 'what does it sell for'],
    ['whos the writter of this book', 'who is the writer of this book'],
    ['the manufacturer\'s brnad name', "the manufacturer's brand name"],
    ['name of the pubilsher', 'name of the publisher'],
    ['when was the artcle publised', 'when was the article published'],
  ]) t.equal(spelledRequest(d), want, d);
  for (const d of ['the cast of the film', 'the data behind the chart', 'how much bran is in it', 'the grand total', 'what is the prize', 'the pride of the town', 'what are chares', 'made by Brnad Industries', 'the title "Autor Unknown"']) t.equal(spelledRequest(d), d, d);
  t.equal(kindOf('x', 'wat does it cost'), 'price/number');
  t.equal(kindOf('x', 'who is the auther of the book'), 'author/text');
  t.equal(kindOf('x', 'tell me the brnad of this'), 'brand/text');
});

t.test('on a page: notes, exclusions and slips answer as the plain request does', async (t) => {
  const engine = new LocalEngine();
  const html = `<!doctype html><html><head><title>Trail Flask 750 ml | Northpeak Outdoor</title><meta property="og:site_name" content="Northpeak Outdoor"></head><body>
    <main><h1>Trail Flask 750 ml</h1><p class="brand">Brand: Kestrel Gear</p>
    <p class="price"><del class="was-price">£34.00</del> <span class="now-price">£24.50</span></p>
    <p>Store: 14 Quay Street, Bristol</p>
    <p>An insulated steel flask that keeps drinks cold for a day.</p></main></body></html>`;
  const plain = await engine.extractFields({ html, url: 'https://northpeak.example/p/flask', fields: { p: 'the price', b: 'the brand' } });
  const worded = await engine.extractFields({
    html,
    url: 'https://northpeak.example/p/flask',
    fields: {
      p: 'what it costs now, not the crossed-out price (number only, no currency sign)',
      b: 'the brnad, e.g. Acme. Null if not present.',
      m: 'the manufacturer. Return null if the page does not say.',
    },
  });
  t.equal(plain.p, 24.5);
  t.equal(plain.b, 'Kestrel Gear');
  t.equal(worded.p, plain.p);
  t.equal(worded.b, plain.b);
  t.equal(worded.m, plain.b);
});
