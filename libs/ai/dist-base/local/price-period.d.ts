import { type Period } from './unit-words.js';
export type { Period } from './unit-words.js';
/** the period phrase right after an amount ("/ month", " per night", " pcm") and its length, or null */
export declare function periodAfter(text: string): {
    period: Period;
    length: number;
} | null;
/** a period named in the words before an amount ("Monthly rent:", "Rent per week"), or null */
export declare function periodBefore(text: string): Period | null;
/** a word that only says a period ("monthly", "month", "pcm", "weekly"): how a price is said, not another thing */
export declare function isPeriodWord(word: string): boolean;
/** the period a field asks its price for ("monthly rent", "rent_per_week"), or null */
export declare function askedPeriod(name: string, description: string): Period | null;
/** the words right after an amount say a measure it is per ("/m²", " per kg", " per 100 g") */
export declare function unitAfter(text: string): boolean;
/** a label or a price's text that says its amount is per a measure ("Price per m²", "EUR 3,941 / m²", "Unit price") */
export declare function saysUnitPrice(text: string): boolean;
//# sourceMappingURL=price-period.d.ts.map