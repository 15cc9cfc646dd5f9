// A list of one or two items is still a list: a category page showing two products has two records.
// Repetition cannot tell such items apart from any pair of siblings, so each must look like an item
// card on its own: a link to its own page, a name, and a price or a picture; never a heading of the
// page, a menu, a footer or a box of filters.
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';

const CARD_TAGS = /^(div|li|article|section|a|dd|figure)$/i;
const LIST_NAMES = /product|item|card|tile|result|listing|grid|list|entry|offer|hit|teaser|post/i;
const MONEY = /(\d[\d.,]*\s?([$€£¥₽₹]|[A-Z]{3}\b))|(([$€£¥₽₹]|\b[A-Z]{3})\s?\d)/;
const AROUND_TAGS = /^(nav|header|footer|aside)$/i;
const AROUND_NAMES = /menu|breadcrumb|crumb|filter|facet|pagination|pager/i;
const NAME_CLASS = /title|name/i;

interface Scan {
  link: boolean;
  name: boolean;
  heading: boolean;
  /** how many headings (h2-h6) it holds: a card has one at most */
  headings: number;
  img: boolean;
  /** a page heading, a menu or a text box inside: not a card */
  bad: boolean;
}

function ownHref(el: Element): boolean {
  const h = (el.attribs.href ?? '').trim();
  return h !== '' && !/^(#|javascript:)/i.test(h);
}

/** what an element holds, in one walk without selectors (cheerio compiles a selector per call) */
function scan(root: Element): Scan {
  const out: Scan = { link: false, name: false, heading: false, headings: 0, img: false, bad: false };
  const walk = (el: Element): void => {
    const tag = el.tagName.toLowerCase();
    if (tag === 'a' && ownHref(el)) {
      out.link = true;
      if (!out.name && textLength(el) >= 3) out.name = true;
    }
    if (/^h[2-6]$/.test(tag)) {
      out.heading = out.name = true;
      out.headings++;
    }
    else if (NAME_CLASS.test(el.attribs.class ?? '') || el.attribs.itemprop === 'name') out.name = true;
    if (tag === 'img') out.img = true;
    if (tag === 'h1' || tag === 'nav' || tag === 'textarea') out.bad = true;
    for (const c of el.children) if (c.type === 'tag') walk(c as Element);
  };
  walk(root);
  return out;
}

function textLength(el: Element): number {
  let n = 0;
  const walk = (node: Element): void => {
    for (const c of node.children) {
      if (c.type === 'text') n += (c as unknown as { data: string }).data.trim().length;
      else if (c.type === 'tag') walk(c as Element);
    }
  };
  walk(el);
  return n;
}

function inChrome(el: Element, cache: Map<Element, boolean>): boolean {
  const known = cache.get(el);
  if (known !== undefined) return known;
  const a = el.attribs ?? {};
  const here = AROUND_TAGS.test(el.tagName) || a.role === 'navigation' || AROUND_NAMES.test(`${a.class ?? ''} ${a.id ?? ''}`);
  const v = here || (el.parent !== null && el.parent.type === 'tag' && inChrome(el.parent as Element, cache));
  cache.set(el, v);
  return v;
}

/** an element holding two or more items of its own (a grid of cards is not one card) */
function holdsItems(el: Element, text: (el: Element) => string): boolean {
  const visit = (e: Element): boolean => {
    const kids = e.children.filter((c): c is Element => c.type === 'tag');
    const byKey = new Map<string, Element[]>();
    for (const k of kids) {
      const key = `${k.tagName}.${(k.attribs.class ?? '').split(/\s+/).sort().join('.')}`;
      byKey.set(key, [...(byKey.get(key) ?? []), k]);
    }
    // only siblings of one kind can be items: the others are not scanned
    for (const same of byKey.values()) {
      if (same.length < 2) continue;
      const items = same.filter((k) => {
        const s = scan(k);
        return s.heading || (s.link && MONEY.test(text(k)));
      });
      if (items.length >= 2) return true;
    }
    return kids.some(visit);
  };
  return visit(el);
}

/** one card: its own link, a name, and a price or a picture, not too long, holding no page heading */
function cardLike(el: Element, text: (el: Element) => string, chrome: Map<Element, boolean>): boolean {
  if (!CARD_TAGS.test(el.tagName)) return false;
  const t = text(el);
  if (t.length < 8 || t.length > 800) return false;
  const s = scan(el);
  const link = s.link || (el.tagName.toLowerCase() === 'a' && ownHref(el));
  if (!link || !s.name || s.bad || !(MONEY.test(t) || s.img)) return false;
  if (inChrome(el, chrome)) return false;
  // two names or two prices are needed for two items inside: only then is the box looked through
  const prices = t.match(new RegExp(MONEY.source, 'g'))?.length ?? 0;
  return (s.headings < 2 && prices < 2) || !holdsItems(el, text);
}


/** a parent that holds a list: ul/ol, named for a list, or named for its card in the plural ("books" > "book") */
function listLike(parent: Element, card: Element): boolean {
  const names = `${parent.attribs?.class ?? ''} ${parent.attribs?.id ?? ''}`;
  if (/^(ul|ol)$/i.test(parent.tagName) || LIST_NAMES.test(`${names} ${card.attribs?.class ?? ''}`)) return true;
  const own = (card.attribs?.class ?? '').split(/\s+/).filter((c) => c.length > 2);
  return own.some((c) => names.toLowerCase().split(/[\s_-]+/).some((n) => n === `${c.toLowerCase()}s` || n === `${c.toLowerCase()}es`));
}

export interface SmallList {
  parent: Element;
  members: Element[];
}

/**
 * Lists of one or two cards: from each item name (a heading, a title link) up through the boxes that
 * hold no other name, every box that is a card and, with its siblings of the same kind (one or two),
 * most of its parent's children; a single card also needs a list-like parent or name.
 */
export function smallLists($: CheerioAPI, text: (el: Element) => string, signature: (el: Element) => string): SmallList[] {
  const anchors: Element[] = [];
  const collect = (el: Element, inNamed: boolean): void => {
    for (const c of el.children) {
      if (c.type !== 'tag') continue;
      const k = c as Element;
      const tag = k.tagName.toLowerCase();
      if (/^(script|style|noscript|svg|template|head)$/.test(tag)) continue;
      const named = NAME_CLASS.test(k.attribs.class ?? '');
      if (/^h[2-6]$/.test(tag) || k.attribs.itemprop === 'name' || (tag === 'a' && (named || inNamed))) anchors.push(k);
      collect(k, named);
    }
  };
  const root = $.root()[0] as unknown as Element;
  collect(root, false);
  const isAnchor = new Set(anchors);
  const names = new Map<Element, number>();
  const outer = anchors.filter((a) => {
    for (let p = a.parent; p && p.type === 'tag'; p = p.parent) if (isAnchor.has(p as Element)) return false;
    return true;
  });
  for (const a of outer) for (let p = a.parent; p && p.type === 'tag'; p = p.parent) names.set(p as Element, (names.get(p as Element) ?? 0) + 1);
  const out: SmallList[] = [];
  const chrome = new Map<Element, boolean>();
  const seen = new Set<string>();
  const ids = new Map<Element, number>();
  const idOf = (el: Element): number => {
    if (!ids.has(el)) ids.set(el, ids.size);
    return ids.get(el)!;
  };
  for (const a of outer) {
    for (let cur: Element = a; cur.parent && cur.parent.type === 'tag' && (names.get(cur.parent as Element) ?? 0) <= 2; cur = cur.parent as Element) {
      const parent = cur.parent as Element;
      if (/^(body|html|main)$/i.test(parent.tagName) || text(cur).length > 800) break;
      const key = `${idOf(parent)}:${signature(cur)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const kids = parent.children.filter((c): c is Element => c.type === 'tag' && !/^(script|style|noscript|template|br|hr|input|button)$/i.test((c as Element).tagName));
      const alike = kids.filter((k) => signature(k) === signature(cur));
      if (alike.length === 0 || alike.length > 2 || alike.length * 2 < kids.length || !alike.every((el) => cardLike(el, text, chrome))) continue;
      if (alike.length === 1 && !listLike(parent, alike[0])) continue;
      out.push({ parent, members: alike });
    }
  }
  return out;
}
