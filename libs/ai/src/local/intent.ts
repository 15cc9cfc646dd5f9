// What a field asks for, read from its key and its description together: the kind of value (which
// decides where to look and how to parse), whose value it is (the page's main item or the site), the
// type expected (text, number, a count, yes/no, a list) and the words beyond the kind ("the date the
// tour ends": "tour", "ends") that make it a question about something the page says.
import { FUNCTION } from './function-words.js';
import { WHERE_VERBS, moneyRates, ratePeriods, verbAsk } from './verb-asks.js';
import { asksParts, datedAct, everPronouns, viewerDeixis, wholeText } from './request-pronouns.js';
import { laidOut } from './page-layout.js';
import { CREDITING, actAsked } from './role-acts.js';
import { asksIdentity, itemCode } from './item-identity.js';
import { AGENTS, PERSONS, QUESTION, RELATIVE, type Unit, WHO_VERBS, agentOf, besideAt, headKind, headPhraseEnd, placeOnPage, isSite, itemNamed, modifiesItem, ownHead, terse, tokensOf, unitsOf } from './noun-phrase.js';
import { VALUE_TYPES } from './note-markers.js';
import { readsItself } from './question-keys.js';
import { plainTerms, withoutFeedNames } from './trade-terms.js';
import { escapeRegExp } from './regex-escape.js';
import { writtenIn } from './written-in.js';
import { COUNTABLE, GENERIC, ITEM_NOUNS, QUALIFIERS, SITE_NOUNS, factsIn, kindOfLabel, kindOfStem, participle, relatesToItem, stem } from './lexicon.js';
// the whole field's reading (key and description together) is field-intent.ts's, built on read() below
export { fieldIntent, typeOfKind } from './field-intent.js';

export type FieldKind =
  | 'price' | 'currency' | 'availability' | 'sku' | 'gtin' | 'mpn' | 'brand' | 'title' | 'description'
  | 'date' | 'author' | 'image' | 'url' | 'email' | 'phone' | 'rating' | 'review_count' | 'number'
  | 'content' | 'category' | 'publisher' | 'text';

export type ExpectedType = 'text' | 'number' | 'count' | 'boolean' | 'date' | 'list' | 'url';

export interface FieldIntent {
  name: string;
  /** the description's request: as the user wrote it, without notes about the value, exclusions and slips (description-reader.ts) */
  description: string;
  /** what the description says is not wanted ("not the old price"): a candidate that is it loses (description-reader.ts) */
  excluded?: string[];
  kind: FieldKind;
  /** lower-case words of the name and description, without stop words */
  words: string[];
  plural: boolean;
  /** whose value: the page's main item (the default) or the site that shows it ("the name of the website") */
  subject: 'item' | 'site';
  type: ExpectedType;
  /** for a count: the kind of thing counted ("the number of photos": image) */
  counted?: FieldKind;
  /** the question word the description starts with, if any (who, when, how much, is ...) */
  question?: string;
  /** the description's words beyond its kind, subject and question: what it is about in particular */
  specific: string[];
  /** the key and the description as read: words split and lower-case, typos read as the words they miss ("salery" -> "salary") */
  said: string;
  /** the item facts the words name, most likely first ("place of work": place; "where is it held": place, address) */
  facts: string[];
  /** the words offer alternatives ("price of ticket or property"): a fact one of them names is not the only reading */
  either: boolean;
}

