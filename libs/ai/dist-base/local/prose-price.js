"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.prosePrice = prosePrice;
const values_js_1 = require("./values.js");
const price_period_js_1 = require("./price-period.js");
const page_furniture_js_1 = require("./page-furniture.js");
// "price of", "price is", "price: ", "priced at", "price at", with "just" or "only" between at most
const LEAD = /\b(?:(\p{L}+)\s+)?(?:price\s*(?:of|is|at|:)|priced\s+(?:at|from))\s+(?:(?:just|only)\s+)?(?=[£$€¥₹]|[A-Z]{3}\s?\d)/giu;
// an earlier or list price named the same way ("the original price of £40") is not what it sells at
const NOT_SELLING = /^(original|list|recommended|retail|former|previous|old|usual|regular|normal|full|was)$/i;
// a struck-out price and a control's text are not what it sells at; the site's chrome and other items'
// boxes (the furniture table's, as for one-line facts) hold other items' prices
const SKIP = /^(header|del|s|strike|button|option)$/i;
const MOST_TEXTS = 3000;
const MOST_CHARS = 2000;
/** the first amount a price noun in a sentence leads to, in document order; null when none */
function prosePrice(page) {
    return page.remember('prosePrice', () => {
        let seen = 0;
        let found = null;
        const stack = [page.$('body')[0]].filter(Boolean);
        while (stack.length && !found && seen < MOST_TEXTS) {
            const node = stack.pop();
            if (node.type === 'text') {
                seen++;
                const text = (0, values_js_1.cleanText)(node.data);
                if (text.length > MOST_CHARS)
                    continue;
                for (const m of text.matchAll(LEAD)) {
                    if (m[1] && NOT_SELLING.test(m[1]))
                        continue;
                    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
                    const money = (0, values_js_1.parseMoney)(after, false);
                    if (money && money.amount > 0 && !(0, price_period_js_1.saysUnitPrice)(after)) {
                        found = money;
                        break;
                    }
                }
                continue;
            }
            if (node.type !== 'tag')
                continue;
            const el = node;
            if (SKIP.test(el.tagName) || (0, page_furniture_js_1.isFurnitureElement)(el, 'lines'))
                continue;
            for (let i = (el.children?.length ?? 0) - 1; i >= 0; i--)
                stack.push(el.children[i]);
        }
        return found;
    });
}
//# sourceMappingURL=prose-price.js.map