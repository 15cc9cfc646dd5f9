// The words of a trade for a plain field ("drop date": a release date, "sticker price": the list price, "page
// extent": the page count) read as the plain words, and the names of the schema or feed a key was copied from
// ("Google Merchant sale_price", "Open Graph product price"): where the customer saw the name, not what it is.

// a trade's term (its words in order) and the plain words it stands for
const TERMS: Array<[string[], string[]]> = [
  // music, fashion and books: the day a thing goes on sale ("the drop", "street date", "on-sale date")
  [['drop', 'date'], ['release', 'date']], [['drop', 'day'], ['release', 'date']], [['street', 'date'], ['release', 'date']], [['on', 'sale', 'date'], ['release', 'date']],
  // the price printed on the thing or its shelf: its list price
  [['sticker', 'price'], ['list', 'price']], [['tag', 'price'], ['list', 'price']], [['shelf', 'price'], ['list', 'price']], [['marked', 'price'], ['list', 'price']],
  // publishing: a book's extent is how many pages it has; its edition type (hardback, paperback) its format
  [['page', 'extent'], ['page', 'count']], [['extent', 'in', 'pages'], ['page', 'count']],
  // estate agents: the price a seller asks, or a guide to it ("offers over", "guide price")
  [['guide', 'price'], ['price']], [['offers', 'over'], ['price']], [['offers', 'in', 'excess', 'of'], ['price']], [['offers', 'in', 'the', 'region', 'of'], ['price']],
  // a rent's period written as the letters of a letting agent: "£950 pcm" is rent per calendar month, "pw" per week
  [['per', 'calendar', 'month'], ['rent', 'per', 'month']],
  // tech hiring: total comp (base, bonus and stock), OTE (on-target earnings), a contractor's day rate: the pay
  [['total', 'comp'], ['salary']], [['base', 'comp'], ['salary']], [['total', 'compensation'], ['salary']], [['day', 'rate'], ['salary']], [['base', 'pay'], ['salary']],
  // cooks: the time a cook works at it (active, hands-on) is the prep time; the time in the oven the cook time
  [['active', 'time'], ['prep', 'time']], [['hands', 'on', 'time'], ['prep', 'time']], [['hands', 'on'], ['prep', 'time']], [['working', 'time'], ['prep', 'time']],
  [['bake', 'time'], ['cook', 'time']], [['baking', 'time'], ['cook', 'time']], [['oven', 'time'], ['cook', 'time']], [['hands', 'off', 'time'], ['cook', 'time']],
  // what a recipe makes is how many it serves ("makes 12", "yields 4 portions")
  // administration: a body that organises, governs or hires is an organisation ("the organising body" puts it on)
  [['organising', 'body'], ['organiser']], [['organizing', 'body'], ['organizer']], [['governing', 'body'], ['organisation']], [['awarding', 'body'], ['organisation']], [['public', 'body'], ['organisation']], [['professional', 'body'], ['organisation']], [['hiring', 'body'], ['organisation']],
  [['edition', 'type'], ['format']], [['type', 'of', 'edition'], ['format']], [['kind', 'of', 'edition'], ['format']], [['edition', 'format'], ['format']], [['binding', 'type'], ['format']],
];
// a term that is a key alone (`extent`): the plain words
// (words that are prose in a sentence, "asking", "makes", "comp", a trade's own only as a whole key)
const KEY_TERMS: Record<string, string[]> = {
  extent: ['page', 'count'],
  // estate agents: the price asked; a rent by its period (per calendar month, per week)
  asking: ['asking', 'price'], oiro: ['price'], pcm: ['rent', 'per', 'month'], pw: ['rent', 'per', 'week'], pppw: ['rent', 'per', 'week'],
  // hiring: total compensation, on-target earnings, compensation
  tc: ['salary'], ote: ['salary'], comp: ['salary'],
  // a recipe's yield
  makes: ['servings'], yields: ['servings'], portions: ['servings'],
};

/** the tokens with each trade term read as its plain words ("the drop date" -> "the release date") */
export function plainTerms(toks: string[], key: boolean): string[] {
  if (key && toks.length === 1 && Object.hasOwn(KEY_TERMS, toks[0])) return KEY_TERMS[toks[0]];
  const out: string[] = [];
  for (let i = 0; i < toks.length; ) {
    const hit = TERMS.find(([term]) => term.every((w, j) => toks[i + j] === w));
    if (hit) {
      out.push(...hit[1]);
      i += hit[0].length;
    } else out.push(toks[i++]);
  }
  return out;
}

// the schemas and feeds whose names a key is copied from, with the word for one of their names after them
const FEEDS = /\b(?:google\s+(?:merchant(?:\s+cent(?:er|re))?|shopping)(?:\s+feed)?|merchant\s+cent(?:er|re)(?:\s+feed)?|open\s*graph(?:\s+protocol)?|facebook\s+catalog(?:ue)?|product\s+feed|shopping\s+feed)(?:['’]s)?(?:\s+(?:attribute|property|tag|field|key|element|value))?\b|\b(?:attribute|property|tag|field)\s+(?=[a-z]+_[a-z_]+\b)/gi;

/** the text without the names of the schema or feed its words come from ("Google Merchant brand attribute": "brand") */
export function withoutFeedNames(text: string): string {
  const out = text.replace(FEEDS, ' ');
  // ("Google Merchant brand attribute": the word for one of the feed's names after the name it copies)
  return out === text ? text : out.replace(/\b(?:attribute|field|element)s?\b/gi, ' ');
}
