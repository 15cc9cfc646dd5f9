// Wordings session 21 left unread (docs/benchmarks.md, "Session 22: f22"), each as the meaning it is a case of,
// with paraphrases of our own: "each" as a pronoun for one item (a price of one, not a list), verbs whose rows
// share a stem ("host" and "hosted"), an event's own names as the item, a currency named by its country, and a
// key written in another language read by the label table; whoever is behind an event, a part number, a
// transaction's code, a type subscript as code, a price's tax basis, a key of a text's parts.
import t from 'tap';
import { fieldIntent } from './intent.js';
import { verbAsk } from './verb-asks.js';
import { stem } from './lexicon.js';
import { currencyNameWords } from './currency-names.js';
import { labelInEnglish } from './label-english.js';
import { unwrapCode } from './code-wrappers.js';
import { extractField } from './fields.js';
import { Page } from './page.js';

const read = (key: string, description: string): string => {
  const i = fieldIntent(key, description);
  return `${i.kind}/${i.type}`;
};

t.test('"each" standing for one item asks what one costs, not a list', async (t) => {
  for (const d of ['what each one costs', 'how much is each one?', 'how much are they each', 'the cost of each one', 'what do they cost each?']) t.equal(read('price', d), 'price/number', d);
  // each with a noun of its own, or "each one of" many things, still asks for many
  t.equal(read('prices', 'each one of the prices'), 'price/list');
  // a bare "each" after a preposition ranges over the items
  for (const d of ['how many are left of each', 'units in stock for each']) t.equal(read('left', d).split('/')[1], 'list', d);
  t.equal(read('titles', 'the title of each book'), 'title/list');
  t.equal(read('price', 'a list of what each one costs'), 'price/list');
});

t.test('a verb whose stem another row shares keeps both rows: who hosts it, where it is hosted', async (t) => {
  const stems = (s: string): string[] => s.split(' ').map(stem);
  t.same(verbAsk('who', stems('who is hosting the event'))?.facts, ['organizer']);
  t.same(verbAsk('who', stems('who hosts the quiz night'))?.facts, ['organizer']);
  t.same(verbAsk('where', stems('where is it hosted'))?.facts, ['place', 'address']);
  for (const d of ['who is hosting the event', 'who hosted the meetup', 'who hosts this festival']) t.same(fieldIntent('x', d).facts.slice(0, 1), ['organizer'], d);
});

t.test("an event's own names ask where the item is, as \"where is the event\"", async (t) => {
  for (const d of ['where is the gig', "where's the festival on", 'where is the recital', 'where is the meetup']) {
    const i = fieldIntent('where', d);
    t.same(i.specific, [], d);
    t.same(i.facts, ['place', 'address'], d);
  }
});

t.test("a currency named by its country: the country's words are the currency's name, nothing to search for", async (t) => {
  for (const d of ['in US dollars please', 'the price in Swiss francs', 'cost in Hong Kong dollars', 'in New Zealand dollars', 'what it costs in Canadian dollars']) {
    const i = fieldIntent('price', d);
    t.equal(i.kind, 'price', d);
    t.same(i.specific, [], d);
  }
  t.same([...currencyNameWords('price in Hong Kong dollars')].sort(), ['hong', 'kong']);
  // words before a currency word in lower case are no name ("discount dollars"); a country alone is no currency
  t.same([...currencyNameWords('store credit dollars')], []);
  t.same(fieldIntent('price', 'the US price').specific, ['us']);
});

t.test("a key written in another language is read as the label table's field", async (t) => {
  t.equal(labelInEnglish('lieferbar'), 'availability');
  for (const k of ['lieferbar', 'Verfügbarkeit', 'disponibilidad', 'beschikbaarheid']) t.equal(read(k, ''), 'availability/text', k);
  for (const k of ['preis', 'prix', 'prezzo']) t.equal(read(k, ''), 'price/number', k);
  t.equal(read('verlag', ''), 'publisher/text');
  // an English key stays as it is; a description's word of another language is read as its English word, which
  // decides over the key as the English word would (request-languages.test.ts)
  t.equal(labelInEnglish('price'), null);
  t.equal(read('price', 'lieferbar'), read('price', 'availability'));
});

t.test('whoever is behind an event is its organizer, whatever the key', async (t) => {
  for (const d of ['the person behind the concert', "who's behind the gig", 'the people behind the festival']) t.same(fieldIntent('x', d).facts.slice(0, 1), ['organizer'], d);
  t.notOk(fieldIntent('x', 'the image behind the title').facts.includes('organizer'));
});

const page = (body: string): Page => new Page(`<html><head><title>Trade drill</title></head><body>${body}</body></html>`, 'https://shop.example/drill');

