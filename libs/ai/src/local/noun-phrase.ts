// The words of a request and its noun phrases: tokens as typed (camelCase, snake_case and typos read),
// units (a lexicon phrase or one word, each with the kind it names), a noun phrase's head, the agent a
// relative clause names by its verb, and the nouns before a title that name the item. intent.ts reads a
// request with them.
import { splitCase } from './case-split.js';
import { joinCompounds } from './compound-words.js';
import { requestWordInEnglish } from './label-english.js';
import { transactionCode } from './item-identity.js';
import { FUNCTION } from './function-words.js';
import { whoKinds } from './verb-asks.js';
import type { FieldKind } from './intent.js';
import { COUNTABLE, FIELD_WORDS, ITEM_NOUNS, SITE_NOUNS, factsIn, kindOfLabel, kindOfStem, phrasesIn, spelled, stem } from './lexicon.js';

export const QUESTION = /^(who|whom|whose|when|where|what|which|why|how|is|are|was|were|does|do|did|can|could|will|would|has|have|had|if|whether)$/;

// what a question asks, by its verb and its question word together (verb-asks.ts): who wrote it, who is hiring,
// how long does it take; WHO_VERBS is its "who" column where that names a kind or the site
export const WHO_VERBS: Record<string, FieldKind | 'site'> = whoKinds();

export interface Unit {
  stems: string[];
  kind: FieldKind | null;
}

/** a text's lower-case words as typed (camelCase and snake_case split), before any reading of typos */
export const rawTokens = (text: string): string[] => joinCompounds(text.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean));

// a key or a label of three words or fewer: an unknown word there is more likely a slip than in a question
// or a sentence, where it is more likely a name or a rare word ("what are chares", "Davis County")
export function terse(text: string): boolean {
  const ws = text.trim().split(/\s+/);
  return ws.length <= 3 && !QUESTION.test(ws[0].toLowerCase());
}

// a word the reader does not know as English, that the label table (label-languages.ts) has in another language,
// as that field's English words; a word that is English as well keeps its English meaning ("date", "format",
// "pages", "photo", "source")
const knownInEnglish = (w: string): boolean => FUNCTION.has(w) || FIELD_WORDS.has(w) || kindOfStem(stem(w)) !== null || kindOfLabel(stem(w)) !== null || factsIn([w]).length > 0;
// (a plural in s of a label the table has in the singular is that label: "fotos", "imagens")
const foreign = (w: string): string | null => (knownInEnglish(w) ? null : requestWordInEnglish(w) ?? (/\p{L}{3}s$/u.test(w) ? requestWordInEnglish(w.slice(0, -1)) : null));

