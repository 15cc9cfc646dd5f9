"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const page_js_1 = require("./page.js");
const intent_js_1 = require("./intent.js");
const prose_price_js_1 = require("./prose-price.js");
const resolve_js_1 = require("./resolve.js");
const page = (body) => new page_js_1.Page(`<!doctype html><html><head><title>Cottage for sale</title></head><body>${body}</body></html>`, 'http://127.0.0.1/item');
tap_1.default.test('a price a sentence names, not the other amounts beside it', async (t) => {
    const p = page(`<h1>Two bedroom cottage</h1><p>With a deposit of £20,000 and stamp duty of £1,500 to pay, this cottage is now on the market with an asking price of £212,500.</p>
    <aside class="similar"><p>Priced at £199,000</p></aside>`);
    t.equal((0, prose_price_js_1.prosePrice)(p)?.amount, 212500);
    t.equal((0, resolve_js_1.resolve)(p, (0, intent_js_1.fieldIntent)('price', 'price')), 212500, 'the field reads it when nothing labels a price');
    const was = page(`<p>Down from the original price of $90, it is now priced at $64.</p>`);
    t.equal((0, prose_price_js_1.prosePrice)(was)?.amount, 64, 'an original price is not what it sells at');
    t.equal((0, prose_price_js_1.prosePrice)(page(`<p>The price of admission includes a drink.</p><p>Monthly repayments of £900.</p>`)), null, 'no amount after the price noun');
});
tap_1.default.test("a main block named 'more details' is the item's own; the furniture's boxes are not", async (t) => {
    const p = page(`<h1>Two bedroom cottage</h1><section class="more-details"><p>Offered with a guide price of £185,000.</p></section>`);
    t.equal((0, prose_price_js_1.prosePrice)(p)?.amount, 185000);
    const side = page(`<h1>Two bedroom cottage</h1><aside><p>Priced at £199,000</p></aside><footer><p>Homes priced from £99,000</p></footer><div class="nearby-homes"><p>Priced at £150,000</p></div>`);
    t.equal((0, prose_price_js_1.prosePrice)(side), null, "the sidebar's, footer's and nearby homes' prices are not this one's");
});
tap_1.default.test("a sentence's price answers only the item's plain price, not a question about another fact", async (t) => {
    const p = page(`<h1>Two bedroom cottage</h1><p>Offered at a guide price of £385,000.</p>`);
    t.equal((0, resolve_js_1.resolve)(p, (0, intent_js_1.fieldIntent)('price', 'how much is it')), 385000);
    t.not((0, resolve_js_1.resolve)(p, (0, intent_js_1.fieldIntent)('entry', 'cost of admission')), 385000, "an admission price is not the home's");
    t.not((0, resolve_js_1.resolve)(p, (0, intent_js_1.fieldIntent)('pay', 'annual salary')), 385000, 'a salary is not the price');
});
//# sourceMappingURL=prose-price.test.js.map