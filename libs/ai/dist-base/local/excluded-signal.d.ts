import type { FieldIntent } from './intent.js';
/**
 * A short text candidate that is what the field excludes ("the city, not the street address": "12 High
 * Street, Leeds"; "the main image, not logos": ".../logo.png") loses to the others: a signal for resolve.ts.
 * Content and descriptions are long texts that may mention anything ("without menus or ads").
 */
export declare function excludedSignals(intent: FieldIntent, value: unknown): Array<[string, number]>;
//# sourceMappingURL=excluded-signal.d.ts.map