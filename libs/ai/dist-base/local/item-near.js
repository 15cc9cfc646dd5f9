"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.nearTitle = nearTitle;
const title_lines_js_1 = require("./title-lines.js");
const depth = (el) => {
    let d = 0;
    for (let n = el; n; n = n.parent)
        d++;
    return d;
};
/** the deepest element holding both */
function commonAncestor(a, b) {
    const seen = new Set();
    for (let n = a; n; n = n.parent)
        seen.add(n);
    for (let n = b; n; n = n.parent)
        if (seen.has(n))
            return n;
    return null;
}
/** the elements the selector finds in the item's block, nearest the title first */
function nearTitle(page, selector) {
    const $ = page.$;
    // the site's chrome as the title block knows it (title-lines.ts): one test for both
    const found = $(selector).toArray().filter((el) => !(0, title_lines_js_1.inTitleChrome)(page, el));
    if (found.length < 2)
        return found;
    const heading = (0, title_lines_js_1.titleHeading)(page);
    const near = (el) => (heading ? depth(commonAncestor(el, heading)) : 0);
    return found.map((el, i) => ({ el, i, near: near(el) })).sort((a, b) => b.near - a.near || a.i - b.i).map(({ el }) => el);
}
//# sourceMappingURL=item-near.js.map