/** lower-case words, camelCase and snake_case split, letters apart from digits, "'s" kept as a marker, typos of a terse text read as the word they miss */
export function tokensOf(text: string, key = false, keyWords: ReadonlySet<string> = new Set(), guess = true): string[] {
  const spell = guess && (key || terse(text));
  const toks = joinCompounds(splitCase(text)
    // "when'd it come out", "what'll it cost", "what're they charging": the auxiliary, as if written out
    .replace(/(\p{L})['’](d|ll|re|ve)\b/giu, (_, l: string, a: string) => `${l} ${({ d: 'would', ll: 'will', re: 'are', ve: 'have' } as Record<string, string>)[a.toLowerCase()]}`)
    .replace(/(\p{L})['’]s\b/gu, '$1 POSS ')
    .replace(/(\p{L}s)['’](?=\s|$)/gu, '$1 POSS ')
    // "h1", "H2": a heading of that level, not a letter and a number
    .replace(/\b[hH][1-6]\b/g, 'heading')
    .replace(/(\p{L})(\d)/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean))
    // the key's own word repeated in a longer description ("tittle: tittle of the book") is read as the key's is
    // (a word in another language is its English label's, in a key or a description: "lieferbar", "the preis")
    .map((w) => (w === 'poss' ? "'s" : foreign(w) || (spell || (guess && keyWords.has(w)) ? spelled(w) : w)))
    .flatMap((w) => w.split(' '));
  // a key's leading n counts what follows: "n_photos", "nItems"
  if (key && toks[0] === 'n' && toks.length > 1) toks[0] = 'count';
  return toks;
}

// a word that names a kind only as a label ("make", "money") is that noun at the head of a request too:
// first and before "of" ("make of the car"), or right after a first determiner ("the make of this item")
const HEAD_DETERMINERS = new Set(['the', 'a', 'an', 'its', 'this', 'their']);
// (and then alone or before "of": "the money raised so far" is an amount, not a currency)
const labelHead = (stems: string[], i: number): boolean => (i === 0 ? stems[1] === 'of' : i === 1 && HEAD_DETERMINERS.has(stems[0]) && (stems[2] === undefined || stems[2] === 'of'));

export function unitsOf(stems: string[], short = false): Unit[] {
  const phrases = phrasesIn(stems);
  const out: Unit[] = [];
  for (let i = 0; i < stems.length; ) {
    const p = phrases.find(([s]) => s === i);
    if (p) {
      out.push({ stems: stems.slice(i, i + p[1]), kind: p[2] });
      i += p[1];
    } else {
      out.push({ stems: [stems[i]], kind: FUNCTION.has(stems[i]) ? null : kindOfStem(stems[i]) ?? (short || labelHead(stems, i) ? kindOfLabel(stems[i]) : null) });
      i++;
    }
  }
  // "booking reference number", "order id": a transaction's code names no kind of the item (item-identity.ts)
  return out.map((u, i) => (u.kind === 'sku' && transactionCode(out, i) ? { ...u, kind: null } : u));
}

export const isSite = (u: Unit): boolean => u.stems.length === 1 && SITE_NOUNS.has(u.stems[0]);
/** a site noun used as a modifier of an item noun right after it ("blog post", "newspaper article") */
export const modifiesItem = (units: Unit[], i: number): boolean => {
  const next = units[i + 1];
  return !!next && next.stems.length === 1 && ITEM_NOUNS.has(next.stems[0]) && !SITE_NOUNS.has(next.stems[0]) && !FUNCTION.has(next.stems[0]);
};
export const PERSONS = new Set<FieldKind>(['author', 'brand', 'publisher']);

/** the kind named by a noun phrase: its head (the last word with a kind), a modifier for "author name" */
export function headKind(units: Unit[]): { kind: FieldKind | null; at: number } {
  for (let i = units.length - 1; i >= 0; i--) {
    const u = units[i];
    if (!u.kind) continue;
    // "author name", "brand name": the name of a person or maker is that person; "photo count" counts photos
    if ((u.kind === 'title' || u.kind === 'number' || u.kind === 'url' || u.kind === 'content') && i > 0) {
      const mod = units.slice(0, i).reverse().find((m) => m.kind);
      if (mod && u.kind === 'title' && PERSONS.has(mod.kind!)) return { kind: mod.kind, at: i };
      // "barcode number", "price number": the word number says how the value is written
      if (mod && u.kind === 'number' && u.stems.join(' ') === 'number' && !COUNTABLE[mod.kind!]) return { kind: mod.kind, at: i };
      // "image URL", "photo link": the address of the image
      if (mod && u.kind === 'url' && mod.kind === 'image') return { kind: 'image', at: i };
      // "headline text", "summary text": the word text says the value is written, the noun before it names it (an
      // image's text is its alt text or caption, not the image)
      if (mod && u.kind === 'content' && u.stems.join(' ') === 'text' && mod.kind !== 'content' && mod.kind !== 'image') return { kind: mod.kind, at: i };
    }
    return { kind: u.kind, at: i };
  }
  return { kind: null, at: -1 };
}

// who or what does something: "the company that published it", "the publishing company" name the verb's agent
export const AGENTS = new Set(['company', 'firm', 'label', 'organisation', 'organization', 'business', 'person', 'studio', 'entity'].map(stem));
export const RELATIVE = new Set(['that', 'who', 'which']);
const NAME_STEM = stem('name');

/** the kind of the agent a phrase names by its verb ("company that produces it": brand), or null */
export function agentOf(units: Unit[]): { kind: FieldKind | 'site'; at: number[] } | null {
  for (let i = 0; i < units.length; i++) {
    // an item's own fact ("the agency that sells it", "the agent who lists it") is that fact, not the verb's agent
    if (units[i].stems.length !== 1 || (factsIn(units[i].stems).length && !AGENTS.has(units[i].stems[0]))) continue;
    // "the editorial that publishes the book": any noun a relative clause makes the verb's agent
    // the site that does it is the site ("the newspaper that published it", "the shop that sells it")
    if (isSite(units[i]) && RELATIVE.has(units[i + 1]?.stems[0] ?? '') && units.some((u, j) => j > i + 1 && WHO_VERBS[u.stems[0]])) return { kind: 'site', at: [i] };
    if (!units[i].kind && !FUNCTION.has(units[i].stems[0]) && !isSite(units[i]) && RELATIVE.has(units[i + 1]?.stems[0] ?? '')) {
      const found = clauseAgent(units, i);
      if (found) return found;
    }
    if (!AGENTS.has(units[i].stems[0])) continue;
    // "the company name that makes it", "the company name which make this": the name of the company that makes it
    if (units[i + 1]?.stems.join(' ') === NAME_STEM && RELATIVE.has(units[i + 2]?.stems[0] ?? '')) {
      const found = clauseAgent(units, i + 1);
      if (found) return { kind: found.kind, at: [i, ...found.at] };
    }
    if (RELATIVE.has(units[i + 1]?.stems[0] ?? '')) {
      const found = clauseAgent(units, i);
      if (found) return found;
    }
    // "which company makes it": the agent right before its verb
    if (WHO_VERBS[units[i + 1]?.stems[0] ?? '']) return { kind: WHO_VERBS[units[i + 1].stems[0]], at: [i, i + 1] };
    const before = units[i - 1]?.stems[0];
    if (before && WHO_VERBS[before]) return { kind: WHO_VERBS[before], at: [i - 1, i] };
  }
  return null;
}

// a preposition of place or a purpose's "to" after a word that names a kind ends the head phrase: "the picture |
// to show beside the headline", "the large image | at the top of the article"; what follows is context, ranked below
// the head (of/for open the owner instead: intent.ts)
const PHRASE_LEADS = new Set(['to', 'at', 'on', 'in', 'beside', 'besides', 'next', 'near', 'under', 'underneath', 'beneath', 'below', 'above', 'over', 'behind', 'inside', 'within', 'alongside', 'around', 'across', 'from', 'with', 'into', 'between', 'among'].map(stem));

// a participle of showing right after a noun opens a clause that says where the value is ("the figure | written on
// the price tag", "the date | shown below the photo"): it names no author nor anything else asked
// (only participles whose stem is no noun of their own: "pictured" is "picture", "listed" "list", "labelled" "label")
const PARTICIPLES = new Set(['shown', 'written', 'displayed', 'given', 'stated', 'mentioned', 'used', 'quoted', 'seen', 'found', 'printed', 'placed', 'positioned', 'sitting', 'appearing'].map(stem));

/**
 * Where the head phrase ends: the first preposition of place or "to" after a unit that names a kind, or a
 * participle of showing after a noun; -1 when it runs to the end
 */
export function headPhraseEnd(units: Unit[], question = false): number {
  // a participle between a noun and a preposition ("written on"): "wrote" shares its stem, but no question's verb is cut
  const participle = question ? -1 : units.findIndex((u, i) => i > 0 && u.stems.length === 1 && PARTICIPLES.has(u.stems[0]) && !FUNCTION.has(units[i - 1].stems[0]) && units[i - 1].stems[0] !== "'s" && PHRASE_LEADS.has(units[i + 1]?.stems[0] ?? ''));
  const first = units.findIndex((u) => u.kind);
  const lead = first < 0 ? -1 : units.findIndex((u, i) => i > first && u.stems.length === 1 && PHRASE_LEADS.has(u.stems[0]));
  const cuts = [participle, lead].filter((i) => i > 0);
  return cuts.length ? Math.min(...cuts) : -1;
}

// where on the page a value sits, not what it is: "next to the Add to Cart button", "at the top of the story"
const BESIDE = new Set(['beside', 'besides', 'next', 'near', 'under', 'underneath', 'beneath', 'below', 'above', 'over', 'behind', 'alongside', 'around', 'across'].map(stem));
const POSITIONS = new Set(['top', 'bottom', 'side', 'head', 'foot', 'end', 'corner', 'left', 'right', 'front', 'back', 'middle', 'centre', 'center'].map(stem));

/**
 * Where a phrase that says where on the page the value sits starts, after a word that names a kind ("the price
 * | next to the button", "the line | at the top of the story"), or -1: its nouns place the value, they ask
 * nothing of their own ("the time at which the show starts" is no place on the page)
 */
export function placeOnPage(units: Unit[]): number {
  const first = units.findIndex((u) => u.kind);
  if (first < 0) return -1;
  const at = units.findIndex((u, i) => {
    if (i <= first || u.stems.length !== 1) return false;
    if (BESIDE.has(u.stems[0])) return true;
    const next = units[i + 1]?.stems[0] === 'the' ? units[i + 2] : units[i + 1];
    const placing = u.stems[0] === 'at' || u.stems[0] === 'on' || u.stems[0] === 'in';
    // "shown in the buy box", "printed on the tag": after a participle of showing, any element is where it is shown
    return placing && !!next && (POSITIONS.has(next.stems[0]) || (i > first + 1 && PARTICIPLES.has(units[i - 1].stems[0])));
  });
  // "the amount | printed beside the button": a participle of showing before it belongs to the place
  return at > first + 1 && PARTICIPLES.has(units[at - 1].stems[0]) ? at - 1 : at;
}

// the words that set a value beside another element of the page ("near the buy button", "under the title"): what
// sits beside an element is not that element
const ADJACENT = new Set(['beside', 'besides', 'next', 'near', 'under', 'underneath', 'beneath', 'below', 'above', 'alongside'].map(stem));

/**
 * Where a phrase that places the value beside another element starts, after the head's own noun, or -1 ("the big
 * bold number | near the buy button", "the ref. code | next to the title"): the element named after it is where
 * the value sits, not what it is, even when the head names no kind of its own
 */
export function besideAt(units: Unit[]): number {
  // (after a short noun phrase that opens the request: in a sentence, "shorten when placed under compression", it is no place on the page)
  return units.findIndex((u, i) => i > 0 && i <= 5 && u.stems.length === 1 && ADJACENT.has(u.stems[0]) && !FUNCTION.has(units[i - 1].stems[0]) && units[i - 1].stems[0] !== "'s" && units.slice(i + 1).some((x) => !FUNCTION.has(x.stems[0])));
}

/**
 * a phrase's own head: up to its first preposition of place, "to", "of" or relative clause after a unit that names
 * a kind, else all of it ("the main image | of the article": an image, the article only says whose)
 */
export function ownHead(units: Unit[]): Unit[] {
  const first = units.findIndex((u) => u.kind);
  const end = first < 0 ? -1 : units.findIndex((u, i) => i > first && u.stems.length === 1 && (PHRASE_LEADS.has(u.stems[0]) || RELATIVE.has(u.stems[0]) || u.stems[0] === 'of'));
  return end > 0 ? units.slice(0, end) : units;
}

/** the agent a relative clause after units[i] names by its verb: every verb of the clause that names the same one ("who wrote or created it") is read */
function clauseAgent(units: Unit[], i: number): { kind: FieldKind | 'site'; at: number[] } | null {
  const v = units.findIndex((u, j) => j > i + 1 && WHO_VERBS[u.stems[0]]);
  if (v < 0) return null;
  const kind = WHO_VERBS[units[v].stems[0]];
  const verbs = units.flatMap((u, j) => (j >= v && WHO_VERBS[u.stems[0]] === kind ? [j] : []));
  return { kind, at: [i, ...verbs] };
}

export const TITLE_WORDS = new Set(['title', 'headline'].map(stem));
/**
 * "podcast title", "the song's title": the nouns before a title name the item it is the title of, whatever
 * the item is called, not a thing in the text ("the name of the conductor" keeps its conductor)
 */
export function itemNamed(units: Unit[]): Set<number> {
  const out = new Set<number>();
  const at = units.findIndex((u) => u.stems.length === 1 && TITLE_WORDS.has(u.stems[0]));
  for (let j = at - 1; j >= 0; j--) {
    const w = units[j].stems[0];
    if (w === "'s") continue;
    if (units[j].kind || FUNCTION.has(w)) break;
    out.add(j);
  }
  return out;
}
