// A whole field's reading: its key and its description read together (read() in intent.ts reads each), the
// key's part when it outranks the description, the item facts and alternatives the words name, and the type of
// value expected.
import { expandKey, expandPairs, keyTypeSuffix } from './abbreviations.js';
import { FUNCTION, STOP } from './function-words.js';
import { isPlural, predicateKey } from './list-or-yes-no.js';
import { type DescriptionReading, readDescription, withNotes } from './description-reader.js';
import { WHERE_VERBS } from './verb-asks.js';
import { itemNounAlone, keyCodeYields } from './item-identity.js';
import { AGENTS, PERSONS, QUESTION, headKind, rawTokens, terse, tokensOf, unitsOf } from './noun-phrase.js';
import { GENERIC, QUALIFIERS, factsIn, kindOfStem, spelled, stem } from './lexicon.js';
import { type ExpectedType, type FieldIntent, type FieldKind, type Reading, read, withoutOpener } from './intent.js';
import { currencyNameWords } from './currency-names.js';
import { joinCompounds } from './compound-words.js';
import { keyAsks, nounlessQuestion, withoutInterjection } from './question-keys.js';
import { plainTerms } from './trade-terms.js';
import { asksParts } from './request-pronouns.js';

function words(text: string): string[] {
  const spell = terse(text);
  return joinCompounds(text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u))
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map((w) => (spell ? spelled(w) : w));
}

/**
 * The description's reading: its request without the notes on form ("date (YYYY-MM-DD please)": "date"),
 * or, when the request names nothing, the first other clause that does ("the mark of the product (who
 * makes it)": "who makes it")
 */
function readRequest(r: DescriptionReading, keyWords: ReadonlySet<string>): { d: Reading; text: string } {
  // a description of one word is a label, read as a key's part is ("brnd", "qty": what they abbreviate)
  const said = r.first || r.request;
  // (a clipped pair in prose is written out as in a key: "pub date", "ref no")
  const text = /^\p{L}+$/u.test(said.trim()) ? expandKey(said.trim()) : expandPairs(said);
  // a clause names something when it names a kind by a noun or a verb, or an item's fact ("agent or agency")
  // (a question that reads as free text only, "where the article comes from", names no field: a later clause may)
  const names = (reading: Reading, clause: string): boolean => (reading.kind !== null && reading.strong && reading.kind !== 'text') || factsIn(tokensOf(clause, false, keyWords)).length > 0;
  const d = read(text, false, keyWords);
  if (names(d, text)) return { d, text };
  // "street, town, postcode", "first, middle, last": a list of bare words names the parts of one value, read
  // together (the key says what the value is); it offers no alternatives to take one by one
  const clauses = [said, ...r.others];
  if (r.others.length && clauses.every((c) => /^\s*\p{L}+(?:\s+\p{L}+)?\s*$/u.test(c))) {
    const whole = clauses.join(', ');
    // (the parts are the value's own, nothing else to look for)
    return { d: { ...read(whole, false, keyWords), specific: [] }, text: whole };
  }
  for (const other of r.others) {
    const o = read(other, false, keyWords);
    if (names(o, other)) return { d: o, text: other };
  }
  return { d, text };
}

