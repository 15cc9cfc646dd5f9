// A description says what is asked, and often more: notes about the value ("return null if not present",
// "(YYYY-MM-DD)", "e.g. The Guardian", "number only", "in euros"), what is not wanted ("not the crossed-out
// price", "without the site name"), why it is asked ("I'm building a price tracker, ...", "... - this is for a
// spreadsheet") and slips of the fingers ("whos the auther"). One reader takes them apart before the request
// is read (intent.ts): its clauses are cut once (brackets, sentences, commas, colons, dashes) and each is told
// apart by the markers of note-markers.ts, a table of words, not an expression per wording. A note keeps what
// it says of the type (a date, a number, yes/no, a list); what is excluded stays known, so that a candidate
// that is it can lose (excluded-signal.ts); a purpose weighs nothing.
import type { FieldIntent } from './intent.js';
import { NOTE_TAX_LEADS, NOTE_TAX_NAMES, TAX_WORDS, alternation } from './tax-words.js';
import { COUNT_BRACKETS, FORM_PATTERN, FORM_WORDS, NON_TAX_FORM_WORDS, HINT_WORDS, LIST_WORDS, MARKERS, SETS, TYPE_WORDS, type TypeHint, YES_NO_WORDS } from './note-markers.js';
import { numberSigns } from './number-signs.js';
import { spelledRequest } from './request-slips.js';
import { unwrapCode } from './code-wrappers.js';
import { unframed } from './request-frames.js';
import { type Token, firstMarker, isWord, markerAt, matchAt, matchesAnywhere, opensWith, startsWith, tokensOf } from './marker-match.js';
import { COUNTABLE, stem } from './lexicon.js';
import { ENGLISH_MONTHS } from './month-names.js';

export type { TypeHint } from './note-markers.js';
export { matchSteps } from './marker-match.js';

export interface DescriptionReading {
  /** what is asked: the description without its notes, exclusions and purpose, typos read as the words they miss */
  request: string;
  /** the request's first clause that is not a note ('' when the description is only notes) */
  first: string;
  /** the request's other clauses, in order: read when the first names nothing ("the mark (who makes it)") */
  others: string[];
  /** what the description says is not wanted: "the old price", "icons or logos" */
  excluded: string[];
  /** what it says of the value: its format, its absence, an example */
  notes: string[];
  /** why it is asked: "I'm building a price tracker", "for my catalogue" */
  context: string[];
  /** the type a note names ("(YYYY-MM-DD)": a date; "as a number", "e.g. 12.99": a number) */
  hint?: TypeHint;
  /** a note asks for a list ("as a list", "comma separated") */
  list: boolean;
  /** a note asks for yes or no ("true/false", "yes or no") */
  boolean: boolean;
}

// ---- one clause -----------------------------------------------------------------------------------------

const NOTES = MARKERS.filter((m) => m.role !== 'exclusion' && m.role !== 'context');
const EXCLUSIONS = MARKERS.filter((m) => m.role === 'exclusion');
const PURPOSES = MARKERS.filter((m) => m.role === 'context');
const INSIDE = EXCLUSIONS.filter((x) => !x.startOnly);

/** where an exclusion that opens the clause ends ("not the old price": after "not"), or -1 */
function exclusionOpens(toks: Token[]): number {
  const m = firstMarker(EXCLUSIONS, toks, 0, false);
  return m && m.i === 0 ? m.end : -1;
}

/**
 * What an exclusion excludes, and what it asks instead: "but" ends it ("not the RRP but the price you pay": the RRP is
 * excluded, the price asked); "but not" goes on excluding.
 */
function butSplit(text: string): { excluded: string; asked: string } {
  const toks = tokensOf(text);
  const i = toks.findIndex((t, n) => n > 0 && t.w === 'but' && toks[n + 1]?.w !== 'not');
  return i < 0 ? { excluded: text, asked: '' } : { excluded: text.slice(0, toks[i].at).trim(), asked: text.slice(toks[i].end).trim() };
}

