"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const page_js_1 = require("./page.js");
const intent_js_1 = require("./intent.js");
const main_item_js_1 = require("./main-item.js");
const item_labels_js_1 = require("./item-labels.js");
const page = (body) => new page_js_1.Page(`<!doctype html><html><head><title>Item</title></head><body>${body}</body></html>`, 'http://127.0.0.1/item');
tap_1.default.test('stat chips whose figure comes before its label', async (t) => {
    const recipe = page(`<h1>Pea risotto</h1><ul class="facts"><li><strong>35 minutes</strong> preparation</li><li><strong>8</strong> portions</li></ul>
    <aside><p>Other dishes · 10 mins prep · Serves 2</p></aside>`);
    t.equal((0, main_item_js_1.mainItemFact)(recipe, (0, intent_js_1.fieldIntent)('prep_time', 'prep time')), '35 minutes', 'the figure, its label in loose text after it');
    t.equal((0, main_item_js_1.mainItemFact)(recipe, (0, intent_js_1.fieldIntent)('servings', 'how many servings')), 8);
    const job = page(`<h1>Warehouse Supervisor</h1><div class="tiles"><div class="tile"><em>£14.20</em><small>an hour</small></div><div class="tile"><em>Leeds</em><small>On site</small></div></div>`);
    t.equal((0, main_item_js_1.mainItemFact)(job, (0, intent_js_1.fieldIntent)('salary', 'salary')), 14.2, 'a pay period labels the pay');
    const home = page(`<h1>Two bedroom flat</h1><div class="chips"><p><b>2</b> bed</p><p><b>1</b> bath</p></div>`);
    t.equal((0, main_item_js_1.mainItemFact)(home, (0, intent_js_1.fieldIntent)('bedrooms', 'bedrooms')), 2);
});
tap_1.default.test('no figure-first pair where the label has text after it or the figure has no element of its own', async (t) => {
    const p = page(`<p><b>12</b> servings and more</p><p>Made 4 servings</p><p><span>Publisher</span> Gullwing Press</p>`);
    t.same((0, item_labels_js_1.labelValues)(p, /^servings$/), [], 'a figure inside running text is not a chip');
    t.same((0, item_labels_js_1.labelValues)(p, /^publisher$/), ['Gullwing Press'], 'the label first still reads as before');
    const after = page(`<div><strong>£40,000</strong><span>per year</span><span>negotiable</span></div>`);
    t.same((0, item_labels_js_1.labelValues)(after, /^per year$/), [], 'the label must end its chip');
});
//# sourceMappingURL=figure-first-labels.test.js.map