// Values a page shows only inside a form control: a recipe's servings in a stepper (<input value="4"
// aria-label="Servings">), a chosen size in a <select>, a read-only field. The control's name (its
// aria-label, the elements its aria-labelledby names, its <label>) is the label, what it shows is the value:
// the input's value, the selected option's text, the textarea's text. Hidden fields, buttons, boxes to tick
// and empty fields show no value; nor does a control in the site's chrome or a search form.
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { cleanText } from './values.js';

export interface ControlLabel {
  label: string;
  value: string;
}

// inputs that show their value as text in a box
const SHOWN = /^(|text|number|date|datetime-local|month|week|time|email|tel|url)$/i;
const ELSEWHERE = 'nav,footer,header,[role="search"],form[action*="search" i],template';
const MAX_LABEL = 40;
const MAX_VALUE = 120;

function nameOf($: CheerioAPI, el: Element): string {
  const a = el.attribs ?? {};
  if (a['aria-label']) return a['aria-label'];
  if (a['aria-labelledby']) {
    const named = a['aria-labelledby'].split(/\s+/).map((id) => $(`[id="${id.replace(/"/g, '')}"]`).first().text()).join(' ');
    if (cleanText(named)) return named;
  }
  if (a.id) {
    const label = $(`label[for="${a.id.replace(/"/g, '')}"]`).first();
    if (label.length) return label.text();
  }
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
  $('input[value],select,textarea').each((_, node) => {
    const el = node as Element;
    const value = cleanText(shownValue($, el));
    if (!value || value.length > MAX_VALUE) return;
    const label = cleanText(nameOf($, el)).replace(/\s*[:：]$/, '');
    if (!label || label.length > MAX_LABEL || label.toLowerCase() === value.toLowerCase()) return;
    if ($(el).closest(ELSEWHERE).length) return;
    out.push({ label, value });
  });
  return out;
}
