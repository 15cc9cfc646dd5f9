// An item's meta line: a short line beside its title of 2-6 parts split by a separator (·, |, •, –)
// or written as separate small elements ("Kestrel Analytics Ltd · Leeds · Full time · posted 5 Jan
// 2026", <li>Brightwell Foods</li><li>Remote</li><li>3 days ago</li>). Each part is typed by its shape
// (a date, an organisation's legal form, a place with its region or postcode, money, terms of work) and
// by the page's other evidence (a part the head's title repeats is a fact, not chrome); the names left
// untyped take the places of the usual order, the organisation before the place.
import type { Element } from 'domhandler';
import type { Page } from './page.js';
import type { Thing } from './structured.js';
import { titleLines } from './title-lines.js';
import { visibleClean } from './item-labels.js';
import { dateIn } from './item-dates.js';
import { dateOrder } from './date-order.js';
import { parseMoney } from './values.js';
import { squash } from './text.js';

export type PartType = 'org' | 'place' | 'date' | 'relative-date' | 'other-date' | 'money' | 'terms' | 'person' | 'name' | 'other';

export interface MetaPart {
  text: string;
  type: PartType;
  /** the date as YYYY-MM-DD, the amount of money */
  value?: string | number;
}

const SEPARATOR = /\s+[|·•–—]\s+|\s*[·|•]\s*|\s+-\s+/;
// the words before a date that say whose date it is
const ITEM_DATE_OPENER = /^(posted|published|added|listed|released|on sale|out)(\s+on)?\s*:?\s*/i;
const OTHER_DATE_OPENER = /^(closes?|closing|closing date|deadline|apply by|expires?|ends?|until|updated|modified)(\s+on)?\s*:?\s*/i;
// a date relative to a day the page does not give: a date, but not one that can be written down honestly
const RELATIVE = /^(?:posted\s+|added\s+)?(?:(?:\d+|an?|one)\+?\s+(?:minute|hour|day|week|month|year)s?\s+ago|today|yesterday|just now|just posted|new)$/i;
const TERMS = /^(full[- ]?time|part[- ]?time|permanent|temporary|temp|contract|contractor|fixed[- ]term(?: contract)?|freelance|internship|intern|apprenticeship|seasonal|hybrid|on[- ]?site|in[- ]office|graduate|entry[- ]level|volunteer|shift work|flexible hours?)$/i;
// places by their shape: "Remote", "Remote (UK)", "Leeds, West Yorkshire", a postcode
const REMOTE = /^(fully\s+)?(remote|anywhere|worldwide|work from home|home[- ]based)\b/i;
const POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|\d{4}\s?[A-Z]{2}|\d{5}(-\d{4})?)\b/;
// an organisation by its legal form or the kind of body it is
// the US states' and Canadian provinces' postal codes, in capitals after a town and a comma
const STATE_CODE = /^[^,]+,\s+(?:A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY]|ON|QC|BC|AB|MB|SK|NS|NB|NL|PE)$/;
const ORG = /\b(ltd|limited|inc|incorporated|llc|llp|lp|plc|gmbh|ag|kg|bv|b\.v|nv|n\.v|sa|s\.a|sas|sarl|srl|spa|oy|ab|a\/s|aps|pty|co|corp|corporation|company|group|holdings|partners|associates|foundation|trust|council|university|college|hospital|nhs|agency|studio|studios|labs)\.?$/i;
// or a public body named by its kind first ("Department for Coastal Communities", "Ministry of Justice")
// (its words in capitals, as a name is written: the kind's first letter either case, no /i so \p{Lu} stays a capital)
const BODY_FIRST = /^(?:[Tt]he\s+)?(?:[Dd]epartment|[Mm]inistry|[Oo]ffice|[Aa]gency|[Aa]uthority|[Cc]ommission|[Dd]irectorate|[Bb]ureau|[Ii]nstitute|[Uu]niversity|[Cc]ouncil|[Bb]oard)\s+(?:of|for)\s+\p{Lu}[\p{L}'’&.-]*(?:\s+(?:&|and|of|for|the|\p{Lu}[\p{L}'’&.-]*)){0,6}$/u;
const NAME = /^[\p{Lu}\d][\p{L}\d'’&.-]*(\s+(&|and|of|the|de|van|von|[\p{Lu}\d][\p{L}\d'’&.-]*))*$/u;

