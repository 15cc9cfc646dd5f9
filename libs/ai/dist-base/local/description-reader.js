"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.matchSteps = void 0;
exports.readDescription = readDescription;
exports.withNotes = withNotes;
const note_markers_js_1 = require("./note-markers.js");
const number_signs_js_1 = require("./number-signs.js");
const request_slips_js_1 = require("./request-slips.js");
const code_wrappers_js_1 = require("./code-wrappers.js");
const marker_match_js_1 = require("./marker-match.js");
const lexicon_js_1 = require("./lexicon.js");
var marker_match_js_2 = require("./marker-match.js");
Object.defineProperty(exports, "matchSteps", { enumerable: true, get: function () { return marker_match_js_2.matchSteps; } });
// ---- one clause -----------------------------------------------------------------------------------------
const NOTES = note_markers_js_1.MARKERS.filter((m) => m.role !== 'exclusion' && m.role !== 'context');
const EXCLUSIONS = note_markers_js_1.MARKERS.filter((m) => m.role === 'exclusion');
const PURPOSES = note_markers_js_1.MARKERS.filter((m) => m.role === 'context');
const INSIDE = EXCLUSIONS.filter((x) => !x.startOnly);
/** where an exclusion that opens the clause ends ("not the old price": after "not"), or -1 */
function exclusionOpens(toks) {
    const m = (0, marker_match_js_1.firstMarker)(EXCLUSIONS, toks, 0, false);
    return m && m.i === 0 ? m.end : -1;
}
/**
 * What an exclusion excludes, and what it asks instead: "but" ends it ("not the RRP but the price you pay": the RRP is
 * excluded, the price asked); "but not" goes on excluding.
 */