const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'its', 'my', 'your', 'their', 'his', 'her', 'our']);
const CLAUSE = new Set(['it', 'that', 'which', 'who', 'when', 'where', 'was', 'were', 'is', 'are', 'they', 'you', 'we', 'i']);
const YES_NO = /^(is|are|was|were|does|do|did|can|could|will|would|has|have|had|if|whether)$/;
// a preposition before the question word ("in which money", "for how many people", "on which day") leaves the question as it is
const LEAD_PREPOSITION = /^(in|on|at|for|from|by|to|with|of|since|until|till|during)$/;
// the verbs a request opens with, as a prompt or a person writes it ("Return the ...", "Pull out the ..."): they ask nothing
const REQUEST_VERBS = ['tell', 'give', 'give back', 'show', 'find', 'find out', 'get', 'extract', 'say', 'return', 'provide', 'output', 'retrieve', 'fetch', 'grab', 'pull', 'pull out', 'scrape', 'capture', 'identify', 'determine', 'look up', 'read', 'read off', 'pick out', 'report', 'supply'].sort((a, b) => b.length - a.length).join('|');
// the manners and the imperative around a request ("please, ", "could you tell me ", "please give me "): they ask nothing
/** the request without its manners and its imperative ("please show me the company": "the company") */
export const withoutOpener = (text: string): string => text.replace(POLITE, '');
const POLITE = new RegExp(`^\\s*(?:(?:please|pls|plz|kindly)\\b[\\s,:]*|(?:so|well|ok|okay|hey|and)[\\s,]+(?=(?:who|what|when|where|which|how)\\b)|(?:can|could|would|will) you\\s+(?:please\\s+)?(?=${REQUEST_VERBS}|list|count)|(?:${REQUEST_VERBS})(?:\\s+(?:me|us))?\\b[\\s,:]*(?=\\S))+`, 'i');

// a bracket that names the value's type ("(number)", "(ISO 8601)", "(yyyy-mm-dd format)") says how it is written, not what
const TYPE_BRACKET = new RegExp(`\\((${Object.values(VALUE_TYPES).flat().map(escapeRegExp).join('|')}|iso[^)]*|[a-z]+ format)\\)`, 'gi');

const RATE_ONLY = /^\s*(?:per|a|an|each|every)\s+(?:year|month|week|day|hour|annum|night|calendar month)\s*$/i;

export interface Reading {
  kind: FieldKind | null;
  /** a head noun or a question's verb named the kind (not only a question word or a modifier) */
  strong: boolean;
  subject: 'item' | 'site';
  counted?: FieldKind;
  question?: string;
  specific: string[];
  yesNo: boolean;
  /** the item facts the question's verb asks ("who is hiring": company), most likely first */
  verbFacts: string[];
  /** the facts named only by the noun of an agent whose verb decided the kind ("which company makes it": not the company fact) */
  agentFacts: string[];
}

// "the person credited with writing it", "the one responsible for it": a person asked by a role names no other thing to look for
const PERSON_ROLE = new Set(['person', 'individual', 'someone', 'somebody', 'credited', 'responsible'].map(stem));

const PERSON_NOUNS = new Set(['person', 'individual', 'someone', 'somebody'].map(stem));

/** the one who does a verb is a kind: its "who" row ("who published it") or its agent noun ("posted": a poster, an author) */
const doerKnown = (participleWord: string): boolean => {
  const verb = stem(participleWord);
  return WHO_VERBS[verb] !== undefined || ['er', 'or', 'r'].some((end) => kindOfStem(stem(verb + end)) !== null);
};

// what a work comes from is asked by these verbs; and the words for what a source gives beside a work ("this information")
const FROM_VERBS = new Set(['come', 'originate', 'is', 'was', 'are', 'does', 'do', 'did', 'get', 'taken', 'sourced', 'orginally', 'originally'].map(stem));
const SOURCED = new Set(['it', 'this', 'that', 'news', 'content', 'text', 'information', 'info', 'data', 'report', 'page', 'quote'].map(stem));
const OUTLET_BEFORE = /^(the|a|an|this|that|which|what|its)$/;
// works a website publishes itself (a book or a record has a publisher of its own)
// the nouns that measure a stretch of time ("amount of time", "length of time", "period of time")
const TIME_MEASURES = new Set(['amount', 'length', 'period', 'span', 'stretch', 'quantity', 'duration']);
const OUTLET_WORKS = new Set(['article', 'post', 'story', 'blog', 'column', 'piece'].map(stem));

