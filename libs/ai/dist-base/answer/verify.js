"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.verdictOf = verdictOf;
exports.checkSentence = checkSentence;
exports.sameName = sameName;
const words_js_1 = require("./words.js");
/** Words that state a relation a match must keep: "the first", "the largest", "before 1900". */
const RELATION = /^(first|last|second|third|final|only|largest|biggest|smallest|highest|lowest|longest|shortest|oldest|newest|earliest|latest|greatest|least|most|best|worst|before|after|since|until|more|less|fewer|major|minor|main|primary|top|former|original|early|late|north(?:ern)?|south(?:ern)?|east(?:ern)?|west(?:ern)?|upper|lower)$/;
// relation words of one meaning
const SAME_RELATION = { last: ['final', 'latest'], final: ['last'], largest: ['biggest', 'greatest'], biggest: ['largest'], greatest: ['largest'], main: ['primary', 'principal'], primary: ['main'], earliest: ['first'], first: ['earliest'] };
const NEGATION = /^(not|never|no|none|nor|neither|without|cannot|n't|isn't|wasn't|aren't|weren't|don't|doesn't|didn't|won't|can't|couldn't|hasn't|haven't|hadn't|lack|lacking|lacked|fail|failed|unable)$/;
// pairs of opposite meaning: one said where the other is asked is a contrary answer
const OPPOSITES = [
    ['increase', 'decrease'], ['rise', 'fall'], ['grow', 'shrink'], ['gain', 'loss'], ['win', 'lose'], ['warm', 'cool'], ['warming', 'cooling'],
    ['heat', 'cold'], ['hot', 'cold'], ['high', 'low'], ['higher', 'lower'], ['more', 'less'], ['most', 'least'], ['large', 'small'], ['larger', 'smaller'],
    ['largest', 'smallest'], ['long', 'short'], ['longest', 'shortest'], ['first', 'last'], ['before', 'after'], ['early', 'late'], ['earliest', 'latest'],
    ['north', 'south'], ['east', 'west'], ['northern', 'southern'], ['eastern', 'western'], ['upper', 'lower'], ['inside', 'outside'], ['internal', 'external'],
    ['direct', 'indirect'], ['public', 'private'], ['positive', 'negative'], ['major', 'minor'], ['maximum', 'minimum'], ['accept', 'reject'],
    ['allow', 'forbid'], ['legal', 'illegal'], ['strong', 'weak'], ['strongest', 'weakest'], ['rich', 'poor'], ['wealthy', 'poor'], ['old', 'new'],
    ['ancient', 'modern'], ['open', 'close'], ['start', 'end'], ['begin', 'end'], ['build', 'destroy'], ['create', 'destroy'], ['support', 'oppose'],
    ['import', 'export'], ['enter', 'leave'], ['arrive', 'depart'], ['buy', 'sell'], ['add', 'remove'], ['true', 'false'], ['success', 'failure'],
    ['agree', 'disagree'], ['like', 'dislike'], ['rural', 'urban'], ['inner', 'outer'], ['top', 'bottom'], ['overstate', 'understate'], ['above', 'below'],
    ['violent', 'nonviolent'], ['wet', 'dry'], ['heavy', 'light'], ['fast', 'slow'], ['cheap', 'expensive'], ['majority', 'minority'], ['maximum', 'minimum'],
];
// by key (stem through the synonym table): "rise" asked, "fell" said
let OPPOSITE = null;
function oppositesOf(key) {
    if (!OPPOSITE) {
        OPPOSITE = new Map();
        for (const [a, b] of OPPOSITES.map(([x, y]) => [(0, words_js_1.keyOf)(x), (0, words_js_1.keyOf)(y)])) {
            if (a === b)
                continue;
            OPPOSITE.set(a, [...(OPPOSITE.get(a) ?? []), b]);
            OPPOSITE.set(b, [...(OPPOSITE.get(b) ?? []), a]);
        }
    }
    return OPPOSITE.get(key);
}
const MISFIT_AT = 0.5;
/** The verdict on one span: the checks of its sentence (shared by its spans) and of the span itself. */
function verdictOf(sentence, fit, repeated) {
    const checks = { ...sentence, misfit: Math.max(0, 1 - fit), restated: repeated };
    // the hard checks: what a question written to look answerable most often gets wrong. The words' share
    // and the names (misspelt or said otherwise in many answerable questions) weigh in the confidence.
    const verified = checks.numberUnmet === 0 && checks.relationUnmet === 0 && checks.contrary === 0 && checks.misfit < MISFIT_AT && checks.restated < 1;
    return { verified, checks };
}
/** The checks a sentence and its neighbours pass or fail, whatever span of it answers. */
function checkSentence({ question, weights, matches, evidence }) {
    const around = [...evidence.sentence, ...evidence.neighbours];
    const said = new Set(evidence.heading);
    const lowers = new Set();
    for (const t of around) {
        lowers.add(t.lower);
        said.add(t.key);
        const m = matches(t.key);
        if (m)
            said.add(m);
    }
    for (const k of evidence.heading) {
        const m = matches(k);
        if (m)
            said.add(m);
    }
    // the question's words, by rarity
    let total = 0;
    let missing = 0;
    let rarest = null;
    for (const k of question.focus) {
        const w = weights.get(k) ?? 0;
        total += w;
        if (!said.has(k))
            missing += w;
        if (!rarest || w > rarest.w)
            rarest = { key: k, w };
    }
    const qTokens = (0, words_js_1.tokenize)(question.text);
    // names (capitalised after the first word) and numbers, said exactly
    // (by the word itself: the synonym table makes "States" and "Nations" one key; a one-letter misspelling is forgiven)
    const nameSaid = (w) => lowers.has(w) || evidence.heading.some((k) => sameName(k, (0, words_js_1.keyOf)(w))) || [...said].some((k) => sameName(k, (0, words_js_1.keyOf)(w))) || (w.length >= 5 && [...lowers].some((l) => Math.abs(l.length - w.length) <= 1 && (0, words_js_1.withinOneEdit)(l, w)));
    const nameUnmet = qTokens.some((t, i) => i > 0 && /^\p{Lu}/u.test(t.text) && !(0, words_js_1.isStop)(t.lower) && t.lower.length > 1 && !nameSaid(t.lower.replace(/['’]s$/, '')));
    const numberUnmet = qTokens.some((t) => /^\d[\d,.]*$/.test(t.text) && !lowers.has(t.lower) && !lowers.has(t.lower.replace(/,/g, '')));
    // "how long", "how old", "how early": the measure asked for, not a constraint on the answer
    const measure = (i) => i > 0 && qTokens[i - 1].lower === 'how';
    // relation words
    const relationUnmet = qTokens.some((t, i) => !measure(i) && RELATION.test(t.lower) && !lowers.has(t.lower) && !said.has(t.key) && !(SAME_RELATION[t.lower] ?? []).some((w) => lowers.has(w)));
    // negation in the question that the evidence does not share; an antonym said where the word is not
    const negated = qTokens.some((t) => NEGATION.test(t.lower) || /n't$/.test(t.lower));
    const evidenceNegated = evidence.sentence.some((t) => NEGATION.test(t.lower) || /n't$/.test(t.lower));
    const antonym = qTokens.some((t, i) => {
        if (measure(i))
            return false;
        const opposite = oppositesOf(t.key);
        if (!opposite || lowers.has(t.lower) || said.has(t.key))
            return false;
        return opposite.some((o) => said.has(o));
    });
    // the order of the question's words in the sentence, against the question's (names and nouns that swap roles)
    const firstAt = new Map();
    evidence.sentence.forEach((t, i) => {
        const m = matches(t.key);
        if (m && !firstAt.has(m))
            firstAt.set(m, i);
    });
    const order = question.focus.filter((k) => firstAt.has(k));
    let pairs = 0;
    let discordant = 0;
    for (let i = 0; i < order.length; i++) {
        for (let j = i + 1; j < order.length; j++) {
            pairs++;
            if (firstAt.get(order[i]) > firstAt.get(order[j]))
                discordant++;
        }
    }
    return {
        swapped: pairs ? discordant / pairs : 0,
        unmet: total ? missing / total : 0,
        rarestUnmet: rarest && rarest.w > 0 && !said.has(rarest.key) ? 1 : 0,
        nameUnmet: nameUnmet ? 1 : 0,
        numberUnmet: numberUnmet ? 1 : 0,
        relationUnmet: relationUnmet ? 1 : 0,
        contrary: (negated && !evidenceNegated) || antonym ? 1 : 0,
    };
}
/** One name by its stem, or one stem the start of the other ("Ctenophores", "Ctenophora"). */
function sameName(a, b) {
    if (a === b)
        return true;
    const [short, long] = a.length <= b.length ? [a, b] : [b, a];
    return short.length >= 5 && long.startsWith(short) && long.length - short.length <= 3;
}
//# sourceMappingURL=verify.js.map