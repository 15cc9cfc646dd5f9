// What a question asks, by its verb and its question word together: one small table (verb stem x question
// word -> what is asked), not one rule per sentence. "who wrote it" is the author, "when was it written" a
// date; "who is selling it" the seller (a home's agent when its page names one, else the site), "what is it
// selling for" a price; "how long does it take" a recipe's time. Where the same words mean two things on
// two kinds of page ("how much does it pay": a job's salary, a product's price) the reading names both and
// the page decides: the item's fact when the page states it (main-item.ts), the kind's sources otherwise.
import type { FieldKind } from './intent.js';
import { SITE_NOUNS, stem } from './lexicon.js';
import { FUNCTION } from './function-words.js';
import { ORGANIZER_ROLE } from './organizer-role.js';

export type QuestionWord = 'who' | 'when' | 'where' | 'what' | 'how much' | 'how many' | 'how long' | 'how big';

export interface VerbAsk {
  /** the stem of the question's word that the row is read from */
  verb?: string;
  /** the kind asked, or the site itself (its name) */
  kind?: FieldKind | 'site';
  /** the item's facts asked, most likely first (main-item.ts reads them; none stated leaves the kind's sources) */
  facts?: string[];
  /**
   * the question is about the item itself ("what does it say", "what's it about", "how long is it"): the row
   * holds only when the question names nothing else ("what did the mayor say" is the prose's), and its word
   * is then no word of a particular question
   */
  itself?: boolean;
  /** the row was chosen by the verb's object ("who runs the event"): the verb's own "who" kind (the site) does not hold */
  byObject?: boolean;
}

const PERSON_WHO = { who: { kind: 'author' } } as const;
// recipe times, whole first: "how long does it take" is the time to make it
const TIMES = ['total_time', 'cook_time', 'prep_time'];
const LENGTH: VerbAsk = { facts: ['pages', 'total_time', 'duration'], itself: true };
const SIZE: VerbAsk = { facts: ['area'], itself: true };
const WHERE: VerbAsk = { facts: ['place', 'address'], itself: true };
// how many it feeds, serves, makes or yields: a recipe's servings (the page states them, or the row reads nothing)
const SERVES: VerbAsk = { facts: ['servings'] };

const TABLE: Record<string, Partial<Record<QuestionWord, VerbAsk>>> = {
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
  // who organises it, who is hosting it, who promotes it: an event's organizer (organizer-role.ts; not "who presents
  // it": a show's presenter is who is on it)
  ...Object.fromEntries(ORGANIZER_ROLE.verbs.filter((v) => v !== 'present').map((v) => [v, { who: { facts: ['organizer'] } }])),
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
// ("running" stems apart from "run")
TABLE.running = TABLE.run;
// where it is held, where one can see it: where the item is (its venue, else its address)
for (const v of ['held', 'located', 'situated', 'based', 'hosted', 'take', 'place', 'happen', 'find', 'see', 'watch', 'visit', 'catch', 'attend']) TABLE[v] = { ...TABLE[v], where: WHERE };
// rows whose verbs share a stem ("host" who hosts it, "hosted" where it is hosted) are one row: their columns merge
const ASKS = new Map<string, Partial<Record<QuestionWord, VerbAsk>>>();
for (const [verb, row] of Object.entries(TABLE)) ASKS.set(stem(verb), { ...ASKS.get(stem(verb)), ...row });
// a who-question whose subject follows its auxiliary asks the verb's object ("who did the firm hire": the
// person hired); for the verbs of reaching someone that is the person to contact, a home's agent
const OBJECT_LEADS = new Set(['do', 'does', 'did', 'should', 'can', 'could', 'would', 'will', 'must', 'shall'].map(stem));
const REACH_VERBS = new Set(['call', 'contact', 'ring', 'ask', 'speak', 'talk', 'reach', 'enquire', 'inquire'].map(stem));
const REACH: VerbAsk = { facts: ['agent'] };
// "who's it for", "who is it aimed at": a who-question ending in its preposition asks that preposition's object,
// whom the item is for (its audience), not a person who made it
const FOR_WHOM = new Set(['for', 'aimed', 'intended', 'meant', 'targeted', 'suitable'].map(stem));
const WORK = stem('work');
const JOBS = new Set(['job', 'position', 'role', 'post', 'vacancy', 'opening', 'contract', 'placement', 'internship', 'gig'].map(stem));
const AUDIENCE: VerbAsk = { kind: 'text', facts: ['audience'], itself: true };

/**
 * What a question asks by the first of its verbs the table knows for its question word, or null. "who did
 * the firm hire" asks the verb's object, not its agent: a "who" before "did"/"does"/"do" is not the row's.
 * ("what does it go for" is the lexicon's phrase already.)
 */
export function verbAsk(question: string | undefined, stems: string[]): VerbAsk | null {
  if (!question) return null;
  const last = stems[stems.length - 1] === 'at' ? stems[stems.length - 2] : stems[stems.length - 1];
  // "who would I be working for": whom one works for is the employer, not whom the item is for
  if (/^who/.test(question) && last === 'for' && stems.includes(WORK)) return { facts: ['company'], verb: WORK };
  // "who is the job with", "who would I be working with": whom a job is with is its employer
  if (/^who/.test(question) && stems[stems.length - 1] === 'with' && (stems.includes(WORK) || stems.some((s) => JOBS.has(s)))) return { facts: ['company'], verb: 'with' };
  // ("who do I ask for": the person one asks for is the one to reach)
  if (/^who/.test(question) && FOR_WHOM.has(last ?? '') && !stems.some((s) => REACH_VERBS.has(s))) return { ...AUDIENCE, verb: last };
  // "who to contact", "whom to ask": the person to reach, as "who should I contact"
  if (/^who/.test(question) && stems[1] === 'to' && REACH_VERBS.has(stems[2] ?? '')) return REACH;
  if (/^who/.test(question) && OBJECT_LEADS.has(stems[1] ?? '')) {
    // "who do I call about it", "who should we contact": the person the customer reaches, the verb's object
    const reach = stems.slice(2).find((s) => REACH_VERBS.has(s));
    if (reach) return REACH;
    if (/^(do|does|did)$/.test(stems[1] ?? '')) return null;
  }
  // "who runs the event", "who is running this course": one who runs a thing the site shows puts it on, its
  // organizer ("who runs it", "who runs the site" ask the site: the table's row)
  if (/^who/.test(question) && runsAThing(stems)) return { facts: ['organizer'], verb: stem('run'), byObject: true };
  const q = (question === 'which' ? 'what' : question === 'whom' || question === 'whose' ? 'who' : question) as QuestionWord;
  for (const s of stems) {
    const ask = ASKS.get(s)?.[q];
    if (ask) return { ...ask, verb: s };
  }
  return null;
}

const RUNS = new Set([stem('run'), stem('running')]);
const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'its', 'their', 'our', 'your']);
/** the question's "run" has an object that is a thing, not the site nor a pronoun ("who runs the workshop") */
function runsAThing(stems: string[]): boolean {
  const at = stems.findIndex((s) => RUNS.has(s));
  const object = at < 0 ? undefined : stems.slice(at + 1).find((s) => !DETERMINERS.has(s));
  return object !== undefined && !FUNCTION.has(object) && !SITE_NOUNS.has(object);
}