/** (`label`: the name is a page's label read as a key, "What we offer", not a customer's question) */
export function fieldIntent(name: string, full: string, label = false): FieldIntent {
  // a key that is a question or a request, with no description ("Where is the gig?", "Read it to me"): the question
  // is the field's description, read as one (question-keys.ts); the key stays the field's name
  if (!label && !full.trim() && keyAsks(name)) return { ...fieldIntent('', name), name };
  // a key that is a phrase with no noun ("based in", "for how many"): the question its head asks (question-keys.ts)
  const nounless = !label && !full.trim() ? nounlessQuestion(name) : null;
  if (nounless) return { ...fieldIntent('', nounless), name };
  // "Hey, who is it by?": the opener of speech asks nothing
  full = withoutInterjection(full);
  // notes about the value, exclusions and slips apart: the request is what is read (description-reader.ts); a key's
  // type suffix ("photos_int", "date_iso") is a note on the value's form, read as a bracket in the description
  const { key: keyName, note } = keyTypeSuffix(name);
  const noted = readDescription(note ? `${full} (${note})` : full);
  const description = noted.request;
  // a key's abbreviations written out ("pubd": "published date", "num_imgs": "number of images")
  const key = expandKey(keyName);
  const keyWords = new Set(rawTokens(keyName));
  const request = readRequest(noted, keyWords);
  // `people: "for how many"`, `stock: "how many?"`: a count's or an amount's question without its noun asks about
  // the key's noun ("for how many people")
  const bareCount = /^how (many|much)$/.test(request.d.question ?? '') && rawTokens(request.text).every((w) => /^(how|many|much|for|of|in|to|about|roughly|approximately|exactly)$/.test(w));
  const { d, text: asked } = bareCount && key.trim() ? { d: read(`${request.text} ${key}`, false, keyWords), text: `${request.text} ${key}` } : request;
  // a key's word read as a typo ("makler" as "maker") is a guess: it counts when the description names
  // nothing of its own (neither a kind nor an item fact) or names the same thing ("salery: salery")
  const dFacts = factsIn(plainTerms(tokensOf(asked, false, keyWords), false));
  const guessed = readKey(keyName, key, true);
  const describes = (d.kind !== null && d.strong) || dFacts.length > 0;
  const guess = !describes || (guessed.kind !== null && guessed.kind === d.kind) || factsIn(tokensOf(key, true)).some((f) => dFacts.includes(f));
  const read1 = guess ? guessed : readKey(keyName, key, false);
  // `code: "the postcode"`: a key that is an identifier noun alone yields its item-code reading to a description
  // that names its own thing (item-identity.ts)
  const n = read1.kind === 'sku' && keyCodeYields(tokensOf(key, true).map(stem), d.specific) ? { ...read1, kind: null } : read1;
  // the description says what is asked; a key that names a kind outranks a description that only hints at one
  // a "who" question asks for a person: a key naming a thing of another sort ("released_by" a date) does not outrank it
  const person = d.question?.startsWith('who') === true && n.kind !== null && !PERSONS.has(n.kind);
  let kind = d.kind && (d.strong || !n.kind || person) ? d.kind : n.kind ?? d.kind ?? 'text';
  if (kind === d.kind && keyDecides(key, n.kind, d.kind, tokensOf(asked, false, keyWords))) kind = n.kind!;
  // "creator: who made it", "publisher: who produced it": the maker a verb asks is a product's brand or a work's
  // author or publisher; a key naming a person's role says which (a description naming the brand by a noun keeps it)
  if (kind === 'brand' && d.question?.startsWith('who') && n.kind && n.kind !== 'brand' && PERSONS.has(n.kind) && !tokensOf(asked, false, keyWords).some((w) => kindOfStem(stem(w)) === 'brand')) kind = n.kind;
  // a one-word description that names the value's form as a type does ("text", "url") beside a key that names a
  // field: that field, written so ("description: text" the description, "image: url" the image's address)
  if (n.kind && d.kind && n.kind !== d.kind && (d.kind === 'content' || (d.kind === 'url' && n.kind === 'image')) && /^\p{L}+$/u.test(asked.trim())) kind = n.kind;
  // `nimages: "pictures"`, `num_photos: "photos"`: a key that counts a thing beside a description that only names
  // that thing asks its count (the description says what is counted, not that the things themselves are asked)
  if (n.counted && kind === n.counted && !d.counted && !d.question) kind = n.kind!;
  // `written_by: "name"`, `author: "full name, nothing else"`: a description that says only that the value is a name
  // leaves the key's kind (a person's or a maker's name is a name)
  // (so does the name of an agent beside a key that names one: `brand: "the company name"`, `publisher: "name of the firm"`)
  if (kind === 'title' && n.kind && n.kind !== 'title' && d.kind === 'title' && !d.question && onlyName(tokensOf(asked, false, keyWords), PERSONS.has(n.kind))) kind = n.kind;
  // `paragraphs`, `sentences` asked alone (or with a placeholder, "-"): the parts of the page's one text taken together, its main content, one text
  const wholeOfParts = kind === 'text' && !d.kind && !/\p{L}/u.test(description) && asksParts(keyWords);
  if (wholeOfParts) kind = 'content';
  // `job`, `listing`, `event` with no description that asks anything: the item, known by its name (item-identity.ts)
  if (!label && kind === 'text' && d.kind === null && !d.question && itemNounAlone(unitsOf(tokensOf(key, true).map(stem), true))) kind = 'title';
  const from = kind === d.kind ? d : n;
  // a description that names no kind (only a question word: "where is this from?") leaves the key's subject
  const subject = d.subject === 'site' || (n.subject === 'site' && (!d.kind || !d.strong)) ? 'site' : 'item';
  // "source_site: where is this from?": the site it is from, by name
  if (subject === 'site' && d.question === 'where' && !d.specific.length && kind === 'text') kind = 'title';
  // a bare `website`, `site: "website"`, `newspaper`: the site itself, known by its name; its address is asked as
  // one ("website url", "site link")
  if (subject === 'site' && kind === 'text' && !d.specific.length) kind = 'title';
  // `publisher-name: "the publication"`, `brand: "the site's brand"`: an outlet's publisher or brand is the outlet, by its name
  if (subject === 'site' && (kind === 'brand' || (d.subject === 'site' && kind === 'publisher'))) kind = 'title';
  // (the key's last word as written out: "svgs" is "servings", one number of them)
  // (a key that names nothing, "x" or "f7": the noun of the field in a description that is no question says it,
  // "x: the pictures")
  const keyNames = n.kind !== null || factsIn(tokensOf(key, true)).length > 0;
  const noun = keyNames || d.question || QUESTION.test(rawTokens(description)[0] ?? '') ? undefined : tokensOf(asked, false, keyWords).find((w) => kindOfStem(stem(w)) === kind);
  const plural = !wholeOfParts && (isPlural(keyName, description, noun ?? words(key).pop() ?? '') || noted.list);
  const boolean = (predicateKey(keyName.trim()) || noted.boolean || (d.yesNo && kind !== n.kind)) && kind !== 'text';
  const counted = from.counted;
  const type: ExpectedType = boolean ? 'boolean' : counted ? 'count' : plural ? 'list' : typeOfKind(kind);
  // (the request's imperative, "show me", "get", names no fact: "show" is no show)
  const said = [...plainTerms(tokensOf(key, true, undefined, guess), true), ...plainTerms(tokensOf(withoutOpener(asked), false, keyWords), false)];
  // (a word that says which value of the kind the key names is no more than that: `price: "in dollars"`, "in Swiss francs")
  // (`brand: "the company"`, `publisher: "the company name"`: the noun of an agent beside a key naming an agent's kind
  // is that agent, no other thing to look for, nor a job's hiring company)
  const agentNoun = (w: string): boolean => (kind === 'brand' || kind === 'publisher') && n.kind === kind && AGENTS.has(stem(w));
  const specific = asked.trim().split(/\s+/).length < 2 ? [] : d.specific.filter((w) => !QUALIFIERS[kind]?.has(w) && !(kind === 'price' && currencyNameWords(asked).has(w)) && !agentNoun(w));
  return withNotes({ name, description, kind, words: [...new Set([...words(key), ...words(description)])], plural: plural && !boolean && !counted, subject, type, counted, question: d.question, specific, said: said.join(' '), facts: factsOf(said.filter((w) => !agentNoun(w)), d, subject).filter((f) => f !== 'contributors' || !(creditedAs(asked, kind) || byPerson(d, asked, keyWords))), either: eitherOr(said) }, noted);
}

