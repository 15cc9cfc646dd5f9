// The words that mark a clause of a description as something other than the request, as data: what is
// not wanted (exclusion), how the value is written (format, unit), what to do when it is missing or an
// example (instruction), why the customer asks (context). description-reader.ts reads a description's
// clauses with these tables; a new wording is a row here, not a new expression.
//
// A marker is a phrase of slots over a clause's tokens (lower-case words; `/ - . : "` kept as tokens):
// slots are separated by spaces, a slot's alternatives by `|`, words of one alternative joined by `_`;
// `?` ends an optional slot, `@name` is a set below (its members are phrases too), `@datepart` a token of a
// date's pattern ("yyyy", "mm"), `@figure` a token that is a number, `*` is any one token, `!a|b` any one token but these, `...` any tokens up to what follows (at most GAP of them).

import { NOTE_TAX_WORDS, TAX_WORDS } from './tax-words.js';

export type NoteRole = 'exclusion' | 'format' | 'unit' | 'instruction' | 'example' | 'context';
export type TypeHint = 'date' | 'number' | 'boolean';

export const SETS: Record<string, string[]> = {
  // the value a customer asks for when the page says nothing
  empty: ['null', 'none', 'nil', 'n_/_a', 'na', 'empty', 'blank', 'nothing', 'undefined', 'an_empty_string', 'a_empty_string', 'empty_string'],
  // a state of the value after "if": "if not present", "if any", "if there is one"
  state: ['not', 'no', 'none', 'nothing', 'any', 'so', 'one', 'applicable', 'available', 'present', 'found', 'given', 'known', 'missing', 'absent', 'unknown', 'unavailable', 'listed', 'stated', 'shown', 'mentioned', 'provided', 'specified', 'possible', 'exist', 'exists', 'there', 'on_the_page', "can't", 'cannot', "isn't", "aren't", "doesn't"],
  // after "when" and "where" only these make a note ("where available"; "when it opens" is asked)
  absent: ['not', 'no', 'none', 'nothing', 'applicable', 'available', 'present', 'missing', 'absent', 'unknown', 'unavailable', 'known', 'given', 'possible', 'provided', 'specified', 'stated', 'listed', 'shown'],
  subject: ["it's", 'it_is', "they're", 'they_are', "there's", 'there_is', 'there_are', 'the_page_has', 'the_page_gives', 'the_page_shows'],
  // what a value is written as: "as a number", "in ISO 8601", "in words"
  format: ['number', 'integer', 'decimal', 'float', 'numeric_value', 'numeric', 'string', 'plain_text', 'iso_-_8601', 'iso_8601', 'iso8601', 'iso', '!which|what format', 'format', 'digits', 'figures', 'json', 'boolean', 'date', 'datetime', 'timestamp', 'true_/_false', 'words', 'lower_case', 'lowercase', 'upper_case', 'uppercase', '@datepart'],
  numberish: ['number', 'digits', 'numeric_value', 'numerals', 'figure', 'amount'],
  // what a number is written without: "no currency sign", "without commas"
  marks: ['symbols', 'symbol', 'signs', 'sign', 'units', 'unit', 'commas', 'comma', 'formatting', 'decimals', 'decimal', 'spaces', 'space', 'html', 'markup', 'prefix', 'suffix', 'currency', 'dollar_signs', 'dollar_sign', 'thousands_separators', 'thousand_separators', 'thousands_separator', 'thousand_separator'],
  currency: ['euro', 'euros', 'eur', 'dollar', 'dollars', 'usd', 'pound', 'pounds', 'gbp', 'sterling', 'yen', 'jpy', 'cents'],
  // a yes/no question's first word: a negation there is part of the question ("is it not in stock")
  yesNo: ['is', 'are', 'was', 'were', 'does', 'do', 'did', 'can', 'could', 'will', 'would', 'has', 'have', 'had'],
  // a question's first word: its clauses are cut only where a note or an exclusion starts a clause
  question: ['who', 'whom', 'whose', 'what', 'which', 'when', 'where', 'why', 'how', 'is', 'are', 'was', 'were', 'does', 'do', 'did', 'can', 'could', 'will', 'would', 'has', 'have', 'had', 'should'],
  // an auxiliary before "not": a verb negated ("does not ship"), not an exclusion
  auxiliary: ['is', 'are', 'was', 'were', 'be', 'been', 'does', 'do', 'did', 'has', 'have', 'had', 'can', 'could', 'will', 'would', 'should', 'may', 'might', 'must', "it's", "that's"],
  // after "not"/"no" these make a negation or a quantity, not an exclusion ("not in stock", "no more than")
  negated: ['in', 'on', 'at', 'yet', 'available', 'sold', 'found', 'listed', 'shown', 'given', 'present', 'stated', 'mentioned', 'known', 'included', 'applicable', 'more', 'less', 'only', 'just', 'all', 'to', 'be', 'been', 'a_lot', 'a_few', 'longer', 'later', 'earlier', 'before', 'after'],
  // the first-person and deictic openings of a sentence that says why the field is wanted, not what it is
  // the openings of a sentence that says why the field is wanted, not what it is: a first-person subject with its
  // verb ("I'm building", "we compare"; not "I/O", "i.e.", nor a possessive alone: "our price" is asked), or a deictic
  contextStart: ["i'm", 'i_am', "we're", 'we_are', 'i|we !@notVerb', "we've", "i've", 'this_is', "this'll", 'this_will', 'it_will', "it'll", "it's_for", 'it_is_for', "that's_for", 'that_is_for', 'these_are', 'they_will', 'so_that',
    // a connective before the customer's own clause ("so we can compare"); a connective alone is contextSplit's
    '@connective @subject1',
    // a purpose before the request: "for my catalogue I need the price"
    'for|in|into @own',
    // who uses the field before the request: "Used by our stock team: the product code", "needed by my accountant"
    'used|needed|read|wanted|checked by @own'],
  // a connective between the purpose and the request ("we compare shops, so: the price")
  connective: ['so', 'then', 'therefore', 'thus', 'hence'],
  // the customer as a subject, the one who does what a purpose says
  subject1: ['i', 'we', "i'm", "we're", "i'll", "we'll", "i'd", "we'd", 'my', 'our'],
  // what after "I"/"we" shows no verb: a slash, a full stop, a dash ("I/O", "i.e.")
  notVerb: ['/', '.', '-', ':', '"'],
  // what after "to" opens a noun phrase, not a verb ("the distance to the beach", "the fee to us")
  nounStart: ['the', 'a', 'an', 'this', 'that', 'these', 'those', 'its', 'their', 'his', 'her', 'each', 'every', 'any', 'some', 'all', 'one', 'my', 'our', 'us', 'me', 'you', 'your', 'it', 'them', 'him', 'which', 'what', 'whom', 'date', 'be', 'and', 'or'],
  // the words by which a customer asks, inside a sentence of context ("for my catalogue I need the price")
  asking: ['i|we only|just|really|also|mainly|mostly|simply? need|want|require', "i'd|we'd|i_would|we_would really|also|just|only? like|love", 'all i|we need|want is|are', 'give_me', 'give_us', 'get_me', 'get_us', 'tell_me', 'show_me', 'send_me', 'find_me', 'i_am|we_are|we\'re|i\'m only|just? looking_for', 'please_extract', 'please_give', 'please_get', 'extract', 'fetch', 'grab', 'return', 'find'],
  // the customer's own things, which a purpose names: "for my spreadsheet", "to group them in my catalogue"
  own: ['my', 'our', 'us', 'we', 'i', 'me'],
  // the customer as the one who acts or owns, not as a recipient ("to group them in my catalogue"; "the fee to return it to us" is asked)
  ownActing: ['my', 'our', 'we', 'i'],
  // what a customer keeps the values in: "for my spreadsheet", "in our app" ("in my basket", "for my postcode" qualify the value)
  tool: ['spreadsheet', 'spreadsheets', 'sheet', 'sheets', 'catalogue', 'catalog', 'database', 'db', 'app', 'application', 'site', 'website', 'tracker', 'report', 'reports', 'dashboard', 'records', 'research', 'project', 'analysis', 'feed', 'listings', 'newsletter', 'blog', 'comparison', 'index', 'system', 'crm', 'pipeline', 'dataset', 'table', 'tool', 'service', 'platform', 'script', 'bot', 'model', 'study', 'archive', 'collection', 'inventory', 'team', 'business', 'client', 'clients', 'customers', 'users', 'readers'],
};

