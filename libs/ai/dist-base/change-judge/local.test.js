"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const local_js_1 = require("./local.js");
const judge = new local_js_1.LocalChangeJudge();
const ask = (prompt, before, after, diffText = `- ${before}\n+ ${after}`) => judge.judge({ prompt, url: 'https://shop.example.com/', before, after, diffText, localSummary: 'local summary' });
tap_1.default.test('amounts as people write them', async (t) => {
    t.equal((0, local_js_1.parseAmount)('$1,299.00'), 1299);
    t.equal((0, local_js_1.parseAmount)('17,49 €'), 17.49);
    t.equal((0, local_js_1.parseAmount)('1.299,00 €'), 1299);
    t.equal((0, local_js_1.parseAmount)('-3.5%'), -3.5);
    t.equal((0, local_js_1.parseAmount)('none'), null);
});
tap_1.default.test('"alert only when the price drops": a drop alerts, a rise stays silent', async (t) => {
    const prompt = 'alert only when the price drops';
    t.same(await ask(prompt, 'Price: $20.00', 'Price: $15.00'), { matters: true, summary: 'local summary' });
    t.same(await ask(prompt, 'Price: $20.00', 'Price: $25.00'), { matters: false, summary: 'local summary' });
    t.equal((await ask('tell me if it gets more expensive', 'Price: 17,49 €', 'Price: 18,99 €')).matters, true);
    t.equal((await ask('tell me if it gets more expensive', 'Price: 17,49 €', 'Price: 16,99 €')).matters, false);
});
tap_1.default.test('stock, phrases, and prompts it cannot read', async (t) => {
    t.equal((await ask('alert me when it is back in stock', 'Out of stock', 'In stock')).matters, true);
    t.equal((await ask('alert me when it is back in stock', 'In stock: 5', 'In stock: 4')).matters, false);
    t.equal((await ask('tell me when it sells out', 'In stock', 'Sold out')).matters, true);
    t.equal((await ask('when "Model X" appears', 'Model W', 'Model W\nModel X')).matters, true);
    t.equal((await ask('when "Model X" appears', 'Model W', 'Model V')).matters, false);
    t.equal((await ask('when "free shipping" disappears', 'Free shipping', 'Shipping $5')).matters, true);
    t.equal((await ask('summarise the news in French', 'a', 'b')).matters, true, 'an unknown prompt never hides a change');
});
//# sourceMappingURL=local.test.js.map