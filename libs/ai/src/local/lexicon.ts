// The words that name each kind of field, as stems: one small table, not one pattern per phrasing.
// A word's stem ("published", "publishes" -> "publish") is looked up here; a few phrases of two or
// three words ("how much", "sells for", "came out") are matched before single words.
import type { FieldKind } from './intent.js';
import { misspelt } from './typos.js';
import { ORGANIZER_BY, organizerNouns } from './organizer-role.js';
import { LIST_PRICE_LETTERS } from './list-price.js';

// irregular forms a suffix rule cannot reach
const IRREGULAR: Record<string, string> = {
  wrote: 'write', written: 'write', writing: 'write', sold: 'sell', came: 'come', made: 'make', paid: 'pay', bought: 'buy',
  held: 'hold', letting: 'let', penned: 'pen', penning: 'pen', skus: 'sku', went: 'go', going: 'go', goes: 'go', gone: 'go', began: 'begin', begun: 'begin', ran: 'run', took: 'take', taken: 'take', said: 'say', says: 'say', children: 'child',
  people: 'person', pics: 'pic', booking: 'booking', is: 'is', has: 'has', was: 'was', does: 'does', its: 'its', this: 'this', us: 'us', news: 'news',
};

/** a verb's participle: "published", "written", and the irregular forms ("sold", "made", "held") */
export const participle = (word: string): boolean => /\p{L}{2}(ed|en)$/u.test(word) || (Object.hasOwn(IRREGULAR, word) && IRREGULAR[word] !== word && !/(s|ing)$/.test(word) && word !== 'people');

/** a crude stem: plural, -ing, -ed and a final e off, so that a word's forms meet ("price", "prices", "priced") */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (Object.hasOwn(IRREGULAR, w)) {
    // a word that is its own stem ("news", "this") keeps its final s
    if (IRREGULAR[w] === w) return w;
    w = IRREGULAR[w];
  }
  if (w.length > 4 && w.endsWith('ies')) w = w.slice(0, -3) + 'y';
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** the stems of words, as a set to look a word's stem up in */
export const stemSet = (ws: string[]): Set<string> => new Set(ws.map(stem));

/**
 * The lemmas of each kind. A kind is chosen by the head of the description ("the book's title",
 * "the date of publication"), its verb ("who wrote it", "when was it released") or its question word.
 * Trade words are words of their kind: a newsroom's hed (headline), dek, standfirst and subhead (the line
 * under it) and lede; a shop's MSRP and RRP (the maker's recommended price).
 */
