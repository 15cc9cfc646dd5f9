// Labels a page gives only to assistive technology and tooltips: a chip named by its aria-label, or
// by its title beside an icon (<span aria-label="Venue"><svg/> The Old Mill</span>), an icon's count named with its number
// (<span aria-label="3 bedrooms"><i class="icon-bed"></i> 3</span>: "bedrooms" is 3). The label is
// the attribute, the value the element's own shown text, so one chip is one value.
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { cleanText } from './values.js';
import { escapeRegExp } from './regex-escape.js';

export interface AttributeLabel {
  label: string;
  value: string;
  el: Element;
}

const MAX_LABEL = 40;
const MAX_VALUE = 120;
// controls are named by what they do ("Call Marisol Vega", "Close"), not by what they hold
const CONTROLS = 'button,input,select,textarea,option,[role="button"],[role="tab"],[role="menuitem"],[aria-hidden="true"],nav,svg';
// the icon of a chip
const ICON = 'svg,img,i,[aria-hidden="true"],[class*="icon" i]';
// a count and its noun: "3 bedrooms", "1,050 square feet", "bedrooms: 3"
const NUMBER = /^\d[\d.,]*$/;

/** label/value pairs from aria-label and title attributes, in document order */
export function attributeLabels($: CheerioAPI): AttributeLabel[] {
  const out: AttributeLabel[] = [];
  $('[aria-label],[title]').each((_, node) => {
    const el = node as Element;
    // an abbreviation's title spells it out; images and whole regions hold no one value
    if (/^(abbr|acronym|img|iframe|link|meta|html|body|main|section|article|form|table|ul|ol)$/i.test(el.tagName)) return;
    // a title is a tooltip: it labels a chip (an icon beside the text), not a link ("International Standard Name
    // Identifier" on "ISNI") nor a phrase it glosses (<i title="Māori language text">Aotearoa</i>)
    const raw = el.attribs['aria-label'] ?? (el.tagName.toLowerCase() !== 'a' && $(el).children(ICON).length ? el.attribs.title : undefined);
    const attr = cleanText(raw ?? '').replace(/\s*[:：]$/, '');
    // cheap checks first: big pages have thousands of titled elements
    if (!attr || attr.length > MAX_LABEL || !el.children.length) return;
    // a group of options (format buttons, size chips, tabs) is labelled for the one chosen, not for all of them
    const chosen = chosenIn($, el);
    if (chosen !== undefined) {
      if (chosen && !$(el).closest(CONTROLS).length) out.push({ label: attr, value: chosen, el });
      return;
    }
    const value = cleanText($(el).text());
    if (!value || value.length > MAX_VALUE || attr.toLowerCase() === value.toLowerCase()) return;
    if ($(el).closest(CONTROLS).length) return;
    // a count named with its number: the attribute's words around the shown number are its label
    if (NUMBER.test(value)) {
      const m = new RegExp(`^(?:${escapeRegExp(value)}\\s+(\\D.*)|(\\D.*?)\\s*[:：]?\\s+${escapeRegExp(value)})$`).exec(attr);
      if (m) {
        out.push({ label: (m[1] ?? m[2]).trim(), value, el });
        return;
      }
    }
    // the attribute names the element's text; an attribute that repeats or holds it ("Call Marisol Vega") names no value
    if (attr.toLowerCase().includes(value.toLowerCase()) || value.toLowerCase().includes(attr.toLowerCase())) return;
    if (attr.split(/\s+/).length > 4 || /\d/.test(attr) || spellsOut(attr, value)) return;
    out.push({ label: attr, value, el });
  });
  return out;
}

// the options of a group a page lets one choose among, and the marks of the chosen one
const OPTIONS = 'button,[role="button"],[role="radio"],[role="tab"],[role="option"],[role="menuitemradio"],[aria-pressed],[aria-selected],[aria-checked]';
const CHOSEN_CLASS = /(^|[\s_-])(active|selected|current|checked|is-active|is-selected|chosen)($|[\s_-])/i;

/** an element holding a group of options: the chosen one's text, null when none is marked; undefined when it holds no group */
export function chosenIn($: CheerioAPI, el: Element): string | null | undefined {
  let options = $(el).find(OPTIONS).toArray();
  // links or spans alike, one of them marked by its class ("chip chip--selected"): a group too
  if (options.length < 2) options = [el, ...$(el).find('*').toArray()].map((c) => $(c).children().toArray()).find(alike) ?? [];
  return options.length >= 2 ? chosenOption($, options) : undefined;
}

/** children of one tag, two or more, exactly one marked as chosen by its class */
const alike = (kids: Element[]): boolean => kids.length >= 2 && kids.every((k) => k.tagName === kids[0].tagName) && kids.filter((k) => CHOSEN_CLASS.test(k.attribs.class ?? '')).length === 1;

/** the page's groups of options with a chosen one: each option's first line, and the chosen one's */
export function optionGroups($: CheerioAPI): Array<{ options: string[]; chosen: string }> {
  const out: Array<{ options: string[]; chosen: string }> = [];
  const seen = new Set<Element>();
  $('[aria-pressed="true"],[aria-selected="true"],[aria-checked="true"],[class*="active" i],[class*="selected" i],[class*="current" i]').each((_, node) => {
    const parent = (node as Element).parent as Element | null;
    if (!parent || parent.type !== 'tag' || seen.has(parent) || $(parent).closest('nav,header,footer').length) return;
    seen.add(parent);
    const options = $(parent).children().toArray();
    const chosen = chosenIn($, parent);
    if (chosen && options.length >= 2) out.push({ options: options.map((o) => firstLine($, o)).filter((t): t is string => !!t), chosen });
  });
  return out;
}

const firstLine = ($: CheerioAPI, el: Element): string | undefined => $(el).contents().toArray().map((n) => cleanText($(n).text())).find(Boolean);

/**
 * The chosen option of a group: marked by aria-pressed, aria-selected or aria-checked ("true"), else by the one
 * option with a class that says so (active, selected); its first line ("Paperback" of "Paperback<br>£9.99"); null
 * when none or more than one is marked
 */
function chosenOption($: CheerioAPI, options: Element[]): string | null {
  const marked = (el: Element): boolean => ['aria-pressed', 'aria-selected', 'aria-checked'].some((a) => el.attribs[a] === 'true');
  let chosen = options.filter(marked);
  if (!chosen.length) chosen = options.filter((el) => CHOSEN_CLASS.test(el.attribs.class ?? ''));
  if (chosen.length !== 1) return null;
  const first = firstLine($, chosen[0]);
  return first && first.length <= MAX_VALUE ? first : null;
}

/** the attribute spells out the text's initials: an abbreviation's expansion, not its label */
const spellsOut = (attr: string, value: string): boolean => /^[A-Z]{2,6}$/.test(value) && attr.split(/\s+/).map((w) => w[0]).join('').toUpperCase().includes(value);

