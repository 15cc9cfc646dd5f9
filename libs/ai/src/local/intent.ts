// What a field described in natural language asks for: a kind (which decides where to look and how to
// parse), the words to match against page labels, and whether a list is wanted.

export type FieldKind =
  | 'price' | 'currency' | 'availability' | 'sku' | 'gtin' | 'mpn' | 'brand' | 'title' | 'description'
  | 'date' | 'author' | 'image' | 'url' | 'email' | 'phone' | 'rating' | 'review_count' | 'number'
  | 'content' | 'category' | 'text';

export interface FieldIntent {
  name: string;
  /** the description as the user wrote it */
  description: string;
  kind: FieldKind;
  /** lower-case words of the name and description, without stop words */
  words: string[];
  plural: boolean;
}

// Checked in order: the first kind whose pattern matches the name (then the description) wins.
const KIND_PATTERNS: Array<[FieldKind, RegExp]> = [
  ['currency', /\bcurrenc(y|ies)\b/],
  ['availability', /\b(availab\w*|in stock|stock status|stock)\b/],
  ['gtin', /\b(gtin\d*|ean\d*|upc|isbn\d*|barcode)\b/],
  ['mpn', /\b(mpn|manufacturer part|part number|part no|model number)\b/],
  ['sku', /\b(sku|product ?id|item ?id|article number|item number|product code|identifier|asin)\b/],
  ['review_count', /\b(reviews? count|number of reviews|review count|ratings count)\b/],
  ['rating', /\b(rating|stars?|score)\b/],
  ['price', /\b(prices?|cost|costs|amount|fee|fees|salary|rent)\b/],
  ['brand', /\b(brand|manufacturer|maker|vendor)\b/],
  ['email', /\b(e-?mails?)\b/],
  ['phone', /\b(phones?|telephone|tel)\b/],
  ['image', /\b(images?|photos?|pictures?|thumbnails?|logo)\b/],
  ['url', /\b(urls?|links?|hrefs?|website)\b/],
  ['date', /\b(dates?|published|publication|updated|posted|time|when)\b/],
  ['author', /\b(authors?|byline|writers?|written by)\b/],
  ['content', /\b(article|body|main content|content|full text)\b/],
  ['description', /\b(description|summary|overview|excerpt|abstract)\b/],
  ['category', /\b(categor(y|ies)|breadcrumbs?|tags?|keywords?|topics?|labels?)\b/],
  ['title', /\b(title|headline|name|heading)s?\b/],
  ['number', /\b(number of|count|quantity|total|how many)\b/],
];

const STOP = new Set(['the', 'a', 'an', 'of', 'on', 'in', 'for', 'to', 'and', 'or', 'is', 'as', 'by', 'with', 'this', 'that', 'page', 'product', 'item', 'its', 'their', 'from', 'all', 'each', 'every', 'any', 'list', 'value', 'field', 'current', 'main']);

function words(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !STOP.has(w));
}

function kindOf(text: string): FieldKind | null {
  const t = text.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  for (const [kind, re] of KIND_PATTERNS) if (re.test(t)) return kind;
  return null;
}

// A description in the plural ("all prices", "list of tags", "images") or a plural noun as field name asks for a list.
function isPlural(name: string, description: string): boolean {
  const d = description.toLowerCase();
  if (/\b(list of|all|every|each|array of|several|multiple)\b/.test(d)) return true;
  if (/\((number|string|text|date|url)\)|\bsingle\b|\bone\b|\bthe main\b/.test(d)) return false;
  // "number of pages" is one number
  if (/\b(number of|how many|count of|total)\b/.test(d)) return false;
  const head = words(name).pop() ?? '';
  return /[^s]s$/.test(head) && !/(ss|us|is|status|news|series|address|price)$/.test(head) && head.length > 3;
}

export function fieldIntent(name: string, description: string): FieldIntent {
  const kind = kindOf(name) ?? kindOf(description) ?? 'text';
  return { name, description, kind, words: [...new Set([...words(name), ...words(description)])], plural: isPlural(name, description) };
}