export const LEXICON: Partial<Record<FieldKind, string[]>> = {
  author: ['author', 'writer', 'write', 'byline', 'pen', 'journalist', 'reporter', 'columnist', 'creator', 'contributor', 'poster', 'chef', 'recipe developer'],
  date: ['date', 'dateline', 'date line', 'timestamp', 'time stamp', 'creation', 'published', 'publish', 'publication', 'release', 'post date', 'dated', 'issued', 'launched', 'aired', 'premiered', 'updated', 'day', 'year', 'time', 'when', 'came out', 'come out', 'went live', 'go live', 'gone live', 'put online', 'went online', 'go online', 'put up online', 'posted online'],
  price: ['price', 'cost', 'pricing', 'priced', 'fee', 'charge', 'amount', 'rent', 'salary', 'pay', 'how much', 'sell', 'sell for', 'sells for', 'sold at', 'sold for', 'go for', 'goes for', 'retail', ...LIST_PRICE_LETTERS, 'price tag'],
  title: ['title', 'name', 'named', 'called', 'headline', 'heading', 'h1', 'hed'],
  brand: ['brand', 'manufacturer', 'maker', 'manufacture', 'producer', 'vendor', 'marque', 'trademark', 'label'],
  availability: ['availability', 'available', 'stock', 'in stock', 'sold out', 'purchasable', 'orderable', 'buyable', 'out of stock', 'buy'],
  sku: ['sku', 'id', 'product id', 'item id', 'article number', 'item number', 'product code', 'identifier', 'asin', 'product number', 'item code', 'stock code', 'stock number', 'stock no', 'reference number', 'catalog number', 'catalogue number', 'item no', 'article no', 'product no', 'stock keeping unit'],
  gtin: ['gtin', 'ean', 'upc', 'isbn', 'barcode', 'bar code', 'jan'],
  mpn: ['mpn', 'manufacturer part', 'part number', 'part no', 'model number', 'model no', 'mfr part'],
  // "num_images", "image_cnt": the abbreviations keys use ("n_photos": intent.ts reads a key's leading n)
  number: ['number of', 'count of', 'quantity', 'how many', 'count', 'total number', 'num', 'cnt'],
  currency: ['currency', 'ccy', 'currency code'],
  rating: ['rating', 'rated', 'star', 'score', 'stars', 'average review', 'review average', 'review score', 'avg review', 'review avg'],
  review_count: ['review count', 'number of review', 'how many review', 'rating count', 'number of rating'],
  email: ['email', 'e mail', 'mail address'],
  phone: ['phone', 'telephone', 'tel', 'phone number', 'mobile'],
  image: ['image', 'photo', 'picture', 'pic', 'thumbnail', 'logo', 'photograph', 'img', 'illustration'],
  url: ['url', 'link', 'href', 'permalink', 'web address', 'canonical'],
  content: ['content', 'article', 'post', 'essay', 'body', 'full text', 'main text', 'article text', 'text', 'everything', 'copy', 'prose', 'story', 'whole article', 'article body'],
  description: ['description', 'summary', 'overview', 'excerpt', 'abstract', 'blurb', 'synopsis', 'describe', 'dek', 'standfirst', 'subhead', 'lede'],
  category: ['category', 'breadcrumb', 'tag', 'keyword', 'topic', 'section', 'genre'],
  publisher: ['publisher', 'imprint', 'publishing house'],
};

// things a page is about: "the book's title" and "the title" ask the same; what the site is called is another subject
export const ITEM_WORDS = ['it', 'this', 'item', 'product', 'book', 'novel', 'article', 'news', 'story', 'post', 'blog', 'piece', 'page', 'webpage', 'recipe', 'dish', 'event', 'show', 'concert', 'job', 'position', 'role', 'vacancy', 'listing', 'property', 'house', 'home', 'flat', 'apartment', 'offer', 'deal', 'thing', 'entry', 'document', 'doc', 'report', 'paper', 'one', 'video', 'film', 'movie', 'album', 'course', 'tool', 'model', 'device', 'work', 'lot',
  // (the names of an event that name nothing else: "where is the gig" asks where the item is, as "where is the event")
  // ("conference", "exhibition" stay words to find: "where did he hold a press conference" is about the text)
  'gig', 'festival', 'meetup', 'recital', 'gala'];
export const ITEM_NOUNS = new Set(ITEM_WORDS.map(stem));
export const SITE_NOUNS = new Set(['site', 'website', 'shop', 'store', 'domain', 'outlet', 'retailer', 'seller', 'merchant', 'webshop', 'newspaper', 'magazine', 'blog', 'source', 'provenance', 'media', 'masthead'].map(stem));
/** elements of a page that can be counted ("the number of photos", "how many links") */
export const COUNTABLE: Partial<Record<FieldKind, string>> = Object.assign(Object.create(null), { image: 'img', url: 'a[href]' });

