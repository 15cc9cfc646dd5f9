"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const index_js_1 = require("../index.js");
const engine = new index_js_1.LocalEngine();
const url = 'https://shop.example/item/55';
const page = (head, body) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ld = (o) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
tap_1.default.test('structured prices that disagree: the one shown on the page wins', async (t) => {
    const head = ld({ '@type': 'Product', name: 'Bag', offers: { '@type': 'Offer', price: '90', priceCurrency: 'USD' } }) +
        '<meta property="product:price:amount" content="400">';
    const shown = await engine.extractFields({ html: page(head, '<h1>Bag</h1><span class="price">$400</span>'), url, fields: { price: 'price' } });
    t.equal(shown.price, 400);
    // nothing shown: the structured order stands
    const none = await engine.extractFields({ html: page(head, '<h1>Bag</h1>'), url, fields: { price: 'price' } });
    t.equal(none.price, 90);
});
tap_1.default.test('a single structured price is kept even when another price is shown', async (t) => {
    const head = ld({ '@type': 'Product', name: 'Bag', offers: { '@type': 'Offer', price: '90', priceCurrency: 'USD' } });
    const out = await engine.extractFields({ html: page(head, '<h1>Bag</h1><span class="price">$120</span>'), url, fields: { price: 'price' } });
    t.equal(out.price, 90);
});
tap_1.default.test('a labelled product code beats a structured sku the page never prints', async (t) => {
    const head = ld({ '@type': 'Product', name: 'Speaker', sku: '238368885' });
    const body = '<h1>Speaker</h1><div data-sku-id="238368885"></div><p class="code">Product code: 83810610</p>';
    const out = await engine.extractFields({ html: page(head, body), url, fields: { sku: 'site product id / SKU' } });
    t.equal(out.sku, '83810610');
    // the structured sku printed on the page: it stays
    const printed = await engine.extractFields({ html: page(head, body + '<p>Ref 238368885</p>'), url, fields: { sku: 'site product id / SKU' } });
    t.equal(printed.sku, '238368885');
});
tap_1.default.test('a disabled buy button is an out-of-stock sign; a hidden one is no sign', async (t) => {
    const fields = { availability: 'InStock or OutOfStock' };
    const off = await engine.extractFields({ html: page('', '<h1>Chair</h1><button class="btn" disabled>Add to cart</button>'), url, fields });
    t.equal(off.availability, 'OutOfStock');
    const on = await engine.extractFields({ html: page('', '<h1>Chair</h1><button class="btn">Add to cart</button>'), url, fields });
    t.equal(on.availability, 'InStock');
    const hiddenOnly = await engine.extractFields({ html: page('', '<h1>Chair</h1><div hidden><button>Sold out</button></div><button>Add to basket</button>'), url, fields });
    t.equal(hiddenOnly.availability, 'InStock');
});
tap_1.default.test('the price check uses prices people see, not hidden offers or meta content', async (t) => {
    const body = `<h1>Book</h1><div itemscope itemtype="https://schema.org/Product"><meta itemprop="name" content="Book">
    <div itemprop="offers" itemscope itemtype="https://schema.org/Offer" class="price" style="display: none"><meta itemprop="price" content="18.00"><meta itemprop="priceCurrency" content="EUR"></div>
    <div itemprop="offers" itemscope itemtype="https://schema.org/Offer" class="price"><meta itemprop="price" content="17.10"><meta itemprop="priceCurrency" content="EUR"><strong>€ <span class="actual-price">17,10</span></strong></div></div>`;
    const out = await engine.extractFields({ html: page('', body), url, fields: { price: 'price' } });
    t.equal(out.price, 17.1);
});
tap_1.default.test('a price in a product slider box is read; a price filter slider is not', async (t) => {
    const body = '<h1>Insoles</h1><div class="price-filter-slider">10 Kn - 900 Kn</div><div class="shop-slider-price"><span class="shop-slider-pricenew">270,00 Kn</span></div>';
    const out = await engine.extractFields({ html: page('', body), url, fields: { price: 'price' } });
    t.equal(out.price, 270);
});
tap_1.default.test('sku under a heading label and under more languages\' labels', async (t) => {
    const fields = { sku: 'site product id / SKU' };
    const heading = await engine.extractFields({ html: page('', '<h1>Kleid</h1><h4>Bestellnummer:</h4><div class="copy"> 106606 </div><h4>Lieferziele:</h4><ul><li>AT</li></ul>'), url: 'https://shop.example/kleid', fields });
    t.equal(heading.sku, '106606');
    const ro = await engine.extractFields({ html: page('', '<h1>Whiskey</h1><p>Cod produs: DWF88K</p>'), url: 'https://shop.example/whiskey', fields });
    t.equal(ro.sku, 'DWF88K');
});
//# sourceMappingURL=cross-check.test.js.map