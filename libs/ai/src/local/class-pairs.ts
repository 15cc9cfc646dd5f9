// Label and value pairs a page writes as two sibling elements named for their parts, without a colon or a table:
// <span class="bid-label">Starting bid</span> <span class="bid-value">£95,000</span>, <div class="spec__key">Colour</div>
// <div class="spec__value">Oak</div>. The class says which is the label and which the value.
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { cleanText } from './values.js';
import { shownText } from './shown-text.js';

const LABEL_CLASS = /(?:^|[-_\s])(?:label|key|term)(?:$|[-_\s])/i;
const VALUE_CLASS = /(?:^|[-_\s])(?:value|val|data)(?:$|[-_\s])/i;

/** the pairs of a label element and the value element right after it, named so by their classes */
export function classPairs($: CheerioAPI): Array<{ label: string; value: string }> {
  const out: Array<{ label: string; value: string }> = [];
  $('[class*="label" i],[class*="key" i],[class*="term" i]').each((_, node) => {
    const el = node as Element;
    if (!LABEL_CLASS.test(el.attribs.class ?? '')) return;
    let next = el.next;
    while (next && next.type === 'text' && !cleanText((next as unknown as { data: string }).data)) next = next.next;
    if (!next || next.type !== 'tag' || !VALUE_CLASS.test((next as Element).attribs.class ?? '')) return;
    const label = cleanText(shownText([el]));
    const value = cleanText(shownText([next]));
    // a label is a few words; a value a line
    if (label && value && label.split(/\s+/).length <= 5 && value.length <= 200) out.push({ label, value });
  });
  return out;
}
