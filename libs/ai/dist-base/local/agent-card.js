"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.agentCardNames = agentCardNames;
const item_labels_js_1 = require("./item-labels.js");
const bounded_text_js_1 = require("./bounded-text.js");
const page_furniture_js_1 = require("./page-furniture.js");
const AGENT_BOX = /(^|[-_\s])(agent|agency|branch|realtor|broker)([-_\s]|$)/i;
const MOST_BOXES = 4;
const MOST_NAMES = 6;
// elements looked at, whatever the page's size: a card sits well within the first few thousand
const MOST_ELEMENTS = 5000;
/** the names in bold (or named "name") inside elements named after the agent, outside the chrome and other items' boxes, in document order */
function agentCardNames(page) {
    return page.remember('agentCardNames', () => {
        const out = [];
        let boxes = 0;
        let seen = 0;
        const stack = [page.$('body')[0]].filter(Boolean);
        while (stack.length && seen < MOST_ELEMENTS && boxes < MOST_BOXES && out.length < MOST_NAMES) {
            const node = stack.pop();
            if (node.type !== 'tag')
                continue;
            const el = node;
            seen++;
            // the chrome and other items' boxes: their agents are not this home's, so the whole subtree is passed over
            if ((0, page_furniture_js_1.isFurnitureElement)(el, 'card'))
                continue;
            if (AGENT_BOX.test(`${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`)) {
                boxes++;
                // a card's name: bold text or an element named after a name, not a heading (a card's heading is a call to act)
                page.$(el).find('strong,b,[class*="name" i]').slice(0, MOST_NAMES).each((_, n) => {
                    const t = (0, item_labels_js_1.visibleClean)((0, bounded_text_js_1.textWithin)(n, 80) ?? '');
                    if (t && out.length < MOST_NAMES)
                        out.push(t);
                });
                continue; // a card inside the card is the same card
            }
            for (let i = (el.children?.length ?? 0) - 1; i >= 0; i--)
                stack.push(el.children[i]);
        }
        return out;
    });
}
//# sourceMappingURL=agent-card.js.map