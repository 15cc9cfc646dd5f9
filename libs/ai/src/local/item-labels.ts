// Values a page labels for its item, whatever the markup: "Label: value" pairs (tables, dl, colons)
// and labels written without a colon ("<span>Publisher</span> Gullwing Press", "<h3>Listing agent</h3><p>…"),
// found from the label's own text node so big containers are never read whole.
import type { AnyNode, Element, Text } from 'domhandler';
import type { Page } from './page.js';
import { cleanText } from './values.js';
import { addedBreak } from './line-breaks.js';
import { moreChildrenThan, textWithin } from './bounded-text.js';
import { chosenIn } from './option-groups.js';

// bidi and zero-width marks some shops put around their colons ("Publisher ‏ : ‎")
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060\ufeff]/g;
export const visibleClean = (text: string): string => cleanText(text.replace(INVISIBLE, ''));
/** the text's lines (the page's <br> and blocks, line-breaks.ts), each clean, the empty ones dropped, joined by "\n" */
export const visibleLines = (text: string): string => text.split(/\n/).map(visibleClean).filter(Boolean).join('\n');
// more than `most` children as the page wrote them (line-breaks.ts adds some), counted no further
const wide = (el: Element, most = 12): boolean => moreChildrenThan(el, most, addedBreak);

const INLINE = /^(span|b|strong|em|i|label|small|font|a)$/i;
const SKIP = /^(script|style|noscript|head|svg|template|nav|footer)$/i;
const MAX_VALUE = 200;
const MAX_LABEL = 40;
// a text read only this far: a label and its value, with its trailing colon; longer is no pair's
const MAX_PAIR = MAX_VALUE + MAX_LABEL + 2;

export interface LabelledValue {
  label: string;
  value: string;
}

