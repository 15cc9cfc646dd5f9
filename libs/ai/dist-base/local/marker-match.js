"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.opensWith = exports.startsWith = exports.matchesAnywhere = exports.matchSteps = exports.isWord = exports.tokensOf = void 0;
exports.matchAt = matchAt;
exports.markerAt = markerAt;
exports.firstMarker = firstMarker;
// The matching under description-reader.ts: a clause's tokens, the phrases of note-markers.ts compiled once
// ("not|without ...", "@asking", optional words, a bounded gap), where a phrase or the longest of a set of
// markers matches, and an index of the words each can start with, so that not every marker is tried at every word.
const note_markers_js_1 = require("./note-markers.js");
const TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*|[/\-.:"“‘']/gu;
// "US" written in capitals is the country, not "us" the customer ("price in US dollars", "shipping to the US")
const lower = (w) => (w === 'US' ? w : w.toLowerCase().replace(/’/g, "'"));
// a clause is read to its first TOKENS_READ tokens: what a phrase can match is bounded whatever the clause's length
const TOKENS_READ = 120;
const tokensOf = (text) => {
    const out = [];
    for (const m of text.matchAll(TOKEN)) {
        if (out.length >= TOKENS_READ)
            break;
        out.push({ w: lower(m[0]), at: m.index, end: m.index + m[0].length });
    }
    return out;
};
exports.tokensOf = tokensOf;
const isWord = (t) => t !== undefined && /^\p{L}/u.test(t.w);
exports.isWord = isWord;
const compiled = new Map();
function phrase(text) {
    let p = compiled.get(text);
    if (!p) {
        p = text.split(' ').filter(Boolean).map((s) => {
            if (s === '...')
                return { gap: true };
            const optional = s.endsWith('?');
            const body = optional ? s.slice(0, -1) : s;
            if (body.startsWith('!'))
                return { alts: [{ but: body.slice(1).split('|') }], optional };
            const alts = body.split('|').map((a) => (a === '*' ? { any: true } : a === '@datepart' ? { datePart: true } : a.startsWith('@') ? { set: a.slice(1) } : { words: a.split('_') }));
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
const matchSteps = () => steps;
exports.matchSteps = matchSteps;
/** where a phrase that starts at token i can end */
function ends(p, k, toks, i) {
    steps++;
    if (k === p.length)
        return [i];
    const slot = p[k];
    const out = [];
    if ('gap' in slot) {
        for (let j = i; j <= Math.min(toks.length, i + GAP); j++)
            out.push(...ends(p, k + 1, toks, j));
        return out;
    }
    if (slot.optional)
        out.push(...ends(p, k + 1, toks, i));
    for (const alt of slot.alts)
        for (const e of altEnds(alt, toks, i))
            out.push(...ends(p, k + 1, toks, e));
    return out;
}
function altEnds(alt, toks, i) {
    if ('any' in alt)
        return i < toks.length ? [i + 1] : [];
    if ('but' in alt)
        return i < toks.length && !alt.but.some((b) => (b.startsWith('@') ? note_markers_js_1.SETS[b.slice(1)].includes(toks[i].w) : b === toks[i].w)) ? [i + 1] : [];
    if ('datePart' in alt)
        return i < toks.length && note_markers_js_1.DATE_PART.test(toks[i].w) ? [i + 1] : [];
    if ('set' in alt)
        return note_markers_js_1.SETS[alt.set].flatMap((member) => ends(phrase(member), 0, toks, i));
    return alt.words.every((w, n) => toks[i + n]?.w === w) ? [i + alt.words.length] : [];
}
/** the end of the longest match of a phrase at token i, or -1 */
function matchAt(text, toks, i, unless) {
    const found = ends(phrase(text), 0, toks, i).filter((e) => e > i && !(unless && ends(phrase(unless), 0, toks, e).length));
    return found.length ? Math.max(...found) : -1;
}
const matchesAnywhere = (texts, toks) => toks.some((_t, i) => texts.some((x) => matchAt(x, toks, i) >= 0));
exports.matchesAnywhere = matchesAnywhere;
const startsWith = (set, toks) => matchAt(`@${set}`, toks, 0);
exports.startsWith = startsWith;
/** a question's or a yes/no question's first word ("who's" is "who", "isn't" no "is") */
const opensWith = (set, toks) => toks.length > 0 && note_markers_js_1.SETS[set].includes(toks[0].w.split("'")[0]);
exports.opensWith = opensWith;
/** the words a phrase can start with, or null when it can start with any (an index that spares trying every marker at every word) */
const starts = new Map();
function firstWords(text) {
    if (starts.has(text))
        return starts.get(text) ?? null;
    const out = new Set();
    let open = false;
    for (const slot of phrase(text)) {
        if ('gap' in slot)
            return remember(text, null);
        for (const alt of slot.alts) {
            if ('words' in alt)
                out.add(alt.words[0]);
            else if ('set' in alt) {
                for (const member of note_markers_js_1.SETS[alt.set]) {
                    const f = firstWords(member);
                    if (!f)
                        return remember(text, null);
                    f.forEach((w) => out.add(w));
                }
            }
            else
                return remember(text, null);
        }
        open = slot.optional;
        if (!open)
            break;
    }
    return remember(text, open ? null : out);
}
function remember(text, set) {
    starts.set(text, set);
    return set;
}
const FIRST = new Map(note_markers_js_1.MARKERS.map((m) => [m, firstWords(m.phrase)]));
/** where the longest of the markers that start at token i ends, or -1 */
function markerAt(markers, toks, i, veto = true) {
    let best = -1;
    for (const m of markers) {
        const first = FIRST.get(m);
        if (first && !first.has(toks[i].w))
            continue;
        best = Math.max(best, matchAt(m.phrase, toks, i, veto ? m.unlessNext : undefined));
    }
    return best;
}
/** the first token at which one of the markers starts (from token `from`), and where it ends */
function firstMarker(markers, toks, from = 0, veto = true) {
    for (let i = from; i < toks.length; i++) {
        const end = markerAt(markers, toks, i, veto);
        if (end > i)
            return { i, end };
    }
    return null;
}
//# sourceMappingURL=marker-match.js.map