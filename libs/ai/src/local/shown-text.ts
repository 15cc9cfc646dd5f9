// The text of nodes as a reader sees it: without the text inside script, style, noscript and template elements.
import type { AnyNode, Element, Text } from 'domhandler';

// the text of elements no one reads: a value's cell holding a <style> ("Customer Reviews: <style>/* Fix for
// UDP-1061 */</style> 4.2 out of 5") is read without it
const UNSHOWN = new Set(['script', 'style', 'noscript', 'template']);

/** the nodes' text as shown, without the text inside script, style, noscript and template elements */
export function shownText(nodes: AnyNode[]): string {
  let out = '';
  const stack = [...nodes].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'text') out += (node as Text).data;
    else if ((node.type === 'tag' || node.type === 'root') && !UNSHOWN.has((node as Element).tagName?.toLowerCase())) {
      const kids = (node as Element).children ?? [];
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
    }
  }
  return out;
}
