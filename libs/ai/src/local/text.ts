// Visible text of an element with a space at element boundaries ("<b>4.8</b><span>Diet</span>" reads
// "4.8 Diet", not "4.8Diet"), except inside words split by inline formatting tags.
import type { AnyNode, Element } from 'domhandler';

/** letters and digits only, lower case: two spellings of one name ("Tide-Line", "tide line") compare equal */
export const squash = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

const INLINE = new Set(['b', 'i', 'em', 'strong', 'u', 'small', 'sup', 'sub', 'mark', 'abbr', 'code', 'font', 's', 'del', 'ins', 'q', 'wbr']);
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'title', 'iframe', 'object']);

export function elementText(root: AnyNode): string {
  const parts: string[] = [];
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') {
      parts.push((node as unknown as { data: string }).data);
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root') return;
    const el = node as Element;
    const tag = (el.tagName ?? '').toLowerCase();
    if (HIDDEN.has(tag)) return;
    const inline = INLINE.has(tag);
    if (!inline) parts.push(' ');
    for (const c of el.children ?? []) walk(c);
    if (!inline) parts.push(' ');
  };
  walk(root);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