export interface Marker {
  role: NoteRole;
  phrase: string;
  /** the tokens right after it that make it no marker ("not in stock" is no exclusion) */
  unlessNext?: string;
  /** a note a question keeps cutting at ("who wrote it or null if unknown"): an explicit empty value or an example */
  inQuestion?: boolean;
  /** an exclusion only where it starts a clause ("ignore the old one"; "the price ignoring tax" is asked) */
  startOnly?: boolean;
}

export const MARKERS: Marker[] = [
  // what is not wanted: what follows, to the end of the clause
  ...['rather_than', 'other_than', 'instead_of', 'as_opposed_to', 'excluding', 'exclude', 'except_for', 'except', 'apart_from', 'but_not', 'and_not', 'not_including', 'leaving_out', 'without', 'minus', 'not', 'no']
    .map((phrase): Marker => ({ role: 'exclusion', phrase, unlessNext: '@negated' })),
  ...['ignore', 'ignoring', 'skip', 'skipping'].map((phrase): Marker => ({ role: 'exclusion', phrase, startOnly: true })),
  // what to give when the page says nothing: "return null if not present", "or null", "null if none"
  { role: 'instruction', phrase: 'and|or|otherwise|else? return|returns|give|output|use|put|set|leave|respond_with|answer|fill_in|send ... @empty|false|zero|0', inQuestion: true },
  { role: 'instruction', phrase: 'or|else|otherwise @empty', inQuestion: true },
  { role: 'instruction', phrase: '@empty if|when|where|unless|otherwise', inQuestion: true },
  { role: 'instruction', phrase: 'if|unless @subject? @state' },
  { role: 'instruction', phrase: "when|where|whenever it's|it_is? @absent" },
  { role: 'instruction', phrase: "when|where|whenever there_is|there_are|there's one|any" },
  // an example of the value
  ...['e_._g', 'e_g', 'eg', 'for_example', 'for_instance', 'such_as', 'example|examples :', 'like "|\'|“|‘'].map((phrase): Marker => ({ role: 'example', phrase, inQuestion: true })),
  // a value given as the example itself, a figure or a quote ("like 2024-05-01", "in the form £12.99", "say 3"): the
  // key's meaning stays (the example may tell its type); "like" before a word is asked ("like count")
  { role: 'example', phrase: 'like|say|something_like|looks_like @figure|"|\'|“|‘', inQuestion: true },
  { role: 'example', phrase: 'in|of the|this? form|shape|style :? @figure|"|\'|“|‘', inQuestion: true },
  // ("ex." before a tax's name is the tax's lead: "price ex. VAT" asks the net price)
  { role: 'example', phrase: 'ex .', inQuestion: true, unlessNext: TAX_WORDS.taxes.join('|') },
  // how the value is written
  { role: 'format', phrase: 'as|in a|an|the? @format', unlessNext: 'of|for|on|in|at' },
  { role: 'format', phrase: 'only|just the? @numberish', unlessNext: 'of|for' },
  { role: 'format', phrase: 'number|digits|numbers|numeric|numerals|figures|integer only' },
  { role: 'format', phrase: 'no|without the|a|any? currency? @marks' },
  { role: 'format', phrase: 'in? the? format|formatted? :? @datepart -|/|. *' },
  { role: 'format', phrase: 'iso -? 8601' },
  { role: 'format', phrase: 'format|formatted as|like|in' },
  { role: 'format', phrase: 'in the? format' },
  { role: 'format', phrase: 'format :' },
  { role: 'format', phrase: 'true /|or false' },
  { role: 'format', phrase: 'yes / no' },
  { role: 'format', phrase: 'boolean' },
  // the manner it is written in elsewhere: "as it would appear in a citation", "as you would cite it", "the way a
  // reference list gives it": how the value reads, not another thing to look for
  { role: 'format', phrase: 'as it|they|you|one|we would|should|will|might|does|do|is|are? be? appear|appears|shown|written|cited|quoted|printed|displayed|write|cite|quote' },
  { role: 'format', phrase: 'the_way a|an|the|it|you|they|one|we|i|people' },
  // the customer's purpose after the request: "to group them in my catalogue", "for our app"
  // "to" + a verb whose subject is the customer, naming the customer's own ("to show in our app"); "so (that)" + the customer
  // ("the price so I can compare shops"); "for"/"in" + a thing the customer keeps the values in. A gap is a few words.
  { role: 'context', phrase: 'to !@nounStart ... @ownActing' },
  { role: 'context', phrase: 'so_that|so @subject1' },
  { role: 'context', phrase: 'for|in|into|on @own *? *? @tool' },
];

