// Which fact of a product a field asks for, from its key and description together: the earlier "was"
// price, the colours offered, how many are left, the rating or the scale it is out of, the shipping
// cost. Each is a subject (price, colour, stock, rating, shipping) with the qualifier that sets it apart
// from the plain kind (before, left, out of), matched by word, so any wording that names both is read.
import { TAX_WORDS } from './tax-words.js';
import { LIST_PRICE_LETTERS, listPriceWord } from './list-price.js';

export type FactKind = 'was_price' | 'colours' | 'stock_count' | 'rating' | 'rating_scale' | 'shipping';

export interface FactAsk {
  fact: FactKind;
  /** a yes/no question ("is shipping free?"): answered true or false */
  yesNo: boolean;
  /** several values asked for ("colours", "which colours"): a list */
  list: boolean;
  /** for a count left: what is counted when it is not the stock itself ("places left", "seats remaining": places, seats) */
  counted?: string;
  /** an earlier price asked as the maker's list price ("RRP", "MSRP", "list price"): a page that shows no other sells at it */
  listed?: boolean;
}

/** the words of a key and its description: snake_case, camelCase and punctuation split, lower case */
function wordsOf(name: string, description: string): string[] {
  return `${name.replace(/([a-z])([A-Z])/g, '$1 $2')} ${description}`.toLowerCase().split(/[^\p{L}\p{N}&]+/u).filter(Boolean);
}

const has = (words: string[], set: RegExp): boolean => words.some((w) => set.test(w));
const phrase = (text: string, re: RegExp): boolean => re.test(text);

// a price "before tax" names its basis (tax-basis.ts), not an earlier price
const TAXES = new Set<string>(TAX_WORDS.taxes);

// subjects
const PRICE = new RegExp(`^(price|prices|cost|costs|priced|amount|${LIST_PRICE_LETTERS.join('|')})$`);
const COLOUR = /^(colou?rs?|colou?rways?|shades?|hues?)$/;
const RATING = /^(rating|ratings|rated|stars?|score|scores)$/;
const SHIPPING = /^(shipping|shipment|delivery|postage|p&p|freight|carriage)$/;
// "ship", "ships", "delivered" are about shipping only beside a cost ("does it ship free", "how much to ship")
const SHIP_VERB = /^(ship|ships|shipped|delivered|deliver)$/;
const COST = /^(cost|costs|price|fee|fees|free|charge|charges|much|pay|rate)$/;
const COLOUR_NEXT = /^(options?|choices?|variants?|range|names?|available|offered|of|is|are|does|do|did|can|it|they|for|in|on|the|this|that|come|comes|there)$/;
// words a question about units left may hold; any other content word asks about something else ("soldiers")
const STOCK_WORDS = /^(how|many|much|are|is|there|left|remaining|remain|remains|in|stock|units?|items?|pieces?|of|it|this|that|the|these|still|quantity|qty|number|count|level|available|availability|inventory|product|products|each|per|on|hand|what|a|an|do|does|you|have|we|they|only|currently|now|amount)$/;
// qualifiers
const EARLIER = /^(old|older|original|originally|previous|previously|former|before|regular|usual|normal|full|undiscounted|crossed|struck|strikethrough|strike|compare|reference|pre)$/;
const LEFT = /^(left|remaining|remain|remains)$/;
const COUNT = /^(how|many|number|quantity|qty|count|units|amount|level)$/;
const SCALE = /^(scale|best|max|maximum|highest|top|possible|denominator|out)$/;
// what a shipping question asks when it is not the cost
const NOT_COST = /^(who|whom|why|which|time|times|long|take|takes|taking|duration|fast|quick|quickly|date|dates|days|when|address|addresses|policy|options?|methods?|countries|country|where|estimate|estimated|arrive|arrival|speed|carrier|tracking|weight)$/;

/** the words ask what is left of something ("places left", "remaining seats", "how many are left") */
export const asksLeft = (words: string[]): boolean => has(words, LEFT);

/**
 * The one thing counted in a request for what is left ("places left", "how many seats are remaining",
 * "tickets_remaining": places, seats, tickets), or null: a plural noun beside a word of remaining, with only
 * the words of a stock question around it ("how many", "still", "are").
 */
function leftOf(words: string[]): string | null {
  if (!asksLeft(words)) return null;
  const others = [...new Set(words.filter((w) => !STOCK_WORDS.test(w) && !/^\d+$/.test(w)))];
  return others.length === 1 && /[^s]s$/.test(others[0]) && others[0].length > 3 ? others[0] : null;
}

/**
 * The fact a field asks for, or null when it asks for something else. What the description rules out is not
 * asked: "the current price, not the RRP or was-price" names the was price only to exclude it (the exclusions
 * are the intent's `excluded`, description-reader.ts), so a word of the key that could ask it ("retail") does not.
 */
export function factAsk(name: string, description: string, excluded: readonly string[] = []): FactAsk | null {
  const ask = askOf(name, description);
  return ask && excluded.some((x) => askOf('', x)?.fact === ask.fact) ? null : ask;
}

