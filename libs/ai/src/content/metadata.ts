// A page's title, author and published date, each from its most trusted source first: structured
// data, then meta tags, then what the page shows (its heading, byline and time elements).
import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { readJsonLd, readMeta, typeNames, type Thing } from '../local/structured.js';
import { leadingPiece, siteNamesOf, stripSiteName } from './site-name.js';
import { elementText } from '../local/text.js';
import { withoutBylineRole } from '../local/byline-role-labels.js';
import { WRITER_ROLES } from '../local/byline-roles.js';

export interface PageMetadata {
  title: string | null;
  byline: string | null;
  published_time: string | null;
  /** names that are the site's or an organisation's, never an author (squashed: lower case, letters and digits) */
  notAuthors: string[];
}

export const squashName = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function organisationNames(things: Thing[]): string[] {
  const out: string[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!v || typeof v !== 'object') return;
    const t = v as Thing;
    if (typeNames(t).some((x) => /organization|corporation|website/.test(x)) && typeof t.name === 'string') out.push(squashName(t.name));
    for (const key of ['author', 'publisher', 'creator']) if (t[key]) visit(t[key]);
  };
  things.forEach(visit);
  return out;
}

const clean = (s: string | null | undefined): string | null => {
  const t = (s ?? '').replace(/\s+/g, ' ').trim();
  return t || null;
};

const CREATIVE = /(article|posting|blogposting|newsarticle|report|qapage|question|recipe|howto|product|event|course|videoobject|scholarlyarticle|techarticle|review)$/;

function mainThings(things: Thing[]): Thing[] {
  return things.filter((t) => typeNames(t).some((x) => CREATIVE.test(x)));
}

/** "A", "A and B", "A, B, and C" */
function listOf(names: string[]): string | null {
  if (names.length <= 2) return names.join(' and ') || null;
  return `${names.slice(0, -1).join(', ')}, and ${names[names.length - 1]}`;
}

/** a person's name from a schema.org author: organisations are publishers, not authors */
function nameOf(value: unknown): string | null {
  if (typeof value === 'string') return /^https?:/.test(value) ? null : clean(value);
  if (Array.isArray(value)) return listOf(value.map(nameOf).filter((n): n is string => !!n));
  if (value && typeof value === 'object') {
    const v = value as Thing;
    if (typeNames(v).some((x) => /organization|corporation|newsmediaorganization|website/.test(x))) return null;
    return nameOf(v.name);
  }
  return null;
}

// what a byline element holds besides a name: labels, counts, rights
const NOT_A_NAME = /^(written by|author|authors|by|posted by|editor|staff|admin|administrator)$|©|\bcopyright\b|\d{4}|^(share|posted|published|updated)\b/i;

export function pageMetadata($: CheerioAPI, url: string, region: AnyNode): PageMetadata {
  const things = readJsonLd($);
  const meta = readMeta($);
  const main = mainThings(things);
  const author = authorOf($, main, meta);
  // the site's own name in the author's place is its publisher
  // the site's declared names and organisations; not its host (a personal site's host is its author's name)
  const notAuthors = [...[...(meta.get('og:site_name') ?? []), ...(meta.get('application-name') ?? [])].map(squashName), ...organisationNames(things)];
  const byline = author && !notAuthors.includes(squashName(author)) ? author : null;
  return { title: titleOf($, url, region, things, meta), byline, published_time: dateOf($, main, meta), notAuthors };
}

// forum software's words before a thread's title
const TITLE_PREFIX = /^(thread|topic|view topic|re|subject|discussion)\s*[:\-–]\s*/i;

/**
 * The head's title (og:title, twitter:title, <title>) without the site's name or a forum's prefix:
 * it names the page as its authors meant it in search results and tabs. Without one, the main
 * region's first h1. (Measured on wcxb_dev: the head first 0.69 exact, the h1 first 0.68, the h1
 * when the two disagree 0.67.)
 */
function titleOf($: CheerioAPI, url: string, region: AnyNode, things: Thing[], meta: Map<string, string[]>): string | null {
  const names = siteNamesOf(meta, things, url);
  for (const raw of [...(meta.get('og:title') ?? []), ...(meta.get('twitter:title') ?? []), $('title').first().text()]) {
    const t = clean(raw)?.replace(TITLE_PREFIX, '');
    const stripped = t ? stripSiteName(t, names) : null;
    if (stripped) return stripped === t ? leadingPiece(stripped) : stripped;
  }
  return [...$(region).find('h1').toArray(), ...$('h1').toArray()]
    .map((el) => clean(elementText(el))?.replace(TITLE_PREFIX, '') ?? null)
    .find((t): t is string => !!t && t.length <= 300 && stripSiteName(t, names) !== null) ?? null;
}

const BYLINE = '[rel="author"], [itemprop="author"], .author, .byline, .author-name, .post-author, .entry-author, [class*="byline" i]';

function authorOf($: CheerioAPI, main: Thing[], meta: Map<string, string[]>): string | null {
  for (const t of main) {
    const n = nameOf(t.author) ?? nameOf(t.creator);
    if (n) return n;
  }
  for (const key of ['author', 'article:author', 'parsely-author', 'sailthru.author', 'dc.creator', 'byl']) {
    for (const v of meta.get(key) ?? []) {
      const n = nameOf(v);
      if (n && n.length <= 100) return n.replace(/^by\s+/i, '');
    }
  }
  for (const el of $(BYLINE).toArray().slice(0, 5)) {
    const text = clean($(el).find('[itemprop="name"]').first().text()) ?? clean($(el).text());
    // a role's label glued before the name, in any language ("Recept: X", "Words: X", "Text: X"): only a role word,
    // so "Jane Doe: Editor" keeps its name, and a name has no colon: what follows one after it is its role
    const n = (text && withoutBylineRole(text))
      // (the writer's roles before its "by", "Words and bakes by X": byline-roles.ts)
      ?.replace(new RegExp(`^(${WRITER_ROLES}|published)?\\s*by\\s*:?\\s+`, 'i'), '')
      .replace(/\s*[|·•,:：]\s*.*$/, '')
      .replace(/\s+\d[\d,.]*$/, '')
      .trim();
    if (n && n.length >= 3 && n.length <= 60 && !NOT_A_NAME.test(n)) return n;
  }
  return null;
}

function dateOf($: CheerioAPI, main: Thing[], meta: Map<string, string[]>): string | null {
  for (const t of main) {
    for (const key of ['datePublished', 'dateCreated', 'uploadDate']) {
      const v = t[key];
      if (typeof v === 'string' && clean(v)) return clean(v);
    }
  }
  for (const key of ['article:published_time', 'og:published_time', 'published_time', 'datepublished', 'date', 'dc.date', 'dc.date.issued', 'pubdate', 'publish-date', 'publish_date', 'sailthru.date', 'parsely-pub-date', 'article.published']) {
    const v = meta.get(key)?.[0];
    if (v && Number.isFinite(Date.parse(v))) return v;
  }
  const itemprop = $('[itemprop="datePublished"]').first();
  const ip = clean(itemprop.attr('datetime') ?? itemprop.attr('content') ?? itemprop.text());
  if (ip) return ip;
  const time = $('article time[datetime], main time[datetime], time[datetime]').first().attr('datetime');
  return clean(time);
}
