// The main item's title: its structured name, the page's h1 (the title part of it when the h1 also
// holds the format: "The Cartographer's Daughter Paperback – 4 May 2022"), a heading the head's
// title repeats, the most prominent heading or banner when the head's title is none the page shows,
// or the head's title without the site's name and "by <author> (<format>)" tails.
import { focusCardTitle } from './focus-card.js';
import type { Element } from 'domhandler';
import type { Page } from './page.js';
import type { Thing } from './structured.js';
import { atPath } from './structured-fields.js';
import { visibleClean } from './item-labels.js';
import { withoutSiteName } from './page-title.js';
import { FORMAT_WORDS } from './item-format.js';
import { siteNamesOf } from '../content/site-name.js';
import { prominentTitle } from './title-prominence.js';
import { labelsAnItem } from './item-facts.js';
import { eventPage } from './event-page.js';
import { escapeRegExp } from './regex-escape.js';
import { titlePart } from './title-parts.js';
import { squash } from './text.js';
import { withoutResponsibility } from './responsibility-statement.js';

const FORMAT_TAIL = new RegExp(`\\s+\\(?(?:${FORMAT_WORDS})\\)?(?:\\s*[–—-]\\s*.*)?$`, 'i');
// a cataloguer's separator that ends a title before the statement of responsibility or subtitle: "The glass meridian /"
const ISBD_TAIL = /\s+[/:;=]$/;
const PIECES = /\s+[|·•–—-]\s+|\s*[|]\s*|\s*:\s+/;

function siteNames(page: Page): string[] {
  return page.remember('siteNames', () => siteNamesOf(page.meta, page.things, page.url));
}

function credible(page: Page, text: string): boolean {
  const s = squash(text);
  return s.length >= 2 && text.length <= 250 && !siteNames(page).includes(s);
}

function fromThing(thing: Thing | null): string | null {
  for (const key of ['name', 'title', 'headline']) {
    for (const v of thing ? atPath(thing, key) : []) if (typeof v === 'string' && visibleClean(v)) return visibleClean(v);
  }
  return null;
}

function fromH1(page: Page): string | null {
  const $ = page.$;
  for (const h of $('h1').toArray()) {
    // the page's banner (a header with a menu) holds the site's h1; a posting's own <header> holds the item's
    const header = $(h).closest('header');
    if ($(h).closest('nav,footer,aside').length || (header.length && (header.find('nav').length || header.find('a').length >= 3)) || siteHeading(page, h)) continue;
    // the h1's title part when it is two parts (the series, then the title)
    const part = titlePart(page, h);
    if (part) return part;
    // the title's own element inside the h1 (<span id="productTitle">), not the format beside it
    const own = $(h).find('[id*="title" i],[class*="title" i]').filter((_, e) => !/sub/i.test(`${$(e).attr('id') ?? ''} ${$(e).attr('class') ?? ''}`)).first();
    const text = visibleClean((own.length ? own : $(h)).text()).replace(FORMAT_TAIL, '').replace(ISBD_TAIL, '');
    // a catalogue heading's "Title / Author.": the title only (responsibility-statement.ts)
    const titleOnly = withoutResponsibility(text);
    if (titleOnly !== text && credible(page, titleOnly)) return titleOnly;
    if (credible(page, text)) return text;
  }
  return null;
}

const FORMAT_PIECE = new RegExp(`^\\(?(?:${FORMAT_WORDS})\\)?(?:\\s+edition)?$`, 'i');

/** "X - Paperback - Shop": a piece that is only the format ends the item's part; what follows is the shop's */
function beforeFormatPiece(title: string): string {
  const parts = title.split(/(\s+[|·•–—-]\s+)/);
  for (let i = 2; i < parts.length; i += 2) if (FORMAT_PIECE.test(parts[i].trim())) return parts.slice(0, i - 1).join('');
  return title;
}

/** "The Salt Orchard by Mara Quill (Hardcover): Paperback Alley" -> "The Salt Orchard"; "X - Paperback - Shop" -> "X" */
export function cleanHeadTitle(page: Page, title: string): string | null {
  let t = beforeFormatPiece(visibleClean(title));
  const byTail = new RegExp(`\\s+by\\s+.+?\\s*\\((?:${FORMAT_WORDS})\\).*$`, 'i');
  if (byTail.test(t)) t = t.replace(byTail, '');
  t = t.replace(new RegExp(`\\s*\\((?:${FORMAT_WORDS})\\)`, 'i'), '');
  const stripped = withoutSiteName(page, t);
  return stripped && credible(page, stripped) ? stripped : null;
}

