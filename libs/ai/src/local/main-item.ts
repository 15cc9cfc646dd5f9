// The main item of an item page (a book, an event, a job, a recipe, a home for sale): its title,
// authors, date and labelled facts, read from every place a page states them. A field that names
// one of these is answered here; what the page does not say is left to the other sources.
import type { FieldIntent } from './intent.js';
import { ITEM_NOUNS, stem } from './lexicon.js';
import type { Page } from './page.js';
import { focusCardPage } from './focus-card.js';
import { typeNames, type Thing } from './structured.js';
import { itemAuthors, itemContributors } from './item-authors.js';
import { itemDate } from './item-date-sources.js';
import { itemStart } from './item-start.js';
import { freeBadge } from './free-badge.js';
import { admissionPrice, freeAdmission, itemFact, labelsAnItem, type ItemFact } from './item-facts.js';
import { itemFormat, itemPageCount } from './item-format.js';
import { asksLeft } from './fact-kinds.js';
import { itemTitle } from './item-title.js';
import { MANY_WORDS } from './list-or-yes-no.js';
import { heldByOthers } from './structured-refs.js';
import { eventPage } from './event-page.js';

// schema.org types that are an item a page is about (an article is a page's own text, not an item)
const ITEM_TYPES = /^(book|product|productgroup|productmodel|individualproduct|vehicle|car|\w*event|festival|jobposting|recipe|realestatelisting|residence|house|apartment|singlefamilyresidence|accommodation|movie|tvseries|musicalbum|musicrecording|videogame|course|softwareapplication|hotelroom|offer)$/;

/** the structured thing the page is about, or null */
export function mainThing(page: Page): Thing | null {
  return page.remember('mainThing', () => {
    const items = page.things.filter((t) => typeNames(t).some((x) => ITEM_TYPES.test(x)));
    // an offer another item holds as its property is part of that item, not the page's item (a page that holds
    // its item, WebPage.mainEntity, holds no item away)
    const held = items.length > 1 ? heldByOthers(items) : new Set<string>();
    return items.find((t) => typeof t['@id'] !== 'string' || !held.has(t['@id'])) ?? items[0] ?? null;
  });
}

// the people of an item other than its writers, each asked by its role; contributors are all of them
type PeopleProperty = 'translator' | 'illustrator' | 'editor' | 'contributors';
export type ItemProperty = 'title' | 'authors' | 'date' | 'start' | 'format' | 'pages' | PeopleProperty | ItemFact;

const CORE: Array<[ItemProperty, (intent: FieldIntent, text: string) => boolean]> = [
  ['title', (i) => i.kind === 'title'],
  ['authors', (i) => i.kind === 'author'],
  // a price the page labels as tickets or admission (the price rules read prices labelled as prices)
  ['admission', (i) => i.kind === 'price'],
  ['date', (i, text) => i.kind === 'date' && !/\b(time|hour|modified|updated)\b/.test(text)],
];
// kinds whose values are codes or addresses of another sort ("email address"): never an item fact
const OTHER_KINDS = /^(email|phone|url|image|sku|gtin|mpn|currency|availability|brand|rating|review_count)$/;

// the field's words as the request read them (typos read as the words they miss: "salery", "adress")
const textOf = (intent: FieldIntent): string => intent.said;

/** the facts named by the field's words (publisher, venue, servings, ...), most likely first; [] when none */
export function itemFactsOf(intent: FieldIntent): ItemProperty[] {
  if (OTHER_KINDS.test(intent.kind)) return [];
  // the time "before cooking starts", "before baking": the preparation, which ends when the heat begins
  if (beforeTheHeat(intent)) return ['prep_time'];
  // "start time", "when does it start", "starts_at": the item's start (a moment), not a time the prose mentions
  if (asksStart(intent)) return ['start'];
  // the request's reading already named it ("who published it")
  if (intent.kind === 'publisher') return ['publisher'];
  // a date asked ("when does it take place") is no place: of the facts, only a recipe's times are dates
  let facts = (intent.kind === 'date' ? intent.facts.filter((f) => f.endsWith('_time')) : intent.facts) as ItemProperty[];
  // what remains of something ("places left", "how many seats are remaining") is a count, not the place or a name
  if (asksLeft(intent.said.split(' ')) || intent.type === 'number' || intent.type === 'count') facts = facts.filter((f) => !NAMED_FACTS.has(f));
  const [first] = facts;
  if (!first || intent.kind !== 'price') return facts;
  // a price is an item fact only as a job's pay or an event's tickets: "the amount you pay for it" is a price
  if (first === 'admission') return [first];
  if (first === 'salary' && (SALARY_WORDS.test(intent.said) || (PAY.test(intent.said) && !BUYER_PAYS.test(intent.said)))) return [first];
  return [];
}

