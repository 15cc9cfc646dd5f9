"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
// The review rv21's findings on how words are read, each as its repro: prose with a bracket and a quoted example
// is no code; a qualifier that names another price keeps its meaning; a key's item-code reading yields to a
// description with a head noun of its own; a three-letter short form ties with a rival only as before.
const tap_1 = __importDefault(require("tap"));
const intent_js_1 = require("./intent.js");
const code_wrappers_js_1 = require("./code-wrappers.js");
const fields_js_1 = require("./fields.js");
const page_js_1 = require("./page.js");
const short_forms_js_1 = require("./short-forms.js");
const read = (key, description) => {
    const i = (0, intent_js_1.fieldIntent)(key, description);
    return `${i.kind}/${i.type}/${i.subject}`;
};
tap_1.default.test('H1: a bracketed plural and a quoted example are prose, not code', async (t) => {
    for (const d of ['author(s), e.g.: "Jane Doe and John Roe"', 'date(s) of the event, written as: "12 March 2026"',
        'the price(s), format: "12.99 GBP"', 'tag(s) of the post, like: "travel tips"', "review(s): 'loved the staff'"]) {
        t.equal((0, code_wrappers_js_1.unwrapCode)(d), d, d);
    }
    t.equal((0, intent_js_1.fieldIntent)('field1', 'author(s), e.g.: "Jane Doe and John Roe"').kind, 'author');
    t.equal((0, intent_js_1.fieldIntent)('when', 'date(s) of the event, written as: "12 March 2026"').kind, 'date');
    t.equal(read('price', 'the price(s), format: "12.99 GBP"'), 'price/number/item');
    t.equal((0, intent_js_1.fieldIntent)('tags', 'tag(s) of the post, like: "travel tips"').kind, 'category');
    // a named description still is code: a call, an argument, a quoted key, a bare key inside braces
    t.equal((0, code_wrappers_js_1.unwrapCode)('z.string().describe("who wrote the piece")'), 'who wrote the piece');
    t.equal((0, code_wrappers_js_1.unwrapCode)('Field(description="who wrote the piece")'), 'who wrote the piece');
    t.equal((0, code_wrappers_js_1.unwrapCode)('{"type": "string", "description": "who wrote the piece"}'), 'who wrote the piece');
    t.equal((0, code_wrappers_js_1.unwrapCode)("{type: 'string', description: 'who wrote the piece'}"), 'who wrote the piece');
    t.equal(read('x', "{type: 'string', description: 'who wrote the piece'}"), 'author/text/item');
    // a bare name and a colon outside braces is prose
    t.equal((0, code_wrappers_js_1.unwrapCode)('book(s) title: "Dune and other tales"'), 'book(s) title: "Dune and other tales"');
});
const shop = (body) => new page_js_1.Page(`<!doctype html><html><head><title>Item</title></head><body>${body}</body></html>`, 'https://shop.example/p');
tap_1.default.test('M1: a word that names another price is no circumstance of the purchase', async (t) => {
    const member = shop('<h1>Garden Chair</h1><div class="price">£40.00</div><div class="member-price">Member price: £32.00</div><button>Add to basket</button>');
    t.equal((0, fields_js_1.extractField)(member, 'price', 'the member price'), 32);
    t.equal((0, fields_js_1.extractField)(member, 'cost', 'what members pay'), 32);
    const promo = shop('<h1>Mug</h1><p class="price">£10.00</p><p>Promo price with code SAVE20: £8.00</p>');
    t.equal((0, fields_js_1.extractField)(promo, 'price', 'the promo price'), 8);
    const vat = shop(`<h1>Cordless Drill</h1><div class="price">£120.00 <small>inc. VAT</small></div><p>SKU: DR-2040</p>
    <table><tr><th>Subtotal</th><td>£100.00</td></tr><tr><th>VAT (20%)</th><td>£20.00</td></tr></table><button>Add to basket</button>`);
    t.not((0, fields_js_1.extractField)(vat, 'price', 'the price before tax'), 120, 'not the price with tax');
    // the tax as the head noun is the thing asked, never dropped for the product's price
    t.not((0, fields_js_1.extractField)(vat, 'field1', 'tax amount'), 120);
    t.not((0, fields_js_1.extractField)(vat, 'tax', 'the tax amount'), 120);
    t.not((0, fields_js_1.extractField)(vat, 'levy', 'how much VAT is charged'), 120);
    for (const d of ['the member price', 'the promo price', 'the price before tax', 'the price after the coupon']) {
        t.not((0, intent_js_1.fieldIntent)('p', d).specific.length, 0, `${d}: keeps its word`);
    }
    // a circumstance of the one purchase still is the price (f21's lead-round fix)
    t.equal((0, fields_js_1.extractField)(vat, 'field1', 'the price as charged at checkout'), 120);
    t.equal((0, fields_js_1.extractField)(vat, 'p', 'what I would pay for one in my basket'), 120);
    t.same((0, intent_js_1.fieldIntent)('p', 'the price per piece').specific, []);
});
tap_1.default.test('M2: a code key yields to a description that names its own thing', async (t) => {
    for (const d of ['the postcode', 'the store postcode', 'the voucher code', 'the discount code', 'zip code of the branch']) {
        t.not((0, intent_js_1.fieldIntent)('code', d).kind, 'sku', `code: ${d}`);
    }
    // the description adds nothing of its own: the key's item code stands
    for (const d of ['', 'the product code', 'code of this item', 'its reference'])
        t.equal((0, intent_js_1.fieldIntent)('code', d).kind, 'sku', `code: ${d}`);
    const store = shop(`<h1>Cordless Drill</h1><div class="price">£120.00</div><p>SKU: DR-2040</p>
    <p>Collect from our store: 4 Mill Lane, Leeds LS1 4AB</p><button>Add to basket</button>`);
    t.not((0, fields_js_1.extractField)(store, 'code', 'the postcode'), 'DR-2040');
    t.not((0, fields_js_1.extractField)(store, 'code', 'the voucher code'), 'DR-2040');
    t.equal((0, fields_js_1.extractField)(store, 'code', ''), 'DR-2040');
});
tap_1.default.test('L1: three letters tie with any rival only when it is a word that names no field', async (t) => {
    // a field word fits less near: the nearest reading stands
    t.equal((0, short_forms_js_1.expandShortForm)('brd'), 'brand');
    t.equal((0, short_forms_js_1.expandShortForm)('pst'), 'post');
    t.equal((0, short_forms_js_1.expandShortForm)('prc'), 'price');
    t.equal((0, intent_js_1.fieldIntent)('brd', '').kind, 'brand');
    // a word keys are made of that names no field is a tie wherever it fits (f21)
    for (const p of ['sts', 'slr', 'lks', 'del'])
        t.equal((0, short_forms_js_1.expandShortForm)(p), null, p);
});
//# sourceMappingURL=reading-review-fixes.test.js.map