/**
 * "credited as the author", "listed as writer": the role a credit names is the one asked, not everyone credited
 * (a key "credit" names the credits)
 */
function creditedAs(asked: string, kind: FieldKind): boolean {
  if (!PERSONS.has(kind)) return false;
  const toks = tokensOf(asked, false);
  return toks.some((w, i) => w === 'as' && kindOfStem(stem(/^(the|a|an|its|their)$/.test(toks[i + 1] ?? '') ? toks[i + 2] ?? '' : toks[i + 1] ?? '')) === kind);
}

/** "contributor: who is the article by": a description that asks a person of its own, not the credits, says who */
const byPerson = (d: Reading, asked: string, keyWords: ReadonlySet<string>): boolean => d.kind !== null && PERSONS.has(d.kind) && (d.strong || d.question?.startsWith('who') === true) && !factsIn(tokensOf(asked, false, keyWords)).includes('contributors');

/**
 * `Source / Publication`, `Date/Time`: a key's slash joins names of one field, each read as a key of its own; names
 * that agree on the field say it, though their words run together name another ("source publication" reads as a date)
 */
function readKey(keyName: string, key: string, guess: boolean): Reading {
  const sides = keyName.split('/').map((side) => side.trim()).filter((side) => /\p{L}/u.test(side));
  if (sides.length > 1) {
    const read2 = sides.map((side) => read(expandKey(side), true, undefined, guess));
    // (a side names the field by a kind or as the site: `Source`, `Publication` are the site's, by name)
    const names = (r: Reading): boolean => r.kind !== null || r.subject === 'site';
    if (read2.every((r) => names(r) && r.kind === read2[0].kind && r.subject === read2[0].subject)) return read2[0];
  }
  return read(key, true, undefined, guess);
}

