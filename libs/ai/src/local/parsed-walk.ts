// The walk of a freshly parsed document that the marks made once per page share (machine values, icon glyphs):
// every element and text node of its content, never inside what shows no text (scripts, styles, templates, the
// head), and at most a budget of nodes, so a large page still costs one bounded walk.
import type { AnyNode, Element, Text } from 'domhandler';

const NO_TEXT = new Set(['script', 'style', 'template', 'head']);
// a page has far fewer nodes; past this the rest of a huge page is left as parsed
const BUDGET = 200_000;

/** what a visit asks of the walk: 'skip' leaves the element's children unvisited */
export type Visit = (node: Element | Text) => 'skip' | void;

/** visits the content's elements and text nodes from root; `alsoSkip` names more tags whose insides are not visited */
export function walkParsed(root: AnyNode, visit: Visit, alsoSkip: ReadonlySet<string> = new Set()): void {
  const stack: AnyNode[] = [root];
  let nodes = 0;
  while (stack.length && nodes++ < BUDGET) {
    const node = stack.pop()!;
    if (node.type === 'text') {
      visit(node as Text);
      continue;
    }
    if (node.type !== 'tag' && node.type !== 'root') continue;
    const el = node as Element;
    if (node.type === 'tag') {
      const tag = el.tagName.toLowerCase();
      if (NO_TEXT.has(tag) || alsoSkip.has(tag) || visit(el) === 'skip') continue;
    }
    for (const c of el.children ?? []) stack.push(c);
  }
}

/** an element's text, as parsed */
export const parsedText = (el: Element): string =>
  el.children.map((c) => (c.type === 'text' ? (c as Text).data : c.type === 'tag' ? parsedText(c as Element) : '')).join('');