/** the verbs of being somewhere ("where is it held", "where can I see it"): the table's "where" column */
export const WHERE_VERBS: ReadonlySet<string> = new Set([...ASKS].filter(([, row]) => row.where).map(([verb]) => verb));

/** the "who" column where it names a kind or the site: the verbs of "the company that makes it" too */
export function whoKinds(): Record<string, FieldKind | 'site'> {
  const out: Record<string, FieldKind | 'site'> = Object.create(null);
  for (const [verb, row] of ASKS) if (row.who?.kind) out[verb] = row.who.kind;
  return out;
}

// "per year", "a month", "an hour": a rate's period says how a value is counted, it names no date
const RATE_LEADS = new Set(['per', 'a', 'an', 'each', 'every']);
const PERIODS = new Set(['year', 'month', 'week', 'day', 'hour', 'annum', 'night'].map(stem));

/** the places of a rate's period in a request's units: after per/a/each, behind a word that names a kind ("salary per year") */
export function ratePeriods(units: ReadonlyArray<{ stems: string[]; kind: unknown }>): Set<number> {
  const out = new Set<number>();
  units.forEach((u, i) => {
    if (i > 0 && u.stems.length === 1 && PERIODS.has(u.stems[0]) && RATE_LEADS.has(units[i - 1].stems[0]) && units.slice(0, i - 1).some((x) => x.kind)) out.add(i);
  });
  return out;
}

// "pay rate", "rate of pay", "hourly rate", "day rate": a rate beside money or a period is a price by the period,
// not a rating ("star rating", "rate it 1-5" stay ratings)
const RATE = stem('rate');
const PERIODICAL = new Set(['hourly', 'daily', 'nightly', 'weekly', 'monthly', 'yearly', 'annual', 'hour', 'day', 'night', 'week', 'month'].map(stem));
/** the places of a rate that a money word or a period qualifies ("pay rate", "rate of pay", "hourly rate") */
export function moneyRates<U extends { stems: string[]; kind: unknown }>(units: ReadonlyArray<U>, money: (unit: U) => boolean): number[] {
  const out: number[] = [];
  units.forEach((u, i) => {
    if (u.stems.length !== 1 || u.stems[0] !== RATE) return;
    const before = units[i - 1];
    const after = units[i + 1]?.stems[0] === 'of' ? units[i + 2] : undefined;
    if ((before && (money(before) || (before.stems.length === 1 && PERIODICAL.has(before.stems[0])))) || (after && money(after))) out.push(i);
  });
  return out;
}
