"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const page_js_1 = require("./page.js");
const intent_js_1 = require("./intent.js");
const main_item_js_1 = require("./main-item.js");
const agent_card_js_1 = require("./agent-card.js");
const page = (body) => new page_js_1.Page(`<!doctype html><html><head><title>Flat to rent</title></head><body>${body}</body></html>`, 'http://127.0.0.1/item');
tap_1.default.test("a home's agent from its contact card in the sidebar: the name in bold, not the card's text", async (t) => {
    const p = page(`<main><h1>2 bed flat to rent</h1><ul><li>2 bedrooms</li></ul></main>
    <aside id="agent-panel"><h3>Want to see it?</h3><div><b>Marsh Lettings (Clifton)</b><br>3 Princess Victoria St, Bristol BS8 4BX<br>Phone 0117 000 111</div></aside>
    <aside class="related-lets"><div class="agent"><strong>Other Lets Ltd</strong></div></aside>`);
    t.equal((0, main_item_js_1.mainItemFact)(p, (0, intent_js_1.fieldIntent)('agent', 'agent')), 'Marsh Lettings (Clifton)');
    const elsewhere = page(`<main><h1>2 bed flat to rent</h1><ul><li>2 bedrooms</li></ul></main><section class="similar"><div class="agent"><strong>Other Lets Ltd</strong></div></section>`);
    t.not((0, main_item_js_1.mainItemFact)(elsewhere, (0, intent_js_1.fieldIntent)('agent', 'agent')), 'Other Lets Ltd', "a similar home's agent is not this one's");
});
// counts how often a reader looks at these elements' attributes: the work it does on them, not its time
function countLooks(els) {
    const c = { n: 0 };
    for (const el of els) {
        const attribs = el.attribs;
        Object.defineProperty(el, 'attribs', { get: () => (c.n++, attribs), configurable: true });
    }
    return c;
}
tap_1.default.test("an agent card's reader passes over the footer's subtree whole and looks at a bounded number of elements", async (t) => {
    const links = '<a class="branch-link" href="/b">Branch</a>'.repeat(3000);
    const p = page(`<main><h1>2 bed flat</h1></main><aside class="agent-card"><b>Marsh Lettings</b></aside><footer><div><div>${links}</div></div></footer>`);
    const looks = countLooks(p.$('footer *').toArray());
    t.same((0, agent_card_js_1.agentCardNames)(p), ['Marsh Lettings']);
    t.equal(looks.n, 0, "the footer's branch links are not looked at one by one");
    t.equal((0, agent_card_js_1.agentCardNames)(p), (0, agent_card_js_1.agentCardNames)(p), 'read once per page');
    const deep = page(`<main>${'<div class="x">'.repeat(3000)}${'<span class="agent">'.repeat(3000)}${'</span>'.repeat(3000)}${'<p class="y">z</p>'.repeat(20000)}${'</div>'.repeat(3000)}</main>`);
    const all = countLooks(deep.$('body *').toArray());
    (0, agent_card_js_1.agentCardNames)(deep);
    t.ok(all.n < 30000, `a bounded number of looks (${all.n}) on a page of 26,000 named elements`);
});
//# sourceMappingURL=agent-card.test.js.map