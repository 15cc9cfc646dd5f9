"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.WHERE_VERBS = void 0;
exports.verbAsk = verbAsk;
exports.whoKinds = whoKinds;
exports.ratePeriods = ratePeriods;
const lexicon_js_1 = require("./lexicon.js");
const PERSON_WHO = { who: { kind: 'author' } };
// recipe times, whole first: "how long does it take" is the time to make it
const TIMES = ['total_time', 'cook_time', 'prep_time'];
const LENGTH = { facts: ['pages', 'total_time', 'duration'], itself: true };
const SIZE = { facts: ['area'], itself: true };
const WHERE = { facts: ['place', 'address'], itself: true };
// how many it feeds, serves, makes or yields: a recipe's servings (the page states them, or the row reads nothing)
const SERVES = { facts: ['servings'] };
const TABLE = {
    write: PERSON_WHO, pen: PERSON_WHO, author: PERSON_WHO, create: PERSON_WHO, compose: PERSON_WHO, contribute: PERSON_WHO, report: PERSON_WHO,
    make: { who: { kind: 'brand' }, 'how long': { facts: TIMES }, 'how many': SERVES },
    feed: { 'how many': SERVES }, serve: { 'how many': SERVES }, yield: { 'how many': SERVES, 'how much': SERVES },
    manufacture: { who: { kind: 'brand' } },
    produce: { who: { kind: 'brand' } },
    publish: { who: { kind: 'publisher' } },
    // who sells it: a home's agent, else the shop or site that sells it; what it sells for: its price
    sell: { who: { kind: 'site', facts: ['agent'] }, what: { kind: 'price' }, 'how much': { kind: 'price' } },
    own: { who: { kind: 'site' } },
    // who lets it, who markets it, who listed it: a home's agent
    let: { who: { facts: ['agent'] } },
    market: { who: { facts: ['agent'] } },
    list: { who: { facts: ['agent'] } },
    // who is hiring, who employs: the company offering the job
    hire: { who: { facts: ['company'] } },
    recruit: { who: { facts: ['company'] } },
    employ: { who: { facts: ['company'] } },
    // who organises it, who is hosting it, who promotes it: an event's organizer
    organise: { who: { facts: ['organizer'] } }, organize: { who: { facts: ['organizer'] } }, host: { who: { facts: ['organizer'] } }, promote: { who: { facts: ['organizer'] } },
    // what does it pay: a job's salary when its page states one, else a price (main-item.ts, salaryOrPrice)
    pay: { what: { kind: 'price' }, 'how much': { kind: 'price' } },
    earn: { what: { kind: 'price', facts: ['salary'] }, 'how much': { kind: 'price', facts: ['salary'] } },
    cost: { what: { kind: 'price' }, 'how much': { kind: 'price' } },
    // how long does it take, how long to cook: a recipe's times
    take: { 'how long': { facts: TIMES } },
    cook: { 'how long': { facts: ['cook_time', 'total_time'] } },
    prepare: { 'how long': { facts: ['prep_time', 'total_time'] } },
    // questions about the item itself, without the field's noun: what it says is its text, what it is about its
    // summary, what the damage is its price; how long it is: a book's pages, a recipe's time (the page states one)
    say: { what: { kind: 'content', itself: true } },
    about: { what: { kind: 'description', itself: true } },
    damage: { what: { kind: 'price', itself: true } },
    // how long it is: a book's pages, a recipe's time, an event's running time; how big: a home's floor area
    is: { 'how long': LENGTH, 'how big': SIZE }, are: { 'how long': LENGTH, 'how big': SIZE }, was: { 'how long': LENGTH }, be: { 'how long': LENGTH, 'how big': SIZE },
    last: { 'how long': { facts: ['duration', 'total_time'], itself: true } },
    run: { who: { kind: 'site' }, 'how long': { facts: ['duration', 'pages'], itself: true } },
};
// where it is held, where one can see it: where the item is (its venue, else its address)
for (const v of ['held', 'located', 'situated', 'based', 'hosted', 'take', 'place', 'happen', 'find', 'see', 'watch', 'visit', 'catch', 'attend'])
    TABLE[v] = { ...TABLE[v], where: WHERE };
