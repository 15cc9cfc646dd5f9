// A description that names no field but a place on the page and a look: "the big bold line at the top of the
// story", "the name under the headline", "the line with the date below the heading". Its words of place (top,
// under, after, near, above) and of appearance (big, bold, small, grey) name an element of an article or item
// page (its heading, its byline, its date line, its lead picture, its body), and the element names the field.
// A generic noun ("line", "text", "name", "bit") defers to them; a field's own noun wins ("the price under
// the title" is the price): only a head without one is read here (intent.ts).
import type { FieldKind } from './intent.js';
import type { Unit } from './noun-phrase.js';
import { GENERIC, stem, stemSet } from './lexicon.js';
import { tellingClause } from './telling-clause.js';


// nouns that say only that something is shown: the field is the element they sit in
const GENERIC_NOUNS = stemSet(['line', 'lines', 'text', 'words', 'word', 'writing', 'lettering', 'type', 'name', 'thing', 'bit', 'one', 'part', 'sentence', 'phrase', 'stuff', 'element', 'block', 'strip', 'area', 'region', 'portion', 'chunk', 'bulk']);
// a region of the page that is its main one ("the main part of the page", "the central area") is its body, not a
// line set big (the heading)
const REGIONS = stemSet(['part', 'bit', 'block', 'area', 'region', 'portion', 'chunk', 'bulk']);
const CENTRAL = stemSet(['main', 'central', 'core', 'important', 'principal', 'primary', 'biggest', 'largest', 'middle']);
// a name is a person's where it stands beside the heading or after "by"; a line or text is the heading's when big or on top
const NAME = stem('name');
const LOOKS_BIG = stemSet(['big', 'bigger', 'biggest', 'large', 'larger', 'largest', 'bold', 'bolder', 'boldest', 'heavy', 'tall', 'tallest', 'huge', 'giant', 'prominent', 'main', 'headline-sized', 'massive']);
const LOOKS_SMALL = stemSet(['small', 'smaller', 'smallest', 'little', 'lighter', 'tiny', 'grey', 'gray', 'light', 'faint', 'italic', 'muted', 'fine', 'thin']);
// where, relative to another element: after it (below, beside, following) or before it (above, over)
const AFTER = stemSet(['under', 'underneath', 'beneath', 'below', 'after', 'following', 'beside', 'besides', 'next', 'near', 'alongside', 'right', 'by']);
const BEFORE = stemSet(['above', 'over', 'before', 'preceding', 'atop']);
// the other prepositions that place it ("on the page", "at the top", "of the story")
const PLACING = stemSet(['at', 'on', 'in', 'of', 'across', 'within', 'inside']);
const TOP = stemSet(['top', 'head', 'topmost', 'uppermost', 'start', 'beginning']);
// the elements a place is given against
const HEADING = stemSet(['title', 'headline', 'heading', 'h1', 'hed', 'header']);
const BODY = stemSet(['story', 'article', 'post', 'body', 'text', 'content', 'piece', 'page', 'item', 'copy', 'essay', 'report', 'entry']);
const LOGO = stemSet(['logo', 'masthead', 'banner']);
const DATE = stemSet(['date', 'dateline', 'timestamp']);
// a line "with the date", "that shows the price": the field named in it is the line's
const DETERMINERS = stemSet(['the', 'a', 'an', 'this', 'that', 'its', 'their', 'very', 'first', 'one', 'single']);
// a clause that only says it stands there: "the name that comes after by", "the line which sits under the title"
const STANDING = stemSet(['that', 'which', 'come', 'comes', 'sit', 'sits', 'appear', 'appears', 'stand', 'stands', 'is', 'are', 'go', 'goes', 'lie', 'lies', 'printed', 'placed', 'located', 'set', 'just', 'directly', 'immediately']);
const BODY_NOUNS = stemSet(['text', 'words', 'writing']);
const NOTHING: LaidOut = { kind: null, subject: 'item' };
const HOLDING = stemSet(['with', 'has', 'have', 'having', 'contain', 'containing', 'show', 'showing', 'hold', 'holding', 'give', 'giving', 'carry', 'carrying']);

export interface LaidOut {
  /** null: a generic noun placed against an element names no field ("the bit under the headline"): not the element's either */
  kind: FieldKind | null;
  subject: 'item' | 'site';
  /** read from a clause alone, not from the element's look or place: a key that names a field outranks it */
  hint?: boolean;
}

/**
 * The field a description of where and how a value is shown names, or null when its head is a field's own
 * noun or its words name no element (`units`: the request's, noun-phrase.ts); a kind of null when a generic noun
 * is placed against an element that is not what it is
 */
