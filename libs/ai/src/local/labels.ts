// Label and value pairs a page shows to people: table rows (th/td or two cells), definition lists,
// "Label: value" text, and label/value sibling elements.
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { cleanText } from './values.js';

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
    const cells = $(tr).children('th,td');
    if (cells.length === 2) add(out, $(cells[0]).text(), $(cells[1]).text(), order);
  });
  $('dt').each((_, dt) => {
    order++;
    const dd = $(dt).nextAll('dd').first();
    if (dd.length) add(out, $(dt).text(), dd.text(), order);
  });
  // "Label: value" within one short element (li, p, span, div without block children)
  $('li,p,span,div,td,strong,b,label').each((_, node) => {
    order++;
    const el = $(node as Element);
    if (el.children('div,p,ul,ol,table,li,section').length) return;
    const text = cleanText(el.text());
    if (text.length > MAX_LABEL + MAX_VALUE || text.length < 3) return;
    const m = /^([^:：]{1,40})[:：]\s*(.+)$/.exec(text);
    if (m && !/https?$/i.test(m[1])) {
      add(out, m[1], m[2], order);
      return;
    }
    // a label element followed by its value sibling: <span>Brand:</span><span>Acme</span>
    if (/[:：]$/.test(text) && text.length <= MAX_LABEL + 1) {
      const next = el.next();
      if (next.length) add(out, text, next.text(), order);
    }
  });
  return out;
}