// the words of a clause that only says how the value is written (request-notes: "number only", "(YYYY-MM-DD please)",
// "in euros"): a clause of these words alone is a note
// the form words but a tax's
export const NON_TAX_FORM_WORDS = new Set([
  'please', 'pls', 'plz', 'kindly', 'thanks', 'thank', 'you', 'only', 'just', 'exactly', 'precisely', 'simply',
  'number', 'numbers', 'numeric', 'numerical', 'digit', 'digits', 'integer', 'int', 'decimal', 'decimals', 'float', 'string', 'plain', 'raw', 'clean', 'cleaned',
  'format', 'formatted', 'form', 'iso', 'utc', 'gmt', 'timestamp', 'true', 'false', 'yes', 'no', 'bool', 'boolean', 'null', 'none', 'empty', 'if', 'missing', 'not', 'found',
  'list', 'array', 'comma', 'separated', 'json', 'lowercase', 'uppercase', 'lower', 'upper', 'case', 'value', 'values', 'code', 'symbol', 'unit', 'units',
  'as', 'a', 'an', 'the', 'in', 'of', 'with', 'without', 'its', 'e', 'g', 'eg', 'ie', 'i', 'like', 'example', 'etc', 'or', 'and', 'give', 'return', 'returned', 'me', 'it',
  'after', 'before', 'discount', 'discounts', 'currency',
  ...SETS.currency,
]);
export const FORM_WORDS = new Set([
  ...NON_TAX_FORM_WORDS,
  ...NOTE_TAX_WORDS,
]);
// the types of value a note names, each by its words, the first the one a note is written with: the one list that
// a bracket's type ("(number)"), a key's bracket read away (intent.ts) and a schema's type (code-wrappers.ts) come from
export const VALUE_TYPES: Record<string, string[]> = {
  list: ['list', 'array'],
  integer: ['integer', 'int'],
  number: ['number', 'numeric', 'decimal', 'float'],
  'yes/no': ['yes/no', 'boolean', 'bool'],
  date: ['date', 'datetime'],
  text: ['text', 'string'],
  url: ['url', 'uri'],
};
// a parenthesis of these words only names a type or a requirement: "(number)", "(optional)", "(string, required)"
export const TYPE_WORDS = new Set([...Object.values(VALUE_TYPES).flat().flatMap((w) => w.split('/')), 'a', 'an', 'count', 'tally', 'optional', 'required', 'yes', 'no', 'true', 'false', 'iso', '8601', '/', '-']);