// facts that are names or places, never a number
const NAMED_FACTS = new Set<ItemProperty>(['place', 'town', 'address', 'company', 'agent', 'publisher']);

// a start asked by its verb or noun (stems of the words as read)
const START = /\b(start|starts|starting|begin|begins|beginning|commence|commences|kick off|kicks off)\b/;
/** the field asks when the item starts: a date or a bare start word ("starts_at"), one value */
export const asksStart = (intent: FieldIntent): boolean => (intent.kind === 'date' || intent.kind === 'text') && !intent.plural && intent.subject === 'item' && START.test(intent.said) && !beforeTheHeat(intent);
// a time until the cooking ("before cooking starts", "prior to baking", "before you begin to roast"): a start word
// there is the cooking's, not the item's (the ways a recipe is cooked, by their stems)
const BEFORE_HEAT = /\b(?:before|until|till|prior to)\s+(?:(?:the|you|we|one|it)\s+)?(?:(?:start|begin)\w*\s+(?:to\s+)?)?(?:cook|bak|roast|fry|fri|grill|boil|simmer|heat)/;
const beforeTheHeat = (intent: FieldIntent): boolean => (intent.kind === 'date' || intent.kind === 'text') && intent.subject === 'item' && BEFORE_HEAT.test(intent.said);

// pay named as a salary by its own words; "pay" alone is a salary only when the job pays it, not when the
// customer pays ("how much do I have to pay", "the amount you pay for it")
const SALARY_WORDS = /\b(salary|salaries|wages?|compensation|remuneration|earnings|earns?|earning)\b/;
const PAY = /\bpay\b/;
const BUYER_PAYS = /\b(i|you|we|one|they|to)\s+(?:(?:have|has|need|needs|must|will|would|should|do|does|did|got)\s+(?:to\s+)?)?pay\b|\bpay\s+for\b/;
// the job, a period or a payer that makes "pay" a salary for sure ("what does the job pay", "pay per hour")
const JOB_PAY = /\b(job|position|role|post|vacancy|employer|employee|worker|staff|hour|hourly|year|yearly|annual|annually|month|monthly|week|weekly|per)\b/;

/** "pay" asked without a word of a job or a period: a salary if the page states one, else the price (a product's "pay") */
const salaryOrPrice = (intent: FieldIntent, property: ItemProperty): boolean => property === 'salary' && !SALARY_WORDS.test(intent.said) && !JOB_PAY.test(intent.said);

/** the first fact named by the field's words, or null */
export function itemFactOf(intent: FieldIntent): ItemProperty | null {
  return itemFactsOf(intent)[0] ?? null;
}

/** the title, authors or date of the item, when that is what the field's kind asks */
export function itemCoreOf(intent: FieldIntent): ItemProperty | null {
  const text = textOf(intent);
  return CORE.find(([, test]) => test(intent, text))?.[0] ?? null;
}

/** "all" says many items ("the names of all the products"); of people, many of the one item's unless items are named in the plural ("authors of all the books") */
function manyItems(intent: FieldIntent, property: ItemProperty): boolean {
  if (!MANY_WORDS.test(intent.description)) return false;
  // (a plural's stem drops its ending: "this" in "all the authors of this article" is the one item, no plural)
  return property !== 'authors' || intent.said.split(' ').some((w) => w.length > 3 && w.endsWith('s') && stem(w) !== w && ITEM_NOUNS.has(stem(w)));
}

const isArticle = (page: Page): boolean => page.things.some((t) => typeNames(t).some((x) => /article|posting|blog/.test(x)));
// an article without structured data: its og:type, or an <article> element holding its text
const articleLike = (page: Page): boolean => page.remember('articleLike', () => /article|blog|news/i.test(page.meta.get('og:type')?.[0] ?? '') || page.$('article').length > 0);
/** a page that is an article by its markup, its og:type or a byline (an <article> element alone may hold an event) */
export const articlePage = (page: Page): boolean => !mainThing(page) && (declaredArticle(page) || !!page.content.byline);
/** an article by its markup or its og:type (a byline alone may be a listing's poster's) */
export const declaredArticle = (page: Page): boolean => isArticle(page) || /article|blog|news/i.test(page.meta.get('og:type')?.[0] ?? '');

