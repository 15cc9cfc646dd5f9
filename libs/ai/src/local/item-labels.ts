// Values a page labels for its item, whatever the markup: "Label: value" pairs (tables, dl, colons)
// and labels written without a colon ("<span>Publisher</span> Gullwing Press", "<h3>Listing agent</h3><p>…"),
// found from the label's own text node so big containers are never read whole.
import type { AnyNode, Element, Text } from 'domhandler';
import type { Page } from './page.js';
import { cleanText } from './values.js';
import { ownChildren } from './line-breaks.js';

// bidi and zero-width marks some shops put around their colons ("Publisher ‏ : ‎")
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060\ufeff]/g;
export const visibleClean = (text: string): string => cleanText(text.replace(INVISIBLE, ''));
/** the text's lines (the page's <br> and blocks, line-breaks.ts), each clean, the empty ones dropped, joined by "\n" */
export const visibleLines = (text: string): string => text.split(/\n/).map(visibleClean).filter(Boolean).join('\n');
// children as the page wrote them (line-breaks.ts adds some)
const inked = (el: Element): number => ownChildren(el).length;

const INLINE = /^(span|b|strong|em|i|label|small|font|a)$/i;
const SKIP = /^(script|style|noscript|head|svg|template|nav|footer)$/i;
const MAX_VALUE = 200;

export interface LabelledValue {
  label: string;
  value: string;
}

/** every label/value pair of the page, colon or not, in document order (kept per page) */
function allLabelled(page: Page): LabelledValue[] {
  return page.remember('itemLabelled', () => {
    // an element's clean text, once: every short text under a paragraph reads the paragraph
    const texts = new Map<AnyNode, string>();
    const textOf = (el: AnyNode): string => {
      let t = texts.get(el);
      if (t === undefined) texts.set(el, (t = visibleClean(page.$.text([el]))));
      return t;
    };
    // the same with its lines: a value keeps them, so a reader can tell a name from the firm on the next line
    const linesOf = (el: AnyNode): string => visibleLines(page.$.text([el]));
    const out: LabelledValue[] = page.labels.map((p) => ({ label: visibleClean(p.label).replace(/\s*[:：]$/, ''), value: visibleClean(p.value) })).filter((p) => p.value);
    const walk = (node: AnyNode): void => {
      if (node.type === 'text') {
        const own = visibleClean((node as Text).data).replace(/\s*[:：]$/, '');
        if (!own || own.length > 40 || /[:：]/.test(own)) return;
        const el = node.parent as Element | null;
        // a label is a small element: a short text loose in a big container is not read whole
        if (!el || el.type !== 'tag' || inked(el) > 12) return;
        const elText = textOf(el).replace(/\s*[:：]$/, '');
        let value = '';
        if (elText === own) {
          if (INLINE.test(el.tagName)) {
            // <li><span>Publisher</span> Gullwing Press</li>: the rest of the parent
            const parent = el.parent as Element | null;
            const whole = parent && parent.type === 'tag' && inked(parent) <= 12 ? textOf(parent) : '';
            const lines = whole ? linesOf(parent!) : '';
            if (whole.length <= MAX_VALUE + own.length && whole.startsWith(elText)) value = (lines.startsWith(elText) ? lines : whole).slice(elText.length).replace(/^\s*[:：]?\s*/, '');
          } else {
            // <h3>Listing agent</h3><p>Dana Cole</p>, <th>Pages</th><td>280</td>; a photo between them
            // (<h2>Marketed by</h2><img><p>Floor de Wit</p>) has no text and is passed over
            let sib = el.next;
            while (sib && (sib.type !== 'tag' || !textOf(sib))) sib = sib.next;
            if (sib) value = linesOf(sib);
          }
        } else if (elText.startsWith(own) && elText.length <= MAX_VALUE + own.length) {
          // "Publication date 12 March 2021" as one text, the label first: only for labels asked for (checked by the caller)
          value = elText.slice(own.length).replace(/^\s*[:：]?\s*/, '');
        }
        // a value's lines stay apart ("Marisol Vega\nSunbelt Realty Group"): each reader joins or picks them
        if (value && value.length <= MAX_VALUE) out.push({ label: own, value });
        return;
      }
      if (node.type !== 'tag' && node.type !== 'root') return;
      if (node.type === 'tag' && SKIP.test((node as Element).tagName)) return;
      for (const c of (node as Element).children ?? []) walk(c);
    };
    walk(page.$.root()[0] as unknown as AnyNode);
    return out;
  });
}

/** values whose label is one of the asked labels (the whole label, case and colons aside), in document order */
export function labelValues(page: Page, label: RegExp): string[] {
  return allLabelled(page).filter((p) => label.test(p.label.toLowerCase())).map((p) => p.value);
}

/** pairs whose label matches, for readers that need the label too ("Paperback : 384 pages") */
export function labelPairs(page: Page, label: RegExp): LabelledValue[] {
  return allLabelled(page).filter((p) => label.test(p.label.toLowerCase()));
}