// a parenthesis that asks how many, after the things counted ("photos (how many)", "bedrooms (how many there are)"): a
// note that the value is their count, as "(count)" or "(number)" is
export const COUNT_BRACKETS = ['how many', 'how many are there', 'how many there are', 'how many of them', 'number of them', 'total number'];
// what a note says of the type: a word of each, a date's pattern or a figure (description-reader.ts)
export const HINT_WORDS: Record<TypeHint, string[]> = {
  date: ['iso -? 8601', 'iso8601', 'iso format', 'date', 'datetime', 'yyyy', 'dd -|/|. mm', 'mm -|/|. dd'],
  boolean: ['true_/_false', 'yes_/_no', 'true_or_false', 'boolean', 'bool'],
  number: ['number', 'integer', 'decimal', 'float', 'numeric', 'digits', 'numerals', 'figure', 'figures', 'int', 'symbol', 'sign', 'count', 'tally', 'how many'],
};
// a note that asks for a list or for yes or no (request-notes: "as a list", "comma separated", "true/false")
export const LIST_WORDS = ['list', 'array', 'comma_separated'];
export const YES_NO_WORDS = ['true or|/? false', 'yes or|/? no', 'bool', 'boolean'];
// a token that is a piece of a date's or a time's pattern: "YYYY", "MM", "dd" (in "YYYY-MM-DD", "dd/mm/yyyy")
export const DATE_PART = /^(?:yyyy|dd|mm)/;
// a token of a clause of form: a date's pattern, a figure ("(YYYY-MM-DD)", "2 decimals")
export const FORM_PATTERN = /^(?:y{2,4}|m{1,2}|d{1,2}|h{1,2}|s{1,2}|\d+|t|z)$/;