t.test('a part number asked without its maker is the shop code where the page states no MPN', async (t) => {
  const shop = page('<h1>Trade drill</h1><p class="price">£99.00</p><dl><dt>SKU</dt><dd>TD-4410</dd></dl><button>Add to basket</button>');
  for (const k of ['partNumber', 'part_no', 'Part No.']) t.equal(extractField(shop, k, ''), 'TD-4410', k);
  const both = page('<h1>Trade drill</h1><p class="price">£99.00</p><dl><dt>SKU</dt><dd>TD-4410</dd><dt>Manufacturer part number</dt><dd>GSB-18V-55</dd></dl><button>Add to basket</button>');
  t.equal(extractField(both, 'partNumber', ''), 'GSB-18V-55', "the maker's part number first where the page states it");
  t.equal(extractField(shop, 'mpn', ''), null, "mpn asks for the maker's alone");
});

t.test("a booking or order reference is that transaction's code, not the item's", async (t) => {
  const shop = page('<h1>Harbour cruise</h1><p class="price">£40.00</p><dl><dt>SKU</dt><dd>HC-2231</dd></dl><button>Book now</button>');
  for (const [k, d] of [['reference', 'the booking reference number'], ['booking_ref', ''], ['x', 'your order number'], ['ref', 'the reservation code']]) t.equal(extractField(shop, k, d), null, `${k}: ${d}`);
  t.equal(extractField(shop, 'ref', 'the product reference'), 'HC-2231', "the item's own reference is its code");
  const confirmation = page('<h1>Your booking</h1><dl><dt>SKU</dt><dd>HC-2231</dd><dt>Booking reference</dt><dd>K7Q2ZX</dd><dt>Order no.</dt><dd>88-1202</dd></dl>');
  t.equal(extractField(confirmation, 'reference', 'the booking reference number'), 'K7Q2ZX');
  t.equal(extractField(confirmation, 'x', 'order number'), '88-1202');
});

t.test('a type subscript with the words as metadata is code; prose with a quoted example is not', async (t) => {
  t.equal(unwrapCode("Annotated[str, 'the author']"), 'the author');
  t.equal(unwrapCode('Annotated[int, "how many pages the book has"]'), 'how many pages the book has (integer)');
  t.equal(fieldIntent('x', "typing.Annotated[Optional[float], 'what it costs']").kind, 'price');
  t.equal(fieldIntent('x', "Annotated[list[str], 'the tags on the post']").type, 'list');
  for (const d of ['author(s), e.g.: "Jane Doe"', 'names[0], "first"', 'the title [optional], like "Dune"']) t.equal(unwrapCode(d), d, d);
});

t.test('a price asked with or without its tax is the amount the page labels so', async (t) => {
  const after = page('<h1>Trade drill</h1><div><span class="price">£120.00</span> inc. VAT<br><span class="price">£100.00</span> ex. VAT</div><button>Add to basket</button>');
  const before = page('<h1>Trade drill</h1><p>Price excl. VAT: <b>€82.64</b></p><p>Price incl. VAT: <b>€100.00</b></p><button>Add to cart</button>');
  const bracket = page('<h1>Trade drill</h1><p class="price">$250.00 <small>($208.33 excluding tax)</small></p><button>Buy now</button>');
  for (const d of ['price excluding VAT', 'ex-VAT price', 'price before tax', 'the pre-tax price', 'VAT-exclusive price']) {
    t.equal(extractField(after, 'price', d), 100, d);
    t.equal(extractField(before, 'price', d), 82.64, d);
    t.equal(extractField(bracket, 'price', d), 208.33, d);
  }
  t.equal(extractField(after, 'price_ex_vat', ''), 100);
  t.equal(extractField(after, 'price', 'the price including VAT'), 120);
  t.equal(extractField(before, 'price', 'gross price incl. tax'), 100);
  // a page that labels no amount with a basis: its price; the tax itself is not the price
  const plain = page('<h1>Trade drill</h1><span class="price">$99.00</span><p>Sales tax: $8.20</p><button>Add to cart</button>');
  t.equal(extractField(plain, 'price', 'price before tax'), 99);
  t.not(extractField(plain, 'price', 'the tax amount'), 99, 'the tax is its own amount, not the price');
  // a page that labels its price only with the other basis does not state the one asked: not that amount
  const gross = page('<h1>Trade drill</h1><div class="price">£120.00 <small>inc. VAT</small></div><button>Add to basket</button>');
  for (const d of ['price excluding VAT', 'the net price before tax']) t.equal(extractField(gross, 'price', d), null, d);
  t.equal(extractField(gross, 'price', 'price incl. VAT'), 120);
});

t.test('a key that names only the parts of a text asks them as a list', async (t) => {
  t.equal(fieldIntent('paras', 'all the paragraphs').type, 'list');
});