const CURRENCY_FORMS = new Set(['code', 'symbol', 'sign', 'abbreviation'].map(stem));

export function read(text: string, key = false, keyWords?: ReadonlySet<string>, guess = true): Reading {
  // "per year", "a month": a rate's period alone says how a value is counted (a salary's), not that a date is asked
  if (!key && RATE_ONLY.test(text)) return { kind: null, strong: false, subject: 'item', specific: [], yesNo: false, verbFacts: [], agentFacts: [] };
  // "read it to me", "read this out loud": the item itself read out is its whole text
  if (!key && readsItself(text)) return { kind: 'content', strong: true, subject: 'item', specific: [], yesNo: false, verbFacts: [], agentFacts: [] };
  // what is not wanted ("without menus or ads", "excluding the comments") says nothing about what is
  const kept = (key ? text : viewerDeixis(everPronouns(keyWords && asksParts(keyWords) ? text.replace(POLITE, '') : wholeText(withoutFeedNames(text).replace(POLITE, '')))))
    .replace(TYPE_BRACKET, ' ')
    .replace(/\b(without|excluding|except|minus|but not|not including|leaving out|no(?=\s+\p{L}))\b[^,;.]*/giu, ' ');
  // a trade's term is read as its plain words ("the drop date": the release date; trade-terms.ts)
  let toks = plainTerms(tokensOf(kept, key, keyWords, guess), key);
  // "posted", "date added", "listed on": the date of the act an entry's page labels with one (request-pronouns.ts)
  if (datedAct(toks)) return { kind: 'date', strong: true, subject: 'item', specific: [], yesNo: false, verbFacts: [], agentFacts: [] };
  // "the publication", "which publication": a publication named with an article is the outlet ("publication date" its
  // date); so is a key that is the noun alone (`PUBLICATION`, `Publication`): a field named for a thing (a bare
  // description "publication" under a date's key, `pubDate: "publication"`, stays the date)
  toks = toks.map((t, i) => (t === 'publication' && (OUTLET_BEFORE.test(toks[i - 1] ?? '') || (key && toks.length === 1)) && !/^(date|day|time|year|'s)$/.test(toks[i + 1] ?? '') ? 'outlet' : t));
  // "the amount of time", "the length of time it takes": a measure of time is the time itself, not an amount of money
  toks = toks.filter((t, i) => !(TIME_MEASURES.has(t) && toks[i + 1] === 'of' && toks[i + 2] === 'time') && !(t === 'of' && TIME_MEASURES.has(toks[i - 1] ?? '') && toks[i + 1] === 'time'));
  // "the link to the picture", "a URL to the image": a link to a thing is its address, as "the link of the picture"
  toks = toks.map((t, i) => (t === 'to' && i > 0 && !key && kindOfStem(stem(toks[i - 1])) === 'url' ? 'of' : t));
  // "the format of the book as sold here", "the date as printed": "as" and a participle after the head is a clause
  // that says which one (as it is sold, as it is shown), not what is asked
  const asAt = key ? -1 : toks.findIndex((t, i) => t === 'as' && participle(toks[i + 1] ?? ''));
  if (asAt >= 0) toks = toks.slice(0, asAt);
  // "the time needed before cooking", "the time to prepare before you start": a clause of when, relative to another
  // step, says which time, not what else to look for (a question's "after leaving school" is what it asks about)
  const whenAt = key || QUESTION.test(toks[0] ?? '') ? -1 : toks.findIndex((t, i) => i > 1 && /^(before|after|while|until)$/.test(t) && (/ing$/.test(toks[i + 1] ?? '') || /^(you|it|we|they|i|he|she)$/.test(toks[i + 1] ?? '')));
  if (whenAt > 0) toks = toks.slice(0, whenAt);
  // "Published By", "Sold By", "Posted By": a participle and "by" ask who did it, as "who published it", when
  // the one who does it is a kind ("Developed By", "Reviewed By" name no kind asked for: read as they are)
  if (toks.length === 2 && toks[1] === 'by' && participle(toks[0]) && doerKnown(toks[0])) return read(`who ${toks[0]} it`, false, keyWords, guess);
  // "how many money", "how many costs": "many" before money or a price (no thing one counts) is the "much" of an
  // amount, as a learner of English writes it
  if (!key && toks[0] === 'how' && toks[1] === 'many' && toks[2] && (kindOfLabel(stem(toks[2])) === 'currency' || kindOfStem(stem(toks[2])) === 'price')) toks = ['how', 'much', ...toks.slice(2)];
  // "the number of the product", "the number of this item": the number of one item (a singular after its
  // article) is the item's own number, as "the product number" is; a count is of things ("the number of photos") (a
  // number named by a noun before it, "the model number of the item", keeps its noun)
  const ownNumber = key ? -1 : toks.findIndex((t, i) => t === 'number' && (i === 0 || DETERMINERS.has(toks[i - 1])) && toks[i + 1] === 'of' && /^(the|this|that|its)$/.test(toks[i + 2] ?? '') && ITEM_NOUNS.has(toks[i + 3] ?? '') && stem(toks[i + 3]) === toks[i + 3]);
  if (ownNumber >= 0) toks = [...toks.slice(0, ownNumber), toks[ownNumber + 3], 'number', ...toks.slice(ownNumber + 4)];
  // "in which money is the price", "for how many people": the question is the question word's
  if (!key && LEAD_PREPOSITION.test(toks[0] ?? '') && QUESTION.test(toks[1] ?? '')) toks = toks.slice(1);
  const first = toks[0] ?? '';
  const question = QUESTION.test(first) ? (first === 'how' && toks[1] ? `how ${toks[1]}` : first) : undefined;
  const stems = toks.map((t) => (t === "'s" ? t : stem(t)));
  const units = unitsOf(stems, key || terse(text));
  // "salary per year", "pay a month": a rate's period says how the value is counted, not that a date is asked
  const rate = ratePeriods(units);
  for (const i of rate) units[i] = { stems: units[i].stems, kind: null };
  // "pay rate", "hourly rate": a rate of money is a price (a job's salary by its facts), not a rating
  for (const i of moneyRates(units, (u) => u.kind === 'price' || factsIn(u.stems).includes('salary'))) units[i] = { stems: units[i].stems, kind: 'price' };
  // the head phrase ends at a preposition of place, a purpose's "to" or a participle of showing after its noun ("the
  // picture | to show beside the headline"): the nouns after it are context, the possessive and the of-phrase are
  // read within it (noun-phrase.ts)
  const lead = key ? -1 : headPhraseEnd(units, question !== undefined);
  const phrase = lead > 0 ? units.slice(0, lead) : units;
  // "the book's title": the head is after the possessive, the owner before; "the title of the book": the other way round
  const poss = phrase.findIndex((u) => u.stems[0] === "'s");
  // (after a noun of a kind or of an item's fact: "the address of the picture" is the picture's)
  const ofAt = phrase.findIndex((u, i) => i > 0 && (u.stems[0] === 'of' || u.stems[0] === 'for') && units.slice(0, i).some((x) => x.kind || (x.stems.length === 1 && x.stems[0] === stem('address'))));
  // "the date it was posted", "the price that it sells for": a clause after the head says which one, not what
  const firstKind = units.findIndex((u) => u.kind);
  // "the agency that sells it": a relative clause after a noun naming an item's fact says which, the noun is the head
  const factNoun = (u: Unit | undefined): boolean => !!u && !u.kind && !FUNCTION.has(u.stems[0]) && !AGENTS.has(u.stems[0]) && factsIn(u.stems).length > 0;
  // "the currency the price is in", "the company the post is for": a determiner right after a noun starts a
  // clause without "that", which says which one; the noun before it is the head
  const content = (u: Unit | undefined): boolean => !!u && u.stems[0] !== "'s" && !FUNCTION.has(u.stems[0]) && !ITEM_NOUNS.has(u.stems[0]);
  // (the clause's verb comes after its subject: "I need the author" has none, "author" is the noun asked)
  const contact = (u: Unit, i: number): boolean => !key && i > 1 && DETERMINERS.has(u.stems[0]) && content(units[i - 1]) && !!units[i + 1] && !FUNCTION.has(units[i + 1].stems[0]) && units.slice(i + 2).some((x) => CLAUSE.has(x.stems[0]) || WHO_VERBS[x.stems[0]] !== undefined || /^(end|start|begin|come|sell|go|happen|open|close)$/.test(x.stems[0]));
  const clause = units.findIndex((u, i) => (firstKind >= 0 && i > firstKind && CLAUSE.has(u.stems[0])) || (i > 0 && RELATIVE.has(u.stems[0]) && factNoun(units[i - 1])) || contact(u, i));
  // "the big bold number | near the buy button": the element a value sits beside is where it is, not what it is
  const beside = key || question ? -1 : besideAt(units);
  const end = Math.min(...[clause, lead, beside].filter((i) => i > 0), units.length);
  let head = units.slice(0, end);
  let owner: Unit[] = [];
  // "the URL of the writer's page": an of-phrase before the possessive holds it (the owner is the writer's page)
  if (poss > 0 && poss < end && !(ofAt > 0 && ofAt < poss)) [owner, head] = [units.slice(0, poss), head.slice(poss + 1)];
  else if (ofAt > 0 && ofAt < end) [head, owner] = [units.slice(0, ofAt), head.slice(ofAt + 1)];
  let { kind } = headKind(head);
  // "the source of the article", "the outlet of the story": a site noun at the head, before "of" and the item, asks
  // the site (by its name), not the item's text (a site noun names no kind, so no owner was cut off at its "of")
  const siteAt = units.findIndex((u) => !FUNCTION.has(u.stems[0]));
  if (!key && siteAt >= 0 && isSite(units[siteAt]) && units[siteAt + 1]?.stems[0] === 'of' && kind !== null && units.slice(siteAt + 2).every((u) => FUNCTION.has(u.stems[0]) || ITEM_NOUNS.has(u.stems[0]))) kind = null;
  // "what the article is titled", "how the post is named": an item noun between the question word and the clause's
  // verb is the clause's subject (the item), and the kind named after the verb is what is asked (none: the verb's
  // own row says, "what the article is about")
  if ((question === 'what' || /^how (the|this|that|its)$/.test(question ?? '')) && clause === firstKind + 1 && firstKind > 0 && units[firstKind].stems.length === 1 && ITEM_NOUNS.has(units[firstKind].stems[0]) && units.slice(1, firstKind).every((u) => FUNCTION.has(u.stems[0]))) kind = headKind(units.slice(clause + 1)).kind;
  // a head that names nothing ("the figure | written on the price tag"): the context's own head is all there is
  // (a head that names an item's fact names it: "the format shown with the price" is the format)
  if (kind === null && !owner.length && lead > 0 && lead === end && lead !== beside && !head.some((u) => factsIn(u.stems).length)) kind = headKind(ownHead(units.slice(lead + 1))).kind;
  // "the person the story is by": a person whose clause ends in "by" is who made it
  if (kind === null && clause > 0 && units[units.length - 1].stems[0] === 'by' && head.some((u) => u.stems[0] === stem('person'))) kind = 'author';
  // "by", "written by": who it is by
  if (/^(written |created )?by$/.test(toks.join(' '))) kind = 'author';
  // where and how it is shown, without a field's noun ("the big bold line at the top", "the name under the
  // headline"): the page element's field (page-layout.ts); a role or an act ("the person credited with writing
  // it", "everything the writer wrote"): the doer or the object asked (role-acts.ts)
  const laid = key ? null : (question ? null : laidOut(units)) ?? actAsked(units, question);
  if (laid) kind = laid.kind;
  // "which currency the price is in", "what brand is it": the noun right after which / what is the one asked about
  // (a word that names a kind only as a label names it here too: "which money": the currency)
  const asked = units[1] ? units[1].kind ?? kindOfLabel(units[1].stems[0]) : null;
  if ((question === 'which' || question === 'what') && asked && !laid) kind = asked;
  let strong = kind !== null && !laid?.hint;
  let counted: FieldKind | undefined;
  // the owner's own head names whose value it is ("the URL of the large image at the top of the article": the image)
  const ownerKind = headKind(ownHead(owner)).kind;
  // "the name of the author": a name or title of a person or maker is that person
  if (kind === 'title' && ownerKind && PERSONS.has(ownerKind)) kind = ownerKind;
  // "the name of the person who reported it" ("of whoever reported it"): a person's name asked is the page's author
  const personAt = owner.length && ofAt > 0 ? units.findIndex((u, i) => i > ofAt && !FUNCTION.has(u.stems[0])) : -1;
  if (kind === 'title' && !ownerKind && personAt > 0 && PERSON_NOUNS.has(units[personAt].stems[0]) && RELATIVE.has(units[personAt + 1]?.stems[0] ?? '')) kind = 'author';
  // "the number of photos", "photo count", "how many pictures": a count of the things named
  // ("total images": a total of things one can count is their number)
  const countWord = question === 'how many' || kind === 'number' || units.some((u, i) => (u.kind === 'number' && u.stems.join(' ') !== 'number') || (u.stems[0] === 'total' && !!units[i + 1]?.kind && !!COUNTABLE[units[i + 1].kind!]));
  if (countWord && kind !== 'review_count') {
    const things = [...owner, ...head, ...units].find((u) => u.kind && u.kind !== 'number');
    if (things?.kind && COUNTABLE[things.kind]) counted = things.kind;
    // "how many stars" is the rating; "how many reviews", "the number of ratings" the count of them
    kind = things?.kind === 'rating' ? (things.stems.includes('star') ? 'rating' : 'review_count') : /^review/.test(things?.stems.join(' ') ?? '') ? 'review_count' : 'number';
    strong = true;
  }
  // "the url of the main image", "the address of the picture": the image's address (an image has no street address)
  if ((kind === 'url' || (kind === null && head.some((u) => u.stems[0] === stem('address')))) && ownerKind === 'image') kind = 'image';
  // "the code of the price", "the price's symbol": a price's code or sign is how its currency is written (lexicon.ts
  // QUALIFIERS), the currency asked; a price has no code of its own
  // (only the currency's own words before it, "ISO 4217", "three-letter": a "discount code" is no currency's; a code's noun has no kind, so "of" after it opens no owner: "the ISO 4217 code of the price" is read here)
  const formAt = units.findIndex((u) => u.stems.length === 1 && CURRENCY_FORMS.has(u.stems[0]));
  const ofPrice = formAt >= 0 && units[formAt + 1]?.stems[0] === 'of' && units.slice(0, formAt).every((u) => u.stems.every((w) => FUNCTION.has(w) || QUALIFIERS.currency!.has(w) || /^\d+$/.test(w))) && units.slice(formAt + 2).find((u) => u.kind)?.kind === 'price';
  if ((kind === null && ownerKind === 'price' && head.some((u) => u.stems.length === 1 && CURRENCY_FORMS.has(u.stems[0]))) || (kind === 'price' && ofPrice)) kind = 'currency';
  // "the venue of the concert": a head naming an item's fact is asked, its owner only says whose
  if (kind === null && ownerKind && !head.some((u) => !u.kind && factsIn(u.stems).length)) kind = ownerKind;
  // "the reference code of the item", "what is it": the item's code and its name, asked without a field's word (item-identity.ts)
  if (kind === null && !question && itemCode(units)) kind = 'sku';
  // (a key that is the item's noun alone, `job`, is read with its description: field-intent.ts)
  if (kind === null && !key && asksIdentity(units, question)) kind = 'title';
  const verbs = units.flatMap((u) => u.stems);
  // "the blog post", "the shop's product page": a site noun before an item noun says which item, not the site
  // ("job site / workplace location", "site location": a site named with a place is a place of work, not a website)
  const placeSite = (u: Unit): boolean => u.stems.length === 1 && u.stems[0] === stem('site') && factsIn([...toks, ...(keyWords ?? [])]).includes('place');
  let subject: 'item' | 'site' = units.some((u, i) => isSite(u) && !modifiesItem(units, i) && !placeSite(u)) ? 'site' : 'item';
  // "the name of the publication": a publication named is the outlet (its date is "publication date")
  if (kind === 'title' && units.some((u) => u.stems[0] === stem('publication')) && units.some((u) => u.stems[0] === stem('name'))) subject = 'site';
  // "the publisher of the article": what publishes an article is the site; a book's publisher is its publishing house
  if (kind === 'publisher' && [...owner, ...head].some((u) => u.stems.length === 1 && OUTLET_WORKS.has(u.stems[0]))) {
    subject = 'site';
    kind = 'title';
  }
  if (laid) subject = laid.subject;
  const agent = laid || (question && question !== 'which' && question !== 'what') ? null : agentOf(units);
  // what the question's verb asks with its question word (verb-asks.ts); a row about the item itself ("what does
  // it say") holds only when the question names nothing else in particular ("what did the mayor say")
  const plain = (s: string): boolean => FUNCTION.has(s) || GENERIC.has(s) || ITEM_NOUNS.has(s) || SITE_NOUNS.has(s) || s === "'s" || QUESTION.test(s) || /^\d+$/.test(s);
  const found = verbAsk(question, verbs);
  const asks = found?.itself && units.some((u) => !u.kind && !plain(u.stems[0]) && u.stems[0] !== found.verb && !(question === 'where' && WHERE_VERBS.has(u.stems[0]))) ? null : found;
  const itself = asks?.itself && asks.kind ? asks.verb : undefined;
  if (agent) {
    if (agent.kind === 'site') {
      subject = 'site';
      kind = 'title';
    } else kind = agent.kind;
    strong = true;
  }
  // "what does it earn", "what is it selling for": the verb names the kind a bare what leaves open
  if (asks?.kind && asks.kind !== 'site' && !strong && (question === 'what' || question === 'which')) {
    kind = asks.kind;
    // a question about the item itself reads the field when nothing else does: a key or a bracket that names it outranks it
    strong = !asks.itself;
  }
  let sourceAsked = false;
  if (question === 'when') {
    kind = 'date';
    strong = true;
  } else if (question === 'how much') {
    // "how much does it cost", "how much a ticket costs": a price; "how much higher was the rate": an amount of something else
    // "how much money" is a price: money there is what is counted, not its currency
    // ("how much are tickets", "how much is the pay": an item's fact that is an amount of money is priced too)
    const priced = units.some((u, i) => i > 1 && (u.kind === 'price' || kindOfLabel(u.stems[0]) === 'currency' || factsIn(u.stems).some((f) => f === 'admission' || f === 'salary')));
    if (priced || !units.slice(2).some((u) => !u.kind && !FUNCTION.has(u.stems[0]) && !ITEM_NOUNS.has(u.stems[0]))) {
      kind = 'price';
      strong = true;
    } else kind = 'text';
  } else if (question === 'who' || question === 'whom' || question === 'whose') {
    const verb = asks?.byObject ? undefined : verbs.map((v) => WHO_VERBS[v]).find(Boolean);
    if (!verb && asks?.facts) {
      // "who is hiring": the fact the verb names, not a person who wrote something
      kind = 'text';
      strong = true;
    } else if (verb === 'site') {
      subject = 'site';
      kind = 'title';
    } else if (verb) kind = verb;
    else if (!kind || !PERSONS.has(kind)) kind = 'author';
    // a person named by a verb ("who wrote it") or a noun ("who is the publisher") is the kind for sure
    if (verb !== undefined || units.some((u) => u.kind !== null && PERSONS.has(u.kind))) strong = true;
    else if (!asks?.facts) strong = false;
  } else if (question === 'how long' && asks?.facts) {
    kind = 'text';
    strong = !asks.itself;
  } else if (question === 'where') {
    kind = kind === 'url' ? 'url' : 'text';
    // "where does the article come from", "where is this from": the outlet a work comes from, by name
    if (stems.includes('from') && stems.every((s) => s === 'from' || QUESTION.test(s) || FUNCTION.has(s) || FROM_VERBS.has(s) || OUTLET_WORKS.has(s) || SOURCED.has(s))) {
      subject = 'site';
      kind = 'title';
      sourceAsked = true;
    }
  }
  // "which newspaper publishes this", "what site is it on": the noun asked about is the site, whatever its verb
  if ((question === 'which' || question === 'what') && units[1] && isSite(units[1])) {
    subject = 'site';
    kind = 'title';
  }
  // "which website is this", "the site's name", "the name of the store": what the site is called
  if (subject === 'site' && (kind === null || kind === 'url') && (question === 'what' || question === 'which')) kind = 'title';
  // "the person this book is by": a person asked as an author names no other thing to look for
  const skip = (s: string): boolean => (sourceAsked && FROM_VERBS.has(s)) || (kind !== null && PERSONS.has(kind) && (CREDITING.has(s) || (!question && PERSON_ROLE.has(s)))) || FUNCTION.has(s) || GENERIC.has(s) || ITEM_NOUNS.has(s) || SITE_NOUNS.has(s) || s === "'s" || /^\d+$/.test(s) || (kind !== null && QUALIFIERS[kind]?.has(s) === true);
  const named = kind === 'title' && !question && subject === 'item' ? itemNamed(units) : new Set<number>();
  // "the make of this kettle": the noun after "this" is the page's item under its own name, nothing to look for
  if (!question) units.forEach((u, i) => { if (i > 0 && units[i - 1].stems[0] === 'this' && !u.kind && !factsIn(u.stems).length) named.add(i); });
  // where on the page the value sits says no more about it, unless it names a fact ("the time next to 'Prep'"); nor does
  // a relation to the item itself ("the date associated with this listing")
  const placed = key || question ? -1 : placeOnPage(units);
  // "the price in local currency": the unit a value is written in says how it is written, not which (written-in.ts)
  const unitPhrase = question ? new Set<number>() : writtenIn(units);
  const specific = laid ? [] : units.filter((u, i) => !u.kind && !unitPhrase.has(i) && !named.has(i) && !(placed > 0 && i >= placed && !factsIn(u.stems).length) && !(beside > 0 && i >= beside) && !rate.has(i) && !skip(u.stems[0]) && !relatesToItem(units.map((v) => v.stems[0]), i) && u.stems[0] !== itself && !(WHO_VERBS[u.stems[0]] && (question?.startsWith('who') || subject === 'site' || WHO_VERBS[u.stems[0]] === kind)) && !agent?.at.includes(i)).map((u) => u.stems.join(' '));
  // "what force acted on bodies", "which species keep the eggs inside the parent's body": a question about
  // something in the text, not a request for the page's content or description
  if (question && specific.length && (kind === 'content' || kind === 'description')) kind = 'text';
  const agentFacts = agent && agent.kind !== 'site' ? agent.at.flatMap((i) => factsIn(units[i].stems)) : [];
  return { kind, strong, subject, counted, question, specific, yesNo: question !== undefined && YES_NO.test(question.split(' ')[0]), verbFacts: asks?.facts ?? [], agentFacts };
}
