"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.squash = void 0;
exports.elementText = elementText;
/** letters and digits only, lower case: two spellings of one name ("Tide-Line", "tide line") compare equal */
const squash = (s) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
exports.squash = squash;
const INLINE = new Set(['b', 'i', 'em', 'strong', 'u', 'small', 'sup', 'sub', 'mark', 'abbr', 'code', 'font', 's', 'del', 'ins', 'q', 'wbr']);
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'title', 'iframe', 'object']);
function elementText(root) {
    const parts = [];
    const walk = (node) => {
        if (node.type === 'text') {
            parts.push(node.data);
            return;
        }
        if (node.type !== 'tag' && node.type !== 'root')
            return;
        const el = node;
        const tag = (el.tagName ?? '').toLowerCase();
        if (HIDDEN.has(tag))
            return;
        const inline = INLINE.has(tag);
        if (!inline)
            parts.push(' ');
        for (const c of el.children ?? [])
            walk(c);
        if (!inline)
            parts.push(' ');
    };
    walk(root);
    return parts.join('').replace(/\s+/g, ' ').trim();
}
//# sourceMappingURL=text.js.map