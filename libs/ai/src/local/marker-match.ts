// The matching under description-reader.ts: a clause's tokens, the phrases of note-markers.ts compiled once
// ("not|without ...", "@asking", optional words, a bounded gap), where a phrase or the longest of a set of
// markers matches, and an index of the words each can start with, so that not every marker is tried at every word.
import { DATE_PART, MARKERS, type Marker, SETS } from './note-markers.js';
import { joinsWith } from './compound-words.js';

export interface Token {
  w: string;
  at: number;
  end: number;
}
const TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*|[/\-.:"“‘']/gu;
// "US" written in capitals is the country, not "us" the customer ("price in US dollars", "shipping to the US")
const lower = (w: string): string => (w === 'US' ? w : w.toLowerCase().replace(/’/g, "'"));
// a clause is read to its first TOKENS_READ tokens: what a phrase can match is bounded whatever the clause's length
const TOKENS_READ = 120;
export const tokensOf = (text: string): Token[] => {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    if (out.length >= TOKENS_READ) break;
    const w = lower(m[0]);
    // a compound written apart ("web site", "web-site") is one word, as "website"
    const prev = out.at(-1);
    const apart = prev && joinsWith(prev.w, w) ? 1 : prev?.w === '-' && joinsWith(out.at(-2)?.w ?? '', w) ? 2 : 0;
    if (apart) {
      const first = out.splice(out.length - apart)[0];
      out.push({ w: first.w + w, at: first.at, end: m.index + m[0].length });
    } else out.push({ w, at: m.index, end: m.index + m[0].length });
  }
  return out;
};
export const isWord = (t: Token | undefined): boolean => t !== undefined && /^\p{L}/u.test(t.w);

type Alt = { words: string[] } | { set: string } | { any: true } | { datePart: true } | { figure: true } | { but: string[] };
type Slot = { gap: true } | { alts: Alt[]; optional: boolean };
type Phrase = Slot[];

const compiled = new Map<string, Phrase>();
function phrase(text: string): Phrase {
  let p = compiled.get(text);
  if (!p) {
    p = text.split(' ').filter(Boolean).map((s): Slot => {
      if (s === '...') return { gap: true };
      const optional = s.endsWith('?');
      const body = optional ? s.slice(0, -1) : s;
      if (body.startsWith('!')) return { alts: [{ but: body.slice(1).split('|') }], optional };
      const alts = body.split('|').map((a): Alt => (a === '*' ? { any: true } : a === '@datepart' ? { datePart: true } : a === '@figure' ? { figure: true } : a.startsWith('@') ? { set: a.slice(1) } : { words: a.split('_') }));
      return { alts, optional };
    });
    compiled.set(text, p);
  }
  return p;
}

// a gap ("...") spans at most GAP tokens: a purpose names the customer's own within a few words, and matching stays linear
const GAP = 8;
// the steps of matching so far (a test bounds the work a long description costs)
let steps = 0;
export const matchSteps = (): number => steps;

/** where a phrase that starts at token i can end */
function ends(p: Phrase, k: number, toks: Token[], i: number): number[] {
  steps++;
  if (k === p.length) return [i];
  const slot = p[k];
  const out: number[] = [];
  if ('gap' in slot) {
    for (let j = i; j <= Math.min(toks.length, i + GAP); j++) out.push(...ends(p, k + 1, toks, j));
    return out;
  }
  if (slot.optional) out.push(...ends(p, k + 1, toks, i));
  for (const alt of slot.alts) for (const e of altEnds(alt, toks, i)) out.push(...ends(p, k + 1, toks, e));
  return out;
}
function altEnds(alt: Alt, toks: Token[], i: number): number[] {
  if ('any' in alt) return i < toks.length ? [i + 1] : [];
  if ('but' in alt) return i < toks.length && !alt.but.some((b) => (b.startsWith('@') ? SETS[b.slice(1)].includes(toks[i].w) : b === toks[i].w)) ? [i + 1] : [];
  if ('datePart' in alt) return i < toks.length && DATE_PART.test(toks[i].w) ? [i + 1] : [];
  if ('figure' in alt) return i < toks.length && /^\p{N}/u.test(toks[i].w) ? [i + 1] : [];
  if ('set' in alt) return SETS[alt.set].flatMap((member) => ends(phrase(member), 0, toks, i));
  return alt.words.every((w, n) => toks[i + n]?.w === w) ? [i + alt.words.length] : [];
}
/** the end of the longest match of a phrase at token i, or -1 */
export function matchAt(text: string, toks: Token[], i: number, unless?: string): number {
  const found = ends(phrase(text), 0, toks, i).filter((e) => e > i && !(unless && ends(phrase(unless), 0, toks, e).length));
  return found.length ? Math.max(...found) : -1;
}
export const matchesAnywhere = (texts: string[], toks: Token[]): boolean => toks.some((_t, i) => texts.some((x) => matchAt(x, toks, i) >= 0));
export const startsWith = (set: string, toks: Token[]): number => matchAt(`@${set}`, toks, 0);
/** a question's or a yes/no question's first word ("who's" is "who", "isn't" no "is") */
export const opensWith = (set: 'question' | 'yesNo', toks: Token[]): boolean => toks.length > 0 && SETS[set].includes(toks[0].w.split("'")[0]);

/** the words a phrase can start with, or null when it can start with any (an index that spares trying every marker at every word) */
const starts = new Map<string, Set<string> | null>();
function firstWords(text: string): Set<string> | null {
  if (starts.has(text)) return starts.get(text) ?? null;
  const out = new Set<string>();
  let open = false;
  for (const slot of phrase(text)) {
    if ('gap' in slot) return remember(text, null);
    for (const alt of slot.alts) {
      if ('words' in alt) out.add(alt.words[0]);
      else if ('set' in alt) {
        for (const member of SETS[alt.set]) {
          const f = firstWords(member);
          if (!f) return remember(text, null);
          f.forEach((w) => out.add(w));
        }
      } else return remember(text, null);
    }
    open = slot.optional;
    if (!open) break;
  }
  return remember(text, open ? null : out);
}
function remember(text: string, set: Set<string> | null): Set<string> | null {
  starts.set(text, set);
  return set;
}

const FIRST = new Map(MARKERS.map((m) => [m, firstWords(m.phrase)]));

/** where the longest of the markers that start at token i ends, or -1 */
export function markerAt(markers: Marker[], toks: Token[], i: number, veto = true): number {
  let best = -1;
  for (const m of markers) {
    const first = FIRST.get(m);
    if (first && !first.has(toks[i].w)) continue;
    best = Math.max(best, matchAt(m.phrase, toks, i, veto ? m.unlessNext : undefined));
  }
  return best;
}

/** the first token at which one of the markers starts (from token `from`), and where it ends */
export function firstMarker(markers: Marker[], toks: Token[], from = 0, veto = true): { i: number; end: number } | null {
  for (let i = from; i < toks.length; i++) {
    const end = markerAt(markers, toks, i, veto);
    if (end > i) return { i, end };
  }
  return null;
}
