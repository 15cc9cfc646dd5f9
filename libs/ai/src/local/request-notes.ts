// A description is a request and, often, notes about the answer's form: "date (YYYY-MM-DD please)",
// "final price after discount, number only", "the content of the article only (no navigation, no
// comments)", "please, who published this book?", "is it in stock? true/false". The notes say how to
// write the value, not what it is: read as part of the request they would be words of a particular
// question ("yyyy", "mm") and send the field to the prose's answer finder. Here a description is cut
// into clauses (at brackets, commas, semicolons, question marks, dashes); a clause made only of words of
// form (format, type, unit, politeness, exclusions) is a note, the first other clause is the request and
// the rest are read only when the request names nothing ("the mark of the product (who makes it)").

export interface Request {
  /** the clause that says what is asked ('' when the description is only notes) */
  request: string;
  /** other clauses that are not notes, in order: read when the request names nothing */
  others: string[];
  /** a note asks for a list ("as a list", "comma separated") */
  list: boolean;
  /** a note asks for yes or no ("true/false", "yes or no") */
  boolean: boolean;
}

// words of form: how the value is written, its type, its unit, and the manners around a request
const FORM = new Set([
  'please', 'pls', 'plz', 'kindly', 'thanks', 'thank', 'you', 'only', 'just', 'exactly', 'precisely', 'simply',
  'number', 'numbers', 'numeric', 'numerical', 'digit', 'digits', 'integer', 'int', 'decimal', 'decimals', 'float', 'string', 'plain', 'raw', 'clean', 'cleaned',
  'format', 'formatted', 'form', 'iso', 'utc', 'gmt', 'timestamp', 'true', 'false', 'yes', 'no', 'bool', 'boolean', 'null', 'none', 'empty', 'if', 'missing', 'not', 'found',
  'list', 'array', 'comma', 'separated', 'json', 'lowercase', 'uppercase', 'lower', 'upper', 'case', 'value', 'values', 'code', 'symbol', 'unit', 'units',
  'as', 'a', 'an', 'the', 'in', 'of', 'with', 'without', 'its', 'e', 'g', 'eg', 'ie', 'i', 'like', 'example', 'etc', 'or', 'and', 'e.g.', 'e.g', 'give', 'return', 'returned', 'me', 'it',
  'after', 'before', 'incl', 'including', 'included', 'excl', 'excluding', 'tax', 'taxes', 'vat', 'discount', 'discounts',
  'euro', 'euros', 'eur', 'dollar', 'dollars', 'usd', 'pound', 'pounds', 'gbp', 'sterling', 'yen', 'jpy', 'cents', 'currency',
]);
// a date's or a time's pattern: YYYY-MM-DD, DD/MM/YYYY, HH:mm, 8601
const PATTERN = /^(y{2,4}|m{1,2}|d{1,2}|h{1,2}|s{1,2}|\d+|t|z)$/i;
// a clause that says what is not wanted ("no navigation", "without the menu", "not the subtitle")
const EXCLUSION = /^(without|excluding|except|minus|no|not|but not|leaving out|ignore|ignoring|skip|skipping)\b/i;
// clauses are cut at brackets, commas, semicolons, question and exclamation marks, full stops and dashes between spaces (a
// slash joins alternatives of one request: "venue / hall")
const CUT = /[()[\]{},;?!]+|\s[-–—]\s|\.\s|\.$/;

const tokens = (clause: string): string[] => clause.toLowerCase().split(/[^\p{L}\p{N}.]+/u).map((w) => w.replace(/\.+$/, '')).filter(Boolean);

/** a clause made only of words of form, or one that says what is not wanted */
export function isNote(clause: string): boolean {
  const ws = tokens(clause);
  if (!ws.length) return true;
  if (EXCLUSION.test(clause.trim())) return true;
  return ws.every((w) => FORM.has(w) || PATTERN.test(w));
}

/** the description's request, its other clauses and what its notes say of the answer's form */
export function requestOf(description: string): Request {
  const clauses = description.split(CUT).map((c) => c.trim()).filter(Boolean);
  const notes = clauses.filter(isNote);
  const asked = clauses.filter((c) => !isNote(c));
  const said = ` ${notes.map((n) => tokens(n).join(' ')).join(' | ')} `;
  return {
    request: asked[0] ?? '',
    others: asked.slice(1),
    list: / (list|array|comma separated)\b/.test(said),
    boolean: / (true (or )?false|yes (or )?no|bool|boolean) /.test(said),
  };
}
