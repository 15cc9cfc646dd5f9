// Session 26 (x26): a request word of another language, read by the label table (label-languages.ts) in a key or
// a description, English words kept English; a number sign that is no word of the field; who uses a field as
// context; a price's code as its currency; a site noun at the head of an item's of-phrase. Our own paraphrases.
import t from 'tap';
import { fieldIntent } from './intent.js';
import { tokensOf } from './noun-phrase.js';
import { requestWordInEnglish } from './label-english.js';

const read = (key: string, description: string): string => {
  const i = fieldIntent(key, description);
  return `${i.kind}/${i.type}`;
};
const facts = (key: string, description: string): string[] => fieldIntent(key, description).facts;

t.test('a word of another language in a description is read as the table field it labels', async (t) => {
  for (const d of ['the prix of the item', 'what is the prezzo', 'the precio they ask', 'its prijs']) t.equal(read('x', d), 'price/number', d);
  for (const d of ['the fecha of the post', 'the datum it went online']) t.equal(read('x', d), 'date/date', d);
  t.equal(read('x', 'the immagine at the top of the story'), 'image/url');
  t.equal(read('x', 'the main afbeelding'), 'image/url');
  t.same(facts('x', 'how many porzioni does it make').slice(0, 1), ['servings']);
  t.same(facts('x', 'the makelaar selling the flat').slice(0, 1), ['agent']);
  t.same(facts('x', 'the mäklare of the house').slice(0, 1), ['agent']);
  // a word of another language is no slip of an English one ("makler" is not "maker")
  t.not(read('x', 'the makler of the flat'), 'brand/text');
  t.same(facts('x', 'the zeit of the zubereitung').includes('prep_time'), true);
});

t.test('a count word of another language counts what follows it', async (t) => {
  const i = fieldIntent('aantal_fotos', '');
  t.equal(i.type, 'count');
  t.equal(i.counted, 'image');
  t.equal(fieldIntent('x', 'the antal bilder in the post').counted, 'image');
});

t.test("a compound of a recipe's time has its head as the same label, a short head not", async (t) => {
  t.equal(requestWordInEnglish('zubereitung'), 'prep time');
  t.equal(requestWordInEnglish('bereiding'), 'prep time');
  t.same(facts('bereiding', '').slice(0, 1), ['prep_time']);
  // "back" (Backzeit), "oven" (oventijd), "arbeit" (Arbeitszeit) are no labels of their own
  for (const w of ['back', 'oven', 'arbeit', 'koch']) t.equal(requestWordInEnglish(w), null, w);
  t.notOk(facts('x', 'the back of the book').includes('cook_time'));
});

t.test('a site word of another language asks the site; a site noun before the item asks the site by name', async (t) => {
  for (const d of ['the fuente of the story', 'the bron of this news post', 'the source of the story', 'the outlet of the article']) {
    const i = fieldIntent('x', d);
    t.equal(i.subject, 'site', d);
    t.equal(i.kind, 'title', d);
  }
  // a site noun before another field's noun is that field's ("the source of the image" is the image)
  t.equal(read('x', 'the source of the image'), 'image/url');
});

t.test('English words stay English, though the table has them in another language', async (t) => {
  // "photo" (French), "agent" (Polish), "source" (French), "format", "pages", "date": the English word, as written
  for (const w of ['photo', 'agent', 'source', 'format', 'pages', 'date']) t.same(tokensOf(`the ${w}`), ['the', w], w);
  t.same(facts('x', 'the format of the book').slice(0, 1), ['format']);
  t.ok(facts('x', 'how many pages').includes('pages'));
  t.equal(read('x', 'the date it was posted'), 'date/date');
  // words that are labels or words elsewhere but not in the table ("offre", a listing's notice; German "Art", "Gift")
  for (const w of ['offre', 'art', 'gift', 'rate']) t.equal(requestWordInEnglish(w), null, w);
  t.not(read('x', 'is it sold as a gift'), 'price/number');
  t.equal(read('rating', 'the star rate'), fieldIntent('rating', 'the star rating').kind + '/' + fieldIntent('rating', 'the star rating').type);
});

t.test('a leading number sign is no word of the field', async (t) => {
  t.equal(read('№ ISBN', ''), 'gtin/text');
  t.equal(read('# GTIN', ''), 'gtin/text');
  t.equal(read('# MPN', ''), 'mpn/text');
  t.equal(read('#sku', ''), 'sku/text');
  // "# of" is "number of"; before a plural it still counts
  t.same(facts('# of bedrooms', '').slice(0, 1), ['bedrooms']);
  t.equal(fieldIntent('# of images', '').counted, 'image');
  t.equal(fieldIntent('#photos', '').counted, 'image');
});

t.test("who uses a field, before a colon, is context; the seller's own code is the SKU", async (t) => {
  for (const d of ["Needed by our warehouse: the merchant's own item number", 'Used by my bookkeeper: the stock code', "Read by our buyers: the shop's product code"]) t.equal(read('code', d), 'sku/text', d);
});

t.test("a price's code or sign is its currency", async (t) => {
  for (const d of ['the three letter code of the price', "the price's ISO code", 'the symbol of the price', 'the 3-letter code of the price, not the sign']) t.equal(read('x', d), 'currency/text', d);
  // a code with a word of its own before it is not the currency's ("the voucher code of the price")
  t.not(read('promo', 'the voucher code of the price'), 'currency/text');
  t.equal(read('x', 'the price of the code'), 'price/number');
});
