// Facts a page labels only by an icon's class: "<li><span class="icon icon-calendar" aria-hidden="true"></span>
// Thursday 12 November</li>", "<i class="fa fa-map-marker"></i> The Old Mill". The icon's name says what the text
// beside it is; an icon named in a label language's word ("icono-fecha", "icona-luogo") is read as that label.
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { cleanText } from './values.js';
import { labelInEnglish } from './label-english.js';
import { dateIn } from './item-dates.js';

export interface IconLabel {
  label: string;
  value: string;
}

// icons' usual names and the label each shows; a place is a "location" (an event's or a job's alike)
const ICON_NAMES: Array<[RegExp, string]> = [
  [/^(cal|calendar(-\w+)?|date|event)$/, 'date'],
  [/^(map-?marker(-\w+)?|marker|location(-\w+)?|pin|place|venue|map-pin)$/, 'location'],
  [/^(tickets?(-\w+)?)$/, 'tickets'],
  [/^(price(-tag)?|tag|euro|pound|money)$/, 'price'],
];
// an icon's class: a name after an icon set's prefix ("icon-date", "icono-lugar", "fa-calendar", "bi-geo")
const ICON_CLASS = /^(?:icon|icono|icona|ico|fa|fas|far|bi|mdi|glyphicon)[-_]([a-z][\w-]*)$/i;
const MAX_ICONS = 400;
// a sprite symbol's id: a short prefix and the name ("i-cal", "ic-pin", "icon-calendar")
const SPRITE = /^(?:i|ic|icon|ico|svg|sym)[-_]([a-z][\w-]*)$/i;
const MAX_VALUE = 120;

const labelOf = (name: string): string | null => {
  const n = name.toLowerCase();
  const known = ICON_NAMES.find(([re]) => re.test(n))?.[1];
  if (known) return known;
  const english = labelInEnglish(n);
  return english === 'venue' ? 'location' : english;
};

/** label/value pairs from empty icons that open an element's text, in document order */
export function iconLabels($: CheerioAPI): IconLabel[] {
  const out: IconLabel[] = [];
  $('[class*="ico" i],[class*="fa-" i],[class*="bi-" i],svg:has(> use)').slice(0, MAX_ICONS).each((_, node) => {
    const el = node as Element;
    // an icon is empty (its glyph drawn by CSS) and the first thing in its parent
    if (cleanText($(el).text())) return;
    const parent = el.parent as Element | null;
    if (!parent || parent.type !== 'tag' || /^(a|button|nav|body|main|html)$/i.test(parent.tagName)) return;
    const first = parent.children.find((c) => c.type === 'tag' || (c.type === 'text' && cleanText((c as unknown as { data: string }).data)));
    if (first !== el) return;
    // (a sprite's icon is named by the symbol it uses: <svg><use href="#i-cal"/></svg>)
    const used = el.tagName.toLowerCase() === 'svg' ? $(el).children('use').attr('href') ?? $(el).children('use').attr('xlink:href') ?? '' : '';
    const names = [...(el.attribs.class ?? '').split(/\s+/), used.replace(/^.*#/, '')];
    const label = names.map((c) => ICON_CLASS.exec(c)?.[1] ?? SPRITE.exec(c)?.[1]).map((n) => (n ? labelOf(n) : null)).find(Boolean);
    if (!label) return;
    const whole = cleanText($(parent).text());
    if (!whole || whole.length > 3 * MAX_VALUE) return;
    // a <small> after the value is a note on it ("Teatro Cervantes <small>(C/ Ramos Marín s/n)</small>")
    // a place's link before its street ("<a>Teatro Comunale</a>, Corso Martiri 5, Ferrara") names the venue
    const link = label === 'location' ? venueLink($, parent, el) : null;
    const value = link ?? (($(parent).children('small').length ? cleanText($(parent).clone().children('small').remove().end().text()) : '') || whole);
    // a calendar icon also marks "30-day returns", "Open daily": it labels a date only where one is written
    if (label === 'date' && (dateIn(value) ?? '').length < 7) return;
    if (value && value.length <= MAX_VALUE) out.push({ label, value });
  });
  return out;
}

/** the text of a link right after the icon when a comma and the place's street follow it, or null */
function venueLink($: CheerioAPI, parent: Element, icon: Element): string | null {
  const rest = parent.children.filter((c) => c !== icon && (c.type === 'tag' || (c.type === 'text' && cleanText((c as unknown as { data: string }).data))));
  const [first, second] = rest;
  if (!first || first.type !== 'tag' || (first as Element).tagName.toLowerCase() !== 'a' || second?.type !== 'text') return null;
  return /^\s*,\s*\S/.test((second as unknown as { data: string }).data) ? cleanText($(first).text()) || null : null;
}