const ASKS = new Map(Object.entries(TABLE).map(([verb, row]) => [(0, lexicon_js_1.stem)(verb), row]));
// a who-question whose subject follows its auxiliary asks the verb's object ("who did the firm hire": the
// person hired); for the verbs of reaching someone that is the person to contact, a home's agent
const OBJECT_LEADS = new Set(['do', 'does', 'did', 'should', 'can', 'could', 'would', 'will', 'must', 'shall'].map(lexicon_js_1.stem));
const REACH_VERBS = new Set(['call', 'contact', 'ring', 'ask', 'speak', 'talk', 'reach', 'enquire', 'inquire'].map(lexicon_js_1.stem));
const REACH = { facts: ['agent'] };
// "who's it for", "who is it aimed at": a who-question ending in its preposition asks that preposition's object,
// whom the item is for (its audience), not a person who made it
const FOR_WHOM = new Set(['for', 'aimed', 'intended', 'meant', 'targeted', 'suitable'].map(lexicon_js_1.stem));
const WORK = (0, lexicon_js_1.stem)('work');
const AUDIENCE = { kind: 'text', facts: ['audience'], itself: true };
/**
 * What a question asks by the first of its verbs the table knows for its question word, or null. "who did
 * the firm hire" asks the verb's object, not its agent: a "who" before "did"/"does"/"do" is not the row's.
 * ("what does it go for" is the lexicon's phrase already.)
 */
function verbAsk(question, stems) {
    if (!question)
        return null;
    const last = stems[stems.length - 1] === 'at' ? stems[stems.length - 2] : stems[stems.length - 1];
    // "who would I be working for": whom one works for is the employer, not whom the item is for
    if (/^who/.test(question) && last === 'for' && stems.includes(WORK))
        return { facts: ['company'], verb: WORK };
    // ("who do I ask for": the person one asks for is the one to reach)
    if (/^who/.test(question) && FOR_WHOM.has(last ?? '') && !stems.some((s) => REACH_VERBS.has(s)))
        return { ...AUDIENCE, verb: last };
    // "who to contact", "whom to ask": the person to reach, as "who should I contact"
    if (/^who/.test(question) && stems[1] === 'to' && REACH_VERBS.has(stems[2] ?? ''))
        return REACH;
    if (/^who/.test(question) && OBJECT_LEADS.has(stems[1] ?? '')) {
        // "who do I call about it", "who should we contact": the person the customer reaches, the verb's object
        const reach = stems.slice(2).find((s) => REACH_VERBS.has(s));
        if (reach)
            return REACH;
        if (/^(do|does|did)$/.test(stems[1] ?? ''))
            return null;
    }
    const q = (question === 'which' ? 'what' : question === 'whom' || question === 'whose' ? 'who' : question);
    for (const s of stems) {
        const ask = ASKS.get(s)?.[q];
        if (ask)
            return { ...ask, verb: s };
    }
    return null;
}
/** the verbs of being somewhere ("where is it held", "where can I see it"): the table's "where" column */
exports.WHERE_VERBS = new Set([...ASKS].filter(([, row]) => row.where).map(([verb]) => verb));
/** the "who" column where it names a kind or the site: the verbs of "the company that makes it" too */
function whoKinds() {
    const out = Object.create(null);
    for (const [verb, row] of ASKS)
        if (row.who?.kind)
            out[verb] = row.who.kind;
    return out;
}
// "per year", "a month", "an hour": a rate's period says how a value is counted, it names no date
const RATE_LEADS = new Set(['per', 'a', 'an', 'each', 'every']);
const PERIODS = new Set(['year', 'month', 'week', 'day', 'hour', 'annum', 'night'].map(lexicon_js_1.stem));
/** the places of a rate's period in a request's units: after per/a/each, behind a word that names a kind ("salary per year") */
function ratePeriods(units) {
    const out = new Set();
    units.forEach((u, i) => {
        if (i > 0 && u.stems.length === 1 && PERIODS.has(u.stems[0]) && RATE_LEADS.has(units[i - 1].stems[0]) && units.slice(0, i - 1).some((x) => x.kind))
            out.add(i);
    });
    return out;
}
//# sourceMappingURL=verb-asks.js.map