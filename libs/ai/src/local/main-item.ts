// The main item of an item page (a book, an event, a job, a recipe, a home for sale): its title,
// authors, date and labelled facts, read from every place a page states them. A field that names
// one of these is answered here; what the page does not say is left to the other sources.
import type { FieldIntent } from './intent.js';
import type { Page } from './page.js';
import { typeNames, type Thing } from './structured.js';
import { itemAuthors, itemContributors } from './item-authors.js';
import { itemDate } from './item-date-sources.js';
import { admissionPrice, itemFact, labelsAnItem, type ItemFact } from './item-facts.js';
import { itemFormat, itemPageCount } from './item-format.js';
import { itemTitle } from './item-title.js';

// schema.org types that are an item a page is about (an article is a page's own text, not an item)
const ITEM_TYPES = /^(book|product|productgroup|productmodel|individualproduct|vehicle|car|\w*event|festival|jobposting|recipe|realestatelisting|residence|house|apartment|singlefamilyresidence|accommodation|movie|tvseries|musicalbum|musicrecording|videogame|course|softwareapplication|hotelroom|offer)$/;

/** the structured thing the page is about, or null */
export function mainThing(page: Page): Thing | null {
  return page.remember('mainThing', () => page.things.find((t) => typeNames(t).some((x) => ITEM_TYPES.test(x))) ?? null);
}

// the people of an item other than its writers, each asked by its role; contributors are all of them
type PeopleProperty = 'translator' | 'illustrator' | 'editor' | 'contributors';
export type ItemProperty = 'title' | 'authors' | 'date' | 'format' | 'pages' | PeopleProperty | ItemFact;

// the words of a field that name each property (a small table; the request's resolver may map other wordings onto readItemProperty)
const PROPERTY_WORDS: Array<[ItemProperty, RegExp]> = [
  ['translator', /\btranslat(or|ors|ed|ion)\b/],
  ['illustrator', /\billustrat(or|ors|ed|ions?)\b/],
  ['contributors', /\b(contributors?|credits)\b/],
  ['prep_time', /\b(prep|preparation)\b/],
  ['cook_time', /\b(cook|cooking)\s+time\b|\bcook_time\b/],
  ['total_time', /\btotal\s+time\b|\bready in\b/],
  ['servings', /\b(serves|servings?|portions?|yield)\b/],
  ['bedrooms', /\b(bedrooms?|beds)\b/],
  ['agent', /\b(agent|agency|realtor|broker|marketed by|listed by)\b/],
  ['publisher', /\b(publisher|publishing house|imprint)\b/],
  ['company', /\b(company|employer|hiring organi[sz]ation)\b/],
  ['salary', /\b(salary|wage|pay)\b/],
  ['admission', /\b(tickets?|admission|entry fee|entrance fee)\b/],
  ['address', /\baddress\b/],
  ['place', /\b(venue|location)\b/],
  ['format', /\b(format|binding)\b/],
  ['pages', /\b(pages|page count|print length)\b/],
];

const CORE: Array<[ItemProperty, (intent: FieldIntent, text: string) => boolean]> = [
  ['title', (i) => i.kind === 'title'],
  ['authors', (i) => i.kind === 'author'],
  // a price the page labels as tickets or admission (the price rules read prices labelled as prices)
  ['admission', (i) => i.kind === 'price'],
  ['date', (i, text) => i.kind === 'date' && !/\b(time|hour|modified|updated)\b/.test(text)],
];
// kinds whose values are codes or addresses of another sort ("email address"): never an item fact
const OTHER_KINDS = /^(email|phone|url|image|sku|gtin|mpn|currency|availability|brand|rating|review_count)$/;

const textOf = (intent: FieldIntent): string => `${intent.name} ${intent.description}`.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();

/** a fact named by the field's words (publisher, venue, servings, ...), or null */
export function itemFactOf(intent: FieldIntent): ItemProperty | null {
  if (OTHER_KINDS.test(intent.kind)) return null;
  // the request's reading already named it ("who published it")
  if (intent.kind === 'publisher') return 'publisher';
  const text = textOf(intent);
  for (const [p, re] of PROPERTY_WORDS) {
    if (!re.test(text)) continue;
    // "the amount you pay for it" is a price; "the pay" of a job, its salary
    if (p === 'salary' && intent.kind === 'price' && !/\b(salary|wages?)\b|\bpay\b(?!\s+for)/.test(text.replace(/\byou pay\b/g, ''))) return null;
    return p === 'salary' || p === 'admission' || intent.kind !== 'price' ? p : null;
  }
  return null;
}

/** the title, authors or date of the item, when that is what the field's kind asks */
export function itemCoreOf(intent: FieldIntent): ItemProperty | null {
  const text = textOf(intent);
  return CORE.find(([, test]) => test(intent, text))?.[0] ?? null;
}

const MANY = /\b(list of|all|every|each|array of)\b/i;

const isArticle = (page: Page): boolean => page.things.some((t) => typeNames(t).some((x) => /article|posting|blog/.test(x)));
// an article without structured data: its og:type, or an <article> element holding its text
const articleLike = (page: Page): boolean => page.remember('articleLike', () => /article|blog|news/i.test(page.meta.get('og:type')?.[0] ?? '') || page.$('article').length > 0);

/** one property of the main item; null when the page does not state it */
export function readItemProperty(page: Page, property: ItemProperty): unknown {
  const thing = mainThing(page);
  switch (property) {
    case 'title':
      return itemTitle(page, thing);
    case 'authors': {
      const names = itemAuthors(page, thing);
      return names.length ? names : null;
    }
    case 'date':
      return itemDate(page, thing);
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

/**
 * A fact of the main item named by the field's words (before the answer finder: "prep time" is the
 * recipe's, not a question). On an item page a fact it does not state is null; elsewhere the other
 * sources still try (a news publisher is in the article's markup, a servings count in a sentence).
 */
export function mainItemFact(page: Page, intent: FieldIntent): unknown {
  const property = itemFactOf(intent);
  // "the addresses of all the shops" asks for many items' facts, not the one item's; "the website's
  // name" asks for the site's, not the item's
  if (!property || MANY.test(intent.description) || intent.subject === 'site') return undefined;
  const v = readItemProperty(page, property);
  // people: a list when a list is asked, one line of them otherwise
  if (Array.isArray(v)) return intent.plural ? v : v.join(', ');
  if (v !== null && v !== undefined) return v;
  // an item page (an item in its markup, or labels of one) says what it has: the prose finder would guess
  return mainThing(page) || (labelsAnItem(page) && !isArticle(page)) ? null : undefined;
}

/**
 * The main item's title, authors or date, or undefined to let the other sources try: a list of authors
 * when a list is asked, one line of them otherwise. Articles keep their own rules for dates and authors.
 */
export function mainItemAnswer(page: Page, intent: FieldIntent): unknown {
  const property = itemCoreOf(intent);
  // "the names of all the products" is a list of items; "authors" is the one item's people
  if (!property || MANY.test(intent.description) || intent.subject === 'site' || (intent.plural && property !== 'authors')) return undefined;
  // an item page only (an item in its markup, or labels of one): an article's or any other page's title,
  // authors and date are the resolver's, which reads articles
  if (!mainThing(page) && (isArticle(page) || (!labelsAnItem(page) && articleLike(page)))) return undefined;
  // a plain price keeps the price rules (a product's offers); only a tickets label is read here
  const v = property === 'admission' ? admissionPrice(page) : readItemProperty(page, property);
  if (v === null || v === undefined) return undefined;
  if (property === 'authors' && Array.isArray(v)) return intent.plural ? v : v.join(', ');
  return v;
}
