"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parsedText = void 0;
exports.walkParsed = walkParsed;
const NO_TEXT = new Set(['script', 'style', 'template', 'head']);
// a page has far fewer nodes; past this the rest of a huge page is left as parsed
const BUDGET = 200_000;
/** visits the content's elements and text nodes from root; `alsoSkip` names more tags whose insides are not visited */
function walkParsed(root, visit, alsoSkip = new Set()) {
    const stack = [root];
    let nodes = 0;
    while (stack.length && nodes++ < BUDGET) {
        const node = stack.pop();
        if (node.type === 'text') {
            visit(node);
            continue;
        }
        if (node.type !== 'tag' && node.type !== 'root')
            continue;
        const el = node;
        if (node.type === 'tag') {
            const tag = el.tagName.toLowerCase();
            if (NO_TEXT.has(tag) || alsoSkip.has(tag) || visit(el) === 'skip')
                continue;
        }
        for (const c of el.children ?? [])
            stack.push(c);
    }
}
/** an element's text, as parsed */
const parsedText = (el) => el.children.map((c) => (c.type === 'text' ? c.data : c.type === 'tag' ? (0, exports.parsedText)(c) : '')).join('');
exports.parsedText = parsedText;
//# sourceMappingURL=parsed-walk.js.map