// words that say how a value is given, not what it is about
export const GENERIC = new Set(['value', 'info', 'information', 'detail', 'details', 'field', 'data', 'exact', 'full', 'official', 'current', 'main', 'primary', 'big', 'biggest', 'large', 'largest', 'principal', 'top', 'leading', 'figure', 'actual', 'actually', 'real', 'really', 'basically', 'original', 'complete', 'whole', 'entire', 'short', 'long', 'plain', 'raw', 'format', 'string', 'number', 'numeric', 'integer', 'decimal', 'iso', 'type', 'kind', 'single', 'first', 'exactly', 'only', 'just', 'here', 'there', 'shown', 'listed', 'given', 'stated', 'displayed', 'written', 'mentioned', 'say', 'tell', 'show', 'give', 'read', 'get', 'find', 'know', 'want', 'need', 'please', 'currently', 'now', 'today', 'right', 'precisely', 'without', 'menu', 'menus', 'ads', 'ad', 'advert', 'adverts', 'advertising', 'navigation', 'nav', 'boilerplate', 'chrome', 'sidebar', 'footer', 'header', 'clutter', 'junk', 'noise', 'excluding', 'except', 'minus', 'no', 'not',
  // where a customer saw the name, not what it names: "headline (schema.org)", "og:site_name", "itemprop name"
  'schema', 'org', 'og', 'meta', 'itemprop', 'microdata', 'json', 'ld', 'twitter',
  // how the value is set in type, not what it is: "the big bold number", "the highlighted figure"
  'bold', 'bolded', 'boldest', 'italic', 'italics', 'underlined', 'highlighted', 'prominent', 'prominently',
  // whom the page serves, not what it says: "the price a shopper pays today", "what a customer is charged"
  'shopper', 'shoppers', 'customer', 'customers', 'buyer', 'buyers', 'consumer', 'consumers', 'purchaser', 'client', 'clients'].map(stem));

/** a relation that names no side of its own ("the date associated with this listing", "the name related to the
 * item"): when what it relates to is the page's item itself, it asks nothing more ("National Association of ..." and
 * "associated with Saint Kentigern College" keep their words) */
const RELATING = new Set(['associated', 'related', 'relating', 'connected', 'attached', 'tied', 'belonging', 'pertaining', 'corresponding'].map(stem));
export function relatesToItem(stems: string[], at: number): boolean {
  if (!RELATING.has(stems[at]) || !['with', 'to', 'for'].includes(stems[at + 1] ?? '')) return false;
  const next = stems[at + 2] ?? '';
  return next === 'this' || next === 'it' || ITEM_NOUNS.has(next) || (['the', 'its', 'that'].includes(next) && ITEM_NOUNS.has(stems[at + 3] ?? ''));
}

/** words that say which value of a kind is meant, not what else it is about: "sale price", "ticket price", "price_gbp" */
// the circumstances of one purchase a price is asked in ("the price I'd pay at checkout", "price in the basket", "per
// item", "price (or range)"): they say when the price applies, not another thing to find. Words that name another
// price of the page (member, promo, coupon, tax, VAT, including/excluding, order) are no circumstance: they stay
// words to find, so "the member price" is not the regular one and "tax amount" is not the product's price
const PURCHASE = ['checkout', 'basket', 'cart', 'trolley', 'bag', 'till', 'item', 'piece', 'each', 'unit', 'apiece', 'range', 'buy', 'purchase'];
/** the currency named in words ("price in euros", "cost in dollars"); the words of its country before it are its name too (currency-names.ts) */
export const CURRENCY_WORDS = ['euro', 'euros', 'dollar', 'dollars', 'pound', 'pounds', 'sterling', 'yen', 'franc', 'francs', 'krona', 'kronor', 'krone', 'kroner', 'rupee', 'rupees', 'yuan', 'renminbi', 'peso', 'pesos', 'zloty', 'rand', 'real', 'reais', 'won', 'ringgit', 'baht', 'shekel', 'shekels', 'lira', 'forint', 'koruna', 'leu', 'lei', 'dinar', 'dinars', 'dirham', 'dirhams', 'riyal', 'riyals'];
export const QUALIFIERS: Partial<Record<FieldKind, Set<string>>> = {
  // "last updated", "date modified": which of the item's dates (modified-date.ts), not a word to look for
  date: new Set(['last', 'latest', 'modified', 'modification', 'revised', 'edited', 'changed', 'amended'].map(stem)),
  // "the total number of images", "how many images the article contains": a count's own words
  number: new Set(['total', 'overall', 'combined', 'contain', 'contains', 'include', 'includes', 'feature', 'features', 'hold', 'holds', 'carry', 'carries', 'appear'].map(stem)),
  price: new Set(['money', 'sale', 'selling', 'list', 'regular', 'retail', 'unit', 'offer', 'offered', 'discount', 'discounted', 'final', 'net', 'gross', 'ticket', 'asking', 'base', 'usd', 'eur', 'gbp', 'jpy', 'cad', 'aud', 'chf', 'cny', 'inr', 'rub', 'sek', 'nok', 'dkk', 'pln', 'czk', 'brl', 'mxn',
    ...CURRENCY_WORDS, ...PURCHASE].map(stem)),
  // "the ISO 4217 code of the price currency", "three-letter currency code", "currency symbol": how a currency is
  // written, each the currency itself, not another thing to look for beside it
  currency: new Set(['code', 'iso', 'letter', 'letters', 'three', 'symbol', 'sign', 'abbreviation', 'abbreviated', 'standard', 'alpha'].map(stem)),
};