/** where a note starts inside a clause (a char index), or -1; in a question only an explicit empty value or an example */
function noteAt(clause: string, question = false, toks = tokensOf(clause)): number {
  const m = firstMarker(question ? NOTES.filter((n) => n.inQuestion) : NOTES, toks);
  // "format:", "the format as a string": the word "format" heading the request is the field asked (a book's
  // binding), and what follows it the note
  // ("format: YYYY-MM-DD", "format ISO 8601" write the value's format out: a note)
  const head = toks.findIndex(isWord);
  const fmt = head >= 0 && ARTICLES.has(toks[head].w.toLowerCase()) ? head + 1 : head;
  if (m && fmt >= 0 && m.i <= fmt && /^format$/i.test(toks[fmt]?.w ?? '') && !/\b(?:y{2,4}|m{1,4}|d{1,2}|iso|\d+)\b/i.test(clause)) {
    const after = toks.findIndex((t, i) => i > fmt && isWord(t));
    return after < 0 ? -1 : noteAt(clause.slice(toks[after].at), question) < 0 ? -1 : toks[after].at + noteAt(clause.slice(toks[after].at), question);
  }
  return m ? toks[m.i].at : -1;
}

/** where an exclusion starts inside a clause (not at its start), or -1 */
function exclusionAt(clause: string, question = false): number {
  const toks = tokensOf(clause);
  if (question || opensWith('yesNo', toks)) return -1;
  for (let i = 1; i < toks.length; i++) {
    const end = markerAt(INSIDE, toks, i);
    if (end <= i) continue;
    // "with no ads": what follows is a word or a quote; "item no", "no. 5" are a number's sign
    const next = toks[end];
    if (!next || !(isWord(next) || /["“'‘]/.test(next.w))) continue;
    // "the price, not ...": only after some words of the request; "does not ship" is a verb negated
    const before = toks[i - 1];
    if (!toks.slice(0, i).some(isWord) || matchAt('@auxiliary', toks, i - 1) >= 0 || before.w.endsWith("'s")) continue;
    return toks[i].at;
  }
  return -1;
}

interface Parts {
  request: string[];
  excluded: string[];
  notes: string[];
  context: string[];
}

const FALLBACK = /^(?:otherwise|failing that|or else|else|if not,)[\s,:]*/i;

/** one clause: its request part, then what it excludes, notes or gives as its purpose */
function readClause(clause: string, out: Parts, question = false, purposes = true): void {
  let text = clause.trim();
  if (!text) return;
  // "the sale price if any, otherwise the regular price": a fallback after something asked says what to give when
  // it is missing; with nothing asked before it ("Return null if absent. Otherwise the stock state.") it is the request
  const fallback = FALLBACK.exec(text);
  if (fallback && !question) {
    if (out.request.length) {
      out.notes.push(text);
      return;
    }
    text = text.slice(fallback[0].length).trim();
  }
  const toks = tokensOf(text);
  const opens = exclusionOpens(toks);
  // a clause that starts with an exclusion ("not the old price") or is a note ("if missing, null") is not asked
  if (opens > 0 && !opensWith('yesNo', toks) && !(toks.length === 1 && toks[0].w === 'no')) {
    const rest = text.slice(toks[opens - 1].end).trim();
    if (noteAt(text, false, toks) === 0 || noteAt(rest) === 0) out.notes.push(text);
    else {
      const { excluded, asked } = butSplit(rest);
      if (excluded) out.excluded.push(excluded);
      if (asked) readClause(asked, out, question, purposes);
    }
    return;
  }
  const note = noteAt(text, question, toks);
  const excl = exclusionAt(text, question);
  const purpose = question || !purposes ? -1 : purposeAt(toks);
  const cut = [note, excl, purpose].filter((i) => i >= 0);
  if (!cut.length) {
    out.request.push(text);
    return;
  }
  const at = Math.min(...cut);
  const tail = text.slice(at).trim();
  text = text.slice(0, at).trim();
  if (text) out.request.push(text);
  if (at === note) out.notes.push(tail);
  else if (at === purpose) out.context.push(tail);
  else {
    // "the city rather than the street address, if known": what is excluded, then perhaps a note
    const tt = tokensOf(tail);
    const opensAt = exclusionOpens(tt);
    const rest = opensAt > 0 ? tail.slice(tt[opensAt - 1].end).trim() : tail;
    const n = noteAt(rest);
    if (n > 0) {
      out.excluded.push(rest.slice(0, n).trim());
      out.notes.push(rest.slice(n).trim());
    } else if (n === 0) out.notes.push(rest);
    else if (rest) {
      const { excluded, asked } = butSplit(rest);
      if (excluded) out.excluded.push(excluded);
      if (asked) out.request.push(asked);
    }
  }
}

/** where the customer's purpose starts after the request ("to group them in my catalogue", "for our app"), or -1 */
function purposeAt(toks: Token[]): number {
  const m = firstMarker(PURPOSES, toks, 1);
  return m && toks.slice(0, m.i).some(isWord) ? toks[m.i].at : -1;
}

/**
 * A clause that says why the field is wanted ("I'm building a price tracker", "this is for a spreadsheet",
 * "it will be shown in our app"): a first-person or deictic opening and no asking ("I need", "give me"). A
 * clause of context that asks later ("for my catalogue I need the price") is asked from its asking on.
 */
function contextSplit(clause: string): { context: string; request: string } {
  const toks = tokensOf(clause);
  // a connective alone ("we compare shops, so: the price") joins the purpose to the request
  if (toks.length === 1 && SETS.connective.includes(toks[0].w)) return { context: clause, request: '' };
  if (startsWith('contextStart', toks) < 0) return { context: '', request: clause };
  for (let i = 0; i < toks.length; i++) {
    if (matchAt('@asking', toks, i) < 0) continue;
    return i === 0 ? { context: '', request: clause } : { context: clause.slice(0, toks[i].at).trim(), request: clause.slice(toks[i].at).trim() };
  }
  return { context: clause, request: '' };
}

// ---- the description ------------------------------------------------------------------------------------

// a parenthesis, a bracket: read on its own
const BRACKETS = /\(([^()]*)\)|\[([^[\]]*)\]/g;
// abbreviations whose full stop does not end a sentence
const ABBREVIATIONS = /\b(e\.g|i\.e|etc|ex|approx|incl|no|nr|vs)\./gi;
// a full stop right before a tax's name is a clipped lead's ("excl. VAT", "inc. GST", "zzgl. MwSt."), never a sentence's end
const BEFORE_TAX = new RegExp(String.raw`\.(?=\s+${alternation(TAX_WORDS.taxes)}\b)`, 'gi');
// a request's own clauses (request-notes): cut at brackets, commas, semicolons, question and exclamation marks,
// full stops and dashes between spaces (a slash joins alternatives of one request: "venue / hall")
const REQUEST_CUT = /[()[\]{},;?!]+|\s[-–—]\s|\.\s|\.$/;

/**
 * "(or authors')" after "the author's", "(or price range)" after "price": an alternative that names again what the
 * few words before it name (a content word of it among them) restates it; "the price (or the rent)" does not
 */
function restates(inner: string, before: string): boolean {
  const near = tokensOf(before).filter(isWord).slice(-4).map((t) => stem(t.w));
  const alt = tokensOf(inner).filter(isWord).slice(1).map((t) => stem(t.w)).filter((w) => !ARTICLES.has(w));
  return alt.some((w) => near.includes(w));
}
const ARTICLES = new Set(['the', 'a', 'an']);

/** a parenthesis that only names a type or a requirement: "(number)", "(optional)", "(string, required)" */
function typeOnly(inner: string): boolean {
  if (COUNT_BRACKETS.includes(inner.toLowerCase().replace(/[?.!]+$/, '').replace(/\s+/g, ' ').trim())) return true;
  const toks = tokensOf(inner);
  return toks.length > 0 && toks.every((t, i) => TYPE_WORDS.has(t.w) || t.w === 'format' || toks[i + 1]?.w === 'format');
}

/** a clause of the request made only of words of form ("number only", "in euros"), or one that says what is not wanted */
function formOnly(clause: string): boolean {
  const toks = tokensOf(clause);
  const ws = toks.filter((t) => /[\p{L}\p{N}]/u.test(t.w)).map((t) => t.w);
  if (!ws.length) return true;
  // "format", "the format" alone name a field (a book's binding), not how a value is written ("in ISO format" does)
  if (ws[ws.length - 1] === 'format' && ws.every((w) => w === 'format' || ARTICLES.has(w))) return false;
  if (exclusionOpens(toks) > 0) return true;
  // a tax's lead alone ("(plus)", "(ex)", "(pre)") names no tax: a note only beside a tax or its state ("(ex VAT)")
  if (ws.some((w) => NOTE_TAX_LEADS.has(w) && !NON_TAX_FORM_WORDS.has(w)) && !ws.some((w) => NOTE_TAX_NAMES.has(w))) return false;
  return ws.every((w) => FORM_WORDS.has(w) || FORM_PATTERN.test(w));
}

// a month's name or its abbreviation, whole ("mayor", "decade" are no months)
const MONTH = new RegExp(`^(?:${ENGLISH_MONTHS})$`);

/** the type a note names, if any */
function hintOf(notes: string[]): TypeHint | undefined {
  const toks = tokensOf(notes.join(' . '));
  const digits = (t: Token | undefined, n: number[]): boolean => t !== undefined && /^\d+$/.test(t.w) && n.includes(t.w.length);
  const month = (t: Token | undefined): boolean => t !== undefined && MONTH.test(t.w);
  // a date written out: "2024-03-01", "Mar 1, 2024", "1 March 2024"
  const written = toks.some((t, i) => (digits(t, [4]) && toks[i + 1]?.w === '-' && digits(toks[i + 2], [2]) && toks[i + 3]?.w === '-' && digits(toks[i + 4], [2]))
    || (month(t) && digits(toks[i + (toks[i + 1]?.w === '.' ? 2 : 1)], [1, 2]) && digits(toks[i + (toks[i + 1]?.w === '.' ? 3 : 2)], [4]))
    || (digits(t, [1, 2]) && month(toks[i + 1]) && digits(toks[i + (toks[i + 2]?.w === '.' ? 3 : 2)], [4])));
  if (written || matchesAnywhere(HINT_WORDS.date, toks)) return 'date';
  if (matchesAnywhere(HINT_WORDS.boolean, toks)) return 'boolean';
  if (matchesAnywhere(HINT_WORDS.number, toks) || toks.some((t) => /^\d+$/.test(t.w))) return 'number';
  return undefined;
}

// a field is read once per page: its description's reading is kept (a few hundred, the oldest dropped first)
const READ = new Map<string, DescriptionReading>();
const DESCRIPTION_READ = 2000;
const KEPT = 500;

/** the description's request, what it excludes, what it notes about the value and why it is asked */
export function readDescription(description: string): DescriptionReading {
  let r = READ.get(description);
  if (!r) {
    r = read(description, true);
    if (READ.size >= KEPT) READ.delete(READ.keys().next().value as string);
    READ.set(description, r);
  }
  return r;
}

function read(description: string, purposes: boolean): DescriptionReading {
  const out: Parts = { request: [], excluded: [], notes: [], context: [] };
  // what a description costs is bounded: its first DESCRIPTION_READ characters are read (a request is said early)
  // ("No. of bedrooms", "nr. of rooms", "# photos", "item #": a number's sign, not a negation nor a mark); a
  // description written as code ('z.string().describe("...")') is read by its quoted words
  let text = numberSigns(unwrapCode(description.slice(0, DESCRIPTION_READ)).replace(/\s+/g, ' ').trim());
  // parentheses first: "(YYYY-MM-DD)" is a note, "(not icons or logos)" an exclusion, "(in euros)" part of the request
  text = text.replace(BRACKETS, (_all, a: string | undefined, b: string | undefined, offset: number) => {
    const inner = (a ?? b ?? '').trim();
    if (!inner) return ' ';
    // "the author's (or authors') name": an alternative in brackets goes on the phrase it breaks, not a clause apart
    // (one that only restates the words before it, "author's (or authors')", says nothing more)
    if (/^or\s/i.test(inner)) return restates(inner, text.slice(0, offset)) ? ' ' : ` ${inner} `;
    if (typeOnly(inner)) {
      out.notes.push(inner);
      return ' ';
    }
    const part: Parts = { request: [], excluded: [], notes: [], context: [] };
    for (const clause of inner.split(/\s*[,;]\s+/)) {
      const { context, request } = purposes ? contextSplit(clause) : { context: '', request: clause };
      if (context) part.context.push(context);
      readClause(request, part, false, purposes);
    }
    out.excluded.push(...part.excluded);
    out.notes.push(...part.notes);
    out.context.push(...part.context);
    // kept whole, its commas are not the sentence's clauses ("(hardcover, paperback)")
    if (!part.notes.length && !part.excluded.length && !part.context.length) return `(${inner.replace(/[,;]\s+/g, ' ')})`;
    return part.request.length ? ` ${part.request.join(' ')} ` : ' ';
  });
  const protectedText = text.replace(ABBREVIATIONS, (m) => m.replace(/\./g, '\u0000')).replace(BEFORE_TAX, '\u0000');
  // a full stop before a lower-case word is an abbreviation's ("Y. pestis", "Inc. founder")
  const sentences = protectedText.split(/(?<=[!?;])\s+|(?<=\.)\s+(?=[^\p{Ll}])|\s*[.!?;]+\s*$/u).map((s) => s.replace(/\u0000/g, '.').trim()).filter(Boolean);
  const asked: Parts = { request: [], excluded: [], notes: [], context: [] };
  for (const framed of sentences) {
    // a form's "Enter ..." and a user story's "As a reader I want to know ..." frame what is asked (request-frames.ts)
    const sentence = unframed(framed);
    const question = opensWith('question', tokensOf(sentence));
    // a note is one sentence ("Return null if not present.") or a clause after a comma, a colon or a dash; a dash
    // between figures is a range ("2012 - 13"), not a clause's end
    const clauses = sentence.split(/\s*[,:]\s+|(?<!\d)\s+[-–—]+\s+|\s*\/\/\s*/);
    clauses.forEach((clause, i) => {
      // "other than X, what ...": an exclusion that frames the question that follows is the question's own
      const toks = tokensOf(clause);
      const opens = exclusionOpens(toks);
      if (i === 0 && opens > 0 && opensWith('question', tokensOf(clauses[1] ?? ''))) {
        out.request.push(clause);
        out.excluded.push(clause.slice(toks[opens - 1].end).trim());
        return;
      }
      // why it is asked is no part of what is asked ("I'm building a price tracker, give me the price")
      const { context, request } = question || !purposes ? { context: '', request: clause } : contextSplit(clause.replace(/[.!?;]+$/, ''));
      if (context) asked.context.push(context);
      readClause(request.replace(/[.!?;]+$/, ''), out, question, purposes);
    });
  }
  // a description that is all purpose ("I'm looking for the brand") is read as the request it is
  if (!out.request.length && (asked.context.length || out.context.length)) return read(description, false);
  const context = [...asked.context, ...out.context];
  let request = out.request.join(', ').replace(/\s+/g, ' ').replace(/\s+([,?!])/g, '$1').replace(/^[,\s]+|[,\s]+$/g, '').trim();
  request = spelledRequest(request.replace(/[.;:]+$/, '').trim());
  const notes = out.notes.filter(Boolean);
  // the request's own clauses: a clause of form only is a note ("date (YYYY-MM-DD please)"), the first other one is asked
  // (a plural's ending in brackets, "name(s)", "author(s)", is the word, one or several, not a clause of its own; an
  // aside in brackets inside a phrase, "the publication (newspaper or website) this appeared in", leaves the phrase
  // whole and is read after it)
  const asides: string[] = [];
  const whole = request.replace(/(\p{L})\((?:s|es)\)/gu, '$1').replace(/\s\(([^()]+)\)(?=\s+\p{L})/gu, (_m, inner: string) => {
    asides.push(inner);
    return '';
  });
  const clauses = [...whole.split(REQUEST_CUT), ...asides].map((c) => c.trim()).filter(Boolean);
  const form = clauses.filter(formOnly);
  const rest = clauses.filter((c) => !formOnly(c));
  const said = form.map(tokensOf);
  return {
    request,
    first: rest[0] ?? '',
    others: rest.slice(1),
    excluded: out.excluded.filter(Boolean),
    notes,
    context,
    hint: hintOf(notes),
    list: said.some((t) => matchesAnywhere(LIST_WORDS, t)),
    boolean: said.some((t) => matchesAnywhere(YES_NO_WORDS, t)),
  };
}

/**
 * The intent read from the request, with what the notes say of the type: "(YYYY-MM-DD)" makes a field of no
 * kind a date ("the deadline (YYYY-MM-DD)"), "true/false" a field of a kind a yes/no; what is excluded is kept
 * for the resolver.
 */
export function withNotes<T extends FieldIntent>(intent: T, reading: DescriptionReading): T {
  const out: T = { ...intent, excluded: reading.excluded };
  if (reading.hint === 'date' && out.kind === 'text' && !out.plural) Object.assign(out, { kind: 'date', type: 'date' });
  if (reading.hint === 'boolean' && out.kind !== 'text' && out.type !== 'count') Object.assign(out, { type: 'boolean', plural: false });
  // "images in the article (a count)", "pictures, as an integer": things that can be counted, asked as a number, are their count
  if (reading.hint === 'number' && COUNTABLE[out.kind] && out.type !== 'count' && out.type !== 'number') Object.assign(out, { kind: 'number', type: 'count', counted: out.kind, plural: false });
  return out;
}
