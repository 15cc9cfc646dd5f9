// Values a page shows only inside a form control: a recipe's servings in a stepper (<input value="4"
// aria-label="Servings">), a chosen size in a <select>, a read-only field. The control's name (its
// aria-label, the elements its aria-labelledby names, its <label>) is the label, what it shows is the value:
// the input's value, the selected option's text, the textarea's text. Hidden fields, buttons, boxes to tick
// and empty fields show no value; nor does a control in the site's chrome, a search form or a cart's form (the
// add-to-cart stepper's "1" is how many to buy, not a fact of the item).
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { furnitureSelector } from './page-furniture.js';
import { cleanText } from './values.js';

export interface ControlLabel {
  label: string;
  value: string;
}

// inputs that show their value as text in a box
const SHOWN = /^(|text|number|date|datetime-local|month|week|time|email|tel|url)$/i;
const MAX_LABEL = 40;
const MAX_VALUE = 120;

// the page's elements by id and its labels by the id they name, the first of each: read once per page, never
// a selector built from a page's id (a backslash or a quote in it breaks the selector; a query per control
// reads the whole document again)
interface Named {
  ids: Map<string, Element>;
  labels: Map<string, Element>;
}

function namedElements($: CheerioAPI): Named {
  const ids = new Map<string, Element>();
  const labels = new Map<string, Element>();
  $('[id]').each((_, e) => {
    const id = (e as Element).attribs.id;
    if (!ids.has(id)) ids.set(id, e as Element);
  });
  $('label[for]').each((_, e) => {
    const id = (e as Element).attribs.for;
    if (!labels.has(id)) labels.set(id, e as Element);
  });
  return { ids, labels };
}

function nameOf($: CheerioAPI, el: Element, named: Named): string {
  const a = el.attribs ?? {};
  if (a['aria-label']) return a['aria-label'];
  if (a['aria-labelledby']) {
    const words = a['aria-labelledby']
      .split(/\s+/)
      .map((id) => {
        const e = named.ids.get(id);
        return e ? $(e).text() : '';
      })
      .join(' ');
    if (cleanText(words)) return words;
  }
  const label = a.id ? named.labels.get(a.id) : undefined;
  if (label) return $(label).text();
  // a <label> around the control: its own words, without the control's
  const around = $(el).closest('label');
  if (around.length) return around.clone().find('input,select,textarea,button').remove().end().text();
  return '';
}

function shownValue($: CheerioAPI, el: Element): string {
  const tag = el.tagName.toLowerCase();
  if (tag === 'input') return SHOWN.test(el.attribs?.type ?? '') ? (el.attribs?.value ?? '') : '';
  if (tag === 'textarea') return $(el).text();
  // a select shows its chosen option (the first when none is chosen: what a browser shows; only a chosen one is a value here)
  return $(el).find('option[selected]').first().text();
}

/** label/value pairs of the page's form controls that show a value, in document order */
export function controlLabels($: CheerioAPI): ControlLabel[] {
  const out: ControlLabel[] = [];
  const controls = $('input[value],select,textarea');
  if (!controls.length) return out;
  const named = namedElements($);
  const elsewhere = furnitureSelector('controls');
  controls.each((_, node) => {
    const el = node as Element;
    const value = cleanText(shownValue($, el));
    if (!value || value.length > MAX_VALUE) return;
    const label = cleanText(nameOf($, el, named)).replace(/\s*[:：]$/, '');
    if (!label || label.length > MAX_LABEL || label.toLowerCase() === value.toLowerCase()) return;
    if ($(el).closest(elsewhere).length) return;
    out.push({ label, value });
  });
  return out;
}