const PHRASES: Array<[string[], FieldKind]> = [];
const WORDS = new Map<string, FieldKind>();
for (const [kind, lemmas] of Object.entries(LEXICON) as Array<[FieldKind, string[]]>) {
  for (const lemma of lemmas) {
    const parts = lemma.split(' ').map(stem);
    if (parts.length > 1) PHRASES.push([parts, kind]);
    else if (!WORDS.has(parts[0])) WORDS.set(parts[0], kind);
  }
}
PHRASES.sort((a, b) => b[0].length - a[0].length);

// the words of the table as written (and their plurals), for reading a misspelt word as the one it misses
const SPELLED = new Map<string, string>();
/** the field words the lexicon knows as written (and their plurals), each with what it names: a kind, a fact ('fact:servings') or the site */
export const FIELD_WORDS: ReadonlyMap<string, string> = SPELLED;
for (const [kind, lemmas] of Object.entries(LEXICON)) for (const w of lemmas) if (!w.includes(' ')) for (const f of [w, `${w}s`]) if (!SPELLED.has(f)) SPELLED.set(f, kind);
for (const w of ['site', 'website', 'webshop', 'store', 'newspaper', 'magazine', 'retailer', 'merchant']) for (const f of [w, `${w}s`]) SPELLED.set(f, 'site');
// the facts of item pages (main-item.ts names them by these words): each word its own meaning
for (const w of ['address', 'agent', 'agency', 'realtor', 'servings', 'portions', 'bedrooms', 'venue', 'location', 'company', 'employer', 'binding', 'tickets', 'admission', 'preparation', 'format', 'compensation', 'remuneration', 'earnings', 'workplace']) if (!SPELLED.has(w)) SPELLED.set(w, `fact:${w}`);

/**
 * The facts of an item page (main-item.ts reads them) and the lemmas that mean each, in the order a
 * field's words are tried ("prep time" is a recipe's time before it is any time). Matched on stems,
 * phrases first, like the kinds: "place of work", "work location" and "city" all mean where the item is.
 */
