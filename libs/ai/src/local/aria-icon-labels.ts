// Facts a page labels only by an icon drawn as an image that names itself to screen readers: "<svg aria-label=
// "Location" role="img">…</svg><div><a>The Meeple Café</a><div>14 South William Street</div></div>". The icon's
// name is the label; the value is the first line shown after it (the venue, not its address under it).
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { cleanText } from './values.js';
import { shownLines } from './line-breaks.js';

const MAX_ICONS = 200;
const MAX_LABEL = 30;
const MAX_VALUE = 120;

/** label/value pairs from empty svg or role="img" icons named by aria-label that open an element */
export function ariaIconLabels($: CheerioAPI): Array<{ label: string; value: string }> {
  const out: Array<{ label: string; value: string }> = [];
  $('svg[aria-label],[role="img"][aria-label]').slice(0, MAX_ICONS).each((_, node) => {
    const el = node as Element;
    const label = cleanText(el.attribs['aria-label'] ?? '');
    if (!label || label.length > MAX_LABEL || /\d/.test(label) || cleanText($(el).text())) return;
    const parent = el.parent as Element | null;
    if (!parent || parent.type !== 'tag' || /^(a|button|nav|body|main|html)$/i.test(parent.tagName)) return;
    const first = parent.children.find((c) => c.type === 'tag' || (c.type === 'text' && cleanText((c as unknown as { data: string }).data)));
    if (first !== el) return;
    const lines = (shownLines(parent, 3 * MAX_VALUE) ?? []).map(cleanText).filter(Boolean);
    const value = lines[0];
    if (value && value.length <= MAX_VALUE && value.toLowerCase() !== label.toLowerCase()) out.push({ label, value });
  });
  return out;
}
