/** the time an amount is paid for: still the item's price, said for a month, a week, ... */
export type Period = 'month' | 'week' | 'year' | 'day' | 'night';
/** what a unit price is said per: not the item's price when the page gives a whole one */
export type MeasureKind = 'area' | 'weight' | 'volume' | 'length' | 'count';
/** a period's nouns, said after a joining word ("per month", "/ mo", "pro Monat", "par mois", "al mese") */
export declare const PERIOD_NOUNS: Record<Period, string[]>;
/** one word that says the period alone ("pcm", "monthly", "monatlich", "p.a.") */
export declare const PERIOD_ADVERBS: Record<Period, string[]>;
/** what joins an amount to its period: "/", "per", "a", "each", "pro", "par", "por", "al", "im", "la", ... */
export declare const PERIOD_JOINS: string[];
/** the measures of a unit price by kind */
export declare const MEASURES: Record<MeasureKind, string[]>;
/** kinds whose measure may follow a quantity ("per 100 g", "/ 75 cl"): a quantity of pieces is an offer's size ("2 for $20") */
export declare const COUNTED_KINDS: MeasureKind[];
/** what joins an amount to its measure: "/", "per", "pro", "par", "por", "je", "au", "al" */
export declare const MEASURE_JOINS: string[];
/** articles that join a measure too ("$4.99 a pound", "2 € le kilo", "the kilo"), but not pieces: "a pack of 6" is an offer */
export declare const ARTICLE_JOINS: string[];
export declare const PIECE_KINDS: MeasureKind[];
/** phrases that name a unit price by themselves ("Unit price", "Grundpreis", "Prix unitaire", "Kilopreis") */
export declare const UNIT_PRICE_PHRASES: string[];
/** one spelling as a pattern: a space is any spaces, "(x)" is an optional x */
export declare function spellingPattern(spelling: string): string;
/** the spellings as one alternation, longest first so that a longer word is tried before its prefix */
export declare function alternation(spellings: string[]): string;
/** the joining words as a pattern: "/" with or without spaces, a word with spaces after it */
export declare function joinPattern(joins: string[]): string;
//# sourceMappingURL=unit-words.d.ts.map