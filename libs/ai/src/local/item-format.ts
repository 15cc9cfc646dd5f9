// A book's format and length: schema.org bookFormat and numberOfPages, "Format: Hardcover",
// "Paperback : 384 pages" (the label is the format), "312 pages" or "288 pp.", "(Hardcover)" in the head's title.
import type { AnyNode, Element, Text } from 'domhandler';
import type { Page } from './page.js';
import type { Thing } from './structured.js';
import { atPath } from './structured-fields.js';
import { labelPairs, labelValues, visibleClean } from './item-labels.js';
import { optionGroups } from './option-groups.js';
import { labelPattern } from './label-languages.js';
import { shownLines } from './line-breaks.js';

export const FORMAT_WORDS = 'hardcover|hardback|paperback|trade paperback|mass market paperback|board book|spiral[- ]bound|library binding|kindle edition|e-?book|audiobook|audio cd|audio download|leather bound';
const FORMAT_LABEL = labelPattern('format', 'format|binding|book format|cover|edition format|cover type');
const PAGES_LABEL = labelPattern('pages', 'pages|page count|number of pages|print length|length|extent|no\\.? of pages');
// a catalogue's physical description, "Physical Description: 288 pages ; 20 cm", "Description: xii, 412 p. : ill. ;
// 23 cm": the record's extent first (its prelims in roman figures before it), its size after it
const DESCRIPTION_LABEL = /^(physical description|description|physical details)$/;
// a label naming a kind of thing or an edition: "Type", "Edition", "Program type", "Product type", "Media type", "Medium"
const KIND_LABEL = /^(?:[\p{L}-]+ ){0,2}(?:edition|type|medium|version)$/u;
// a catalogue's "Format: Book" is the kind of record, the item itself, not its binding
const RECORD_KIND = /^(books?|printed books?|print books?|text|printed text)$/i;
// an ISBN's binding in brackets after it: "ISBN: 9780571371204 (hardback)"
const ISBN_LABEL = /^(isbn|isbns|isbn-?1[03]|isbn\/issn)$/;

