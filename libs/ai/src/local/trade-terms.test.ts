// A trade's words for a plain field read as the plain words, a schema or feed's name as where the customer saw the
// key (not the site, not a word to find), and a third person's looking as the page's item: paraphrases of our own.
import t from 'tap';
import { fieldIntent } from './intent.js';
import { plainTerms, withoutFeedNames } from './trade-terms.js';
import { viewerDeixis } from './request-pronouns.js';

const reading = (key: string, description: string): string => {
  const i = fieldIntent(key, description);
  return `${i.kind}/${i.subject}/${i.facts.join(',')}/${i.specific.join(',')}`;
};

t.test("a trade's term is the plain field it stands for", async (t) => {
  t.same(plainTerms(['when', 'is', 'the', 'drop', 'day'], false), ['when', 'is', 'the', 'release', 'date']);
  t.same(plainTerms(['extent'], true), ['page', 'count']);
  t.same(plainTerms(['extent'], false), ['extent'], 'a word of a sentence stays as it is');
  for (const [k, d, plain] of [
    ['release', 'street date of the record', 'the release date of the record'],
    ['launch', 'when is the drop date?', 'when is the release date?'],
    ['cost', 'what is on the price tag, the tag price', 'the list price'],
    ['rrp', 'shelf price', 'list price'],
    ['length', 'page extent', 'the page count'],
    ['binding', 'which kind of edition', 'which format'],
    ['format', 'the edition type (hardback etc.)', 'the format'],
  ]) t.equal(reading(k, d).split('/').slice(0, 3).join('/'), reading(k, plain).split('/').slice(0, 3).join('/'), `${k}: ${d}`);
  t.equal(fieldIntent('Page Extent', '').facts[0], 'pages');
  t.equal(fieldIntent('extent', '').facts[0], 'pages');
  t.equal(fieldIntent('x', 'the type of edition').facts[0], 'format');
  // "the extent of the damage" names no book's length
  t.notSame(fieldIntent('x', 'the extent of the flooding').facts, ['pages']);
});

t.test("a schema or feed's name says where the key was seen, not whose value it is", async (t) => {
  t.equal(withoutFeedNames('Google Merchant Center gtin attribute').trim().replace(/\s+/g, ' '), 'gtin');
  t.equal(withoutFeedNames('the merchant price'), 'the merchant price', 'no feed named: as it is');
  for (const [k, d, kind] of [['brand', 'the brand field of our Google Shopping feed', 'brand'], ['price', 'the Open Graph price tag value', 'price'], ['maker', "Facebook catalogue's brand", 'brand'], ['offer_price', 'Merchant Center sale price attribute: what one pays today', 'price']]) {
    const i = fieldIntent(k, d);
    t.equal(i.kind, kind, `${k}: ${d}`);
    t.equal(i.subject, 'item', `${k}: ${d} is the item's`);
    t.notOk(i.specific.some((w) => /googl|graph|merchant|attribut|catalog/.test(w)), `${k}: ${d} has no feed word to find`);
  }
});

t.test("a reader's or a visitor's looking points at the item, as \"you see\" does", async (t) => {
  t.equal(viewerDeixis('the title the visitor sees').replace(/\s+/g, ' ').trim(), 'the title');
  for (const d of ['the heading readers see first', 'the title a visitor sees at the top', 'the headline the audience reads']) t.same(fieldIntent('headline', d).specific, [], d);
  t.equal(fieldIntent('x', 'the heading the user is looking at').kind, 'title');
  // a reader named as a thing asked keeps it: "the reader's comments"
  t.ok(fieldIntent('x', "the readers' comments").specific.length > 0);
});

t.test("each trade's jargon for a plain field reads as that field", async (t) => {
  const facts = (k: string, d = ''): string => `${fieldIntent(k, d).kind}/${fieldIntent(k, d).facts.join(',')}`;
  // estate agents: the asking price, the guide price, a rent by its period
  for (const k of ['asking', 'guide price', 'offers over', 'oiro', 'pw', 'pcm']) t.equal(fieldIntent(k, '').kind, 'price', k);
  // hiring: total compensation and on-target earnings are the pay
  for (const k of ['ote', 'total comp', 'day rate', 'comp', 'base comp']) t.match(facts(k), /salary/, k);
  // cooks: what a recipe makes is its servings; the hands-on time is the prep time, the oven time the cook time
  for (const k of ['makes', 'yields']) t.equal(fieldIntent(k, '').facts[0], 'servings', k);
  for (const k of ['active time', 'hands on time', 'hands-on']) t.equal(fieldIntent(k, '').facts[0], 'prep_time', k);
  t.equal(fieldIntent('baking time', '').facts[0], 'cook_time');
  // a trade's key word in a sentence is prose: "who makes it" asks the maker
  t.equal(fieldIntent('x', 'who makes it').kind, 'brand');
  // no word of the object's own is a term
  t.doesNotThrow(() => fieldIntent('constructor', ''));
  t.equal(fieldIntent('constructor', '').said, 'constructor');
});
