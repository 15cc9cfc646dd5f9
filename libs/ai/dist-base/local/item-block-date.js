"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.blockDate = blockDate;
const item_labels_js_1 = require("./item-labels.js");
const item_dates_js_1 = require("./item-dates.js");
const date_order_js_1 = require("./date-order.js");
const title_lines_js_1 = require("./title-lines.js");
// words before a date that say it is some other date than the item's
const OTHER_DATE = /[:：]|\b(posted|updated|published|added|listed|modified|closing|closes|deadline|expires?|apply|until|ends?|copyright|since|from|last)\b|©/i;
const STARTS = /\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\b\d{1,2}([:.]\d{2})?\s*(am|pm)\b|\b\d{1,2}:\d{2}\b|\bdoors\b/i;
// elements read around the title at each widening: the item's block is a few hundred; a deeper or wider
// scope is read up to this many and no further (a page nested 100,000 levels deep costs no more)
const SCOPE_NODES = 3000;
/** the texts of the node's subtree in document order (up to the budget), each with whether it is inside the heading */
function textsOf(root, heading, skip) {
    const out = [];
    let nodes = 0;
    // the stack holds a node with whether it is inside the heading; children pushed in reverse keep the order
    const stack = [[root, false]];
    while (stack.length) {
        const [node, inside] = stack.pop();
        if (node.type === 'text')
            out.push({ node: node, inHeading: inside });
        if (node.type !== 'tag')
            continue;
        const el = node;
        if (++nodes > SCOPE_NODES)
            break;
        if (/^(script|style|template)$/i.test(el.tagName) || skip(el))
            continue;
        const within = inside || el === heading;
        for (let i = el.children.length - 1; i >= 0; i--)
            stack.push([el.children[i], within]);
    }
    return out;
}
/** the unlabelled date nearest the item's title, widening from its parent to the page's main block */
function blockDate(page, thing) {
    return page.remember('blockDate', () => {
        const $ = page.$;
        const heading = (0, title_lines_js_1.titleHeading)(page, thing);
        if (!heading)
            return null;
        const order = (0, date_order_js_1.dateOrder)(page);
        const skip = (el) => (0, title_lines_js_1.inTitleChrome)(page, el);
        let scope = heading.parent;
        for (let level = 0; scope && scope.type === 'tag' && level < 4; level++, scope = scope.parent) {
            const texts = textsOf(scope, heading, skip);
            const at = texts.findIndex((t) => t.inHeading);
            let best = null;
            texts.forEach(({ node, inHeading }, i) => {
                if (inHeading)
                    return;
                const text = (0, item_labels_js_1.visibleClean)(node.data);
                const date = text.length <= 120 ? (0, item_dates_js_1.dateIn)(text, order) : null;
                if (!date || date.length < 10)
                    return;
                // the words before the date in its element: a label or an opener names another date
                const own = (0, item_labels_js_1.visibleClean)($(node.parent).text());
                const before = own.slice(0, Math.max(0, own.search(/\d|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i)));
                if (OTHER_DATE.test(before) || OTHER_DATE.test(text.slice(0, Math.max(0, text.search(/\d/)))))
                    return;
                const d = { date, starts: STARTS.test(own), text: own };
                // after the title before the same distance above it; a start before any other date
                const distance = (i > at ? i - at : (at - i) * 1.5) - (d.starts ? 100 : 0);
                if (!best || distance < best.distance)
                    best = { d, distance };
            });
            if (best)
                return best.d;
            if (/^(main|body|article)$/i.test(scope.tagName))
                break;
        }
        return null;
    });
}
//# sourceMappingURL=item-block-date.js.map