/** "https://schema.org/Paperback" -> "Paperback", "EBook" -> "EBook" */
function formatName(value: string): string {
  return value.replace(/^https?:\/\/schema\.org\//i, '').trim();
}

// the format words as a whole value (any case; as a label, in the case labelPairs gives), in brackets, and beside a title
const FORMAT_VALUE = new RegExp(`^(${FORMAT_WORDS})$`, 'i');
const FORMAT_LABEL_WORD = new RegExp(`^(${FORMAT_WORDS})$`);
const FORMAT_BRACKETED = new RegExp(`\\((${FORMAT_WORDS})\\)`, 'i');
const FORMAT_NEAR_TITLE = new RegExp(`(?:^|[\\s(])(${FORMAT_WORDS})(?:\\)|\\s+[–—-]|\\s*$)`, 'i');

export function itemFormat(page: Page, thing: Thing | null): string | null {
  for (const v of thing ? atPath(thing, 'bookFormat') : []) if (typeof v === 'string' && v.trim()) return formatName(v);
  const labelled = labelValues(page, FORMAT_LABEL).filter((v) => !RECORD_KIND.test(v.trim()))[0];
  if (labelled) return labelled;
  // "Edition: Paperback", "Program type: Audiobook", "Media type: Hardback": a label whose head noun names a kind or an
  // edition (a word or two before it) and whose value is a format (not "2nd", not "Fiction")
  const edition = labelValues(page, KIND_LABEL).find((v) => FORMAT_VALUE.test(v));
  if (edition) return edition;
  const isbn = labelValues(page, ISBN_LABEL).map((v) => FORMAT_BRACKETED.exec(v)).find(Boolean);
  if (isbn) return isbn[1];
  // a group of options that are formats, one chosen (buttons, chips): the chosen one, whatever the group's label
  const group = optionGroups(page.$).find((g) => g.options.every((o) => FORMAT_VALUE.test(o)));
  if (group) return group.chosen;
  // Amazon's "Paperback : 384 pages"
  const asLabel = labelPairs(page, FORMAT_LABEL_WORD).find((p) => /\d+\s+pages/i.test(p.value));
  if (asLabel) return asLabel.label;
  // "Paperback – 4 May 2022" beside the h1, or "(Hardcover)" in the head's title
  const h1 = visibleClean(page.$('h1').first().text());
  const title = visibleClean(page.$('title').first().text());
  const m = FORMAT_NEAR_TITLE.exec(h1) ?? FORMAT_BRACKETED.exec(title);
  if (m) return m[1];
  // "Hardcover | 288 pages | September 9, 2025": the format part of the item's line of facts
  return countedLine(page)?.parts.find((p) => FORMAT_VALUE.test(p)) ?? null;
}

// a count of pages as books write it after the number: "288 pages", "288 pp.", "288pp", "288 p." (not "7 p.m.")
const PAGE_UNIT = String.raw`(?:pages?|pp\.?|pgs?\.?|p\.(?![\s]*m\b))(?![\p{L}])`;
const COUNT_ALONE = new RegExp(String.raw`^(\d{1,5})(?:\s*${PAGE_UNIT})?$`, 'iu');
const COUNT_IN = new RegExp(String.raw`\b(\d{1,5})\s*${PAGE_UNIT}`, 'iu');
const EXTENT = new RegExp(String.raw`^(?:[ivxlc]+,\s*)?(\d{1,5})\s*${PAGE_UNIT}`, 'iu');
const COUNT_LINE = new RegExp(String.raw`^(\d{1,5})\s*${PAGE_UNIT}$`, 'iu');

function pagesIn(text: string): number | null {
  const m = COUNT_ALONE.exec(text.trim()) ?? COUNT_IN.exec(text);
  return m ? Number(m[1]) : null;
}

export function itemPageCount(page: Page, thing: Thing | null): number | null {
  for (const v of thing ? atPath(thing, 'numberOfPages') : []) {
    const n = pagesIn(String(v));
    if (n) return n;
  }
  for (const v of labelValues(page, PAGES_LABEL)) {
    const n = pagesIn(v);
    if (n) return n;
  }
  for (const v of labelValues(page, DESCRIPTION_LABEL)) {
    const m = EXTENT.exec(v.trim());
    if (m) return Number(m[1]);
  }
  for (const p of labelPairs(page, FORMAT_LABEL_WORD)) {
    const m = COUNT_IN.exec(p.value);
    if (m) return Number(m[1]);
  }
  // "312 pages" on its own in the item's details, or a part of its line of facts
  return countedLine(page)?.pages ?? null;
}

// the parts of a line of facts: "Hardcover | 288 pages | September 9, 2025", "Paperback · 240 pages", "Hardback, 416 pages"
const PART_SEPARATOR = /\s*[|·•]\s*|\s+[–—]\s+|,\s+/;
// a line of facts is short; an inline element's line is its parent's
const MAX_FACT_LINE = 120;
const INLINE = /^(span|b|strong|em|i|a|small|time|data)$/i;

interface CountedLine {
  pages: number;
  /** the line's parts, the count among them */
  parts: string[];
}

/** the first line, outside the chrome, that is a count of pages or has one as a part of its facts; null when none */
function countedLine(page: Page): CountedLine | null {
  return page.remember('countedLine', () => {
    let found: CountedLine | null = null;
    const lineOf = (node: Text): CountedLine | null => {
      const own = visibleClean(node.data);
      if (!COUNT_IN.test(own)) return null;
      let el = node.parent as Element | null;
      if (el && el.type === 'tag' && INLINE.test(el.tagName) && el.parent?.type === 'tag') el = el.parent as Element;
      // the line of the element that holds the count (its <br> and blocks are lines of their own)
      const lines = el && el.type === 'tag' ? shownLines(el, MAX_FACT_LINE) : null;
      const line = (lines ?? []).map(visibleClean).find((l) => COUNT_IN.test(l)) ?? own;
      for (const text of [line, own]) {
        const parts = text.split(PART_SEPARATOR).map((p) => p.trim()).filter(Boolean);
        const count = parts.map((p) => COUNT_LINE.exec(p)).find(Boolean);
        if (count) return { pages: Number(count[1]), parts };
      }
      return null;
    };
    const walk = (node: AnyNode): void => {
      if (found !== null) return;
      if (node.type === 'text') {
        found = lineOf(node as Text);
        return;
      }
      if (node.type !== 'tag' && node.type !== 'root') return;
      if (node.type === 'tag' && /^(script|style|head|nav|footer|aside)$/i.test((node as Element).tagName)) return;
      for (const c of (node as Element).children ?? []) walk(c);
    };
    walk(page.$.root()[0] as unknown as AnyNode);
    return found;
  });
}
