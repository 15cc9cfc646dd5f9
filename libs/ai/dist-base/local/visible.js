"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.hiddenElement = hiddenElement;
exports.readVisibleText = readVisibleText;
exports.shownAsToken = shownAsToken;
const SKIP_TAGS = /^(script|style|noscript|head|template|svg|select|option|iframe)$/i;
/** hidden by its own attributes (hidden, aria-hidden, an inline display:none) */
function hiddenElement(el) {
    const a = el.attribs ?? {};
    return 'hidden' in a || a['aria-hidden'] === 'true' || /display:\s*none/i.test(a.style ?? '');
}
function readVisibleText($) {
    const parts = [];
    const walk = (node) => {
        if (node.type === 'text') {
            const d = node.data;
            if (/\S/.test(d))
                parts.push(d);
            return;
        }
        if (node.type !== 'tag' && node.type !== 'root')
            return;
        const el = node;
        if (node.type === 'tag' && (SKIP_TAGS.test(el.tagName) || hiddenElement(el)))
            return;
        for (const c of el.children ?? [])
            walk(c);
    };
    walk($.root()[0]);
    return parts.join(' ').replace(/\s+/g, ' ');
}
/** the value printed on the page as a whole token (not inside a longer number or word) */
function shownAsToken(text, value) {
    if (!value)
        return false;
    let i = text.indexOf(value);
    while (i >= 0) {
        const before = text[i - 1] ?? ' ';
        const after = text[i + value.length] ?? ' ';
        if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after))
            return true;
        i = text.indexOf(value, i + 1);
    }
    return false;
}
//# sourceMappingURL=visible.js.map