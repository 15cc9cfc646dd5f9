// A field's description written as code: a schema library's call around the words (`z.string().describe("...")`,
// `Field(description="...")`, `{"type": "string", "description": "..."}`). The words inside the quotes are the
// description; the type the code names is a note on the value's form ("(number)"), as a bracket would say it.
import { VALUE_TYPES } from './note-markers.js';
import { escapeRegExp } from './regex-escape.js';

// code: a call or a type written without a space before its bracket (`z.string(`, `Field(`, `Annotated[`), an object literal with a
// quoted key, or a fragment of one without its braces (`"type": "string", "description": ...`: it opens with a quoted key
// and its colon); a sentence has none of them ("Price (in euros)" has its space)
const CODE = /[\w$][([]|^\s*\{\s*["'\w]+["']?\s*:|^\s*(["'])[\w$-]+\1\s*:/;
// a schema's members written bare, as YAML or a loose object writes them (`type: string, description: The headline`): a
// schema word's pair before the description's key; prose names no type this way ("book(s) title: \"Dune\"" stays prose)
const BARE_SCHEMA = /^\s*(?:(?:type|format)\s*:\s*["']?[\w-]+["']?\s*[,;]\s*)+(?:description|desc)\s*:\s*(["']?)(.{1,600}?)\1\s*$/i;
// the name a library gives the description's words, as code names it: a call or an argument (`describe(`,
// `description=`), a quoted key (`"description":`), or a bare key inside braces (`{description: ...}`); prose
// with a colon and a quoted example ("author(s), e.g.: \"Jane Doe\"") names none of them and stays prose
const DESCRIBED = /(["']?)\b(?:describe|description|desc|help|help_text|doc|docstring|comment|title)\b(["']?)\s*([(=:])\s*\(?\s*(?:(["'`])((?:(?!\4)[^\\]|\\.){1,600})\4)/i;
// a type subscript whose metadata is the words, after the type (Python's `Annotated[str, "the author"]`): the whole
// text is the subscript, a name right before its bracket, the type first, the quoted words an argument of their own
const SUBSCRIPTED = /^\s*[A-Za-z_][\w.]*\[\s*[\w.[\] |]{1,80},\s*(["'])((?:(?!\1)[^\\]|\\.){1,600})\1\s*(?:,[^\]]{0,200})?\]\s*$/;
// the types a schema names beyond its words' own form (a string, a url), first found first (`z.array(z.number())` is a
// list): each by the note words of note-markers.ts, as code writes them (`int`, `Int`) and in code's own spellings
const CODE_SPELLINGS: Record<string, string[]> = { list: ['Sequence', '[]'], integer: ['bigint'], number: ['double'], 'yes/no': [], date: ['date-time'],
  // a string whose format is a link: JSON schema's "uri" (and "iri", pydantic's HttpUrl)
  url: ['iri', 'uri-reference', 'HttpUrl', 'AnyUrl'] };
const asCode = (w: string): string[] => [w, w[0].toUpperCase() + w.slice(1)];
// the type the code names, as the word a note about form writes it with
const TYPES: Array<[RegExp, string]> = Object.entries(CODE_SPELLINGS).map(([note, own]) => {
  const names = [...VALUE_TYPES[note].filter((w) => /^\w+$/.test(w)).flatMap(asCode), ...own];
  return [new RegExp(names.map((w) => (/^\w/.test(w) ? `\\b${escapeRegExp(w)}\\b` : escapeRegExp(w))).join('|')), VALUE_TYPES[note][0]];
});

/** the words a code wrapper holds, with the type it names as a bracketed note; text that is no code as it is */
export function unwrapCode(text: string): string {
  if (text.length > 2000) return text;
  const bare = BARE_SCHEMA.exec(text);
  if (bare) return withType(text, bare[2]);
  if (!CODE.test(text)) return text;
  const named = DESCRIBED.exec(text);
  const sub = named ? null : SUBSCRIPTED.exec(text);
  if (sub) return withType(text, sub[2]);
  if (!named) return text;
  // a bare key before a colon is code only inside an object literal's braces
  const quotedKey = named[1] !== '' && named[1] === named[2];
  if (named[3] === ':' && !quotedKey && text.lastIndexOf('{', named.index) < 0) return text;
  return withType(text, named[5]);
}

/** the words, with the type the code outside them names as a bracketed note */
function withType(text: string, words: string): string {
  // the type is read from the code outside the words ("z.number()", "int = Field(", "\"type\": \"integer\"")
  const code = text.replace(words, ' ');
  const type = TYPES.find(([re]) => re.test(code.replace(/["']?type["']?\s*:\s*["']?string["']?/, ' ')))?.[1];
  const said = words.replace(/\\(["'`\\])/g, '$1').trim();
  return type ? `${said} (${type})` : said;
}