export function laidOut(units: Unit[]): LaidOut | null {
  // "the big text at the top that says what the news is", "the line telling what the story is about": what tells
  // what the item is, is its heading, wherever it is placed (telling-clause.ts)
  const told = tellingClause(units);
  // (a plain "the text that says what it is about" only hints at it: a key that names a field, "summary", outranks it)
  if (told > 0) return laidOut(units.slice(0, told)) ?? (tells(units.slice(0, told)) ? { kind: 'title', subject: 'item', hint: true } : null);
  const stems = units.map((u) => u.stems.join(' '));
  // the head: the words before the first word of place or of holding (the first word is never one: "top story")
  const cut = stems.findIndex((s, i) => i > 0 && (AFTER.has(s) || BEFORE.has(s) || HOLDING.has(s) || PLACING.has(s)));
  // cut at a preposition ("at the top", "of the page"), the words up to the word of before or after only place
  // it: a noun they hold is what is named ("the name of the brand under the title" is the brand's, no byline)
  const head = units.slice(0, cut < 0 ? units.length : cut);
  const nouns = head.filter((u) => GENERIC_NOUNS.has(u.stems.join(' ')));
  // a field's own noun in the head wins ("the price under the title", "the photo at the top"), and so does any
  // other word that says what it is ("the venue name under the event title", "the shop's name at the top")
  const generic = nouns.length > 0 && head.every((u) => plain(u.stems.join(' ')));
  // "the name in the byline", "the text on the price tag": a generic noun inside an element that is a field's
  // is that field's value
  const inside = generic && cut > 0 && WITHIN.has(stems[cut]) ? container(units, cut) : null;
  if (inside) return { kind: inside, subject: 'item' };
  if (cut > 0 && PLACING.has(stems[cut]) && !placesOnly(stems, cut)) return null;
  if (!generic) return null;
  const noun = nouns[nouns.length - 1].stems.join(' ');
  const looks = head.map((u) => u.stems[0]);
  if (REGIONS.has(noun) && looks.some((s) => CENTRAL.has(s))) return { kind: 'content', subject: 'item' };
  const big = looks.some((s) => LOOKS_BIG.has(s));
  const small = looks.some((s) => LOOKS_SMALL.has(s));
  const rest = cut < 0 ? [] : stems.slice(cut);
  // "the line with the date", "the bit that shows the price": the field the held words name
  // (a name "with" something is what is named: "the name with the best rating" is no rating)
  const held = cut < 0 || noun === NAME ? null : holds(units, cut);
  if (held) return { kind: held, subject: 'item' };
  const relation = rest.find((s) => AFTER.has(s) || BEFORE.has(s));
  const after = relation !== undefined && AFTER.has(relation);
  const top = rest.some((s, i) => TOP.has(s) && i > 0);
  // the element the place is given against: the first noun after the word of place
  const against = rest.find((s, i) => i > 0 && (ELEMENT(s) || s === 'by'));
  // after "by": the byline's person
  if (against === 'by' && after) return { kind: 'author', subject: 'item' };
  if (noun === NAME) {
    // a name beside the heading or the date is the byline's; beside the logo, the site's
    if (after && against && (HEADING.has(against) || DATE.has(against))) return { kind: 'author', subject: 'item' };
    if (against && LOGO.has(against)) return { kind: 'title', subject: 'site' };
    return relation && against ? NOTHING : null;
  }
  // text under the heading is the body; a small line under it is its byline or date line, which says no more
  if (after && against && HEADING.has(against)) return !small && BODY_NOUNS.has(noun) ? { kind: 'content', subject: 'item' } : NOTHING;
  // the big line, the text at the top, the words above the story: the heading
  if (!small && (big || top || (relation && BEFORE.has(relation) && against && BODY.has(against)))) return { kind: 'title', subject: 'item' };
  // a generic noun placed against another element names none: the element is where it is, not what
  return relation && against ? NOTHING : null;
}

/** a head of only generic nouns and looks, not small ones, can be the element that tells what the item is */
function tells(head: Unit[]): boolean {
  const stems = head.map((u) => u.stems.join(' '));
  return stems.some((s) => GENERIC_NOUNS.has(s)) && stems.every(plain) && !stems.some((s) => LOOKS_SMALL.has(s));
}

// words that put a value inside an element (not "at" a place, nor "of" an owner)
const WITHIN = stemSet(['in', 'on', 'inside', 'within']);
// an element's kind that is not a text's: a picture or a link holds no name, and the body ("the name in the
// article") is where the value is, not what it is
const NOT_HELD = new Set<FieldKind>(['image', 'url', 'content', 'description']);

/** the field kind of the element named after a word of containment, up to the next word of place, if one */
function container(units: Unit[], cut: number): FieldKind | null {
  let kind: FieldKind | null = null;
  for (let i = cut + 1; i < units.length; i++) {
    const s = units[i].stems.join(' ');
    if (AFTER.has(s) || BEFORE.has(s) || PLACING.has(s)) break;
    // the element's last noun of a kind is its head ("the author box": the author's)
    if (units[i].kind && !GENERIC_NOUNS.has(s)) kind = units[i].kind;
  }
  return kind && !NOT_HELD.has(kind) ? kind : null;
}

/** whether the words from `cut` up to the first word of before or after are words of place or look or an element's noun */
function placesOnly(stems: string[], cut: number): boolean {
  for (let i = cut; i < stems.length; i++) {
    const s = stems[i];
    if (i > cut && (AFTER.has(s) || BEFORE.has(s))) return true;
    if (!(plain(s) || PLACING.has(s) || TOP.has(s) || ELEMENT(s))) return false;
  }
  return true;
}
const ELEMENT = (s: string): boolean => HEADING.has(s) || BODY.has(s) || LOGO.has(s) || DATE.has(s);

/** a word of the head that says only how or that something is shown: a determiner, a look, a generic noun */
const plain = (s: string): boolean => GENERIC_NOUNS.has(s) || CENTRAL.has(s) || LOOKS_BIG.has(s) || LOOKS_SMALL.has(s) || DETERMINERS.has(s) || GENERIC.has(s) || STANDING.has(s);

/** the kind a holding clause right after the head names ("with the date", "that has the price"), if any */
function holds(units: Unit[], cut: number): FieldKind | null {
  const at = units.findIndex((u, i) => i >= cut && HOLDING.has(u.stems[0]));
  if (at < 0) return null;
  // up to the next word of place: "the line with the date under the title" holds the date, not the title
  for (let i = at + 1; i < units.length; i++) {
    const s = units[i].stems[0];
    if (AFTER.has(s) || BEFORE.has(s)) break;
    if (units[i].kind && !GENERIC_NOUNS.has(units[i].stems.join(' '))) return units[i].kind;
  }
  return null;
}
