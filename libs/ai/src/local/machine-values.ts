// Elements that carry the machine value of what they show: <data value="3">Three</data>, a <meter> or a
// <progress> (a gauge: its fallback text is not what a browser shows, its value is). Their text is read as
// that value, once when the page is parsed, so every reader of element text reads "3 bedrooms", not "Three
// bedrooms". (<time datetime> keeps its text: the date readers read its datetime attribute themselves, and
// its text may be the page's own wording of a duration, "25 mins".)
// A <data> whose text already holds digits keeps it (the page's own figure, "£1,200"), as does a <data>
// whose value is no number (a product code: its text is the name people read). Where the element carries
// nothing else (no itemprop, class or id a reader may look for), it is replaced by its value as plain text,
// joined to the text around it, so a line of one count and its noun is one line of text.
import { Text, type AnyNode, type Element, type ParentNode } from 'domhandler';

const NUMBER = /^[+-]?\d+(?:\.\d+)?$/;
const GAUGES = new Set(['meter', 'progress']);
// a page has few of these; a large one still costs one walk
const BUDGET = 200_000;

const textOf = (el: Element): string => el.children.map((c) => (c.type === 'text' ? (c as Text).data : c.type === 'tag' ? textOf(c as Element) : '')).join('');

/** the value to read instead of the element's text, or null to keep the text */
function machineValue(el: Element): string | null {
  const tag = el.tagName.toLowerCase();
  const value = (el.attribs?.value ?? '').trim();
  if (!NUMBER.test(value)) return null;
  if (tag === 'data') return /\d/.test(textOf(el)) ? null : value;
  return GAUGES.has(tag) ? value : null;
}

/** whether a reader may look for the element itself (microdata, a named class or id) */
const named = (el: Element): boolean => Object.keys(el.attribs ?? {}).some((a) => a !== 'value' && a !== 'min' && a !== 'max' && a !== 'low' && a !== 'high' && a !== 'optimum');

function replaceWithText(el: Element, value: string): void {
  const parent = el.parent as ParentNode | null;
  if (!parent) return;
  const kids = parent.children;
  const i = kids.indexOf(el);
  const prev = kids[i - 1];
  const next = kids[i + 1];
  // joined to the text on either side: one text node, as if the page had written the value
  let text = value;
  let from = i;
  let to = i;
  if (prev && prev.type === 'text') {
    text = (prev as Text).data + text;
    from = i - 1;
  }
  if (next && next.type === 'text') {
    text += (next as Text).data;
    to = i + 1;
  }
  const node = new Text(text);
  node.parent = parent;
  kids.splice(from, to - from + 1, node);
  node.prev = kids[from - 1] ?? null;
  node.next = kids[from + 1] ?? null;
  if (node.prev) node.prev.next = node;
  if (node.next) node.next.prev = node;
}

function setText(el: Element, value: string): void {
  const node = new Text(value);
  node.parent = el;
  el.children = [node];
}

/** reads <data value>, <meter> and <progress> as their values (see above); call once on a parsed document */
export function markMachineValues(root: ParentNode): void {
  const found: Element[] = [];
  const stack: AnyNode[] = [root as unknown as AnyNode];
  let nodes = 0;
  while (stack.length && nodes++ < BUDGET) {
    const node = stack.pop()!;
    if (node.type !== 'tag' && node.type !== 'root') continue;
    const el = node as Element;
    if (node.type === 'tag') {
      const tag = el.tagName.toLowerCase();
      if (tag === 'script' || tag === 'style' || tag === 'template' || tag === 'head') continue;
      if (tag === 'data' || GAUGES.has(tag)) {
        found.push(el);
        continue;
      }
    }
    for (const c of el.children ?? []) stack.push(c);
  }
  for (const el of found) {
    const value = machineValue(el);
    if (value === null) continue;
    if (named(el)) setText(el, value);
    else replaceWithText(el, value);
  }
}
