import type { FieldIntent } from './intent.js';
import type { Page } from './page.js';
export interface Candidate {
    value: unknown;
    source: string;
    /** the source's trust (earlier sources higher) plus the signals' weights */
    score: number;
    signals: string[];
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
export declare function kindSources(intent: FieldIntent): FieldSource[];
/**
 * Every candidate of the field's sources with its signals, ranked together, best credible first. A
 * source's prior is its place in the order of trust; a source is read only while it could still
 * outrank the best credible candidate, and not at all once a more trusted source's silence has made
 * every later candidate not credible.
 */
export declare function rank(page: Page, intent: FieldIntent, sources: FieldSource[], enough?: number): Candidate[];
/** candidates of the kind's sources alone, best first */
export declare function candidates(page: Page, intent: FieldIntent, enough?: number): Candidate[];
/** the best credible value of the kind's sources, or null when none has one */
export declare function resolve(page: Page, intent: FieldIntent): unknown;
//# sourceMappingURL=resolve.d.ts.map