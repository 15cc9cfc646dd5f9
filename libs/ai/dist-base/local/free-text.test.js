"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const index_js_1 = require("../index.js");
const engine = new index_js_1.LocalEngine();
const page = (body) => `<!doctype html><html><head><title>Page</title></head><body>${body}</body></html>`;
tap_1.default.test('labels and sentences answer descriptions in the user\'s words', async (t) => {
    const html = page(`<h1>Steel Kettle</h1><table><tr><th>Weight</th><td>1.2 kg</td></tr><tr><th>Warranty</th><td>2 years</td></tr></table>
    <h2>FAQ</h2><h3>How long does shipping take?</h3><p>Shipping takes 3-5 business days within the EU.</p>
    <h2>Ingredients of the finish</h2><ul><li>Brushed steel</li><li>Beech handle</li></ul>`);
    const out = await engine.extractFields({ html, url: 'http://127.0.0.1/kettle', fields: { weight: 'the weight of the kettle', heavy: 'how heavy is it', warranty: 'warranty period', shipping: 'how long shipping takes', finish: 'list of ingredients' } });
    t.same(out, { weight: '1.2 kg', heavy: '1.2 kg', warranty: '2 years', shipping: '3-5 business days', finish: ['Brushed steel', 'Beech handle'] });
});
tap_1.default.test('durations, counts and people in prose', async (t) => {
    const html = page(`<h1>Lemon tart</h1><p>Prep time 25 mins · Cook time 40 mins · Serves 8</p>
    <p>The recipe comes from the baker Tomas Berg, who opened his first shop in Uppsala in 2009.</p>`);
    const out = await engine.extractFields({ html, url: 'http://127.0.0.1/tart', fields: { cook: 'cooking time', serves: 'number of servings', baker: 'who the recipe comes from', opened: 'the year the first shop opened', city: 'the city where the shop opened' } });
    t.match(out.baker, /Tomas Berg$/);
    t.same(out, { cook: '40 mins', serves: 8, baker: out.baker, opened: '2009', city: 'Uppsala' });
});
tap_1.default.test('codes and states are never read out of prose', async (t) => {
    const html = page('<h1>About</h1><p>Our founder sold the first kettle in 1998 for about 12 dollars, and the shop is open every day.</p>');
    const out = await engine.extractFields({ html, url: 'http://127.0.0.1/about', fields: { sku: 'the product code of the first kettle', availability: 'is the first kettle in stock', email: 'the founder\'s e-mail address' } });
    t.same(out, { sku: null, availability: null, email: null });
});
//# sourceMappingURL=free-text.test.js.map