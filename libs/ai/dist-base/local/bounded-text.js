"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.textWithin = textWithin;
exports.moreChildrenThan = moreChildrenThan;
// what cleanText and the label readers drop: a clean text is at least as long as the rest ("ink")
const NOT_INK = /[\s\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;
/** the node's text as text() reads it, or null once it holds more than `ink` characters that any cleaning keeps */
function textWithin(node, ink) {
    const parts = [];
    let seen = 0;
    // iterative, in document order (a capped page still nests 512 levels)
    const stack = [node];
    for (let n = stack.pop(); n; n = stack.pop()) {
        if (n.type === 'text') {
            const data = n.data;
            seen += data.replace(NOT_INK, '').length;
            if (seen > ink)
                return null;
            parts.push(data);
        }
        else if (n.type !== 'comment' && Object.prototype.hasOwnProperty.call(n, 'children')) {
            const kids = n.children;
            for (let i = kids.length - 1; i >= 0; i--)
                stack.push(kids[i]);
        }
    }
    return parts.join('');
}
/** whether the element has more than `most` children (counted only as far as that), those `skip` passes over aside */
function moreChildrenThan(el, most, skip) {
    let count = 0;
    for (const c of el.children ?? [])
        if (!skip(c) && ++count > most)
            return true;
    return false;
}
//# sourceMappingURL=bounded-text.js.map