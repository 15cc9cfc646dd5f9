"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ownChildren = exports.addedBreak = void 0;
exports.breakLines = breakLines;
exports.shownLines = shownLines;
// The lines a browser shows, kept in the parsed page's text: a line break after every <br> and around
// block elements that touch their neighbours ("Marisol Vega<br>Sunbelt Realty Group",
// "<div>4.8</div><div>Diet</div>"), so an element's text (cheerio's text(), textContent) never runs
// two lines into one word. Done once when the page is parsed, for every reader of element text; a
// reader that wants the lines keeps the "\n", the others collapse it to a space as any whitespace.
const domhandler_1 = require("domhandler");
const BLOCK = new Set([
    'address', 'article', 'aside', 'blockquote', 'caption', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure',
    'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'legend', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section',
    'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);
// the text of these is no line of the page
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'title', 'textarea', 'select']);
const startsBlank = (n) => n !== null && n.type === 'text' && /^\s/.test(n.data);
const endsBlank = (n) => n !== null && n.type === 'text' && /\s$/.test(n.data);
// the breaks put in, so a reader that counts an element's children counts the page's own
const added = new WeakSet();
/** whether the node is a break put in here, not the page's */
const addedBreak = (n) => added.has(n);
exports.addedBreak = addedBreak;
/** the element's children as the page wrote them (without the breaks put in here) */
const ownChildren = (el) => (el.children ?? []).filter((c) => !added.has(c));
exports.ownChildren = ownChildren;
function lineBreak(parent) {
    const node = new domhandler_1.Text('\n');
    added.add(node);
    node.parent = parent;
    return node;
}
/** puts a "\n" text node where a line ends and the markup has no whitespace: after <br>, around blocks */
function breakLines(root) {
    // iterative (a page may nest thousands of levels deep): a parent's breaks touch only its own children,
    // built as a new list once per parent (inserting one by one is quadratic in a parent of 30,000 children)
    const parents = [root];
    for (let parent = parents.pop(); parent; parent = parents.pop()) {
        const kids = parent.children;
        const out = [];
        for (let i = 0; i < kids.length; i++) {
            const node = kids[i];
            if (node.type !== 'tag') {
                out.push(node);
                continue;
            }
            const el = node;
            const tag = el.tagName.toLowerCase();
            if (SKIP.has(tag)) {
                out.push(node);
                continue;
            }
            const br = tag === 'br';
            if (br || BLOCK.has(tag)) {
                // before a block: only when something (text or an element) runs into it
                if (!br && out.length > 0 && !endsBlank(out[out.length - 1]))
                    out.push(lineBreak(parent));
                out.push(node);
                if (i + 1 < kids.length && !startsBlank(kids[i + 1]))
                    out.push(lineBreak(parent));
            }
            else
                out.push(node);
            // a <pre> keeps its own line breaks
            if (el.children.length && tag !== 'pre')
                parents.push(el);
        }
        if (out.length === kids.length)
            continue;
        for (let j = 0; j < out.length; j++) {
            kids[j] = out[j];
            out[j].prev = out[j - 1] ?? null;
            out[j].next = out[j + 1] ?? null;
        }
    }
}
const NOT_INK = /\s/g;
/**
 * The lines an element shows, split only where the page breaks them (<br>, blocks), not at the newlines of
 * its source's indentation ("Release: 2.0<span>…</span>\n | Release Date: …" is one line); null once its
 * text holds more than `ink` non-space characters.
 */
function shownLines(el, ink) {
    const lines = [];
    let line = '';
    let seen = 0;
    const stack = [...(el.children ?? [])].reverse();
    for (let n = stack.pop(); n !== undefined; n = stack.pop()) {
        if (n === 'break') {
            lines.push(line);
            line = '';
        }
        else if (n.type === 'text') {
            if (added.has(n))
                continue;
            const data = n.data;
            seen += data.replace(NOT_INK, '').length;
            if (seen > ink)
                return null;
            line += data.replace(/\s+/g, ' ');
        }
        else if (n.type === 'tag') {
            const tag = n.tagName.toLowerCase();
            if (SKIP.has(tag))
                continue;
            const block = tag === 'br' || BLOCK.has(tag);
            if (block)
                stack.push('break');
            const kids = n.children ?? [];
            for (let i = kids.length - 1; i >= 0; i--)
                stack.push(kids[i]);
            if (block)
                stack.push('break');
        }
    }
    lines.push(line);
    return lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
}
//# sourceMappingURL=line-breaks.js.map