export const ITEM_FACTS: Array<[string, string[]]> = [
  ['translator', ['translator', 'translated', 'translation']],
  ['illustrator', ['illustrator', 'illustrated', 'illustration', 'illustrations']],
  ['contributors', ['contributor', 'contributors', 'credits']],
  ['prep_time', ['prep', 'preparation', 'prepare', 'prep time', 'preparation time']],
  ['cook_time', ['cook time', 'cooking time', 'time to cook']],
  ['total_time', ['total time', 'ready in']],
  ['servings', ['serves', 'serving', 'portion', 'yield', 'feeds', 'how many people']],
  ['bedrooms', ['bedroom', 'beds', 'bed', 'sleeping room', 'room for sleeping', 'rooms for sleeping']],
  // (a UK estate agency's negotiator is the agent who handles the property)
  ['agent', ['agent', 'agency', 'realtor', 'broker', 'negotiator', 'marketed by', 'listed by', 'contact']],
  ['publisher', ['publisher', 'publishing house', 'imprint']],
  // who puts an event on (organizer-role.ts; "hosted by", not "host": a venue hosts an event, "where is it hosted"
  // asks the place; not "presenter": a show's presenter is who is on it)
  ['organizer', [...organizerNouns('host', 'presenter'), ...ORGANIZER_BY]],
  // who offers a job: the firm, the organisation, whoever is hiring
  ['company', ['company', 'business', 'employer', 'firm', 'enterprise', 'organisation', 'organization', 'hiring', 'hire', 'recruiter', 'recruit', 'hiring organisation', 'hiring organization', 'hiring company']],
  ['salary', ['salary', 'wage', 'pay', 'compensation', 'remuneration', 'earnings', 'salary range', 'pay range', 'pay scale', 'pay band', 'salary band']],
  ['admission', ['ticket', 'admission', 'entry fee', 'entrance fee']],
  ['address', ['address', 'street address']],
  // (and the kinds of venue an event is at: "the name of the hall", "which theatre")
  ['place', ['venue', 'hall', 'club', 'theatre', 'theater', 'church', 'cathedral', 'chapel', 'arena', 'stadium', 'auditorium', 'playhouse', 'ballroom', 'nightclub', 'concert hall', 'location', 'city', 'town', 'locality', 'place', 'workplace', 'place of work', 'work location', 'work place', 'office', 'office location']],
  // a format asked by its values too: "hardback or paperback?"
  ['format', ['format', 'binding', 'cover', 'cover type', 'hardback', 'hardcover', 'paperback', 'softcover', 'ebook']],
  ['pages', ['page count', 'print length', 'number of pages', 'how many pages']],
];
// facts whose value is how many of the things their noun names ("bedrooms: 3", "serves 4", "288 pages"), and
// the rating's stars ("4.5 stars"): the noun's plural is their normal form, one number, not a list of them
export const COUNTED_FACTS: ReadonlySet<string> = new Set(['bedrooms', 'servings', 'pages']);
/** a noun whose plural names one number of its things, not many values ("bedrooms", "beds", "servings", "stars") */
export function countNoun(word: string): boolean {
  return factsIn([word]).some((f) => COUNTED_FACTS.has(f)) || stem(word) === 'star';
}
// each lemma's stems, and whether it is a noun in the plural as written ("credits", "contributors")
const FACT_LEMMAS: Array<[string, string[], boolean]> = ITEM_FACTS.flatMap(([fact, lemmas]) => lemmas.map((l): [string, string[], boolean] => [fact, l.split(' ').map(stem), /^\p{L}+[^s]s$/u.test(l)]));

// the items that are events: what is put on by an organizer
const EVENTS = new Set(['event', 'concert', 'gig', 'show', 'festival', 'performance', 'exhibition', 'workshop', 'talk', 'lecture', 'market', 'fair', 'quiz', 'screening', 'match', 'conference', 'meetup'].map(stem));
/** the stems name an event ("the organisation behind the gig"): what is behind it is its organizer */
export const namesEvent = (stems: string[]): boolean => stems.some((s) => EVENTS.has(s));
const TOWNS = new Set(['city', 'town', 'locality'].map(stem));
const STREET_PARTS = new Set(['street', 'road', 'postcode', 'zip', 'zipcode', 'postal'].map(stem));