function butSplit(text) {
    const toks = (0, marker_match_js_1.tokensOf)(text);
    const i = toks.findIndex((t, n) => n > 0 && t.w === 'but' && toks[n + 1]?.w !== 'not');
    return i < 0 ? { excluded: text, asked: '' } : { excluded: text.slice(0, toks[i].at).trim(), asked: text.slice(toks[i].end).trim() };
}
/** where a note starts inside a clause (a char index), or -1; in a question only an explicit empty value or an example */
function noteAt(clause, question = false, toks = (0, marker_match_js_1.tokensOf)(clause)) {
    const m = (0, marker_match_js_1.firstMarker)(question ? NOTES.filter((n) => n.inQuestion) : NOTES, toks);
    return m ? toks[m.i].at : -1;
}
/** where an exclusion starts inside a clause (not at its start), or -1 */
function exclusionAt(clause, question = false) {
    const toks = (0, marker_match_js_1.tokensOf)(clause);
    if (question || (0, marker_match_js_1.opensWith)('yesNo', toks))
        return -1;
    for (let i = 1; i < toks.length; i++) {
        const end = (0, marker_match_js_1.markerAt)(INSIDE, toks, i);
        if (end <= i)
            continue;
        // "with no ads": what follows is a word or a quote; "item no", "no. 5" are a number's sign
        const next = toks[end];
        if (!next || !((0, marker_match_js_1.isWord)(next) || /["“'‘]/.test(next.w)))
            continue;
        // "the price, not ...": only after some words of the request; "does not ship" is a verb negated
        const before = toks[i - 1];
        if (!toks.slice(0, i).some(marker_match_js_1.isWord) || (0, marker_match_js_1.matchAt)('@auxiliary', toks, i - 1) >= 0 || before.w.endsWith("'s"))
            continue;
        return toks[i].at;
    }
    return -1;
}
const FALLBACK = /^(?:otherwise|failing that|or else|else|if not,)[\s,:]*/i;
/** one clause: its request part, then what it excludes, notes or gives as its purpose */
function readClause(clause, out, question = false, purposes = true) {
    let text = clause.trim();
    if (!text)
        return;
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
    const toks = (0, marker_match_js_1.tokensOf)(text);
    const opens = exclusionOpens(toks);
    // a clause that starts with an exclusion ("not the old price") or is a note ("if missing, null") is not asked
    if (opens > 0 && !(0, marker_match_js_1.opensWith)('yesNo', toks) && !(toks.length === 1 && toks[0].w === 'no')) {
        const rest = text.slice(toks[opens - 1].end).trim();
        if (noteAt(text, false, toks) === 0 || noteAt(rest) === 0)
            out.notes.push(text);
        else {
            const { excluded, asked } = butSplit(rest);
            if (excluded)
                out.excluded.push(excluded);
            if (asked)
                readClause(asked, out, question, purposes);
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
    if (text)
        out.request.push(text);
    if (at === note)
        out.notes.push(tail);
    else if (at === purpose)
        out.context.push(tail);
    else {
        // "the city rather than the street address, if known": what is excluded, then perhaps a note
        const tt = (0, marker_match_js_1.tokensOf)(tail);
        const opensAt = exclusionOpens(tt);
        const rest = opensAt > 0 ? tail.slice(tt[opensAt - 1].end).trim() : tail;
        const n = noteAt(rest);
        if (n > 0) {
            out.excluded.push(rest.slice(0, n).trim());
            out.notes.push(rest.slice(n).trim());
        }
        else if (n === 0)
            out.notes.push(rest);
        else if (rest) {
            const { excluded, asked } = butSplit(rest);
            if (excluded)
                out.excluded.push(excluded);
            if (asked)
                out.request.push(asked);
        }
    }
}
/** where the customer's purpose starts after the request ("to group them in my catalogue", "for our app"), or -1 */
function purposeAt(toks) {
    const m = (0, marker_match_js_1.firstMarker)(PURPOSES, toks, 1);
    return m && toks.slice(0, m.i).some(marker_match_js_1.isWord) ? toks[m.i].at : -1;
}
/**
 * A clause that says why the field is wanted ("I'm building a price tracker", "this is for a spreadsheet",
 * "it will be shown in our app"): a first-person or deictic opening and no asking ("I need", "give me"). A
 * clause of context that asks later ("for my catalogue I need the price") is asked from its asking on.
 */
function contextSplit(clause) {
    const toks = (0, marker_match_js_1.tokensOf)(clause);
    // a connective alone ("we compare shops, so: the price") joins the purpose to the request
    if (toks.length === 1 && note_markers_js_1.SETS.connective.includes(toks[0].w))
        return { context: clause, request: '' };
    if ((0, marker_match_js_1.startsWith)('contextStart', toks) < 0)
        return { context: '', request: clause };
    for (let i = 0; i < toks.length; i++) {
        if ((0, marker_match_js_1.matchAt)('@asking', toks, i) < 0)
            continue;
        return i === 0 ? { context: '', request: clause } : { context: clause.slice(0, toks[i].at).trim(), request: clause.slice(toks[i].at).trim() };
    }
    return { context: clause, request: '' };
}
// ---- the description ------------------------------------------------------------------------------------
// a parenthesis, a bracket: read on its own
const BRACKETS = /\(([^()]*)\)|\[([^[\]]*)\]/g;
// abbreviations whose full stop does not end a sentence
const ABBREVIATIONS = /\b(e\.g|i\.e|etc|ex|approx|incl|no|nr|vs)\./gi;
// a request's own clauses (request-notes): cut at brackets, commas, semicolons, question and exclamation marks,
// full stops and dashes between spaces (a slash joins alternatives of one request: "venue / hall")
const REQUEST_CUT = /[()[\]{},;?!]+|\s[-–—]\s|\.\s|\.$/;
/**
 * "(or authors')" after "the author's", "(or price range)" after "price": an alternative that names again what the
 * few words before it name (a content word of it among them) restates it; "the price (or the rent)" does not
 */
function restates(inner, before) {
    const near = (0, marker_match_js_1.tokensOf)(before).filter(marker_match_js_1.isWord).slice(-4).map((t) => (0, lexicon_js_1.stem)(t.w));
    const alt = (0, marker_match_js_1.tokensOf)(inner).filter(marker_match_js_1.isWord).slice(1).map((t) => (0, lexicon_js_1.stem)(t.w)).filter((w) => !ARTICLES.has(w));
    return alt.some((w) => near.includes(w));
}
const ARTICLES = new Set(['the', 'a', 'an']);
/** a parenthesis that only names a type or a requirement: "(number)", "(optional)", "(string, required)" */
function typeOnly(inner) {
    const toks = (0, marker_match_js_1.tokensOf)(inner);
    return toks.length > 0 && toks.every((t, i) => note_markers_js_1.TYPE_WORDS.has(t.w) || t.w === 'format' || toks[i + 1]?.w === 'format');
}
/** a clause of the request made only of words of form ("number only", "in euros"), or one that says what is not wanted */
function formOnly(clause) {
    const toks = (0, marker_match_js_1.tokensOf)(clause);
    const ws = toks.filter((t) => /[\p{L}\p{N}]/u.test(t.w)).map((t) => t.w);
    if (!ws.length)
        return true;
    if (exclusionOpens(toks) > 0)
        return true;
    return ws.every((w) => note_markers_js_1.FORM_WORDS.has(w) || note_markers_js_1.FORM_PATTERN.test(w));
}
// a month's name or its abbreviation, whole ("mayor", "decade" are no months)
const MONTH = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/;
/** the type a note names, if any */
function hintOf(notes) {
    const toks = (0, marker_match_js_1.tokensOf)(notes.join(' . '));
    const digits = (t, n) => t !== undefined && /^\d+$/.test(t.w) && n.includes(t.w.length);
    const month = (t) => t !== undefined && MONTH.test(t.w);
    // a date written out: "2024-03-01", "Mar 1, 2024", "1 March 2024"
    const written = toks.some((t, i) => (digits(t, [4]) && toks[i + 1]?.w === '-' && digits(toks[i + 2], [2]) && toks[i + 3]?.w === '-' && digits(toks[i + 4], [2]))
        || (month(t) && digits(toks[i + (toks[i + 1]?.w === '.' ? 2 : 1)], [1, 2]) && digits(toks[i + (toks[i + 1]?.w === '.' ? 3 : 2)], [4]))
        || (digits(t, [1, 2]) && month(toks[i + 1]) && digits(toks[i + (toks[i + 2]?.w === '.' ? 3 : 2)], [4])));
    if (written || (0, marker_match_js_1.matchesAnywhere)(note_markers_js_1.HINT_WORDS.date, toks))
        return 'date';
    if ((0, marker_match_js_1.matchesAnywhere)(note_markers_js_1.HINT_WORDS.boolean, toks))
        return 'boolean';
    if ((0, marker_match_js_1.matchesAnywhere)(note_markers_js_1.HINT_WORDS.number, toks) || toks.some((t) => /^\d+$/.test(t.w)))
        return 'number';
    return undefined;
}
// a field is read once per page: its description's reading is kept (a few hundred, the oldest dropped first)
const READ = new Map();
const DESCRIPTION_READ = 2000;
const KEPT = 500;
/** the description's request, what it excludes, what it notes about the value and why it is asked */
function readDescription(description) {
    let r = READ.get(description);
    if (!r) {
        r = read(description, true);
        if (READ.size >= KEPT)
            READ.delete(READ.keys().next().value);
        READ.set(description, r);
    }
    return r;
}
function read(description, purposes) {
    const out = { request: [], excluded: [], notes: [], context: [] };
    // what a description costs is bounded: its first DESCRIPTION_READ characters are read (a request is said early)
    // ("No. of bedrooms", "nr. of rooms", "# photos", "item #": a number's sign, not a negation nor a mark); a
    // description written as code ('z.string().describe("...")') is read by its quoted words
    let text = (0, number_signs_js_1.numberSigns)((0, code_wrappers_js_1.unwrapCode)(description.slice(0, DESCRIPTION_READ)).replace(/\s+/g, ' ').trim());
    // parentheses first: "(YYYY-MM-DD)" is a note, "(not icons or logos)" an exclusion, "(in euros)" part of the request
    text = text.replace(BRACKETS, (_all, a, b, offset) => {
        const inner = (a ?? b ?? '').trim();
        if (!inner)
            return ' ';
        // "the author's (or authors') name": an alternative in brackets goes on the phrase it breaks, not a clause apart
        // (one that only restates the words before it, "author's (or authors')", says nothing more)
        if (/^or\s/i.test(inner))
            return restates(inner, text.slice(0, offset)) ? ' ' : ` ${inner} `;
        if (typeOnly(inner)) {
            out.notes.push(inner);
            return ' ';
        }
        const part = { request: [], excluded: [], notes: [], context: [] };
        for (const clause of inner.split(/\s*[,;]\s+/)) {
            const { context, request } = purposes ? contextSplit(clause) : { context: '', request: clause };
            if (context)
                part.context.push(context);
            readClause(request, part, false, purposes);
        }
        out.excluded.push(...part.excluded);
        out.notes.push(...part.notes);
        out.context.push(...part.context);
        // kept whole, its commas are not the sentence's clauses ("(hardcover, paperback)")
        if (!part.notes.length && !part.excluded.length && !part.context.length)
            return `(${inner.replace(/[,;]\s+/g, ' ')})`;
        return part.request.length ? ` ${part.request.join(' ')} ` : ' ';
    });
    const protectedText = text.replace(ABBREVIATIONS, (m) => m.replace(/\./g, '\u0000'));
    // a full stop before a lower-case word is an abbreviation's ("Y. pestis", "Inc. founder")
    const sentences = protectedText.split(/(?<=[!?;])\s+|(?<=\.)\s+(?=[^\p{Ll}])|\s*[.!?;]+\s*$/u).map((s) => s.replace(/\u0000/g, '.').trim()).filter(Boolean);
    const asked = { request: [], excluded: [], notes: [], context: [] };
    for (const sentence of sentences) {
        const question = (0, marker_match_js_1.opensWith)('question', (0, marker_match_js_1.tokensOf)(sentence));
        // a note is one sentence ("Return null if not present.") or a clause after a comma, a colon or a dash; a dash
        // between figures is a range ("2012 - 13"), not a clause's end
        const clauses = sentence.split(/\s*[,:]\s+|(?<!\d)\s+[-–—]+\s+|\s*\/\/\s*/);
        clauses.forEach((clause, i) => {
            // "other than X, what ...": an exclusion that frames the question that follows is the question's own
            const toks = (0, marker_match_js_1.tokensOf)(clause);
            const opens = exclusionOpens(toks);
            if (i === 0 && opens > 0 && (0, marker_match_js_1.opensWith)('question', (0, marker_match_js_1.tokensOf)(clauses[1] ?? ''))) {
                out.request.push(clause);
                out.excluded.push(clause.slice(toks[opens - 1].end).trim());
                return;
            }
            // why it is asked is no part of what is asked ("I'm building a price tracker, give me the price")
            const { context, request } = question || !purposes ? { context: '', request: clause } : contextSplit(clause.replace(/[.!?;]+$/, ''));
            if (context)
                asked.context.push(context);
            readClause(request.replace(/[.!?;]+$/, ''), out, question, purposes);
        });
    }
    // a description that is all purpose ("I'm looking for the brand") is read as the request it is
    if (!out.request.length && (asked.context.length || out.context.length))
        return read(description, false);
    const context = [...asked.context, ...out.context];
    let request = out.request.join(', ').replace(/\s+/g, ' ').replace(/\s+([,?!])/g, '$1').replace(/^[,\s]+|[,\s]+$/g, '').trim();
    request = (0, request_slips_js_1.spelledRequest)(request.replace(/[.;:]+$/, '').trim());
    const notes = out.notes.filter(Boolean);
    // the request's own clauses: a clause of form only is a note ("date (YYYY-MM-DD please)"), the first other one is asked
    // (a plural's ending in brackets, "name(s)", "author(s)", is the word, one or several, not a clause of its own; an
    // aside in brackets inside a phrase, "the publication (newspaper or website) this appeared in", leaves the phrase
    // whole and is read after it)
    const asides = [];
    const whole = request.replace(/(\p{L})\((?:s|es)\)/gu, '$1').replace(/\s\(([^()]+)\)(?=\s+\p{L})/gu, (_m, inner) => {
        asides.push(inner);
        return '';
    });
    const clauses = [...whole.split(REQUEST_CUT), ...asides].map((c) => c.trim()).filter(Boolean);
    const form = clauses.filter(formOnly);
    const rest = clauses.filter((c) => !formOnly(c));
    const said = form.map(marker_match_js_1.tokensOf);
    return {
        request,
        first: rest[0] ?? '',
        others: rest.slice(1),
        excluded: out.excluded.filter(Boolean),
        notes,
        context,
        hint: hintOf(notes),
        list: said.some((t) => (0, marker_match_js_1.matchesAnywhere)(note_markers_js_1.LIST_WORDS, t)),
        boolean: said.some((t) => (0, marker_match_js_1.matchesAnywhere)(note_markers_js_1.YES_NO_WORDS, t)),
    };
}
/**
 * The intent read from the request, with what the notes say of the type: "(YYYY-MM-DD)" makes a field of no
 * kind a date ("the deadline (YYYY-MM-DD)"), "true/false" a field of a kind a yes/no; what is excluded is kept
 * for the resolver.
 */
function withNotes(intent, reading) {
    const out = { ...intent, excluded: reading.excluded };
    if (reading.hint === 'date' && out.kind === 'text' && !out.plural)
        Object.assign(out, { kind: 'date', type: 'date' });
    if (reading.hint === 'boolean' && out.kind !== 'text' && out.type !== 'count')
        Object.assign(out, { type: 'boolean', plural: false });
    // "images in the article (a count)", "pictures, as an integer": things that can be counted, asked as a number, are their count
    if (reading.hint === 'number' && lexicon_js_1.COUNTABLE[out.kind] && out.type !== 'count' && out.type !== 'number')
        Object.assign(out, { kind: 'number', type: 'count', counted: out.kind, plural: false });
    return out;
}
//# sourceMappingURL=description-reader.js.map