"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.itemAvailability = itemAvailability;
exports.itemFact = itemFact;
const fact_kinds_js_1 = require("./fact-kinds.js");
const fact_readers_js_1 = require("./fact-readers.js");
const values_js_1 = require("./values.js");
/** the item's stock state from its own words ("Only 2 left", "Sold out"), then its buy button; null when it says none */
function itemAvailability($, root) {
    for (const b of (0, fact_readers_js_1.leafBlocks)($, root)) {
        if (b.text.length > 60 || /^(h[1-6]|button|option|a)$/i.test(b.el.tagName) || $(b.el).closest('h1,h2,h3,h4,h5,h6,[class*="title" i],[class*="name" i]').length)
            continue;
        const state = (0, values_js_1.parseAvailability)(b.text);
        if (state)
            return state;
    }
    const buttons = $(root).find('button,input[type="submit"]');
    if (buttons.filter((_, el) => $(el).attr('disabled') !== undefined && /cart|basket|bag|buy/i.test($(el).text())).length)
        return 'OutOfStock';
    return buttons.filter((_, el) => /add to (cart|basket|bag)|buy now/i.test($(el).text())).length ? 'InStock' : null;
}
/** a fact asked of one item; undefined when the field asks for no product fact */
function itemFact($, root, name, description) {
    const ask = (0, fact_kinds_js_1.factAsk)(name, description);
    if (!ask)
        return undefined;
    switch (ask.fact) {
        case 'was_price':
            return (0, fact_readers_js_1.wasPrices)($, root)[0] ?? null;
        case 'stock_count':
            return (0, fact_readers_js_1.unitsLeft)($, root, true);
        case 'rating':
            return (0, fact_readers_js_1.statedRating)($, root)?.value ?? undefined;
        case 'rating_scale':
            return (0, fact_readers_js_1.statedRating)($, root)?.best ?? null;
        case 'shipping': {
            const cost = (0, fact_readers_js_1.shippingCost)($, root);
            return ask.yesNo ? (cost === null ? null : cost === 0) : cost;
        }
        case 'colours': {
            const list = (0, fact_readers_js_1.offeredColours)($, root);
            return list.length ? (ask.list ? list : list[0]) : null;
        }
    }
}
//# sourceMappingURL=card-facts.js.map