// An element's text read only as far as a reader can use it: a label reader that keeps values of at
// most a few hundred characters need not read a wide or deep container whole (thousands of them on a
// wide page made the label walk quadratic). Same text as cheerio's text() (domutils textContent).
import type { AnyNode, ParentNode, Text } from 'domhandler';

// what cleanText and the label readers drop: a clean text is at least as long as the rest ("ink")
const NOT_INK = /[\s\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/** the node's text as text() reads it, or null once it holds more than `ink` characters that any cleaning keeps */
export function textWithin(node: AnyNode, ink: number): string | null {
  const parts: string[] = [];
  let seen = 0;
  // iterative, in document order (a capped page still nests 512 levels)
  const stack: AnyNode[] = [node];
  for (let n = stack.pop(); n; n = stack.pop()) {
    if (n.type === 'text') {
      const data = (n as Text).data;
      seen += data.replace(NOT_INK, '').length;
      if (seen > ink) return null;
      parts.push(data);
    } else if (n.type !== 'comment' && Object.prototype.hasOwnProperty.call(n, 'children')) {
      const kids = (n as ParentNode).children;
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
    }
  }
  return parts.join('');
}

/** whether the element has more than `most` children (counted only as far as that), those `skip` passes over aside */
export function moreChildrenThan(el: ParentNode, most: number, skip: (n: AnyNode) => boolean): boolean {
  let count = 0;
  for (const c of el.children ?? []) if (!skip(c) && ++count > most) return true;
  return false;
}
