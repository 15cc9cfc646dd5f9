"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
// The causes the lead's round and review found (session 21), each read as a meaning with wordings of our own: a
// price asked with the circumstances of a purchase, the price of one item, the code an item is known by, a bare
// question of the item's identity and the verbs of a recipe's servings.
const tap_1 = __importDefault(require("tap"));
const intent_js_1 = require("./intent.js");
const fields_js_1 = require("./fields.js");
const page_js_1 = require("./page.js");
const read = (key, description) => {
    const i = (0, intent_js_1.fieldIntent)(key, description);
    return `${i.kind}/${i.type}/${i.subject}`;
};
const page = (body, head = '<title>Item</title>', url = 'https://shop.example/item/1') => new page_js_1.Page(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, url);
// a shop's product page: a title, a price, a code and a short text that answers no question about a checkout
const product = page(`<main><h1>Walnut Desk Lamp</h1><p class="price">£48.50</p><p>Item code: WDL-2231</p>
  <p>A warm light for a reading corner, with a cloth cord and a brass switch.</p><button>Add to basket</button></main>`);
tap_1.default.test('a price asked with a circumstance of the purchase is still the price', async (t) => {
    // (rv21 M1: 'before VAT', 'including tax' and 'after the voucher' name another price, no circumstance: they are
    // no longer asserted here but in reading-review-fixes.test.ts)
    const ways = ['what I would be charged at the checkout', 'the price in my cart', 'price per unit', 'the price (or the range)', 'what I pay at the till'];
    for (const d of ways) {
        t.equal(read('p', d), 'price/number/item', d);
        t.same((0, intent_js_1.fieldIntent)('p', d).specific, [], `${d}: nothing else to find`);
        t.equal((0, fields_js_1.extractField)(product, 'p', d), 48.5, `${d}: the page's price`);
    }
    // a price of something else is still another thing to find
    t.not((0, intent_js_1.fieldIntent)('p', 'the price of the extended warranty').specific.length, 0);
});
tap_1.default.test('the price of one item is the item\'s price, whatever the key calls it', async (t) => {
    for (const [k, d] of [['unit_price', 'price per item'], ['unit_price', 'what one piece costs'], ['unitPrice', 'the price for one item'], ['unit_cost', 'cost for a single item']])
        t.equal((0, fields_js_1.extractField)(product, k, d), 48.5, `${k}: ${d}`);
});
tap_1.default.test('a code an item is known by is its SKU', async (t) => {
    for (const d of ['the reference code of the product', "the listing's reference", 'code of this item', 'product ref', 'the item\'s identifier code'])
        t.equal((0, intent_js_1.fieldIntent)('x', d).kind, 'sku', d);
    // a code of something that is no item, or a code of another sort, is not
    for (const d of ['the code of the voucher', 'the discount code', 'zip code'])
        t.not((0, intent_js_1.fieldIntent)('x', d).kind, 'sku', d);
    t.equal((0, fields_js_1.extractField)(product, 'x', 'the reference code of the product'), 'WDL-2231');
});
tap_1.default.test('a bare question of the item\'s identity asks its name', async (t) => {
    for (const d of ['what is it?', "what's this", 'what is this product', 'What is this thing']) {
        t.equal(read('x', d), 'title/text/item', d);
        t.equal((0, fields_js_1.extractField)(product, 'x', d), 'Walnut Desk Lamp', d);
    }
    // a question about it that asks more is not its name
    for (const d of ['what is it made of', 'what is this about', 'what is the price'])
        t.not(read('x', d), 'title/text/item', d);
});
tap_1.default.test('the verbs of a recipe\'s yield ask its servings', async (t) => {
    for (const d of ['how many will it feed', 'how many does this dish serve', 'how many does the recipe make', 'how many guests will it feed', 'how much does it yield'])
        t.same((0, intent_js_1.fieldIntent)('x', d).facts, ['servings'], d);
    const recipe = page('<article><h1>Barley and leek broth</h1><p>By Ros Tamm</p><dl><dt>Serves</dt><dd>5</dd><dt>Prep time</dt><dd>15 minutes</dd></dl><h2>Ingredients</h2><ul><li>2 leeks</li><li>100 g pearl barley</li></ul><h2>Method</h2><p>Sweat the leeks in butter.</p></article>', '<title>Broth</title>', 'https://food.example/r/broth');
    for (const d of ['how many will it feed', 'how many does the recipe make'])
        t.equal((0, fields_js_1.extractField)(recipe, 'x', d), 5, d);
});
tap_1.default.test('an event\'s organizer is a fact of its own: markup, labels, "presented by", and what is behind the event', async (t) => {
    for (const d of ['the organisation behind the event', 'which company is putting on the concert', 'organiser', 'hosted by', 'who organised it', 'the promoter'])
        t.same((0, intent_js_1.fieldIntent)('x', d).facts, ['organizer'], d);
    // "hosted" as where an event is held stays a place; an organisation behind a product stays its brand
    t.same((0, intent_js_1.fieldIntent)('x', 'where is the event hosted').facts, ['place', 'address']);
    t.equal((0, intent_js_1.fieldIntent)('x', 'the company behind the product').kind, 'brand');
    t.same((0, intent_js_1.fieldIntent)('company', 'the company hiring').facts, ['company'], 'a job\'s company is no organizer');
    const ev = (body, head = '<title>Event</title>') => page(`<main><h1>Night Swim Social</h1><p>Saturday 4 July 2026, 19:00</p><dl><dt>Venue</dt><dd>Lido Row Baths</dd><dt>Tickets</dt><dd>£6</dd></dl>${body}</main>`, head, 'https://whatson.example/e/night-swim');
    const ways = [['organizer', ''], ['x', 'the organisation behind the event'], ['host', 'hosted by'], ['promoter', 'presented by']];
    const labelled = ev('<p>Hosted by: Eastbank Swim Club</p>');
    for (const [k, d] of ways)
        t.equal((0, fields_js_1.extractField)(labelled, k, d), 'Eastbank Swim Club', `label, ${k}: ${d}`);
    const presented = ev('<p class="presenter">presented by <span>Lido Friends Trust</span></p>');
    t.equal((0, fields_js_1.extractField)(presented, 'organizer', ''), 'Lido Friends Trust', 'presented by');
    const markup = ev('<p>Lido Friends Trust presents</p>', '<title>Event</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Event","name":"Night Swim Social","startDate":"2026-07-04T19:00","location":{"@type":"Place","name":"Lido Row Baths"},"organizer":{"@type":"Organization","name":"Lido Friends Trust"}}</script>');
    t.equal((0, fields_js_1.extractField)(markup, 'x', 'the organisation behind the event'), 'Lido Friends Trust', 'JSON-LD organizer');
    t.equal((0, fields_js_1.extractField)(ev(''), 'organizer', ''), null, 'an event page that names no organizer');
});
//# sourceMappingURL=lead-round-causes.test.js.map