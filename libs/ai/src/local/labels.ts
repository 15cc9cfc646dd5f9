// Label and value pairs a page shows to people: table rows (th/td or two cells), definition lists,
// "Label: value" text, label/value sibling elements, chips labelled by aria-label or title, and labelled form controls.
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element, Text } from 'domhandler';
import { cleanText } from './values.js';
import { attributeLabels } from './attribute-labels.js';
import { iconLabels } from './icon-labels.js';
import { imageAltLabels } from './image-alt-labels.js';
import { controlLabels } from './control-labels.js';
import { classPairs } from './class-pairs.js';
import { ariaIconLabels } from './aria-icon-labels.js';
import { shownText } from './shown-text.js';
import { shownLines } from './line-breaks.js';

export interface LabelPair {
  label: string;
  value: string;
  /** document order of the value's element, to prefer pairs near the top */
  order: number;
}

const MAX_LABEL = 40;
const MAX_VALUE = 300;

function add(out: LabelPair[], label: string, value: string, order: number): void {
  const l = cleanText(label).replace(/[:：]\s*$/, '').trim();
  const v = cleanText(value);
  if (!l || !v || l.length > MAX_LABEL || v.length > MAX_VALUE) return;
  out.push({ label: l, value: v, order });
}

export function readLabelPairs($: CheerioAPI): LabelPair[] {
  const out: LabelPair[] = [];
  let order = 0;
  $('tr').each((_, tr) => {
    order++;
    // the row's own cells, without a selector compiled per row (a table may have 20,000 rows)
    const cells = tr.children.filter((c) => c.type === 'tag' && /^t[hd]$/i.test((c as Element).tagName));
    if (cells.length === 2) add(out, shownText([cells[0]]), shownText([cells[1]]), order);
  });
  $('dt').each((_, dt) => {
    order++;
    const dd = $(dt).nextAll('dd').first();
    if (dd.length) add(out, shownText([dt]), shownText(dd.toArray()), order);
  });
  // "Label: value" text: found from the text nodes holding a colon, so big containers are never read whole
  const seen = new Set<Element>();
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') {
      const data = (node as Text).data;
      if (!/[:：]/.test(data)) return;
      const el = node.parent as Element | null;
      if (!el || seen.has(el)) return;
      seen.add(el);
      order++;
      labelFromElement($, el, out, order);
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root') return;
    const tag = (node as Element).tagName?.toLowerCase();
    if (tag === 'script' || tag === 'style' || tag === 'noscript' || tag === 'head' || tag === 'svg') return;
    for (const c of (node as Element).children ?? []) walk(c);
  };
  walk($.root()[0] as unknown as AnyNode);
  // sibling elements named label and value by their classes ("bid-label", "bid-value"): class-pairs.ts
  for (const p of classPairs($)) add(out, p.label, p.value, ++order);
  // chips labelled only for screen readers or tooltips (aria-label, title): after the labels people read
  for (const p of attributeLabels($)) add(out, p.label, p.value, ++order);
  // facts labelled only by an icon's class ("icon-calendar", "icono-lugar")
  for (const p of iconLabels($)) add(out, p.label, p.value, ++order);
  // facts labelled only by an icon drawn as an image that names itself ("<svg aria-label="Location">"): aria-icon-labels.ts
  for (const p of ariaIconLabels($)) add(out, p.label, p.value, ++order);
  // facts labelled only by a small image's alt text ("<img alt=\"Bedrooms\"> 3")
  for (const p of imageAltLabels($)) add(out, p.label, p.value, ++order);
  // values shown only in a form control (a stepper's servings, a chosen option): named by its label
  for (const p of controlLabels($)) add(out, p.label, p.value, ++order);
  return out;
}

const INLINE_LABEL = /^(b|strong|span|label|em|i|th|td|dt|small|font|div|p)$/i;

function labelFromElement($: CheerioAPI, el: Element, out: LabelPair[], order: number): void {
  const text = cleanText(shownText([el]));
  if (text.length < 3) return;
  // a label element followed by its value: <b>Brand:</b> Acme  or  <span>Brand:</span><span>Acme</span>
  if (/[:：]$/.test(text) && text.length <= MAX_LABEL + 1) {
    // a heading as the label and the next element as its value: <h4>Order number:</h4><div>1066</div>
    if (/^h[2-6]$/i.test(el.tagName)) {
      let sib = el.next;
      while (sib && sib.type === 'text' && !cleanText((sib as Text).data)) sib = sib.next;
      if (sib && sib.type === 'tag') add(out, text, shownText([sib as AnyNode]), order);
      return;
    }
    if (INLINE_LABEL.test(el.tagName)) {
      let value = '';
      for (let sib = el.next; sib && value.length < MAX_VALUE; sib = sib.next) {
        if (sib.type === 'tag' && /^(br|div|p|li|tr|dt)$/i.test((sib as Element).tagName)) break;
        value += ' ' + shownText([sib as AnyNode]);
        if (cleanText(value)) break;
      }
      if (cleanText(value)) add(out, text, value, order);
    }
    return;
  }
  // facts on lines of one element ("ISBN-13: 978…<br>Publisher: Cascadia House<br>…"): a pair per line, when two lines
  // or more are pairs (one pair over two lines, "Brand:<br>Acme", stays one pair)
  if (text.length > MAX_LINES) return;
  const lines = (shownLines(el, MAX_LINES) ?? []).map(cleanText).filter(Boolean);
  const pairs = lines.length > 1 ? lines.flatMap(pairsOfLine) : [];
  if (pairs.length >= 2) {
    for (const [label, value] of pairs) add(out, label, value, order);
    return;
  }
  if (text.length > MAX_LABEL + MAX_VALUE) return;
  for (const [label, value] of pairsOfLine(text)) add(out, label, value, order);
}

const PAIR = /^([^:：]{1,40})[:：]\s*(.+)$/;
const pairOf = (part: string): [string, string] | null => {
  const m = PAIR.exec(part);
  // a time's colon ("6:30 PM", "Thursday 6:30") separates no label from its value
  return m && !/https?$/i.test(m[1]) && !(/\d$/.test(m[1]) && /^\d/.test(m[2])) ? [m[1], m[2]] : null;
};
// the separators of facts written on one line ("Prep: 15 minutes · Serves: 4", "Pages: 320 • Format: Paperback"); a bar
// is not one: a site's strip ("Version: 2.0 | Release date: ...", "Last Updated: ... | Team: ...") states no item's facts
const ON_ONE_LINE = /(\s+[·•]\s+)/;
/**
 * A line's pairs: one "Label: value", or several on one line between separators, when two parts or more are pairs;
 * a part that is no pair stays with the value before it ("Price: £5 · free for members").
 */
function pairsOfLine(line: string): Array<[string, string]> {
  // (the separators kept at the odd places, to give a part that is no pair back to its value as written)
  const parts = line.split(ON_ONE_LINE);
  const pairs: Array<[string, string]> = [];
  if (parts.length > 1 && pairOf(parts[0])) {
    for (let i = 0; i < parts.length; i += 2) {
      const pair = pairOf(parts[i]);
      if (pair) pairs.push(pair);
      else pairs[pairs.length - 1][1] += parts[i - 1] + parts[i];
    }
    // a line of one pair is read whole, as before
    if (pairs.length >= 2) return pairs;
  }
  const whole = pairOf(line);
  return whole ? [whole] : [];
}
// an element of a dozen facts on lines at most is read line by line; longer is prose or a container
const MAX_LINES = 12 * (MAX_LABEL + 60);
