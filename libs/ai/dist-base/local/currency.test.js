"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const index_js_1 = require("../index.js");
const currency_js_1 = require("./currency.js");
const engine = new index_js_1.LocalEngine();
const page = (head, body) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
tap_1.default.test('a shared currency symbol is read with the page country', async (t) => {
    t.equal((0, currency_js_1.currencyForPage)('$', 'https://shop.example.com.au/p/1'), 'AUD');
    t.equal((0, currency_js_1.currencyForPage)('$', 'https://shop.example.com/p/1'), 'USD');
    t.equal((0, currency_js_1.currencyForPage)('元', 'https://shop.example.tw/p/1'), 'TWD');
    t.equal((0, currency_js_1.currencyForPage)('kr', 'https://butik.example.dk/p/1'), 'DKK');
    t.equal((0, currency_js_1.currencyForPage)('€', 'https://shop.example.tw/p/1'), 'EUR', 'a symbol of one currency stays');
    t.equal((0, currency_js_1.currencyForPage)('US$', 'https://shop.example.tw/p/1'), 'USD');
    const out = await engine.extractFields({ html: page('', '<h1>碗</h1><span class="price">2320 元</span>'), url: 'https://www.shop.com.tw/p/9', fields: { currency: 'price currency' } });
    t.equal(out.currency, 'TWD');
});
tap_1.default.test('the rouble\'s old code RUR is given as RUB', async (t) => {
    const ld = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name: 'Смесь', offers: { '@type': 'Offer', price: '899', priceCurrency: 'RUR' } })}</script>`;
    const out = await engine.extractFields({ html: page(ld, '<h1>Смесь</h1>'), url: 'https://market.example.ru/p/1', fields: { currency: 'price currency' } });
    t.equal(out.currency, 'RUB');
});
//# sourceMappingURL=currency.test.js.map