// A key written as a column of a table's declaration (`unit_price DECIMAL(10,2)`, `currency_code CHAR(3) NOT NULL`): the
// declared type is a note on the value's form, as a key's type suffix is (abbreviations.ts), each SQL spelling by the
// note word of note-markers.ts VALUE_TYPES it is a case of; its size ("(10,2)", "(3)") and constraints say nothing more
const SQL_SPELLINGS: Record<string, string[]> = {
  text: ['varchar', 'nvarchar', 'char', 'nchar', 'character', 'character varying', 'text', 'tinytext', 'mediumtext', 'longtext', 'clob', 'string', 'citext'],
  integer: ['int', 'integer', 'bigint', 'smallint', 'tinyint', 'mediumint', 'serial', 'bigserial', 'int2', 'int4', 'int8'],
  number: ['decimal', 'numeric', 'float', 'float4', 'float8', 'real', 'double', 'double precision'],
  'yes/no': ['boolean', 'bool', 'bit'],
  date: ['date', 'datetime', 'timestamp', 'timestamptz', 'timestamp with time zone', 'timestamp without time zone', 'time'],
  url: [],
  list: [],
};
const SQL_TYPE = new Map(Object.entries(SQL_SPELLINGS).flatMap(([note, names]) => names.map((n): [string, string] => [n, VALUE_TYPES[note][0]])));
const SQL_NAMES = [...SQL_TYPE.keys()].sort((a, b) => b.length - a.length).map((n) => n.replace(/ /g, '\\s+')).join('|');
// a name, a space, the type in capitals or in lower case as one writes it (not a word of the name: `price decimal` with
// no size or constraint stays a key of words), an optional size and the constraints after it
const COLUMN = new RegExp(`^\\s*([A-Za-z_$][\\w$.-]{0,120})\\s+(${SQL_NAMES})(\\s*\\(\\s*\\d{1,5}(?:\\s*,\\s*\\d{1,3})?\\s*\\))?((?:\\s+(?:not\\s+null|null|primary\\s+key|unique|unsigned|default\\s+\\S+))*)\\s*,?\\s*$`, 'i');

/** a key declared as a table's column: the name without its type, and the type as a note's word ('' when it is none) */
export function columnType(key: string): { key: string; note: string } {
  if (key.length > 200) return { key, note: '' };
  const m = COLUMN.exec(key);
  // a size or a constraint, or the type in capitals after an identifier in code's case (`unit_price`, `prepTime`,
  // `title`): written as a declaration; "PUBLISH DATE", "Prep TIME" are labels, the type word a word of the field
  const identifier = /_|[a-z][A-Z]|^[a-z\d.$-]+$/.test(m?.[1] ?? '');
  if (!m || !(m[3] || m[4].trim() || (identifier && m[2] === m[2].toUpperCase()))) return { key, note: '' };
  return { key: m[1], note: SQL_TYPE.get(m[2].toLowerCase().replace(/\s+/g, ' ')) ?? '' };
}
