"use strict";
// Words for matching a question against page text: tokens, stop words, a light stemmer and a small
// synonym table, so "starts" meets "start", "began" meets "begin" and "cost" meets "price".
Object.defineProperty(exports, "__esModule", { value: true });
exports.isStop = exports.STOP = void 0;
exports.stem = stem;
exports.keyOf = keyOf;
exports.tokenize = tokenize;
exports.withinOneEdit = withinOneEdit;
exports.STOP = new Set(('a an the of on in at to for from by with and or but nor is are was were be been being am do does did done has have had ' +
    'this that these those it its it\'s they them their there here he she his her him we our you your i me my ' +
    'what which who whom whose when where why how whats s as into onto than then so such not no yes can could would should ' +
    'will shall may might must also about over under after before between during through per via any all each every some ' +
    'most more much many one ones if while until up down out off own same other another only just very too ' +
    // the words of a field description that say what to return, not what about
    'name names value values field number amount time date year day place location person people thing things kind type ' +
    'page text give return find list called known named percentage percent proportion').split(/\s+/));
// the question word's own words (kept apart from STOP so a question can still be typed by them)
const IRREGULAR = {
    began: 'begin', begun: 'begin', started: 'start', starts: 'start', commenced: 'start', commence: 'start', begins: 'begin',
    ended: 'end', ends: 'end', finished: 'end', finishes: 'end', concluded: 'end', conclude: 'end', finish: 'end',
    built: 'build', made: 'make', won: 'win', lost: 'lose', led: 'lead', founded: 'found', found: 'find', wrote: 'write', written: 'write',
    born: 'birth', died: 'death', dies: 'death', die: 'death', dead: 'death', killed: 'kill', sold: 'sell', bought: 'buy', paid: 'pay',
    took: 'take', taken: 'take', met: 'meet', meets: 'meet', gave: 'give', given: 'give', became: 'become', held: 'hold', known: 'know', knew: 'know', chose: 'choose', chosen: 'choose',
    rose: 'rise', risen: 'rise', fallen: 'fall', shrank: 'shrink', shrunk: 'shrink', lay: 'lie', went: 'go', gone: 'go', came: 'come', seen: 'see', saw: 'see', ran: 'run', spent: 'spend', fell: 'fall', grew: 'grow', grown: 'grow',
    children: 'child', men: 'man', women: 'woman', people: 'person', mice: 'mouse', feet: 'foot', teeth: 'tooth',
};
// words of one meaning: each maps to the first word of its set
const SYNONYM_SETS = [
    'start begin commence kick launch', 'end finish close conclude stop', 'price cost fee charge pay', 'buy purchase acquire',
    'make build construct create produce manufacture', 'author writer', 'found establish', 'large big huge', 'small little tiny',
    'location place venue address', 'phone telephone', 'city town', 'firm company business corporation', 'movie film',
    'show performance concert gig', 'door doors entry admission', 'ticket tickets pass', 'employee staff worker', 'kid child',
    'country nation state', 'car vehicle automobile', 'doctor physician', 'speed velocity', 'size dimension', 'weight mass',
    'problem issue concern trouble difficulty', 'example instance', 'use usage utilize employ', 'show display exhibit demonstrate',
    'ban forbid prohibit outlaw', 'rule govern reign', 'help aid assist', 'important significant key crucial', 'happen occur',
    'get obtain acquire receive gain', 'need require', 'allow permit enable', 'rise increase grow', 'fall decrease decline drop reduce',
    'say claim argue assert', 'speak talk', 'invent devise', 'goal aim objective purpose', 'reason cause', 'area region zone territory',
    'leader head chief', 'money fund funding cash', 'find discover', 'try attempt', 'live reside inhabit dwell', 'fast quick rapid',
    'job occupation profession', 'famous renowned notable well-known', 'old ancient', 'begin', 'city municipality', 'shop store',
];
const SYNONYM = new Map();
for (const set of SYNONYM_SETS) {
    const [head, ...rest] = set.split(' ');
    for (const w of rest)
        SYNONYM.set(w, head);
}
/** Suffix stripping in the manner of Porter's first steps: enough for plural, tense and -ly/-ness variants. */
function stem(word) {
    let w = word.toLowerCase();
    // the irregular form through the same suffix rules as its regular one ("made" -> "make" -> "mak", as "making")
    if (IRREGULAR[w])
        w = IRREGULAR[w];
    if (w.length <= 3 || /\d/.test(w))
        return w;
    if (/ies$/.test(w) && w.length > 4)
        w = w.slice(0, -3) + 'y';
    else if (/(ss|us|is)$/.test(w)) {
        /* glass, status, analysis */
    }
    else if (/(sh|ch|x|z|ss)es$/.test(w))
        w = w.slice(0, -2);
    else if (/s$/.test(w))
        w = w.slice(0, -1);
    if (/eed$/.test(w))
        return w;
    if (/(ing|ed)$/.test(w)) {
        const base = w.replace(/(ing|ed)$/, '');
        if (base.length >= 3 && /[aeiouy]/.test(base)) {
            w = /(.)\1$/.test(base) && !/(ll|ss|zz)$/.test(base) ? base.slice(0, -1) : /(at|bl|iz|v|c|g|u)$/.test(base) ? base + 'e' : base;
        }
    }
    w = w.replace(/(ational|ation)$/, 'ate').replace(/(fulness|ousness|iveness)$/, (m) => m.slice(0, -4)).replace(/ly$/, '');
    return w.replace(/e$/, '');
}
// Pages repeat their words: each is stemmed once (the cache is emptied when it grows past its bound).
const KEYS = new Map();
const MAX_KEYS = 50_000;
function keyOf(word) {
    let key = KEYS.get(word);
    if (key === undefined) {
        if (KEYS.size >= MAX_KEYS)
            KEYS.clear();
        key = computeKey(word);
        KEYS.set(word, key);
    }
    return key;
}
function computeKey(word) {
    // "Maizière" and "Maiziere" are one word to a reader
    const lower = word.toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '');
    const syn = SYNONYM.get(lower);
    if (syn)
        return stem(syn);
    const s = stem(lower);
    const fromStem = SYNONYM.get(s);
    return fromStem ? stem(fromStem) : s;
}
const TOKEN = /[\p{L}\p{N}]+(?:[.'’:,][\p{L}\p{N}]+)*/gu;
function tokenize(text) {
    const out = [];
    for (const m of text.matchAll(TOKEN)) {
        const lower = m[0].toLowerCase();
        // a possessive's "'s" off (a test of the last two characters: a regular expression per word cost more)
        const bare = lower.endsWith("'s") || lower.endsWith('’s') ? lower.slice(0, -2) : lower;
        out.push({ text: m[0], lower, key: keyOf(bare), start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
    }
    return out;
}
const isStop = (lower) => exports.STOP.has(lower);
exports.isStop = isStop;
/** Whether one insertion, deletion or substitution turns a into b (a name misspelt: "Sentanta" for "Setanta"). */
function withinOneEdit(a, b) {
    if (a === b)
        return true;
    if (a.length > b.length)
        [a, b] = [b, a];
    if (b.length - a.length > 1)
        return false;
    let i = 0;
    while (i < a.length && a[i] === b[i])
        i++;
    return a.length === b.length ? a.slice(i + 1) === b.slice(i + 1) : a.slice(i) === b.slice(i + 1);
}
//# sourceMappingURL=words.js.map