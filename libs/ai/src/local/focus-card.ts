// A listing page opened on one of its cards ("What's on" with one event expanded: aria-expanded="true", an open
// <details>, a card whose class says it is open): the page is about that card's item, not the listing. The h1
// is the listing's; the item's title is the card's heading, and the other cards' facts are theirs. An open modal
// dialog holding an item's facts is such a card too, among other cards or not.
import type { Element } from 'domhandler';
import { Page } from './page.js';
import { visibleClean } from './item-labels.js';
import { labelsAnItem } from './item-facts.js';
import { eventPage } from './event-page.js';
import { isFurnitureElement } from './page-furniture.js';

// the marks of an opened card, a few at most looked at
const OPENED = '[aria-expanded="true"], details[open], [class*="--open"], [class*="is-open"], [class*="is-expanded"]';
const MAX_MARKS = 10;
const MAX_UP = 6;
const HEADING = 'h2, h3, h4';
// a listing's card: a heading that links to its item (a recipe's open "Ingredients" section is no card)
const LINKED = (page: Page, el: Element): boolean => page.$(el).find(HEADING).first().find('a[href]').length > 0;
// a section of other items than the page's, by its heading ("You may also like", "More events", "Related",
// "Recommended for you", "Other shows"): a card opened there is a carousel's, not the page's item
const OTHERS_HEADING = /\b(also|more|related|similar|recommended|other|others)\b/i;
const MAX_SECTIONS = 8;
// an open modal dialog (a listing's item opened over it): role dialog marked modal, or a <dialog open>
const OPEN_DIALOG = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"], dialog[open]';
const MAX_DIALOGS = 5;

/** the one open modal dialog that holds an item's facts (its labels, an event's venue or tickets), shown and
 * outside the page's furniture: the page's main item is in it; null when none or more than one */
function openDialog(page: Page): Element | null {
  const $ = page.$;
  const found = $(OPEN_DIALOG).toArray().slice(0, MAX_DIALOGS).filter((d) => {
    const el = $(d);
    // a dialog hidden (itself or an ancestor) is closed; a cookie or newsletter box holds no item's facts
    if (el.closest('[hidden], [aria-hidden="true"], nav, header, footer, aside').length || el.find('h1').length) return false;
    if (!el.find(HEADING).length) return false;
    const alone = cardPage(page, d as Element);
    return labelsAnItem(alone) || eventPage(alone, null);
  });
  return found.length === 1 ? (found[0] as Element) : null;
}

/** the opened card among its sibling cards (two or more of the same tag), outside the h1; null when none */
export function focusCard(page: Page): Element | null {
  return page.remember('focusCard', () => {
    const $ = page.$;
    const dialog = openDialog(page);
    if (dialog) return dialog;
    const opened = $(OPENED).toArray().slice(0, MAX_MARKS);
    // one opened card only: a page with every card open (an FAQ) is no one card's
    const cards = new Set<Element>();
    for (const mark of opened) {
      let el: Element | null = mark as Element;
      for (let i = 0; el && i < MAX_UP; i++, el = el.parent as Element | null) {
        if (el.type !== 'tag' || /^(body|html|main)$/i.test(el.tagName)) break;
        const siblings = (el.parent?.children ?? []).filter((c) => c.type === 'tag' && (c as Element).tagName === el!.tagName && c !== el);
        if (siblings.length && LINKED(page, el) && siblings.some((s) => LINKED(page, s as Element))) {
          cards.add(el);
          break;
        }
      }
    }
    if (cards.size !== 1) return null;
    const card = [...cards][0];
    if ($(card).find('h1').length || $(card).closest('nav,header,footer,aside').length) return null;
    if (amongOthers(page, card) || statesOwnItem(page, card)) return null;
    // the card holds an item's facts (its labels, an event's venue or tickets): a menu or a tab opened is no item
    const alone = cardPage(page, card);
    return labelsAnItem(alone) || eventPage(alone, null) ? card : null;
  });
}

/** the card sits in a section of other items: one named so by class or id, or headed so */
function amongOthers(page: Page, card: Element): boolean {
  const $ = page.$;
  let el = card.parent as Element | null;
  for (let i = 0; el && el.type === 'tag' && i < MAX_SECTIONS && !/^(body|html|main)$/i.test(el.tagName); i++, el = el.parent as Element | null) {
    if (isFurnitureElement(el, 'block') || /(^|[-_\s])(more|others?|carousel)([-_\s]|$)/i.test(el.attribs?.class ?? '')) return true;
    // the section's own heading: its first heading child, or the heading just before it
    const own = $(el).children('h2, h3, h4, h5, h6').first();
    const before = $(el).prev();
    const heading = own.length && own.get(0) !== card ? own.text() : before.is('h2, h3, h4, h5, h6') ? before.text() : '';
    if (OTHERS_HEADING.test(visibleClean(heading))) return true;
  }
  return false;
}

/** the page outside the cards states an item of its own (its labels, an event's venue or tickets): the cards are others' */
function statesOwnItem(page: Page, card: Element): boolean {
  const cards = card.parent;
  if (!cards || cards.type !== 'tag') return false;
  const whole = page.$.html();
  const list = page.$.html(cards);
  const at = whole.indexOf(list);
  if (at < 0) return false;
  const outside = new Page(whole.slice(0, at) + whole.slice(at + list.length), page.url);
  return labelsAnItem(outside) || eventPage(outside, null);
}

const cardPage = (page: Page, card: Element): Page => new Page(`<html><body><main>${page.$.html(card)}</main></body></html>`, page.url);

/** the opened card's heading: the item's title on a listing opened on it; null when none */
export function focusCardTitle(page: Page): string | null {
  const card = focusCard(page);
  if (!card) return null;
  const text = visibleClean(page.$(card).find(HEADING).first().text());
  return text && text.length <= 200 ? text : null;
}

/** the opened card alone as a page of its own (its item's people are read there, not in the other cards); null when none */
export function focusCardPage(page: Page): Page | null {
  return page.remember('focusCardPage', () => {
    const card = focusCard(page);
    return card ? cardPage(page, card) : null;
  });
}