/** every label/value pair of the page, colon or not, in document order (kept per page) */
function allLabelled(page: Page): LabelledValue[] {
  return page.remember('itemLabelled', () => {
    // an element's clean text, once: every short text under a paragraph reads the paragraph; null when
    // it is longer than any label with its value (so a wide or deep container is never read whole)
    const texts = new Map<AnyNode, string | null>();
    const textOf = (el: AnyNode): string | null => {
      let t = texts.get(el);
      if (t === undefined) {
        const raw = textWithin(el, MAX_PAIR);
        texts.set(el, (t = raw === null ? null : visibleClean(raw)));
      }
      return t;
    };
    // the same with its lines: a value keeps them, so a reader can tell a name from the firm on the next line
    const linesOf = (el: AnyNode, most: number): string => {
      const raw = textWithin(el, most);
      return raw === null ? '' : visibleLines(raw);
    };
    const out: LabelledValue[] = page.labels.map((p) => ({ label: visibleClean(p.label).replace(/\s*[:：]$/, ''), value: visibleClean(p.value) })).filter((p) => p.value);
    const walk = (node: AnyNode): void => {
      if (node.type === 'text') {
        const own = visibleClean((node as Text).data).replace(/\s*[:：]$/, '');
        if (!own || own.length > MAX_LABEL || /[:：]/.test(own)) return;
        const el = node.parent as Element | null;
        // a label is a small element: a short text loose in a big container is not read whole
        if (!el || el.type !== 'tag' || wide(el)) return;
        const elText = (textOf(el) ?? '').replace(/\s*[:：]$/, '');
        let value = '';
        if (elText === own) {
          if (INLINE.test(el.tagName)) {
            // <li><span>Publisher</span> Gullwing Press</li>: the rest of the parent
            const parent = el.parent as Element | null;
            const whole = (parent && parent.type === 'tag' && !wide(parent) ? textOf(parent) : '') ?? '';
            const lines = whole ? linesOf(parent!, MAX_PAIR) : '';
            const chosen = parent && parent.type === 'tag' && whole ? chosenIn(page.$, parent) : undefined;
            if (chosen !== undefined) value = chosen ?? '';
            else if (whole.length <= MAX_VALUE + own.length && whole.startsWith(elText)) value = (lines.startsWith(elText) ? lines : whole).slice(elText.length).replace(/^\s*[:：]?\s*/, '');
            // <div class="stat"><strong>£36,000</strong><span>per year</span></div>: the figure first, its label after
            else if (whole.endsWith(elText) && whole.length > elText.length) value = figureBefore(el, whole, elText);
          } else {
            // <h3>Listing agent</h3><p>Dana Cole</p>, <th>Pages</th><td>280</td>; a photo between them
            // (<h2>Marketed by</h2><img><p>Floor de Wit</p>) has no text and is passed over
            let sib = el.next;
            while (sib && (sib.type !== 'tag' || textOf(sib) === '')) sib = sib.next;
            // (a group of options under its label, "Format" over four buttons: the chosen one)
            const chosen = sib && sib.type === 'tag' ? chosenIn(page.$, sib as Element) : undefined;
            if (sib) value = chosen === undefined ? linesOf(sib, MAX_VALUE) : (chosen ?? '');
            else {
              // <div class="cell"><div>The Studio Theatre</div><div>Where</div></div>: a grid cell's label under its value
              const parent = el.parent as Element | null;
              const whole = parent && parent.type === 'tag' && !wide(parent) ? (textOf(parent) ?? '') : '';
              if (whole.endsWith(elText) && whole.length > elText.length) value = figureBefore(el, whole, elText);
            }
          }
        } else if (elText.endsWith(own) && elText.length > own.length) {
          // <div><span class="num">3</span> bed</div>: a figure, then the word that says what it counts
          value = figureBefore(node, elText, own);
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

// a stat chip's figure is short: a number with its unit or currency ("20 mins", "£36,000 – £41,000", "1,012");
// a value in words over its label is a name at most ("Harrow & Vale" over "Publisher")
const MAX_FIGURE = 30;
const MAX_WORDS_VALUE = 60;
/**
 * The value before a label that ends its chip ("<b>20 mins</b>prep", "<strong>£36,000</strong><span>per year</span>"):
 * the chip's text before the label when an element of its own holds it and it has a digit, or, in words
 * ("<span>Paperback</span><span>Format</span>"), when the chip is one of a row of chips of its shape; '' otherwise.
 */
function figureBefore(label: AnyNode, whole: string, own: string): string {
  // the string checks first: most texts that end their element follow no figure
  const figure = whole.slice(0, whole.length - own.length).trim();
  const digits = /\d/.test(figure);
  // (a longer value, a date in words, "Friday the 16th of January, 2026", only in a row of chips of its shape)
  if (figure.length > MAX_WORDS_VALUE) return '';
  if (!(digits && figure.length <= MAX_FIGURE) && !inRowOfChips(label)) return '';
  // nothing with text after the label: it ends the chip
  for (let n = label.next; n; n = n.next) if (n.type === 'tag' ? (textWithin(n, 1) ?? 'x').trim() : n.type === 'text' ? (n as Text).data.trim() : '') return '';
  // (a <br> or an empty icon between the value and its label is passed over)
  const blank = (n: AnyNode): boolean => (n.type === 'text' ? !(n as Text).data.trim() : n.type === 'tag' && !(textWithin(n, 1) ?? 'x').trim());
  let prev = label.prev;
  for (let i = 0; prev && blank(prev) && i < NEAR_SIBLINGS; i++) prev = prev.prev;
  if (!prev || prev.type !== 'tag') return '';
  return visibleClean(textWithin(prev, MAX_WORDS_VALUE) ?? '') === figure ? figure : '';
}

// a grid of facts repeats its chip's element: a sibling of the same tag and class on either side
const NEAR_SIBLINGS = 3;
/** the label's chip (the element that holds it) has a sibling element of its own tag and class */
function inRowOfChips(label: AnyNode): boolean {
  const chip = label.parent;
  if (!chip || chip.type !== 'tag') return false;
  const shape = (n: AnyNode | null): string | null => (n && n.type === 'tag' ? `${(n as Element).tagName} ${(n as Element).attribs?.class ?? ''}` : null);
  const own = shape(chip);
  for (const dir of ['prev', 'next'] as const) {
    let n: AnyNode | null = chip[dir];
    for (let i = 0; n && i < NEAR_SIBLINGS; n = n[dir]) {
      if (n.type !== 'tag') continue;
      if (shape(n) === own) return true;
      i++;
    }
  }
  return false;
}

/** values whose label is one of the asked labels (the whole label, case and colons aside), in document order */
export function labelValues(page: Page, label: RegExp): string[] {
  return allLabelled(page).filter((p) => label.test(p.label.toLowerCase())).map((p) => p.value);
}

/** pairs whose label matches, for readers that need the label too ("Paperback : 384 pages") */
export function labelPairs(page: Page, label: RegExp): LabelledValue[] {
  return allLabelled(page).filter((p) => label.test(p.label.toLowerCase()));
}
