// A parsed page no deeper than a browser builds one. Chromium's HTML parser stops nesting at 512
// levels (deeper elements become siblings), but a script can build any depth and the rendered HTML
// we read keeps it; a recursive reader (cheerio's text(), selectors, our walks) then overflows the
// stack on a page 10,000 levels deep. Past MAX_DEPTH, an element's children are moved up to follow
// it, as the browser's parser would have placed them (an element holding only text keeps it): the
// text and its order stay the same.
import type { AnyNode, Element, ParentNode } from 'domhandler';

export const MAX_DEPTH = 512;

/** moves the children of elements at MAX_DEPTH up beside them (in one pass, iteratively); answers how many moved */
export function capDepth(root: ParentNode, max = MAX_DEPTH): number {
  let moved = 0;
  const stack: Array<[ParentNode, number]> = [[root, 0]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [parent, depth] = top;
    const kids = parent.children;
    for (let i = 0; i < kids.length; i++) {
      const node = kids[i];
      if (!isParent(node) || node.children.length === 0) continue;
      // an element of text alone (a heading, a paragraph's words) keeps its text, even at the cap
      if (depth + 1 < max || !node.children.some(isParent)) {
        stack.push([node, depth + 1]);
        continue;
      }
      // at the cap: the element's children follow it in its parent, and are read at this level again
      const lifted = node.children.splice(0);
      for (const c of lifted) c.parent = parent;
      node.children.length = 0;
      const after = kids[i + 1] ?? null;
      if (lifted.length) {
        lifted[0].prev = node;
        lifted[lifted.length - 1].next = after;
        node.next = lifted[0];
        if (after) after.prev = lifted[lifted.length - 1];
      }
      kids.splice(i + 1, 0, ...lifted);
      moved += lifted.length;
    }
  }
  return moved;
}

const isParent = (n: AnyNode): n is Element => n.type === 'tag' || n.type === 'script' || n.type === 'style' || n.type === 'root';
