export type NoteRole = 'exclusion' | 'format' | 'unit' | 'instruction' | 'example' | 'context';
export type TypeHint = 'date' | 'number' | 'boolean';
export declare const SETS: Record<string, string[]>;
export interface Marker {
    role: NoteRole;
    phrase: string;
    /** the tokens right after it that make it no marker ("not in stock" is no exclusion) */
    unlessNext?: string;
    /** a note a question keeps cutting at ("who wrote it or null if unknown"): an explicit empty value or an example */
    inQuestion?: boolean;
    /** an exclusion only where it starts a clause ("ignore the old one"; "the price ignoring tax" is asked) */
    startOnly?: boolean;
}
export declare const MARKERS: Marker[];
export declare const FORM_WORDS: Set<string>;
export declare const TYPE_WORDS: Set<string>;
export declare const HINT_WORDS: Record<TypeHint, string[]>;
export declare const LIST_WORDS: string[];
export declare const YES_NO_WORDS: string[];
export declare const DATE_PART: RegExp;
export declare const FORM_PATTERN: RegExp;
//# sourceMappingURL=note-markers.d.ts.map