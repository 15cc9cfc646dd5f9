"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const index_js_1 = require("../index.js");
const values_js_1 = require("./values.js");
const engine = new index_js_1.LocalEngine();
const url = 'https://shop.example/item/55';
const page = (head, body) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ld = (o) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
const fields = { price: 'current product price (number)', availability: 'InStock or OutOfStock' };
tap_1.default.test('a price written after a price word, split over elements, with the list price struck', async (t) => {
    const body = '<h1>碗籃組</h1><table><tr><td><strong>建議售價</strong> <del>$3200</del><span>元</span></td></tr>' +
        '<tr><td><strong>一次付清特價</strong><b> <font>72</font> 折</b> <span>2320</span><span> 元 </span></td></tr></table>';
    const out = await engine.extractFields({ html: page('', body), url, fields });
    t.equal(out.price, 2320);
    t.equal(out.availability, 'InStock', 'a page stating a price is in stock unless it says otherwise');
    const word = await engine.extractFields({ html: page('', '<h1>Lamp</h1><p><b>Price</b> <i>$12.50</i></p>'), url, fields });
    t.equal(word.price, 12.5);
});
tap_1.default.test('no price word, or only a list price: no price', async (t) => {
    const none = await engine.extractFields({ html: page('', '<h1>Lamp</h1><p>Shipping from $5 to Europe</p>'), url, fields });
    t.equal(none.price, null);
    const list = await engine.extractFields({ html: page('', '<h1>碗</h1><p><strong>建議售價</strong> <span>3200</span> 元</p>'), url, fields });
    t.equal(list.price, null);
    const hidden = await engine.extractFields({ html: page('', '<h1>Lamp</h1><p style="display:none"><b>Price</b> <i>$12.50</i></p>'), url, fields });
    t.equal(hidden.price, null);
});
tap_1.default.test('prices inside boxes of other products named by id are left out', async (t) => {
    const body = '<h1>Shrimp</h1><div class="price">$79</div><div id="avivid_recommend_tag"><div class="item_sale_price">$129</div></div>';
    const out = await engine.extractFields({ html: page('', body), url, fields });
    t.equal(out.price, 79);
    const onlyOther = await engine.extractFields({ html: page('', '<h1>Shrimp</h1><div id="related-items"><div class="price">$129</div></div>'), url, fields });
    t.equal(onlyOther.price, null);
});
tap_1.default.test('dot thousands: "229.990" may be 229990, and then matches the stated price', async (t) => {
    t.equal((0, values_js_1.parseMoney)('$229.990')?.thousands, 229990);
    t.equal((0, values_js_1.parseMoney)('$229.99')?.thousands, undefined);
    t.equal((0, values_js_1.parseMoney)('1.234,50 €')?.thousands, undefined);
    const head = ld({ '@type': 'Product', name: 'Cama', offers: [{ '@type': 'Offer', price: '249990', priceCurrency: 'CLP' }, { '@type': 'Offer', price: '229990', priceCurrency: 'CLP' }] });
    const out = await engine.extractFields({ html: page(head, '<h1>Cama</h1><div class="offer-price">$229.990</div>'), url, fields });
    t.equal(out.price, 229990);
});
tap_1.default.test('a page describing a Product with no stock sign is in stock; a page about nothing is not', async (t) => {
    const product = await engine.extractFields({ html: page(ld({ '@type': 'Product', name: 'Kettle', sku: 'K1' }), '<h1>Kettle</h1>'), url, fields });
    t.equal(product.availability, 'InStock');
    const og = await engine.extractFields({ html: page('<meta property="og:type" content="product">', '<h1>Kettle</h1>'), url, fields });
    t.equal(og.availability, 'InStock');
    const article = await engine.extractFields({ html: page('<meta property="og:type" content="article">', '<h1>News</h1><p>Text</p>'), url, fields });
    t.equal(article.availability, null);
});
tap_1.default.test('add-to-cart links in more languages, also inside a box named buy', async (t) => {
    const zh = await engine.extractFields({ html: page('', '<h1>碗</h1><div class="buyBtn"><a href="javascript:buy()">加入購物車</a></div>'), url, fields });
    t.equal(zh.availability, 'InStock');
    const sv = await engine.extractFields({ html: page('', '<h1>Stol</h1><button>Lägg i varukorg</button>'), url, fields });
    t.equal(sv.availability, 'InStock');
    const header = await engine.extractFields({ html: page('', '<h1>碗</h1><div class="cart"><a href="/cart">購物車 0</a></div>'), url, fields });
    t.equal(header.availability, null, 'a link to the cart itself is no buy button');
});
tap_1.default.test('shop controls or a product id from the URL repeated in the page make a product page: in stock', async (t) => {
    const qty = await engine.extractFields({ html: page('', '<h1>Vase</h1><label>Qty <input name="quantity" value="1"></label>'), url, fields });
    t.equal(qty.availability, 'InStock');
    const form = await engine.extractFields({ html: page('', '<h1>Vase</h1><form action="/cart/add" method="post"><input type="hidden" name="id" value="9"></form>'), url, fields });
    t.equal(form.availability, 'InStock');
    const idPage = '<h1>Vase</h1><p>Item A7731X</p><a href="/p/A7731X">link</a>';
    const byId = await engine.extractFields({ html: page('', idPage), url: 'https://shop.example/p/A7731X', fields });
    t.equal(byId.availability, 'InStock');
    const hiddenQty = await engine.extractFields({ html: page('', '<h1>Vase</h1><input type="hidden" name="qty" value="1">'), url: 'https://shop.example/about', fields });
    t.equal(hiddenQty.availability, null, 'a hidden quantity field is no sign');
    const sold = await engine.extractFields({ html: page('', '<h1>Vase</h1><p class="stock-status">Sold out</p><input name="qty">'), url, fields });
    t.equal(sold.availability, 'OutOfStock');
});
tap_1.default.test('a price word with its amount shown before the first price-named element wins; after it, not', async (t) => {
    const top = '<h1>肉條</h1><div class="deal">最低價$<span>99</span>元起/包</div>';
    const bottom = '<div class="btn_price">每組<span>990</span>元</div>';
    const first = await engine.extractFields({ html: page('', top + '<p>說明</p>' + bottom), url, fields });
    t.equal(first.price, 99);
    const later = await engine.extractFields({ html: page('', bottom + '<p>說明</p>' + top), url, fields });
    t.equal(later.price, 990);
});
tap_1.default.test('a price word in a link (sort or filter control) is no label', async (t) => {
    const body = '<h1>Lamp</h1><div class="sort"><a href="?sort=price">Price</a> <span>$5 - $50</span></div>';
    const out = await engine.extractFields({ html: page('', body), url, fields });
    t.equal(out.price, null);
});
//# sourceMappingURL=price-text.test.js.map