/** the item facts named by a field's words (its key and description as read), most likely first */
export function factsIn(words: string[]): string[] {
  const stems = words.map(stem);
  const out: string[] = [];
  for (const [fact, parts, plural] of FACT_LEMMAS) {
    if (out.includes(fact)) continue;
    // a participle does not meet a noun of the same stem: "credited with writing it" is no "credits"
    for (let i = 0; i + parts.length <= stems.length; i++) if (parts.every((p, j) => stems[i + j] === p) && !(plural && participle(words[i].toLowerCase()))) { out.push(fact); break; }
  }
  // a company or an organisation of an event ("the organisation behind the event", "the company running the gig") puts
  // it on: its organizer, not an employer (a job's employer is asked without an event)
  if (out.includes('company') && namesEvent(stems)) out.splice(out.indexOf('company'), 1, ...(out.includes('organizer') ? [] : ['organizer']));
  // whoever is behind an event ("the person behind the concert", "who's behind the gig") puts it on: its organizer
  if (!out.includes('organizer') && stems.includes('behind') && namesEvent(stems)) out.unshift('organizer');
  // a book's "pages" is its length, not the page it is on ("the page's title")
  if (!out.includes('pages') && words.includes('pages')) out.push('pages');
  // where an item is: its venue or town, or a home's street address when that is what its page states (a
  // town asked is not a whole street address)
  if (out.includes('place') && !out.includes('address') && !stems.some((s) => TOWNS.has(s))) out.splice(out.indexOf('place') + 1, 0, 'address');
  // "addressLocality", "the city of the address": the town is asked, the street address only if the page has no town
  if (out.includes('address') && out.includes('place') && stems.some((s) => TOWNS.has(s)) && out.indexOf('address') < out.indexOf('place')) {
    out.splice(out.indexOf('address'), 1);
    out.splice(out.indexOf('place') + 1, 0, 'address');
  }
  // a town asked: where the item is, else the town of its address ("the city the house is in")
  if (out.includes('place') && stems.some((s) => TOWNS.has(s))) out.splice(out.indexOf('place') + 1, 0, 'town');
  // "street, postcode and town", "zip and city": parts of an address named together, one only an address has
  // among them, ask for the whole address ("Fulton Street" alone is a name)
  // (named together: in one run of words, at most one other word between two of them, "street, number, city";
  // "the town, not the street" names them apart)
  const NOT = /^(not|no|non|except|without|but)$/;
  // a part with a negation in the three words before it ("notStreet", "not the full street") is not asked
  const part = (k: number): boolean => (STREET_PARTS.has(stems[k]) || TOWNS.has(stems[k])) && !stems.slice(Math.max(0, k - 3), k).some((w) => NOT.test(w));
  for (let i = 0; i < stems.length; i++) {
    if (!part(i)) continue;
    const run = new Set([stems[i]]);
    for (let j = i + 1, last = i; j < stems.length && j - last <= 2 && !NOT.test(stems[j]); j++) {
      if (!part(j)) continue;
      run.add(stems[j]);
      last = j;
    }
    if (run.size >= 2 && [...run].some((s) => STREET_PARTS.has(s))) return ['address', ...out.filter((f) => f !== 'address')];
  }
  return out;
}

/** a lower-case word as the lexicon spells it: "autor" -> "author", "publsher" -> "publisher"; others as they are */
export function spelled(word: string): string {
  return misspelt(word, SPELLED) ?? word;
}

// words that name a kind only as a key or a label of a few words: in a sentence they are verbs ("what did
// Seropian make", "when was the map created"), as a label nouns ("make: Ford", "created_at")
// "money" is the currency asked as a kind ("which money is the price in", `money: ""`), not in a sentence
// about money ("how were the families earning money"); "how much money" is a price by its question
// "press" is a publishing house as a label or the noun asked about ("which press published it", `press: ""`), not in a
// sentence ("a press conference", "the press reported")
const LABEL_WORDS = new Map<string, FieldKind>([['make', 'brand'], ['created', 'date'], ['updated', 'date'], ['money', 'currency'], ['press', 'publisher']].map(([w, k]) => [stem(w), k as FieldKind]));

/** the kind a stem names as a key or a short label only, if any */
export function kindOfLabel(s: string): FieldKind | null {
  return LABEL_WORDS.get(s) ?? null;
}

/** the kind a stem names, if any */
export function kindOfStem(s: string): FieldKind | null {
  return WORDS.get(s) ?? null;
}

/** the phrases of the table found in a list of stems, longest first: [start, length, kind] */
export function phrasesIn(stems: string[]): Array<[number, number, FieldKind]> {
  const out: Array<[number, number, FieldKind]> = [];
  for (const [parts, kind] of PHRASES) {
    for (let i = 0; i + parts.length <= stems.length; i++) {
      if (parts.every((p, j) => stems[i + j] === p) && !out.some(([s, l]) => i < s + l && s < i + parts.length)) out.push([i, parts.length, kind]);
    }
  }
  return out;
}
