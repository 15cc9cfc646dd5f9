// One resolver for every field: the candidates of every source of the field's kind, each with its
// signals (which source, whether it reads as the type asked, whether it is only the site's name...),
// ranked together. A source is read only while it could still outrank the best candidate so far.
import { factValue } from './fact-value.js';
import type { FieldIntent } from './intent.js';
import type { Page } from './page.js';
import { parseForKind } from './parse-kind.js';
import { sourcesOf, type Source } from './sources.js';
import { siteNamesOf } from '../content/site-name.js';
import { dateOrder, numericDate } from './date-order.js';
import { excludedSignals } from './excluded-signal.js';
import { postedAgent } from './item-facts.js';
import { mainThing } from './main-item.js';
import { squash } from './text.js';
import { wrongType } from './value-type.js';

export interface Candidate {
  value: unknown;
  source: string;
  /** the source's trust (earlier sources higher) plus the signals' weights */
  score: number;
  signals: string[];
}

// the most any signal adds: a source can be skipped when even this would not let it win
const MAX_BONUS = 0;

/** the signals of a typed value for the field: negative weights say it is not a credible answer */
function signalsOf(page: Page, intent: FieldIntent, value: unknown): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  const text = typeof value === 'string' ? value : '';
  switch (intent.kind) {
    case 'title': {
      if (intent.subject === 'item') {
        const names = page.remember('siteNames', () => siteNamesOf(page.meta, page.things, page.url));
        // a demotion, not a veto: some pages give their WebSite the article's name
        if (names.includes(squash(text))) out.push(['only-the-site-name', -1.5]);
      }
      if (text.length > 300) out.push(['too-long-for-a-title', -100]);
      break;
    }
    case 'author':
    case 'publisher':
    case 'brand':
      // a person or a maker is a short name, not a sentence, an address or a date
      if (text.length > 100 || /^(https?:|@)|\d{4,}/.test(text)) out.push(['not-a-name', -100]);
      // an e-mail address is a name only when nothing else names them (an account's login a Person node holds as its name)
      else if (/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(text)) out.push(['an-e-mail-address', -2]);
      // a home's listing "Posted by" its agent: the agent, not a writer (item-facts.ts)
      if (intent.kind === 'author' && text && squash(text) === squash(String(postedAgent(page, mainThing(page)) ?? ''))) out.push(['the-listings-agent', -100]);
      break;
    case 'date':
      if (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}/.test(value) && !/\d/.test(value)) out.push(['no-digits', -100]);
      break;
    default:
      break;
  }
  // "the city, not the street address": a candidate that is what the field excludes loses
  out.push(...excludedSignals(intent, value));
  return out;
}

/**
 * A source of a field's answer: its candidate values, best first ([] when the page gives none), or
 * undefined when it does not read this field. `silence` names the signal the candidates of less trusted
 * sources get when this one reads the field and finds nothing (field-sources.ts).
 */
export interface FieldSource {
  name: string;
  answer: (page: Page, intent: FieldIntent) => unknown[] | undefined;
  silence?: string;
  /** its values are raw page strings the kind's checks weigh (signalsOf); readers of facts and the answer finder type their own */
  weighed?: boolean;
}

/** the kind's sources (sources.ts) as field sources: their raw strings read as the kind's type */
export function kindSources(intent: FieldIntent): FieldSource[] {
  // a numeric date that reads both ways ("09/12/2023") is read in the page's order (date-order.ts)
  const typed = (p: Page, i: FieldIntent, raw: string): unknown => (i.kind === 'date' && !/\d{4}-\d{2}-\d{2}/.test(raw) ? (numericDate(raw, dateOrder(p)) ?? parseForKind(i.kind, raw, p.url)) : parseForKind(i.kind, raw, p.url));
  // the one item fact asked ("servings", "bedrooms") types the raw string before the kind does (fact-value.ts)
  const asFact = (p: Page, i: FieldIntent, raw: string): unknown => factValue(i, raw) ?? typed(p, i, raw);
  return sourcesOf(intent).map((s: Source): FieldSource => ({ name: s.name, weighed: true, answer: (p, i) => s.read(p, i).map((raw) => asFact(p, i, raw)) }));
}

/**
 * Every candidate of the field's sources with its signals, ranked together, best credible first. A
 * source's prior is its place in the order of trust; a source is read only while it could still
 * outrank the best credible candidate, and not at all once a more trusted source's silence has made
 * every later candidate not credible.
 */
export function rank(page: Page, intent: FieldIntent, sources: FieldSource[], enough = 1): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<string>();
  let silence: string | null = null;
  sources.forEach((source, i) => {
    const prior = sources.length - i;
    const credible = out.filter((c) => c.score > 0);
    if (silence || (credible.length >= enough && credible[enough - 1].score >= prior + MAX_BONUS)) return;
    const values = source.answer(page, intent);
    if (values === undefined) return;
    if (!values.length && source.silence) silence = source.silence;
    values.forEach((value, j) => {
      const key = JSON.stringify(value);
      if (value === null || value === undefined || value === '' || seen.has(key)) return;
      seen.add(key);
      const signals = source.weighed ? signalsOf(page, intent, value) : [];
      // every source's value, typed or raw, must be of the type asked (value-type.ts)
      if (wrongType(intent, value)) signals.push(['not-the-type-asked', -100]);
      // within a source, its first values first
      const score = prior - j * 1e-3 + signals.reduce((s, [, w]) => s + w, 0);
      out.push({ value, source: source.name, score, signals: [source.name, ...signals.map(([n]) => n)] });
    });
    out.sort((a, b) => b.score - a.score);
  });
  return out.filter((c) => c.score > 0);
}

/** candidates of the kind's sources alone, best first */
export function candidates(page: Page, intent: FieldIntent, enough = 1): Candidate[] {
  return rank(page, intent, kindSources(intent), enough);
}

/** the best credible value of the kind's sources, or null when none has one */
export function resolve(page: Page, intent: FieldIntent): unknown {
  return candidates(page, intent)[0]?.value ?? null;
}
