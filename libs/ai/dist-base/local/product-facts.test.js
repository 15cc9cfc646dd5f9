"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const index_js_1 = require("../index.js");
const engine = new index_js_1.LocalEngine();
const url = 'https://shop.example/p/1';
const page = (body, head = '') => `<!doctype html><html><head><title>Item | Shop</title>${head}</head><body><nav><a href="/">Home</a> <a href="/sale">Sale</a></nav><main>${body}</main><footer><p>Free delivery on orders over £50</p></footer></body></html>`;
const ask = (html, fields) => engine.extractFields({ html, url, fields });
tap_1.default.test('the earlier price: struck, named or written after "was", above the current price, never a review\'s', async (t) => {
    const struck = page('<h1>Mug</h1><p class="price"><s>$20.00</s> <b>$15.00</b></p><div class="review"><p>Cheaper than the $25 one I had.</p></div>');
    t.same(await ask(struck, { was: 'the old price', price: 'price' }), { was: 20, price: 15 }, 'the struck price, and the price is the one it sells at');
    const words = page('<h1>Mug</h1><p>Now only €12, originally €18.</p>');
    t.same(await ask(words, { was: 'original price' }), { was: 18 });
    const none = page('<h1>Mug</h1><p class="price">$15.00</p><blockquote>Was $30 at the market, I swear.</blockquote>');
    t.same(await ask(none, { was: 'price before discount' }), { was: null }, 'a quote is not the page\'s was price');
    const ld = { '@context': 'https://schema.org', '@type': 'Product', name: 'Mug', offers: { '@type': 'Offer', price: '9.00', priceCurrency: 'EUR', priceSpecification: [{ '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: '14.00' }] } };
    t.same(await ask(page('<h1>Mug</h1>', `<script type="application/ld+json">${JSON.stringify(ld)}</script>`), { was: 'was' }), { was: 14 }, 'from structured data');
});
tap_1.default.test('units left: a count next to "left"/"in stock", never days left, a stock code or a size count', async (t) => {
    t.same(await ask(page('<p>Only one left!</p>'), { left: 'how many are left' }), { left: 1 });
    t.same(await ask(page('<p class="s">23 in stock</p>'), { left: 'units in stock' }), { left: 23 });
    t.same(await ask(page('<p>Sale ends: 3 days left</p><p>Stock code: 12345</p><p>3 sizes available</p><p>In stock</p>'), { left: 'quantity remaining' }), { left: null });
    // a page's "Sold out" may be a variant's or another product's: no count (an item's own is 0: aligned-lists.test.ts)
    t.same(await ask(page('<p class="availability">Sold out</p>'), { left: 'stock left' }), { left: null });
});
tap_1.default.test('rating and scale: the product\'s, in text, aria-label or labels; a pager is not a rating', async (t) => {
    const html = page('<div class="stars" aria-label="Rated 3.5 out of 5 stars"></div><p>Page 1 of 3</p><ul><li class="review"><span>Rated 1 out of 5</span></li></ul>');
    t.same(await ask(html, { rating: 'average rating', scale: 'rating scale' }), { rating: 3.5, scale: 5 });
    t.same(await ask(page('<table><tr><th>Rating</th><td>17/20</td></tr></table>'), { rating: 'rating', scale: 'best rating' }), { rating: 17, scale: 20 });
    t.same(await ask(page('<p>Page 1 of 3</p><p>Published 3/5/2024</p>'), { rating: 'rating', scale: 'rating out of what' }), { rating: null, scale: null });
    const ld = { '@context': 'https://schema.org', '@type': 'Product', name: 'Mug', aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.1, reviewCount: 12 } };
    t.same(await ask(page('', `<script type="application/ld+json">${JSON.stringify(ld)}</script>`), { rating: 'rating', scale: 'rating out of what' }), { rating: 4.1, scale: 5 }, 'schema.org\'s default scale');
});
tap_1.default.test('shipping: the cost in a clause about shipping, not an order threshold; free is 0', async (t) => {
    t.same(await ask(page('<p>Delivery: £3.99, or free for orders over £50.</p>'), { ship: 'delivery cost' }), { ship: 3.99 });
    t.same(await ask(page('<p>This item ships free worldwide.</p>'), { ship: 'shipping', free: 'is shipping free' }), { ship: 0, free: true });
    t.same(await ask(page('<p>A mug.</p>'), { ship: 'how much is shipping' }), { ship: null }, 'the footer\'s threshold is not a shipping cost');
    t.same(await ask(page('<p>Shipping costs $6.50 within the US.</p>'), { ship: 'shipping' }), { ship: 6.5 });
    t.same(await ask(page('<p>US $5,663.94 (including shipping)</p>'), { ship: 'shipping' }), { ship: null }, 'a total with shipping is not its cost');
});
tap_1.default.test('colours: controls first, then a sentence naming colours; sizes and stock states are not colours', async (t) => {
    const radios = page('<div class="color-options"><label><input type="radio" name="c" value="Ink"> Ink</label><label><input type="radio" name="c" value="Chalk"> Chalk</label></div>');
    t.same(await ask(radios, { colours: 'colours' }), { colours: ['Ink', 'Chalk'] });
    t.same(await ask(page('<p>Comes in red or navy.</p>'), { colours: 'what colours does it come in' }), { colours: ['red', 'navy'] });
    t.same(await ask(page('<p>Available in S, M and L.</p><p>In stock</p>'), { colours: 'available colours' }), { colours: null });
    const odd = page('<label for=\'a"]b\'>Colour</label><select id=\'a"]b\'><option>Teal</option><option>Rust</option></select>');
    t.same(await ask(odd, { colours: 'colours' }), { colours: ['Teal', 'Rust'] }, 'an id that is no CSS is read, not an error');
});
//# sourceMappingURL=product-facts.test.js.map