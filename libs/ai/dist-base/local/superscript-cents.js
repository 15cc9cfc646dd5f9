"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.smallText = smallText;
exports.textBefore = textBefore;
exports.centsMark = centsMark;
exports.markRaisedCents = markRaisedCents;
const CURRENCY = /[$£€¥₹₩₽¢]|\b(usd|eur|gbp|chf|cad|aud|nzd|jpy|sek|nok|dkk|pln|czk)\b/i;
// an amount around raised cents is short: longer text (or many nodes) is a paragraph, not a price
const SMALL_TEXT = 80;
const SMALL_NODES = 200;
// enough of the text before the sup to read the number ending there and the sign before it
const TAIL = 32;
/** the text under node if it is small (at most maxChars characters, read through at most maxNodes nodes), else null */
function smallText(node, maxChars = SMALL_TEXT, maxNodes = SMALL_NODES) {
    let text = '';
    let nodes = 0;
    // each level keeps its element and the next child to read: a wide element's children are never all listed
    const path = [];
    for (let n = node;;) {
        if (n) {
            if (++nodes > maxNodes)
                return null;
            if (n.type === 'text') {
                text += n.data;
                if (text.length > maxChars)
                    return null;
            }
            else if (n.type === 'tag')
                path.push([n, 0]);
        }
        const top = path[path.length - 1];
        if (!top)
            return text;
        n = top[0].children[top[1]++] ?? null;
        if (!n)
            path.pop();
    }
}
/** the last characters (about maxChars) of the text of node and its earlier siblings, read backwards */
function textBefore(node, maxChars = TAIL, maxNodes = SMALL_NODES) {
    let tail = '';
    let nodes = 0;
    // each level keeps its element and the next child to read, from the last one
    const path = [];
    for (let n = node, sibling = node;;) {
        if (n) {
            if (++nodes > maxNodes)
                return tail;
            if (n.type === 'text') {
                tail = n.data + tail;
                if (tail.length >= maxChars)
                    return tail.slice(-maxChars);
            }
            else if (n.type === 'tag')
                path.push([n, n.children.length - 1]);
        }
        const top = path[path.length - 1];
        if (top) {
            n = top[1] >= 0 ? top[0].children[top[1]--] : null;
            if (!n)
                path.pop();
        }
        else {
            sibling = sibling?.prev ?? null;
            if (!sibling)
                return tail;
            n = sibling;
        }
    }
}
/** whether the amount around the raised digits states a currency: its element, or up to two small ones around it */
function statesCurrency(sup) {
    let el = sup.parent;
    for (let i = 0; i < 3 && el && el.type === 'tag'; i++, el = el.parent) {
        const text = smallText(el);
        if (text === null)
            return false;
        if (CURRENCY.test(text))
            return true;
    }
    return false;
}
/** the decimal mark raised cents take after the text before them, or null when that text ends in no whole units:
 *  a number with decimals already ("£24.99<sup>12</sup>" is a footnote mark) or the base of a power ("× 10<sup>12</sup>") */
function centsMark(before) {
    const m = /(\d[\d.,]*)$/.exec(before);
    if (!m)
        return null;
    const whole = m[1];
    // a multiplication sign (not a word's x) before the number makes it a power's base
    const lead = before.slice(0, -whole.length);
    if (/(?:^|[^\p{L}])[×xX*·⋅]\s*$/u.test(lead) || /\^\s*$/.test(lead))
        return null;
    if (/^\d+$/.test(whole))
        return '.';
    // the page's grouping decides the mark: "1.299" groups with dots, so its decimals follow a comma
    if (/^\d{1,3}(?:,\d{3})+$/.test(whole))
        return '.';
    if (/^\d{1,3}(?:\.\d{3})+$/.test(whole))
        return ',';
    return null;
}
/** marks raised cents under root: "24<sup>99</sup>" becomes "24<sup>.99</sup>" ("1.299<sup>00</sup>" becomes ",00") */
function markRaisedCents(root) {
    const stack = [...root.children];
    while (stack.length) {
        const node = stack.pop();
        if (node.type !== 'tag')
            continue;
        const el = node;
        if (/^(script|style|template|svg)$/i.test(el.tagName))
            continue;
        if (el.tagName === 'sup' && el.children.length === 1 && el.children[0].type === 'text') {
            const cents = el.children[0].data;
            // the whole units just before it (text or a small element of its own), no mark between
            let prev = el.prev;
            while (prev && prev.type === 'text' && !prev.data.trim())
                prev = prev.prev;
            if (prev && /^\s*\d{2}\s*$/.test(cents)) {
                const mark = centsMark(textBefore(prev));
                if (mark && statesCurrency(el))
                    el.children[0].data = `${mark}${cents.trim()}`;
            }
            continue;
        }
        for (let i = el.children.length - 1; i >= 0; i--)
            stack.push(el.children[i]);
    }
}
//# sourceMappingURL=superscript-cents.js.map