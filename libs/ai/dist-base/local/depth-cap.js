"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_DEPTH = void 0;
exports.capDepth = capDepth;
exports.MAX_DEPTH = 512;
/** moves the children of elements at MAX_DEPTH up beside them (in one pass, iteratively); answers how many moved */
function capDepth(root, max = exports.MAX_DEPTH) {
    let moved = 0;
    const stack = [[root, 0]];
    for (let top = stack.pop(); top; top = stack.pop()) {
        const [parent, depth] = top;
        const kids = parent.children;
        for (let i = 0; i < kids.length; i++) {
            const node = kids[i];
            if (!isParent(node) || node.children.length === 0)
                continue;
            // an element of text alone (a heading, a paragraph's words) keeps its text, even at the cap
            if (depth + 1 < max || !node.children.some(isParent)) {
                stack.push([node, depth + 1]);
                continue;
            }
            // at the cap: the element's children follow it in its parent, and are read at this level again
            const lifted = node.children.splice(0);
            for (const c of lifted)
                c.parent = parent;
            node.children.length = 0;
            const after = kids[i + 1] ?? null;
            if (lifted.length) {
                lifted[0].prev = node;
                lifted[lifted.length - 1].next = after;
                node.next = lifted[0];
                if (after)
                    after.prev = lifted[lifted.length - 1];
            }
            kids.splice(i + 1, 0, ...lifted);
            moved += lifted.length;
        }
    }
    return moved;
}
const isParent = (n) => n.type === 'tag' || n.type === 'script' || n.type === 'style' || n.type === 'root';
//# sourceMappingURL=depth-cap.js.map