/** a heading (h2, h3) that is one piece of the head's title: the item on pages without an h1 */
function headingInTitle(page: Page, headTitle: string): string | null {
  const pieces = new Set([headTitle, ...headTitle.split(PIECES)].map(squash).filter((p) => p.length >= 3));
  for (const h of page.$('h2,h3').toArray()) {
    if (page.$(h).closest('header,nav,footer,aside').length) continue;
    const text = visibleClean(page.$(h).text());
    if (pieces.has(squash(text)) && credible(page, text)) return text;
  }
  return null;
}

/** the page's own text, lower case, outside its banner, menus, sidebars and footer (where the site's name is shown) */
function ownText(page: Page): string {
  return page.remember('ownText', () => {
    const $ = page.$;
    const body = $('body').clone();
    body.find('header,nav,footer,aside,script,style,template,noscript').remove();
    return visibleClean(body.text()).toLowerCase();
  });
}
/** whether the page's own text shows the title or one of its pieces (a word or more, not inside a longer word) */
function shown(page: Page, title: string): boolean {
  const text = ownText(page);
  return [title, ...title.split(PIECES)].map((p) => visibleClean(p).toLowerCase()).filter((p) => squash(p).length >= 4)
    .some((p) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(p)}($|[^\\p{L}\\p{N}])`, 'u').test(text));
}

/** a link to a site's home page ("/", "https://host/"): what a banner's name or logo links to */
const homeLink = (page: Page, href: string | undefined): boolean => {
  try {
    return !!href && new URL(href, page.url).pathname.replace(/\/(index\.\w+)?$/, '') === '';
  } catch {
    return false;
  }
};

/** every h1 of the page is the site's own name: a name the site goes by (its Organization, og:site_name), or all a link home */
const siteH1 = (page: Page): boolean => page.$('h1').toArray().every((h) => siteHeading(page, h));

/** a heading that is the site's name: one it goes by, or all of it a link home */
function siteHeading(page: Page, h: Element): boolean {
  const text = squash(visibleClean(page.$(h).text()));
  const home = page.$(h).find('a').filter((_, a) => homeLink(page, page.$(a).attr('href')));
  return siteNames(page).includes(text) || (home.length > 0 && squash(visibleClean(home.text())) === text);
}

export function itemTitle(page: Page, thing: Thing | null): string | null {
  return page.remember('itemTitle', () => {
    const named = fromThing(thing);
    if (named && credible(page, named)) return named;
    // a listing opened on one card (focus-card.ts): the card's heading, not the listing's h1
    const opened = labelsAnItem(page) || eventPage(page, thing) ? focusCardTitle(page) : null;
    if (opened) return opened;
    const h1 = fromH1(page);
    if (h1) return h1;
    const head = visibleClean(page.$('title').first().text());
    const heading = head ? headingInTitle(page, head) : null;
    if (heading) return heading;
    // a head title the page never shows ("Foundry Hall Presents"): the most prominent heading or banner names the item
    const cleanHead = [...(page.meta.get('og:title') ?? []), head].map((t) => (t ? cleanHeadTitle(page, t) : null)).find(Boolean) ?? null;
    // only on a page with no h1 at all (one the site's banner holds still says where the title is not), near an
    // item's facts (labels of an item, an event's doors or tickets): elsewhere a page without an h1
    // (a blog's home, a shop's category) has no one item, and its head title is the better name
    // (an h1 that is only the site's name, "Crumbwise" over a recipe's h2, says no more than none: the item's title is
    // the most prominent heading under it)
    // (a head title that holds that name, "Panfire Kitchen | Weeknight recipes", names the site too, not the item)
    const site = page.$('h1').length > 0 && siteH1(page);
    const siteHead = site && !!cleanHead && page.$('h1').toArray().some((h) => squash(cleanHead).includes(squash(visibleClean(page.$(h).text()))));
    if ((!page.$('h1').length || site) && (!cleanHead || !shown(page, cleanHead) || siteHead) && (labelsAnItem(page) || eventPage(page, thing))) {
      const prominent = prominentTitle(page, (text) => credible(page, text));
      if (prominent) return prominent;
    }
    for (const t of [...(page.meta.get('og:title') ?? []), ...(page.meta.get('twitter:title') ?? []), head]) {
      const clean = t ? cleanHeadTitle(page, t) : null;
      if (clean) return clean;
    }
    return null;
  });
}