/** the type of one value of a kind */
export const typeOfKind = (kind: FieldKind): ExpectedType => (/^(price|rating|review_count|number)$/.test(kind) ? 'number' : kind === 'date' ? 'date' : kind === 'url' || kind === 'image' ? 'url' : 'text');

/**
 * A key's head outranks the description's kind when the description names only what the value belongs to
 * or offers the key's kind as one of two: `priceCurrency: "the currency the price is in"` (price is whose
 * currency, the key's first part), `author_url: "the author"` (a link, not a name), `item_number: "item or
 * model number"` (the key picks one of the two)
 */
function keyDecides(key: string, keyKind: FieldKind | null, asked: FieldKind | null, described: string[]): boolean {
  if (!keyKind || !asked || keyKind === asked) return false;
  const units = unitsOf(tokensOf(key, true, undefined, false).map(stem), true);
  // a compound of nouns only: "Salary (per year)" is a salary, its "per year" a qualifier, not the head
  // a key ending in a participle ("dt_posted", "price_reduced") names its value by the first part
  if (units.some((u) => FUNCTION.has(u.stems[0])) || /(ed|ing)$/.test(rawTokens(key).pop() ?? '')) return false;
  const { at } = headKind(units);
  if (units.slice(0, Math.max(at, 0)).some((u) => u.kind === asked)) return true;
  return eitherOr(described) && unitsOf(described.map(stem)).some((u) => u.kind === keyKind);
}

/** the item facts a field names: by its words, or a "where" question about the item itself ("where is the job") */
function factsOf(said: string[], d: Reading, subject: 'item' | 'site'): string[] {
  // the facts the words name, then the verb's ("how long does the prep take": the prep time, then the others;
  // "who is selling it": agent); a noun that only names the agent of a verb that decided the kind is not asked
  const named = [...new Set([...factsIn(said), ...d.verbFacts])].filter((f) => !d.agentFacts.includes(f));
  if (named.length || d.question !== 'where' || subject !== 'item') return named;
  // "where is it", "where is the event held": where the item is, not where something it mentions happened
  return d.specific.every((w) => WHERE_VERBS.has(w)) ? ['place', 'address'] : [];
}

/** "ticket or property", "a ticket or of the home": two things joined by "or" (not "with or without", "yes or no") */
function eitherOr(said: string[]): boolean {
  const content = (w: string): boolean => !FUNCTION.has(stem(w)) && !/^(with|without|yes|no|not|true|false|'s)$/.test(w);
  return said.some((w, i) => w === 'or' && said.slice(0, i).some(content) && content(said.slice(i + 1).find((x) => !FUNCTION.has(stem(x))) ?? 'no'));
}

/** the words say only that the value is a name ("name", "their full name", "the name only") */
function onlyName(said: string[], agent = false): boolean {
  const stems = said.map(stem).filter((w) => !FUNCTION.has(w) && !GENERIC.has(w));
  return stems.some((w) => w === stem('name')) && stems.every((w) => w === stem('name') || (agent && AGENTS.has(w)));
}