function typeOf(text: string, page: Page): MetaPart {
  const order = dateOrder(page);
  if (RELATIVE.test(text)) return { text, type: 'relative-date' };
  if (OTHER_DATE_OPENER.test(text) && dateIn(text, order)) return { text, type: 'other-date' };
  const dated = text.replace(ITEM_DATE_OPENER, '');
  const date = dated.length <= 30 ? dateIn(dated, order) : null;
  if (date && date.length >= 10) return { text, type: 'date', value: date };
  if (/^by\s+/i.test(text)) return { text, type: 'person' };
  const money = /[£$€¥]|\b(usd|eur|gbp|chf)\b/i.test(text) ? parseMoney(text) : null;
  if (money && money.amount > 0) return { text, type: 'money', value: money.amount };
  if (TERMS.test(text)) return { text, type: 'terms' };
  if (REMOTE.test(text) || POSTCODE.test(text)) return { text, type: 'place' };
  if (BODY_FIRST.test(text)) return { text, type: 'org' };
  if (!NAME.test(text.replace(/,\s+/g, ' ')) || text.split(/\s+/).length > 6) return { text, type: 'other' };
  // "Denver, CO", "Austin, TX", "Toronto, ON": a town and its state's or province's code, not a company ("Co")
  if (STATE_CODE.test(text)) return { text, type: 'place' };
  if (ORG.test(text)) return { text, type: 'org' };
  // "Leeds, West Yorkshire": a place and its region
  if (/^[^,]+,\s+[^,]+$/.test(text)) return { text, type: 'place' };
  return { text, type: 'name' };
}

/** the parts of a line: split by its separator, or its small elements when it has no separator */
function partsOf(page: Page, el: Element, text: string): string[] {
  const split = text.split(SEPARATOR).map((p) => p.trim()).filter(Boolean);
  if (split.length >= 2) return split;
  const kids = el.children.filter((c): c is Element => c.type === 'tag');
  if (kids.length < 2 || kids.length > 6) return split;
  const texts = kids.map((k) => visibleClean(page.$(k).text())).filter(Boolean);
  // the elements are the whole line, not a few links inside a sentence
  return texts.join('').replace(/\s+/g, '').length >= text.replace(/\s+/g, '').length * 0.9 ? texts : split;
}

// a byline ("By X") has a shape too: "By Hannah Okafor · 9 September 2026" is a person and a date
const TYPED = new Set<PartType>(['org', 'place', 'date', 'relative-date', 'other-date', 'money', 'terms', 'person']);

/** the item's meta line beside its title, its parts typed; null when it has none */
export function metaLine(page: Page, thing: Thing | null): MetaPart[] | null {
  return page.remember('metaLine', () => {
    const headPieces = new Set(visibleClean(page.$('title').first().text()).split(/\s+[|·•–—-]\s+|\s*[|]\s*|\s+(?:at|in)\s+/).map(squash).filter(Boolean));
    for (const line of titleLines(page, thing)) {
      // a table's or a list's rows of label and value ("Location Hexham", "Salary £31,500") are labelled facts, read by the labels
      if (line.text.length > 160 || /^(table|thead|tbody|tr|dl)$/i.test(line.el.tagName) || page.$(line.el).children('tr,tbody,thead,dt').length) continue;
      const texts = partsOf(page, line.el, line.text);
      if (texts.length < 2 || texts.length > 6 || texts.some((t) => t.length > 60)) continue;
      const parts = texts.map((t) => typeOf(t, page));
      if (parts.some((p) => p.type === 'other' && /[.!?]$/.test(p.text))) continue;
      const typed = parts.filter((p) => TYPED.has(p.type)).length;
      const repeated = parts.filter((p) => (p.type === 'name' || p.type === 'org' || p.type === 'place') && headPieces.has(squash(p.text))).length;
      // two parts of known shapes, or one and a name the head's title repeats: facts, not a row of links
      if (typed < 2 && !(typed >= 1 && repeated >= 1)) continue;
      // names without a shape take the usual order's places: the organisation, then the place
      for (const p of parts) {
        if (p.type !== 'name') continue;
        if (!parts.some((q) => q.type === 'org')) p.type = 'org';
        else if (!parts.some((q) => q.type === 'place')) p.type = 'place';
      }
      return parts;
    }
    return null;
  });
}

/** the text (or value) of the meta line's first part of a type, or null */
export function metaPart(page: Page, thing: Thing | null, type: PartType): MetaPart | null {
  return metaLine(page, thing)?.find((p) => p.type === type) ?? null;
}

// (or, after those, the one line just before the title: a caption over it, "<span class="caption">Ministry of X</span><h1>")
/** a line of its own under the title that is only an organisation by its legal form ("Fenwick & Daughters Ltd"): a posting's employer; null when none */
export function orgLine(page: Page, thing: Thing | null): string | null {
  const lines = titleLines(page, thing);
  for (const line of [...lines.filter((l) => l.after), ...lines.filter((l) => !l.after)]) {
    if (line.text.length > 60) continue;
    const part = typeOf(line.text, page);
    if (part.type === 'org') return part.text;
  }
  return null;
}
