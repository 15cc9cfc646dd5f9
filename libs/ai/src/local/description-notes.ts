// A description says what is asked, and often more: notes about the value ("return null if not present",
// "(YYYY-MM-DD)", "e.g. The Guardian", "as a number", "no currency symbol"), what is not wanted ("not the
// crossed-out price", "rather than the street address") and slips of the fingers ("whos the auther").
// Read them apart before the request is read (intent.ts): a note about the value is not what is asked, and
// what is excluded must not decide the kind. A format note keeps what it says of the type (a date, a
// number, yes/no); what is excluded stays known, so that a candidate that is it can lose (resolve.ts).
import type { FieldIntent } from './intent.js';
import { spelled, stem } from './lexicon.js';

export type TypeHint = 'date' | 'number' | 'boolean';

export interface DescriptionReading {
  /** what is asked: the description without its notes and exclusions, typos read as the words they miss */
  request: string;
  /** what the description says is not wanted: "the old price", "icons or logos" */
  excluded: string[];
  /** what it says of the value: its format, its absence, an example */
  notes: string[];
  /** the type a note names ("(YYYY-MM-DD)": a date; "as a number", "e.g. 12.99": a number) */
  hint?: TypeHint;
}

// the words that start an exclusion: what follows them, to the end of the clause, is not what is asked
const EXCLUDE = String.raw`rather than|other than|instead of|as opposed to|excluding|exclude|except(?:\s+for)?|apart from|but not|and not|not including|leaving out|without|minus|not|no`;
const EXCLUSION_START = new RegExp(String.raw`^(?:${EXCLUDE})\b\s*`, 'i');
// inside a clause: "the price rather than ...", "the main image not icons"; a "not" after a verb
// ("is it not sold", "does not ship") or before a state ("not in stock", "not yet") is a negation, not an exclusion,
// and a "no" that ends the text or comes before a figure is a number sign ("item no", "no. 5")
const EXCLUSION_INSIDE = new RegExp(String.raw`\s(?:${EXCLUDE})\b(?!\s+(?:in|on|at|yet|available|sold|found|listed|shown|given|present|stated|mentioned|known|included|applicable|more|less|only|just|all|to|be|been|a\s+(?:lot|few)|longer|later|earlier|before|after)\b)(?=\s+[\p{L}"'“(])`, 'giu');
const NEGATED_VERB = /\b(?:is|are|was|were|be|been|does|do|did|has|have|had|can|could|will|would|should|may|might|must|it's|that's|'s)\s*$/i;
// question words that ask yes or no: a negation there is part of the question ("is it not in stock")
const YES_NO_START = /^\s*(?:is|are|was|were|does|do|did|can|could|will|would|has|have|had)\b/i;

// absence: "return null if not present", "leave empty if missing", "or null", "null if none", "if any"
const EMPTY = String.raw`null|none|nil|n\/a|na|empty|blank|nothing|undefined|an?\s+empty\s+string|empty\s+string`;
// (a "when" or "where" is a note only before a state: "when not stated", "where available"; "when it opens" is a question)
const STATE = String.raw`not\b|no\b|none|nothing|any|so\b|one\b|applicable|available|present|found|given|known|missing|absent|unknown|unavailable|listed|stated|shown|mentioned|provided|specified|possible|exists?|there|on\s+the\s+page|can't|cannot|isn't|aren't|doesn't`;
const CONDITION = String.raw`(?:if|unless|(?:when|where|whenever)(?=\s+(?:it(?:'s|\s+is)?\s+)?(?:not|no|none|nothing|applicable|available|present|missing|absent|unknown|unavailable|known|given|possible|provided|specified|stated|listed|shown)\b))\s+(?:it(?:'s|\s+is)?\s+|they(?:'re|\s+are)?\s+|there(?:'s|\s+is|\s+are)\s+|the\s+page\s+(?:has|gives|shows)\s+)?(?:${STATE})\b`;
const NOTE_MARKERS: RegExp[] = [
  new RegExp(String.raw`\b(?:and\s+|or\s+|otherwise\s+|else\s+)?(?:return|returns|give|output|use|put|set|leave|respond\s+with|answer|fill\s+in|send)\b(?=.*\b(?:${EMPTY}|false|zero|0)\b)`, 'i'),
  new RegExp(String.raw`\b(?:or|else|otherwise)\s+(?:${EMPTY})\b`, 'i'),
  new RegExp(String.raw`\b(?:${EMPTY})\s+(?:if|when|where|unless|otherwise)\b`, 'i'),
  new RegExp(String.raw`\b${CONDITION}`, 'i'),
  // an example: "e.g. The Guardian", "for example 12.99", "such as Penguin"
  /(?:^|\s)(?:e\.?\s?g\b\.?|eg\b|for\s+example|for\s+instance|such\s+as|examples?\s*:|ex\.|like\s+["'“‘])/i,
  // a format: "as a number", "in ISO format", "formatted as", "(YYYY-MM-DD)", "only the number", "no currency symbol"
  /\b(?:as|in)\s+(?:an?\s+|the\s+)?(?:number|integer|decimal|float|numeric(?:\s+value)?|string|plain\s+text|iso(?:[\s-]*8601)?|(?!which\b|what\b)[\w-]+\s+format|format|digits|figures|yyyy[\w/.-]*|dd[\w/.-]*|mm[\w/.-]*|json|boolean|date|datetime|timestamp|true\s*\/\s*false|words|lower\s*case|upper\s*case)\b(?!\s+(?:of|for|on|in|at)\b)/i,
  /\b(?:only|just)\s+(?:the\s+)?(?:number|digits|numeric\s+value|numerals|figure|amount)\b/i,
  /\b(?:number|digits|numbers|numeric|numerals|figures|integer)\s+only\b/i,
  /\b(?:no|without(?:\s+(?:the|a|any))?)\s+(?:currency\s+)?(?:symbols?|signs?|units?|commas?|formatting|decimals?|spaces?|html|markup|prefix|suffix|currency|dollar\s+signs?|thousands?\s+separators?)\b/i,
  /\b(?:(?:in\s+)?(?:the\s+)?format(?:ted)?\s*:?\s*)?(?:yyyy|dd|mm)(?:[-/.]\w+)+|\biso[\s-]?8601\b|\bformat(?:ted)?\s+(?:as|like|in)\b|\bin\s+(?:the\s+)?format\b|\bformat\s*:/i,
  /\b(?:true\s*\/\s*false|yes\s*\/\s*no|true\s+or\s+false|boolean)\b/i,
];
// inside a question's clause only an explicit empty value ("or null if unknown") or an example is a note: "what
// happens if nothing is done", "the rise in the number of users" and "what can't grow without light" are asked
const IN_QUESTION = [...NOTE_MARKERS.slice(0, 3), NOTE_MARKERS[4]];
// a description that asks a question: its clauses are cut only where a note or an exclusion starts a clause
const QUESTION_START = /^\s*(?:who|whom|whose|what|which|when|where|why|how|is|are|was|were|does|do|did|can|could|will|would|has|have|had|should)\b/i;

// a parenthesis that only names a type or a requirement: "(number)", "(optional)", "(string, required)"
const TYPE_ONLY = /^(?:(?:number|integer|decimal|float|numeric|string|text|date|datetime|url|uri|boolean|bool|int|optional|required|list|array|yes\/no|true\/false|iso|iso\s*8601|[a-z]+\s+format)[\s,/]*)+$/i;

/** the type a note names, if any */
function hintOf(notes: string[]): TypeHint | undefined {
  const text = notes.join(' ');
  if (/\b(?:yyyy|dd[-/.]mm|mm[-/.]dd|iso[\s-]?8601|date|datetime)\b|\biso\s+format\b|\b\d{4}-\d{2}-\d{2}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}\b|\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{4}\b/i.test(text)) return 'date';
  if (/\b(?:true\s*\/\s*false|yes\s*\/\s*no|true\s+or\s+false|boolean|bool)\b/i.test(text)) return 'boolean';
  if (/\b(?:number|integer|decimal|float|numeric|digits|numerals|figures?|int)\b|\b(?:currency\s+)?(?:symbol|sign)\b|(?:^|[\s:])[$€£]?\d+(?:[.,]\d+)?(?:\s|$|[.,;)])/i.test(text)) return 'number';
  return undefined;
}

/** where a note starts inside a clause, or -1 */
function noteAt(clause: string, question = false): number {
  let at = -1;
  for (const re of question ? IN_QUESTION : NOTE_MARKERS) {
    const m = re.exec(clause);
    if (m && (at < 0 || m.index < at)) at = m.index;
  }
  return at;
}

/** where an exclusion starts inside a clause (not at its start), or -1 */
function exclusionAt(clause: string, question = false): number {
  if (question || YES_NO_START.test(clause)) return -1;
  for (const m of clause.matchAll(EXCLUSION_INSIDE)) {
    if (m.index === 0) continue;
    const before = clause.slice(0, m.index);
    // "the price, not ...": only after some words of the request; "does not ship" is a verb negated
    if (!/\p{L}/u.test(before) || NEGATED_VERB.test(before)) continue;
    // "not" and "no" after an auxiliary were skipped; "no" must start a noun phrase ("with no ads")
    return m.index;
  }
  return -1;
}

interface Parts {
  request: string[];
  excluded: string[];
  notes: string[];
}

/** one clause: its request part, then what it excludes or notes */
function readClause(clause: string, out: Parts, question = false): void {
  let text = clause.trim();
  if (!text) return;
  const start = EXCLUSION_START.exec(text);
  // a clause that starts with an exclusion ("not the old price") or is a note ("if missing, null") is not asked
  if (start && !YES_NO_START.test(text) && !/^no\s*$/i.test(text)) {
    const rest = text.slice(start[0].length).trim();
    if (noteAt(text) === 0 || noteAt(rest) === 0) out.notes.push(text);
    else if (rest) out.excluded.push(rest);
    return;
  }
  const note = noteAt(text, question);
  const excl = exclusionAt(text, question);
  const cut = [note, excl].filter((i) => i >= 0);
  if (!cut.length) {
    out.request.push(text);
    return;
  }
  const at = Math.min(...cut);
  const tail = text.slice(at).trim();
  text = text.slice(0, at).trim();
  if (text) out.request.push(text);
  if (at === note) out.notes.push(tail);
  else {
    // "the city rather than the street address, if known": what is excluded, then perhaps a note
    const rest = tail.replace(EXCLUSION_START, '').trim();
    const n = noteAt(rest);
    if (n > 0) {
      out.excluded.push(rest.slice(0, n).trim());
      out.notes.push(rest.slice(n).trim());
    } else if (n === 0) out.notes.push(rest);
    else if (rest) out.excluded.push(rest);
  }
}

// a parenthesis, a bracket: read on its own
const BRACKETS = /\(([^()]*)\)|\[([^[\]]*)\]/g;
// abbreviations whose full stop does not end a sentence
const ABBREVIATIONS = /\b(e\.g|i\.e|etc|ex|approx|incl|no|nr|vs)\./gi;

/** the description's request, what it excludes and what it notes about the value */
export function readDescription(description: string): DescriptionReading {
  const out: Parts = { request: [], excluded: [], notes: [] };
  let text = description.replace(/\s+/g, ' ').trim();
  // parentheses first: "(YYYY-MM-DD)" is a note, "(not icons or logos)" an exclusion, "(in euros)" part of the request
  text = text.replace(BRACKETS, (_all, a: string | undefined, b: string | undefined) => {
    const inner = (a ?? b ?? '').trim();
    if (!inner) return ' ';
    if (TYPE_ONLY.test(inner)) {
      out.notes.push(inner);
      return ' ';
    }
    const part: Parts = { request: [], excluded: [], notes: [] };
    for (const clause of inner.split(/\s*[,;]\s+/)) readClause(clause, part);
    out.excluded.push(...part.excluded);
    out.notes.push(...part.notes);
    // kept whole, its commas are not the sentence's clauses ("(hardcover, paperback)")
    if (!part.notes.length && !part.excluded.length) return `(${inner.replace(/[,;]\s+/g, ' ')})`;
    return part.request.length ? ` ${part.request.join(' ')} ` : ' ';
  });
  const protectedText = text.replace(ABBREVIATIONS, (m) => m.replace(/\./g, '\u0000'));
  // a full stop before a lower-case word is an abbreviation's ("Y. pestis", "Inc. founder")
  const sentences = protectedText.split(/(?<=[!?;])\s+|(?<=\.)\s+(?=[^\p{Ll}])|\s*[.!?;]+\s*$/u).map((s) => s.replace(/\u0000/g, '.').trim()).filter(Boolean);
  for (const sentence of sentences) {
    // a note is one sentence ("Return null if not present.") or a clause after a comma, a colon or a dash
    const question = QUESTION_START.test(sentence);
    // a dash between figures is a range ("2012 - 13"), not a clause's end
    const clauses = sentence.split(/\s*[,:]\s+|(?<!\d)\s+[-–—]+\s+|\s*\/\/\s*/);
    clauses.forEach((clause, i) => {
      // "other than X, what ...": an exclusion that frames the question that follows is the question's own
      if (i === 0 && EXCLUSION_START.test(clause) && QUESTION_START.test(clauses[1] ?? '')) {
        out.request.push(clause);
        out.excluded.push(clause.replace(EXCLUSION_START, ''));
      } else readClause(clause.replace(/[.!?;]+$/, ''), out, question);
    });
  }
  let request = out.request.join(', ').replace(/\s+/g, ' ').replace(/\s+([,?!])/g, '$1').replace(/^[,\s]+|[,\s]+$/g, '').trim();
  request = spelledRequest(request.replace(/[.;:]+$/, '').trim());
  const notes = out.notes.filter(Boolean);
  return { request, excluded: out.excluded.filter(Boolean), notes, hint: hintOf(notes) };
}

// question words as they are often slipped in a hurry: "wat does it cost", "whos the author", "wen was it out"
const QUESTION_SLIPS: Record<string, string> = Object.assign(Object.create(null), {
  wat: 'what', wot: 'what', waht: 'what', whta: 'what', whats: 'what is', wats: 'what is', whos: 'who is', hwo: 'who', whoe: 'who',
  wen: 'when', whn: 'when', wehn: 'when', whne: 'when', wher: 'where', whre: 'where', wehre: 'where', wich: 'which', whcih: 'which', wihch: 'which',
  hw: 'how', hows: 'how is', mutch: 'much', muhc: 'much', mnay: 'many', manny: 'many',
});
// words English has that are one slip from a word of the lexicon and that compromise's lexicon does not know:
// they are words, not slips ("prime" is not "price", "poser" not "poster")
const REAL_WORDS = new Set(['pride', 'prime', 'prise', 'prize', 'bride', 'brace', 'brans', 'bland', 'blend', 'poser', 'posted', 'toast', 'coats', 'coast', 'casts', 'costa', 'chares', 'chore', 'chores', 'charm', 'chart', 'charts', 'tiles', 'tiled', 'rater', 'water', 'later', 'eater', 'liner', 'linker', 'imager', 'mage', 'ratting', 'dating', 'gating', 'scare', 'snore', 'shore', 'store', 'stoke', 'stack', 'stick', 'sticks', 'stacks', 'tropic', 'summery', 'writ', 'wither', 'waiter', 'whiter', 'maker', 'makers', 'marker', 'market', 'taker', 'baker', 'bodied', 'copier', 'texts', 'context', 'contest', 'session', 'suction', 'relapse', 'lunched', 'mounts', 'revue', 'stats', 'seller', 'sellers', 'cell', 'cells', 'feeds', 'fees', 'rents', 'rental', 'render', 'sender', 'lender', 'vender', 'genres', 'generic', 'authored', 'authors', 'pricer', 'dataset']);
// a word right after "is" or "are" in a question is the thing asked about ("what are chares"): a term of the
// text, not a slip
const AFTER_BE = /\b(?:is|are|was|were|be|being|been)\s*$/i;

/**
 * The request with its slips read as the words they miss: a question word slipped ("wat"), or a word one slip
 * from a word of the lexicon that is not a word itself (typos.ts, with a list of real words compromise does
 * not know). A capitalised word inside the text is a name ("Brnad Ltd" is left alone), and so is a quoted one.
 */
export function spelledRequest(request: string): string {
  let quoted = false;
  return request.replace(/["“”]|[\p{L}']+/gu, (word, at: number) => {
    if (/^["“”]$/.test(word)) {
      quoted = !quoted;
      return word;
    }
    if (quoted) return word;
    const lower = word.toLowerCase();
    if (QUESTION_SLIPS[lower] && (at === 0 || lower === 'mutch' || lower === 'muhc' || lower === 'mnay' || lower === 'manny')) return QUESTION_SLIPS[lower];
    if (at > 0 && word !== lower) return word;
    if (REAL_WORDS.has(lower) || REAL_WORDS.has(stem(lower)) || AFTER_BE.test(request.slice(0, at))) return word;
    const fixed = spelled(lower);
    return fixed === lower ? word : fixed;
  });
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
  return out;
}

// the words of an exclusion that say nothing of a value ("the old one", "any of the")
const FILLER = new Set(['the', 'a', 'an', 'any', 'of', 'or', 'and', 'one', 'ones', 'its', 'their', 'full', 'whole', 'old', 'other', 'page', 'it', 'that', 'this', 'these', 'those', 'just', 'only', 'when', 'where', 'what', 'which', 'was', 'is', 'last']);

/**
 * A short text candidate that is what the field excludes ("the city, not the street address": "12 High
 * Street, Leeds"; "the main image, not logos": ".../logo.png") loses to the others: a signal for resolve.ts.
 * Content and descriptions are long texts that may mention anything ("without menus or ads").
 */
export function excludedSignals(intent: FieldIntent, value: unknown): Array<[string, number]> {
  const excluded = intent.excluded ?? [];
  if (!excluded.length || typeof value !== 'string' || value.length > 200 || intent.kind === 'content' || intent.kind === 'description') return [];
  const words = new Set(value.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(stem));
  // a word the request says too ("the author's name, not the publisher's name") does not tell them apart
  const asked = new Set(intent.said.split(' ').map(stem));
  const hit = excluded.some((x) => x.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2 && !FILLER.has(w) && !asked.has(stem(w))).some((w) => words.has(stem(w))));
  return hit ? [['is-what-the-field-excludes', -0.9]] : [];
}
