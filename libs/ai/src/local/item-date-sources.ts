// The main item's date: the one its kind is dated by (an event's start, a job's or a listing's
// posting, a book's publication), from its structured data, its labels ranked by what they say
// ("Publication date" before "Updated", never "Closing date"; an event's "Show" before its "Doors"), the date the item's block gives
// nearest its title (an event's "Saturday 14 November 2026, 8pm"), or a short "Posted 2 March 2026".
import type { AnyNode, Element, Text } from 'domhandler';
import type { Page } from './page.js';
import { typeNames, type Thing } from './structured.js';
import { atPath } from './structured-fields.js';
import { labelPairs, labelValues, visibleClean } from './item-labels.js';
import { dateIn } from './item-dates.js';
import { dateOrder, type DateOrder } from './date-order.js';
import { blockDate } from './item-block-date.js';
import { admissionPrice, itemFact, WORK_BASE } from './item-facts.js';
import { metaPart } from './item-meta-line.js';
import { itemTimes } from './item-moments.js';
import { yearlessDate } from './yearless-dates.js';
import { labelledStart } from './event-start-label.js';
import { labelAlternatives, labelPattern } from './label-languages.js';

/** the page labels an event's venue or its tickets (a job's work base is no venue) */
export const eventLabels = (page: Page, thing: Thing | null): boolean =>
  admissionPrice(page) !== null || (itemFact(page, thing, 'place') !== null && labelValues(page, WORK_BASE).length === 0);

function thingDatePaths(thing: Thing): string[] {
  const types = typeNames(thing).join(' ');
  if (/event|festival/.test(types)) return ['startDate', 'datePublished'];
  if (/jobposting|realestatelisting/.test(types)) return ['datePosted', 'datePublished'];
  return ['datePublished', 'dateCreated', 'datePosted', 'startDate'];
}

// a notice's own date, named by both words: "Data annuncio", "Fecha del anuncio", "Date de l'annonce", "Ad date"
// (Italian and Portuguese "data" alone is no label: label-languages.ts)
const NOTICE_WORDS = `listing|ad|advert|vacancy|${labelAlternatives('notice')}`;
const NOTICE_DATE = new RegExp(`^(?:(?:date|data|fecha|datum)\\s+(?:(?:of|di|de|del|dell'|de l'|der|des|van|do|da)\\s*)?(?:the\\s+|la\\s+|el\\s+|l')?(?:${NOTICE_WORDS})|(?:${NOTICE_WORDS})\\s*date)$`, 'u');
// a label of two facts joined by "and" ("Reference and date", "Riferimento e data annuncio"): each part a label of the value
const AND = /\s+(?:and|&|e|y|et|und|en)\s+/u;
// labels in the order they are trusted to date the item
const DATE_LABELS: RegExp[] = [
  labelPattern('publication_date', 'publication date|pub\\.? date|date of publication|published|date published|first published|publish date|release date|released|on sale|on sale date'),
  // (an advert is "placed" as a listing is posted: "Placed on", "Date placed")
  // (and a posting's label in the label languages: "Geplaatst op", "Publié le", "Veröffentlicht am")
  new RegExp(`^(?:date posted|posted|listed|date listed|listing date|added|date added|first listed|online|offered|advertised|placed|date placed|${labelAlternatives('posted')})$`, 'u'),
  NOTICE_DATE,
  labelPattern('date', 'date|when|event date|dates'),
];
// a date label is the event's word with the preposition that dates it: "Listed since", "Posted on", "Online from"
const DATING = /\s+(on|since|from|at|as of)$/;
// a line's opening that dates the item: its verb (in any label language), the notice named before it at most
// ("Annonce publiée le 12 janvier 2027", "Listing posted on 3 March 2026")
const VERBS = `published|posted|added|listed|released|updated|${labelAlternatives('posted')}|${labelAlternatives('updated')}`;
const NOTICE = `(?:(?:listing|ad|advert|advertisement|vacancy|${labelAlternatives('notice')})\\s+)?`;
const OPENER = new RegExp(`^${NOTICE}(?:${VERBS}|first published)(?:\\s+on)?\\s*:?\\s+`, 'iu');
const OPENER_WORD = new RegExp(`^.*?(?<!\\p{L})(?:${VERBS})(?!\\p{L})`, 'iu');