function askOf(name: string, description: string): FactAsk | null {
  const words = wordsOf(name, description);
  const text = ` ${words.join(' ')} `;
  const yesNo = /^\s*(is|are|does|do|can|will)\b/.test(description.toLowerCase()) || /^(is|has)_/.test(name);
  // (a recommended or list price is one the item has discounted or not; an old or was price only if it was reduced)
  const listed = words.some(listPriceWord) || phrase(text, / list price /);
  const ask = (fact: FactKind, list = false, counted?: string): FactAsk => ({ fact, yesNo, list, ...(counted ? { counted } : {}), ...(fact === 'was_price' && listed ? { listed } : {}) });
  // the colour as the thing asked ("colours", "what colours does it come in"), not a modifier ("colour broadcasts")
  const colourAt = words.findIndex((w) => COLOUR.test(w));
  if (colourAt >= 0 && (wordsOf(name, '').some((w) => COLOUR.test(w)) || colourAt === words.length - 1 || COLOUR_NEXT.test(words[colourAt + 1]))) {
    // "colours", "which colours", "available colors": the list; "what colour is it": one
    return ask('colours', has(words, /^(colou?rs|colou?rways|shades|hues|options|available|which)$/) || phrase(text, / (come|comes|offered|sold) in /));
  }
  // "average review", "reviews_avg", "mean rating": the average of the reviews is the rating, not a count of them
  if (has(words, /^(average|avg|mean)$/) && has(words, /^(reviews?|ratings?)$/) && !has(words, /^(count|number|many|scale|best|max)$/)) return ask('rating');
  // "number of ratings", "how many reviews": a count of reviews, not a rating
  const counting = has(words, /^(count|number|reviews)$/) || (words.includes('many') && has(words, /^(ratings|reviews)$/));
  if (has(words, RATING) && !counting) {
    // ("out of 5", "out of ten": the scale named says how the rating asked is written, it does not ask the scale)
    const named = phrase(text, / out of (\d+|five|ten|a hundred|hundred)\b/);
    if (has(words.filter((w) => !(named && w === 'out')), SCALE) || (phrase(text, / out of /) && !named)) return ask('rating_scale');
    // "score" alone may be a match's or a test's: left to the general rules
    if (has(words, /^(rating|ratings|rated|stars?)$/)) return ask('rating');
  }
  if (phrase(text, / out of (how many|what)\b/)) return ask('rating_scale');
  if ((has(words, SHIPPING) || (has(words, SHIP_VERB) && has(words, COST))) && !has(words, NOT_COST)) return ask('shipping');
  // what remains of one thing counted ("places left", "how many seats are remaining", "tickets_remaining"): a count of it
  // the description says what is counted when it says anything (the key may name the field otherwise: "x", "availability")
  const counted = leftOf(description.trim() ? wordsOf('', description) : words);
  if (counted) return ask('stock_count', false, counted);
  // "how many are left", "stock left", "quantity remaining", "units in stock", "how many in stock"
  // "of each book", "per item": which items, not what about them
  const items = new Set(words.filter((_, i) => i > 0 && /^(each|every|per|all)$/.test(words[i - 1])));
  const aboutOthers = !words.every((w) => STOCK_WORDS.test(w) || items.has(w) || /^\d+$/.test(w) || wordsOf(name, '').includes(w));
  if (!aboutOthers && has(words, LEFT) && (has(words, COUNT) || has(words, /^(stock|inventory|items?|units?|pieces?)$/))) return ask('stock_count');
  // "stock number", "stock no": a number at the head of a compound after a noun is an identifier, not a count
  const identifier = /^(number|no|nr)$/.test(words[words.length - 1] ?? '') && /^(stock|inventory)$/.test(words[words.length - 2] ?? '');
  if (!aboutOthers && !identifier && has(words, COUNT) && (phrase(text, / in stock /) || has(words, /^(stock|inventory|available|availability)$/))) return ask('stock_count');
  if (/^(left|remaining|stock_left|stock_count|stock_level|units_left|inventory_count|qty_left)$/.test(name.toLowerCase()) && !description.trim()) return ask('stock_count');
  // "the old price", "price before discount", "original price", "RRP", "was" (as a key), "the was price"
  const netOf = words.some((w) => TAXES.has(w)) || has(words, /^(shipping|delivery|fees?)$/);
  // (a word of an earlier price offered as one of two, "sale_or_regular", "the regular or sale price", asks whichever is charged)
  const earlier = words.filter((w, i) => EARLIER.test(w) && words[i - 1] !== 'or' && words[i + 1] !== 'or');
  // ("the amount of time before cooking" measures a time: an amount of anything but money names no price)
  const priced = words.some((w, i) => PRICE.test(w) && !(/^amounts?$/.test(w) && words[i + 1] === 'of' && !/^(money|cash|the|a|an|it|this|that)$/.test(words[i + 2] ?? '')));
  if (priced && !netOf && (earlier.length > 0 || listed || phrase(text, / (list|was) price | price was /))) return ask('was_price');
  // a key or description that is only "was" ("was", "the was price")
  const onlyWas = (ws: string[]): boolean => ws.includes('was') && ws.every((w) => /^(the|was|price|\d+)$/.test(w));
  if (onlyWas(wordsOf(name, '')) || onlyWas(wordsOf('', description))) return ask('was_price');
  if (words.some((w) => LIST_PRICE_LETTERS.includes(w)) || phrase(text, / (before|without) (the )?(discount|sale|reduction|markdown) /)) return ask('was_price');
  return null;
}
