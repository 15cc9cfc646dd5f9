"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.statedPrices = statedPrices;
exports.statedSkus = statedSkus;
const structured_fields_js_1 = require("./structured-fields.js");
const dom_fields_js_1 = require("./dom-fields.js");
const values_js_1 = require("./values.js");
const visible_js_1 = require("./visible.js");
const amountOf = (raw) => {
    const m = (0, values_js_1.parseMoney)(raw, true);
    return m && m.amount > 0 ? m.amount : null;
};
/**
 * Prices stated in JSON-LD / microdata / meta tags, best first. When they disagree (an offer per variant,
 * a hidden list price, an auction's starting price), the one also shown as a visible price comes first.
 */
function statedPrices(page) {
    const stated = [...(0, structured_fields_js_1.structuredValues)(page, 'price'), ...(0, structured_fields_js_1.metaValues)(page, 'price')];
    const amounts = stated.map(amountOf);
    if (new Set(amounts.filter((a) => a !== null)).size <= 1)
        return stated;
    const shown = [(0, dom_fields_js_1.textPrice)(page), ...(0, dom_fields_js_1.domPrices)(page).filter((p) => p.shown)];
    for (const m of shown) {
        // "$229.990" shown matches a stated 229990: the dot may separate thousands
        const i = m ? amounts.findIndex((a) => a !== null && (a === m.amount || a === m.thousands)) : -1;
        if (i >= 0)
            return [stated[i], ...stated];
    }
    return stated;
}
/**
 * Ids stated in markup, best first. A site id printed under a label ("Product code: 8381") comes before
 * a structured sku that the page never prints (an internal or variant id).
 */
function statedSkus(page, labelled) {
    const stated = [...(0, structured_fields_js_1.structuredValues)(page, 'sku'), ...(0, structured_fields_js_1.metaValues)(page, 'sku')];
    if (!stated.length)
        return stated;
    const shownId = labelled.map((v) => (/\d/.test(v) ? (0, values_js_1.parseIdentifier)(v) : null)).find((v) => v !== null);
    if (!shownId || stated.includes(shownId))
        return stated;
    const text = page.visibleText;
    if (stated.some((s) => (0, visible_js_1.shownAsToken)(text, s)))
        return stated;
    return [shownId, ...stated];
}
//# sourceMappingURL=cross-check.js.map