/** one property of the main item; null when the page does not state it */
export function readItemProperty(page: Page, property: ItemProperty): unknown {
  const thing = mainThing(page);
  switch (property) {
    case 'title':
      return itemTitle(page, thing);
    case 'authors': {
      // a listing opened on one card: the card's people only (another card's "Author: X" is its guest)
      const card = thing ? null : focusCardPage(page);
      const names = card ? itemAuthors(card, null) : itemAuthors(page, thing);
      return names.length ? names : null;
    }
    case 'date':
      return itemDate(page, thing);
    case 'start':
      return itemStart(page, thing);
    case 'format':
      return itemFormat(page, thing);
    case 'pages':
      return itemPageCount(page, thing);
    case 'translator':
    case 'illustrator':
    case 'editor': {
      const names = itemContributors(page, thing, property);
      return names.length ? names : null;
    }
    case 'contributors': {
      const names = [...new Set([...itemAuthors(page, thing), ...(['translator', 'editor', 'illustrator', 'introduction', 'narrator', 'adapter'] as const).flatMap((r) => itemContributors(page, thing, r))])];
      return names.length ? names : null;
    }
    default:
      return itemFact(page, thing, property);
  }
}

/** the page's byline as written when it names every one of several people ("X (avec Y et Z)"): one line asked, the page's line */
function bylineNaming(page: Page, names: unknown[]): string | null {
  const line = page.content.byline;
  if (names.length < 2 || !line || line.length > 200) return null;
  return names.every((n) => typeof n === 'string' && line.includes(n)) ? line : null;
}

/**
 * A fact of the main item named by the field's words (before the answer finder: "prep time" is the
 * recipe's, not a question). On an item page a fact it does not state is null; elsewhere the other
 * sources still try (a news publisher is in the article's markup, a servings count in a sentence).
 */
export function mainItemFact(page: Page, intent: FieldIntent): unknown {
  const properties = itemFactsOf(intent);
  // "the addresses of all the shops" asks for many items' facts, not the one item's; "the website's
  // name" asks for the site's, not the item's
  if (!properties.length || MANY_WORDS.test(intent.description)) return undefined;
  // "who is selling it": a home's agent when the page names one, else the site's name (the kind's sources)
  if (intent.subject === 'site') return properties.includes('agent') ? (readItemProperty(page, 'agent') ?? undefined) : undefined;
  for (const property of properties) {
    const v = readItemProperty(page, property);
    // people: a list when a list is asked, one line of them otherwise
    if (Array.isArray(v)) return intent.plural ? v : (bylineNaming(page, v) ?? v.join(', '));
    if (v !== null && v !== undefined) return v;
  }
  // "price of ticket or property": the other thing asked may be on the page under the kind's own sources
  if (intent.either) return undefined;
  // "pay" on a page without a salary is what one pays: the price's sources answer
  if (properties.length === 1 && salaryOrPrice(intent, properties[0])) return undefined;
  // "ticket price" on a page that labels its price only "Price": the qualifier says which price, and the page's
  // one price is still the answer (the price's sources read it)
  if (intent.kind === 'price' && properties[0] === 'admission') return undefined;
  // an item page (an item in its markup, or labels of one) says what it has: the prose finder would guess
  return mainThing(page) || (labelsAnItem(page) && !isArticle(page)) ? null : undefined;
}

/** the page states a listing's own facts: a home's bedrooms, or a job's employer with its pay (an employer alone may be a
 * menu named "company" on any firm's page) */
const listingFacts = (page: Page): boolean =>
  page.remember('listingFacts', () => itemFact(page, null, 'bedrooms') !== null || (itemFact(page, null, 'salary') !== null && itemFact(page, null, 'company') !== null));

/**
 * The main item's title, authors or date, or undefined to let the other sources try: a list of authors
 * when a list is asked, one line of them otherwise. Articles keep their own rules for dates and authors.
 */
export function mainItemAnswer(page: Page, intent: FieldIntent): unknown {
  const property = itemCoreOf(intent);
  // "the names of all the products" is a list of items; "authors", "all authors" the one item's people
  if (!property || manyItems(intent, property) || intent.subject === 'site' || (intent.plural && property !== 'authors')) return undefined;
  // an item page only (an item in its markup, or labels of one): an article's or any other page's title,
  // authors and date are the resolver's, which reads articles (a venue's page that labels where an event is held
  // or its tickets is the event's, even in an <article> element)
  // (a job's or a home's listing in an <article> element, its facts in chips without labels, is still the listing's)
  if (!mainThing(page) && (isArticle(page) || (!labelsAnItem(page) && !eventPage(page, null) && articleLike(page) && !listingFacts(page)))) return undefined;
  // a plain price keeps the price rules (a product's offers); only a tickets label is read here
  const v = property === 'admission' ? (admissionPrice(page) ?? freeAdmission(page) ?? (eventPage(page, null) ? freeBadge(page) : null)) : readItemProperty(page, property);
  if (v === null || v === undefined) return undefined;
  if (property === 'authors' && Array.isArray(v)) return intent.plural ? v : v.join(', ');
  return v;
}