export function itemDate(page: Page, thing: Thing | null): string | null {
  return page.remember('itemDate', () => {
    const order = dateOrder(page);
    if (thing) {
      for (const path of thingDatePaths(thing)) {
        for (const v of atPath(thing, path)) {
          const d = typeof v === 'string' ? dateIn(v, order) : null;
          if (d) return d;
        }
      }
    }
    const labelled = labelPairs(page, /./).flatMap((p) => p.label.toLowerCase().split(AND).slice(0, 3).map((label) => ({ label: label.replace(DATING, ''), value: p.value })));
    for (const re of DATE_LABELS) {
      for (const v of labelled.filter((p) => re.test(p.label)).map((p) => p.value)) {
        const d = dateIn(v, order) ?? yearlessDate(page, v);
        if (d) return d;
      }
    }
    // an event's start labelled by what starts ("Show", "Starts") beside its doors: the show's day, not the doors'
    const start = labelledStart(page, thing);
    if (start) return start.day;
    // on a page that labels an event's venue or tickets, a start written in the item's block (a weekday, a
    // time) after the page's "posted" or "updated" line dates the item (an event comes after its posting);
    // elsewhere a date beside a title is too often a news item's or a comment's (wcxb_dev: 0.718 -> 0.702)
    const block = blockDate(page, thing);
    // a line of the publication before one of the last change beside it ("Updated 2 May 2025 | Posted 14 March 2023")
    const opened = publishedLineDate(page) ?? openedDate(page, order);
    if (block?.starts && (!opened || block.date > opened) && eventLabels(page, thing)) return block.date;
    // the item's meta line beside its title ("Kestrel Analytics Ltd · Leeds · posted 5 Jan 2026"); its
    // "3 days ago" is a date of a day the page does not give, so no date is made up from it
    // the item's own <time datetime>: the day written in it ("2026-02-20T09:15:00-05:00" is 20 February), which a
    // "Posted 3 days ago" shows only in words
    const own = itemTimes(page)[0];
    if (own) return own.day;
    const meta = metaPart(page, thing, 'date');
    if (meta) return String(meta.value);
    if (opened) return opened;
    // "Publisher : Harrow House; 1st edition (4 May 2022)"
    for (const p of labelPairs(page, /^(publisher|published by)$/)) {
      const m = /\(([^)]*\d{4}[^)]*)\)/.exec(p.value);
      const d = m ? dateIn(m[1], order) : null;
      if (d) return d;
    }
    return null;
  });
}

// a sentence that only dates the item: its opener, the date and at most a few words ("Added on 3 March 2026.")
const SENTENCE_OPENER = new RegExp(`(?:^|[.!?]\\s+)(${NOTICE}(?:${VERBS})(?:\\s+on)?\\s*:?\\s+[^.!?]{4,40}?)(?:[.!?]\\s|[.!?]?$)`, 'iu');

// the separators of a line of parts
const PART = /\s*[·|•]\s*/;

// a line that dates a change, not the publication ("Updated 3 November 2024", "Last updated ...")
const CHANGE_OPENER = new RegExp(`^${NOTICE}(?:(?:last\\s+)?(?:updated|modified|edited|revised)\\b|(?:${labelAlternatives('updated')})(?!\\p{L}))`, 'iu');

/** the day an article's own line says it was published ("First published 19th October 2021", "Posted on ..."), not
 * a line of its last change beside it; null when none */
export function publishedLineDate(page: Page): string | null {
  return page.remember('publishedLineDate', () => openedDate(page, dateOrder(page), true));
}

/** "Posted 2 March 2026", "Added on 03/03/2026", "Updated 18 January 2026": outside other items' boxes */
function openedDate(page: Page, order: DateOrder, published = false): string | null {
  const $ = page.$;
  let found: string | null = null;
  const walk = (node: AnyNode): void => {
    if (found) return;
    if (node.type === 'text') {
      const data = visibleClean((node as Text).data);
      // or a sentence of its own inside a description ("... two double bedrooms upstairs. Added on 3 March 2026.")
      // or a part of its own in a line of parts ("Réf. : TC-2025-014 · Publiée le 14/01/2025")
      const part = OPENER.test(data) ? undefined : data.split(PART).slice(1, 8).find((p) => OPENER.test(p));
      const sentence = OPENER.test(data) || part ? null : SENTENCE_OPENER.exec(data);
      if (!sentence && !part && !OPENER.test(data) && !/^(published|posted|added|listed|updated)(\s+on)?$/i.test(data)) return;
      const el = node.parent as Element | null;
      if (!el || el.type !== 'tag' || $(el).closest('aside,footer,nav,[class*="comment" i],[class*="related" i],[class*="sidebar" i]').length) return;
      const text = part ?? (sentence ? sentence[1] : visibleClean($(el).text()));
      if (text.length > 120 || (published && CHANGE_OPENER.test(text))) return;
      const d = dateIn(text.replace(OPENER_WORD, ''), order);
      if (d) found = d;
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root') return;
    if (node.type === 'tag' && /^(script|style|head|nav|footer|aside|template)$/i.test((node as Element).tagName)) return;
    for (const c of (node as Element).children ?? []) walk(c);
  };
  walk($.root()[0] as unknown as AnyNode);
  return found;
}
