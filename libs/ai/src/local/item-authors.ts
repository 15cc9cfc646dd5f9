// The people who made the page's main item: its structured author, an "Author:" label, a byline near
// it ("by X; Y", "By X and Y", "Recipe by X · 3 Feb"), a contributor list with roles ("X (Author),
// Y (Translator)": the authors only), or the head title's "<title> by <author> (<format>)" tail.
import type { AnyNode, Element, Text } from 'domhandler';
import type { Page } from './page.js';
import { typeNames, type Thing } from './structured.js';
import { atPath } from './structured-fields.js';
import { labelValues, visibleClean, visibleLines } from './item-labels.js';
import { FORMAT_WORDS } from './item-format.js';
import { MAKING, WRITER_ROLES } from './byline-roles.js';
import { creditsOf, roleNamed, type Credit, type CreditRole } from './item-credits.js';
import { titleLines } from './title-lines.js';
import { labelsAnItem, postedAgent } from './item-facts.js';
import { dateIn } from './item-dates.js';
import { ENGLISH_MONTH_STEMS, ENGLISH_WEEKDAY_STEMS } from './month-names.js';
import { squash } from './text.js';
import { labelAlternatives, labelPattern, labelWords } from './label-languages.js';

// a catalogue's "Main Author" (its added entries, "Other Authors", are not the work's writers)
const AUTHOR_LABEL = labelPattern('author', 'author|authors|author\\(s\\)|main authors?|primary authors?|by|written by|writer|words|words and recipe|recipe by');
// a catalogue's heading, inverted with the life dates after it: "Bramwell, Edith, 1968-", "Okafor, Ngozi, 1950-2019."
const INVERTED_HEADING = /^(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?),\s+(\p{Lu}[\p{L}.'’ -]{0,40}?),\s+(?:b\.\s*)?\d{4}\s*[-–](?:\s*\d{4})?\.?$/u;
// a name inverted without life dates, one word each side of the comma (a given name's initial allowed): "Ferriter, Colm", "Okafor, Ngozi A."
const INVERTED_NAME = /^(\p{Lu}\p{Ll}[\p{L}'’-]+),\s+(\p{Lu}\p{Ll}[\p{L}'’-]*(?:\s+\p{Lu}\.)?)$/u;
// what opens a byline's text: "by", "written by", "posted by" (or another verb of posting, item-credits.ts), "words by",
// "recipe by", "words and recipe:"
const BYLINE_START = new RegExp(`^(?:${WRITER_ROLES}\\s+)?(?:${MAKING}\\s+)?by\\s+|^(?:words(?:\\s+and\\s+\\w+)?|recipe|author)\\s*:\\s*`, 'i');
const ROLE = /\(\s*([^)]{2,30})\s*\)/;
const PRODUCT_ONLY = /^(product|productgroup|productmodel|individualproduct|offer|vehicle|car)$/;
const AUTHOR_ROLE = new RegExp(`author|writer|${labelAlternatives('author')}`, 'iu');
// class names in the table's other-language author words ("autore", "autori", "autor", "auteur"), by their stems
const AUTHOR_CLASSES = [...new Set(labelWords('author').filter((w) => !/\s/.test(w)).map((w) => w.replace(/(e|in|es|i)$/, '')))].filter((w) => w.length >= 4).map((w) => `[class*="${w}" i]`).join(',');
// where other items' bylines live: related products, comments, footers
const ELSEWHERE = 'nav,footer,aside,header,[class*="related" i],[class*="similar" i],[class*="recommend" i],[class*="comment" i],[class*="review" i],[class*="promo" i],[class*="more" i],[id*="comment" i]';

// words of names ("van", "de") that are not capitalised, and words no person is called
const PARTICLE = /^(van|von|de|der|den|del|della|da|di|du|la|le|bin|ibn|al|y|e|dos|das|ter|ten)$/;
const NOT_A_NAME = /\b(terms|privacy|policy|notice|conditions|cookies?|account|reviews?|subscribe|newsletter|clicking|signing|continuing|using|registering|submitting|name|abstract|countries|enterprise|research|designs?|store|shop|team|staff|inc|ltd|llc|gmbh|editors?|admin)\b/i;

// a title before a name ("Prof. Alan J. Whitcombe", "Dr Priya Natarajan", "Dra. Lívia Sant'Anna") is no part of
// it; kept where only one word follows, since then it is the name ("Dr Seuss")
const HONORIFIC = /^(?:prof(?:essor)?|dr|dra|mr|mrs|ms|mx|dott|dott\.ssa|sr|sra|mme|herr|frau)\.?\s+(?=\S+\s+\S)/iu;

/** a person's name as written: capitalised words (two or more from text), no dates, counts or page words */
function asName(text: string, fromText = false): string | null {
  const t = text.replace(ROLE, '').replace(/^[\s,;:·|–—-]+|[\s,;:·|–—.(-]+$/g, '').trim().replace(HONORIFIC, '');
  // digits, handles, links, trademarks and glued words ("CollectionCompressionSport") are no one's name
  if (!t || t.length > 60 || /\d|[@/()®™©]/.test(t) || /\p{Ll}\p{Lu}.*\p{Ll}\p{Lu}/u.test(t)) return null;
  const parts = t.split(/\s+/);
  if (parts.length > 5 || !/^\p{Lu}/u.test(t)) return null;
  if (fromText && (parts.length < 2 || NOT_A_NAME.test(t) || parts.some((w) => !/^[\p{Lu}]/u.test(w) && !PARTICLE.test(w)))) return null;
  return t;
}

// what joins names in a byline: "and", "with" and their words in the label languages ("avec", "et", "mit", "und")
const AND_WORDS = 'and|et|und|with|avec|mit|con|met';
const NAME_LINK = new RegExp(`\\s*(?:;|,|&|\\b(?:${AND_WORDS})\\b)\\s*`);
// co-authors after the first name, in brackets: "X (avec Y et Z)", "X (with Y and Z)": the brackets are no role
const CO_AUTHORS = /\s*\(\s*(?:with|avec|mit|con|met)\s+([^()]{3,120})\)/iu;

/** "X; Y", "X, Y and Z", "X & Y": the names, cut where the byline goes on to a date, a site or a count; [] when a piece is no name */
export function splitNames(text: string, fromText = false): string[] {
  const inverted = INVERTED_HEADING.exec(text.trim());
  if (inverted) return [`${inverted[2]} ${inverted[1]}`];
  // two single words about one comma are one name, surname first ("Ferriter, Colm"): no writer is credited by one word
  const surnameFirst = INVERTED_NAME.exec(text.trim());
  if (surnameFirst) return [`${surnameFirst[2]} ${surnameFirst[1]}`];
  // (a byline goes on "for" whom the work was made: "by Olu Adeyemi for the Greenbasket Kitchen")
  const head = text.split(/\s+[·|•–—]\s+|\s+-\s+|\s*\|\s*|,?\s+(?:on|published|updated|posted|for)\b|\s+\d/i)[0];
  // "Hal Moreno, Ada Li (Illustrator)": a piece whose role is not an author's is someone else
  const pieces = head.replace(new RegExp(CO_AUTHORS.source, 'giu'), ', $1').split(NAME_LINK).filter((p) => p.trim() && !(ROLE.test(p) && !AUTHOR_ROLE.test(ROLE.exec(p)![1])));
  const names = pieces.map((p) => asName(p, fromText));
  // "by clicking Sign up, I accept ...": one piece that is no name makes the whole line no byline
  return fromText && names.some((n) => n === null) ? [] : names.filter((n): n is string => n !== null);
}

/** a byline naming co-authors after a "with" word ("X (avec Y et Z)", "X, mit Y und Z"): each name; [] for any other line */
export function coAuthorNames(text: string): string[] {
  if (text.length > 400 || !CO_AUTHORS_AFTER.test(text)) return [];
  const names = splitNames(text);
  return names.length > 1 ? names : [];
}
const CO_AUTHORS_AFTER = /[(,]\s*(?:with|avec|mit|con|met)\s+\p{Lu}/u;

function thingAuthors(thing: Thing | null): string[] {
  if (!thing) return [];
  const names: string[] = [];
  for (const v of atPath(thing, 'author')) {
    const name = typeof v === 'string' ? v : v && typeof v === 'object' ? (v as Record<string, unknown>).name : null;
    if (typeof name !== 'string' || !name.trim()) continue;
    // a linked name in microdata reads as its link (/author/sam-okoro): not a name
    names.push(...(typeof v === 'string' ? splitNames(name.trim()) : [asName(name)].filter((n): n is string => n !== null)));
  }
  return names;
}

/** "Leena Osei (Author), Tomas Brandt (Translator)": each person with the role named beside them */
function contributorList(text: string): Credit[] {
  const out: Credit[] = [];
  for (const m of text.matchAll(/([^,;()]+?)\s*\(\s*([^)]{2,30})\s*\)/g)) {
    const name = asName(m[1], true);
    const role = roleNamed(m[2]);
    if (name && role) out.push({ name, role });
  }
  return out;
}

const authorsOf = (credits: Credit[]): string[] => credits.filter((c) => c.role === 'author').map((c) => c.name);

// the words that open a page's date of a post ("Posted on", "Written"): the one who posted it follows as "by X";
// an "Updated ... by" names an editor, and a book's "Published 2 May 2024 by Harrow House" its publisher
const DATED = /^\s*(?:(?:posted|written|added|shared|submitted)(?:\s+on)?\s*:?\s+)?/i;
// the words a date is written in: weekdays, months, numbers and the few words between them
const DATE_WORDS = new RegExp(`\\b(${ENGLISH_WEEKDAY_STEMS.join('|')})[a-z]*\\b|\\b(${ENGLISH_MONTH_STEMS.join('|')})[a-z]*\\b|\\d+(st|nd|rd|th)?|\\b(of|the|at)\\b|[\\s,./:-]+`, 'gi');

/** "Posted on Sunday 11th January 2026 by X": the text from its "by" when a date (and its opener) is all that comes before; else null */
function datedBy(text: string): string | null {
  const at = text.search(/\sby(?:\s|$)/i);
  if (at <= 0 || at > 80) return null;
  const before = text.slice(0, at).replace(DATED, '').replace(/[\s,·|–—-]+$/, '');
  if (!before || /updated|modified|edited|published|released/i.test(text.slice(0, at))) return null;
  // the date is all of it: nothing but the date's own words and numbers is left once the date is taken out
  if (!dateIn(before)) return null;
  const rest = before.replace(DATE_WORDS, '');
  return rest ? null : text.slice(at).trimStart();
}

/** bylines and contributor lists in the page's order, outside other items' boxes */
function bylines(page: Page): Credit[][] {
  return page.remember('itemBylines', () => bylinesOf(page));
}

function bylinesOf(page: Page): Credit[][] {
  const $ = page.$;
  const found: Credit[][] = [];
  const seen = new Set<Element>();
  const walk = (node: AnyNode): void => {
    if (found.length >= 3) return;
    if (node.type === 'text') {
      // a byline after the item's date ("Posted on Sunday 11th January 2026 by Ruth Adeyemi") opens at its "by"
      const dated = datedBy((node as Text).data);
      const data = visibleClean(dated ?? (node as Text).data);
      const opens = BYLINE_START.test(data) || /^by$/i.test(data);
      const role = ROLE.exec(data);
      if (!opens && !(role && AUTHOR_ROLE.test(role[1]))) return;
      // the block holding the whole byline: climb out of inline wrappers (<span class="contribution">)
      let el = node.parent as Element | null;
      while (el && el.type === 'tag' && /^(span|a|b|strong|em|i|small)$/i.test(el.tagName) && el.parent && (el.parent as Element).type === 'tag') el = el.parent as Element;
      if (!el || el.type !== 'tag' || seen.has(el) || $(el).closest(ELSEWHERE).length) return;
      seen.add(el);
      // its lines kept: a <br> ends a credit ("Words by X & Y<br>Pictures by Z")
      const whole = visibleLines($(el).text());
      const text = dated === null ? whole : (datedBy(whole) ?? whole);
      if (text.length > 200) return;
      // "By X, translated by Y": the credits line read by roles; "X (Author), Y (Translator)" by the roles beside names
      const credits = opens && BYLINE_START.test(text) ? (creditsOf(text)?.credits ?? []) : contributorList(text);
      if (authorsOf(credits).length) found.push(credits);
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root') return;
    if (node.type === 'tag' && /^(script|style|noscript|head|svg|template|nav|footer)$/i.test((node as Element).tagName)) return;
    for (const c of (node as Element).children ?? []) walk(c);
  };
  walk($.root()[0] as unknown as AnyNode);
  return found;
}

/** an element named for the author ("ContributorLink__name", itemprop="author") in the h1's block: the item's, not a listing's posters */
function namedAuthors(page: Page): string[] {
  const $ = page.$;
  const h1 = $('h1').filter((_, h) => $(h).closest('header,nav,footer,aside').length === 0).first();
  if (!h1.length) return [];
  // the h1's block: three levels up at most, and not the whole body
  let block = h1.parent();
  for (let i = 0; i < 2 && block.parent().length && !/^(body|html|main)$/i.test(block.parent().prop('tagName') ?? ''); i++) block = block.parent();
  const names: string[] = [];
  // (the class in English or another label language's word: "autore", "autor", "auteur")
  const named = `[itemprop="author"],[class*="author" i],[class*="contributor" i],${AUTHOR_CLASSES}`;
  // co-authors each in an element of their own ("di <span class=autore>X</span> e <span class=autore>Y</span>"):
  // the first named one and those beside it under the same parent
  let parent: AnyNode | null = null;
  block.find(named).slice(0, 50).each((_, el) => {
    if (parent && el.parent !== parent) return false;
    if ($(el).closest(ELSEWHERE).length) return undefined;
    const t = visibleClean($(el).text());
    // an author element around a named one: its own line only when it names co-authors beside it
    // ("<span itemprop=author><a class=auteur>X</a> (avec Y et Z)</span>"), else the inner one is read
    const coAuthors = CO_AUTHORS.test(t);
    if (!t || t.length > (coAuthors ? 160 : 80) || ($(el).find(named).length && !coAuthors)) return undefined;
    const found = splitNames(t.replace(BYLINE_START, ''), true);
    if (found.length) {
      names.push(...found.filter((n) => !names.includes(n)));
      parent = el.parent;
    }
    return undefined;
  });
  return names;
}

/** "<title> by <authors> (<format>)" in the head's title: the format says it is a byline, not "Stand by Me" */
export function titleTailAuthors(headTitle: string): string[] {
  const m = new RegExp(`\\s+by\\s+(.+?)\\s*\\((?:${FORMAT_WORDS})\\)`, 'i').exec(headTitle);
  return m ? splitNames(m[1], true) : [];
}

// an element whose name says it holds the item's people
const PEOPLE_NAMED = /author|byline|contributor|credit|writer/i;

/**
 * A credits line beside the title without a "by" ("Ilse Brandt; translated from the German by Colm
 * Ferris"): read when a role phrase marks it, its element is named for its people, or the head's title
 * repeats a name in it (a subtitle of capitalised words is not a byline).
 */
function titleCredits(page: Page, thing: Thing | null): Credit[] {
  return page.remember('titleCredits', () => {
    // the head title's pieces but its last, which is the site's name on most pages ("Title - Author | Shop")
    const all = visibleClean(page.$('title').first().text()).split(/\s+[|·•–—-]\s+|\s*[|:]\s*/).map(squash);
    const pieces = new Set(all.length > 1 ? all.slice(0, -1) : []);
    for (const line of titleLines(page, thing)) {
      const read = creditsOf(line.text);
      if (!read) continue;
      const el = line.el;
      const named = PEOPLE_NAMED.test(`${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''} ${el.attribs?.itemprop ?? ''}`);
      // names alone count on an item page (its markup or its labels say so) whose head title repeats one
      if (read.marked || named || ((thing || labelsAnItem(page)) && read.credits.some((c) => pieces.has(squash(c.name))))) return read.credits;
    }
    return [];
  });
}

/** the main item's authors, best source first; [] when the page names none */
export function itemAuthors(page: Page, thing: Thing | null): string[] {
  return page.remember('itemAuthors', () => {
    const names = authorsFound(page, thing);
    // a home's listing "Posted by" its agent: the agent, not a writer
    const agent = names.length === 1 ? postedAgent(page, thing) : null;
    return typeof agent === 'string' && agent.toLowerCase() === names[0].toLowerCase() ? [] : names;
  });
}

/** the authors the page names for its item, before a listing's agent is set apart */
function authorsFound(page: Page, thing: Thing | null): string[] {
  const fromThing = thingAuthors(thing);
  if (fromThing.length) return fromThing;
  for (const v of labelValues(page, AUTHOR_LABEL)) {
    const names = splitNames(v, true);
    if (names.length) return names;
  }
  // a product's "by <brand>" is its maker, not an author: bylines are read for books and pages without a product
  if (thing && typeNames(thing).some((x) => PRODUCT_ONLY.test(x)) && !typeNames(thing).includes('book')) return [];
  const besideTitle = authorsOf(titleCredits(page, thing));
  if (besideTitle.length) return besideTitle;
  const lines = bylines(page);
  if (lines.length) return authorsOf(lines[0]);
  const namedEl = namedAuthors(page);
  if (namedEl.length) return namedEl;
  return titleTailAuthors(visibleClean(page.$('title').first().text()));
}

const ROLE_LABELS: Record<Exclude<CreditRole, 'author'>, RegExp> = {
  translator: /^(translator|translators|translated by|translation|translation by|übersetzer|übersetzt von|traducteur|traductor|vertaler)$/,
  editor: /^(editor|editors|edited by)$/,
  illustrator: /^(illustrator|illustrators|illustrated by|illustrations|illustrations by)$/,
  introduction: /^(foreword|foreword by|introduction|introduction by)$/,
  narrator: /^(narrator|narrated by|read by)$/,
  adapter: /^(adapted by|adapter)$/,
};

/** the item's people in one role other than its writers (the translator, the illustrator): structured, labelled, then credits lines */
export function itemContributors(page: Page, thing: Thing | null, role: Exclude<CreditRole, 'author'>): string[] {
  const structured = thing ? atPath(thing, role).map((v) => (typeof v === 'string' ? v : v && typeof v === 'object' ? (v as Record<string, unknown>).name : null)).filter((v): v is string => typeof v === 'string' && !!v.trim()) : [];
  if (structured.length) return structured.flatMap((v) => splitNames(v.trim()));
  for (const v of labelValues(page, ROLE_LABELS[role])) {
    const names = splitNames(v, true);
    if (names.length) return names;
  }
  for (const credits of [titleCredits(page, thing), ...bylines(page)]) {
    const names = credits.filter((c) => c.role === role).map((c) => c.name);
    if (names.length) return names;
  }
  return [];
}
