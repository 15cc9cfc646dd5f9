// Facts about the page rather than its item: what the site calls itself, the bylines it prints, and
// how many of a kind of element its main part holds.
import type { Element } from 'domhandler';
import type { Page } from './page.js';
import { typeNames } from './structured.js';
import { cleanText } from './values.js';
import { WORK_ROLES } from './byline-roles.js';
import { imageSignals, isFurniture } from './page-images.js';

// the kinds of thing that are the site's own pages (an article, a blog post, a web page, the website)
const SITE_WRITING = /^(?:website|\w*article|\w*posting|\w*page)$/;
const SEPARATOR = /\s+[|·•–—:\/-]\s+|\s+[|·•]\s*|\s*[|·•]\s+/;

/** the names the site goes by, as written, best first: og:site_name, application-name, its WebSite or Organization, its title's other piece, its host */
export function siteNames(page: Page): string[] {
  const out = [...(page.meta.get('og:site_name') ?? []), ...(page.meta.get('application-name') ?? []), ...(page.meta.get('apple-mobile-web-app-title') ?? [])];
  for (const t of page.things) {
    if (typeNames(t).some((x) => x === 'website') && typeof t.name === 'string') out.push(t.name);
  }
  for (const t of page.things) {
    if (typeNames(t).some((x) => x === 'organization' || x === 'newsmediaorganization') && typeof t.name === 'string') out.push(t.name);
    // the publisher of the site's own pages names the site; a book's, a product's or an event's names another party
    if (!typeNames(t).some((x) => SITE_WRITING.test(x))) continue;
    const pub = (t as Record<string, unknown>).publisher as Record<string, unknown> | undefined;
    if (pub && typeof pub === 'object' && typeof pub.name === 'string') out.push(pub.name);
  }
  // "The Quiet Harbour | Paperback Alley": the piece of the head's title that is not the item's
  const title = cleanText(page.$('title').first().text());
  // "The Salt Road by Maren Holt (Hardcover): Larkspur Books": a colon after a closing bracket separates too
  const pieces = title.split(new RegExp(`${SEPARATOR.source}|(?<=\\))\\s*:\\s+`)).map((p) => p.trim()).filter(Boolean);
  if (pieces.length >= 2) {
    const h1 = cleanText(page.$('h1').first().text()).toLowerCase();
    const others = pieces.filter((p) => !h1 || (!h1.includes(p.toLowerCase()) && !p.toLowerCase().includes(h1)));
    const last = others[others.length - 1];
    if (last && last.length <= 40) out.push(last);
  }
  // the link home in the page's header (or all of an h1: the banner's name): its text or its logo's alt
  // (a jobs or shop subdomain's header links home to the parent site's root: "https://www.uni.example/")
  const rootLink = (_: number, el: Element): boolean => /^(?:https?:)?\/\/[^/?#]+\/?$/.test(page.$(el).attr('href') ?? '');
  const rooted = page.$('header a[href], [class*="header" i] a[href]').slice(0, 20).filter(rootLink);
  const own = page.$('header a[href="/"], [class*="header" i] a[href="/"], h1 > a[href="/"]:only-child, a[class*="logo" i], [class*="logo" i] a').first();
  const home = own.length ? own : rooted.first();
  const homeName = cleanText(home.text()) || cleanText(home.find('img[alt]').first().attr('alt') ?? '');
  if (homeName && homeName.length <= 40 && !/^home$/i.test(homeName)) out.push(homeName);
  const copyright = /©\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?\s*)?([A-Z][\p{L}\p{N}&.' -]{1,40}?)(?:[.,|]|\s+All\b|\s*$)/u.exec(cleanText(page.$('footer').last().text()));
  if (copyright) out.push(copyright[1].trim());
  try {
    out.push(new URL(page.url).hostname.replace(/^www\./, ''));
  } catch {
    /* no host */
  }
  return [...new Set(out.map((s) => cleanText(s)).filter((s) => s.length > 1))];
}

// "by Ines Calder", "By Ann Lee and Tom Roe", "Written by Ann Lee · 4 min read"
// the writer's roles before its "by" ("Words and bakes by X"): left off before the name is read
const ROLES_BEFORE_BY = new RegExp(`^${WORK_ROLES}\\s+(?=by\\s)`, 'i');
const BYLINE = /^[Bb][Yy]\s+((?:[\p{Lu}][\p{L}.'’-]*\.?\s*){1,4}(?:(?:,|;|&|and)\s*(?:[\p{Lu}][\p{L}.'’-]*\.?\s*){1,4})*)/u;

/** people named in the page's bylines: elements named author or byline, and short lines that start with "by" */
export function bylines(page: Page): string[] {
  return page.remember('bylines', () => {
    const $ = page.$;
    const out: string[] = [];
    $('[class*="byline" i],[class*="author" i],[rel="author"],[itemprop="author"]').each((_, el) => {
      if ($(el).closest('nav,footer,header,[class*="comment" i],[class*="related" i]').length) return;
      const t = cleanText($(el).text());
      if (!t || t.length > 80) return;
      const m = BYLINE.exec(t.replace(ROLES_BEFORE_BY, ''));
      out.push(m ? m[1].trim() : t);
    });
    // short elements whose text starts with "by": found from their first text node, so big containers are never read whole
    $('p,span,div,li,address,small,em,a').each((_, el) => {
      if (out.length >= 6) return false;
      const node = el as Element;
      const first = node.children.find((c) => c.type !== 'text' || cleanText((c as unknown as { data: string }).data));
      if (!first || first.type !== 'text' || !/^by\b/i.test((first as unknown as { data: string }).data.trimStart().replace(ROLES_BEFORE_BY, ''))) return undefined;
      const t = cleanText($(node).text());
      if (t.length < 5 || t.length > 90) return undefined;
      if ($(node).closest('nav,footer,[class*="comment" i]').length) return undefined;
      const m = BYLINE.exec(t.replace(ROLES_BEFORE_BY, ''));
      if (m) out.push(m[1].replace(/\s*(?:,|;|&|and)\s*$/, '').trim());
      return undefined;
    });
    return [...new Set(out.filter((s) => s && !/^by$/i.test(s)))];
  });
}

/** how many of an element (images, links) the page's main part holds: its article or main element, else the body without its chrome */
export function countIn(page: Page, selector: string): number {
  const $ = page.$;
  const scope = $('article').first().length ? $('article').first() : $('main').first().length ? $('main').first() : $('body');
  const chrome = (el: Element): boolean => {
    for (let n: Element | null = el; n && n.type === 'tag'; n = n.parent as Element | null) {
      if (/^(nav|footer|header|aside)$/i.test(n.tagName) || n.attribs.hidden !== undefined || n.attribs['aria-hidden'] === 'true') return true;
    }
    return false;
  };
  // photos: the page's pictures, not its logo, icons, avatars or tracking pixels (page-images.ts)
  return scope.find(selector).filter((_, el) => (selector === 'img' ? !isFurniture(imageSignals(page, el)) : !chrome(el as Element))).length;
}
