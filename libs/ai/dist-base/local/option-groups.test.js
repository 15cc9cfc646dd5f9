"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const page_js_1 = require("./page.js");
const fields_js_1 = require("./fields.js");
const item_labels_js_1 = require("./item-labels.js");
const option_groups_js_1 = require("./option-groups.js");
// A toggle group's chosen option is asked of every label's next sibling by the label walk: what each
// subtree holds is summed once per element, so the answers stay what a search of the subtree gave and
// the work no longer grows with the number of labels times the size of their blocks.
const page = (body) => new page_js_1.Page(`<!doctype html><html><head><title>Item</title></head><body>${body}</body></html>`, 'https://shop.example/item/1');
const at = (p, selector) => p.$(selector)[0];
tap_1.default.test('what holds a group and which option is chosen', async (t) => {
    const p = page(`
    <div id="pressed"><span><button aria-pressed="false">Cloth</button></span><button aria-pressed="true">Linen<br>£40</button></div>
    <div id="two"><button aria-pressed="true">A</button><button aria-pressed="true">B</button></div>
    <div id="none"><button>A</button><button>B</button></div>
    <div id="classed"><button class="opt">Small</button><button class="opt is-active">Large</button></div>
    <div id="chips"><p>Pick one</p><div><a class="chip">Red</a><a class="chip chip--selected">Blue</a><a class="chip">Green</a></div></div>
    <div id="ariafirst"><span class="chip selected">Wool</span><span class="chip" aria-checked="true">Silk</span></div>
    <div id="plain"><p>Just <b>text</b></p></div>`);
    t.equal((0, option_groups_js_1.chosenIn)(p.$, at(p, '#pressed')), 'Linen', 'options anywhere below; the chosen one\'s first line');
    t.equal((0, option_groups_js_1.chosenIn)(p.$, at(p, '#pressed > span')), undefined, 'one option alone is no group');
    t.equal((0, option_groups_js_1.chosenIn)(p.$, at(p, '#two')), null, 'two marked: none chosen');
    t.equal((0, option_groups_js_1.chosenIn)(p.$, at(p, '#none')), null, 'a group with none marked');
    t.equal((0, option_groups_js_1.chosenIn)(p.$, at(p, '#classed')), 'Large', 'marked by a class when no aria mark');
    t.equal((0, option_groups_js_1.chosenIn)(p.$, at(p, '#chips')), 'Blue', 'alike links below, one marked by its class');
    t.equal((0, option_groups_js_1.chosenIn)(p.$, at(p, '#ariafirst')), 'Silk', 'an aria mark among alike chips comes first');
    t.equal((0, option_groups_js_1.chosenIn)(p.$, at(p, '#plain')), undefined);
    t.equal((0, option_groups_js_1.chosenIn)(p.$, at(p, 'body')), null, 'the whole page: many options, several marked');
    t.same((0, option_groups_js_1.optionGroups)(p.$).find((g) => g.chosen === 'Blue')?.options, ['Red', 'Blue', 'Green']);
});
tap_1.default.test('the answer is the same whichever element is asked first', async (t) => {
    const html = '<div id="a"><div id="b"><span class="x">1</span><span class="x active">2</span></div><button aria-selected="true">Go</button></div>';
    const inner = page(html);
    t.equal((0, option_groups_js_1.chosenIn)(inner.$, at(inner, '#b')), '2');
    t.equal((0, option_groups_js_1.chosenIn)(inner.$, at(inner, '#a')), '2', 'the outer one reads the sums the inner question made');
    const outer = page(html);
    t.equal((0, option_groups_js_1.chosenIn)(outer.$, at(outer, '#a')), '2');
    t.equal((0, option_groups_js_1.chosenIn)(outer.$, at(outer, '#b')), '2');
});
tap_1.default.test('many labels beside large blocks: the page is scanned once, searched never per label', { timeout: 120_000 }, async (t) => {
    // (work counted, not timed: parsing 400,000 elements alone takes seconds on a loaded machine)
    // n labels, each followed by a block of 200 elements with no group in it, then a format group under its label
    const block = `<div>${'<p><span>a</span><span>b</span><i>c</i><b>d</b></p>'.repeat(40)}</div>`;
    const body = (n) => `<main><h1>The Lantern Road</h1>${Array.from({ length: n }, (_, i) => `<h4>Note ${i}</h4>${block}`).join('')}<h3>Format</h3><div><button aria-pressed="false">Hardcover</button><button aria-pressed="true">Paperback</button></div></main>`;
    const work = (n) => {
        const p = page(body(n));
        let finds = 0;
        const find = p.$.fn.find;
        p.$.fn.find = function (...args) {
            finds++;
            return find.apply(this, args);
        };
        const [scanned, summed] = [option_groups_js_1.groupWork.scanned, option_groups_js_1.groupWork.summed];
        t.same((0, item_labels_js_1.labelValues)(p, /^format$/), ['Paperback'], `${n} labels: the group's chosen option`);
        const format = (0, fields_js_1.extractField)(p, 'format', '');
        return { finds, scanned: option_groups_js_1.groupWork.scanned - scanned, summed: option_groups_js_1.groupWork.summed - summed, elements: p.$('*').length, format };
    };
    const small = work(20);
    const big = work(2000);
    t.equal(big.format, 'Paperback');
    t.equal(big.scanned, big.elements, 'the page scanned once');
    t.ok(big.summed <= 10, `only what lies above an option is summed (${big.summed} elements)`);
    t.equal(big.finds, small.finds, `searches do not grow with the labels (${small.finds} for 20, ${big.finds} for 2,000)`);
});
//# sourceMappingURL=option-groups.test.js.map