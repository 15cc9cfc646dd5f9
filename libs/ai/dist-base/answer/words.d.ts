export interface Token {
    text: string;
    /** lower case */
    lower: string;
    /** the stem, through the synonym table: words of one meaning share it */
    key: string;
    start: number;
    end: number;
}
export declare const STOP: Set<string>;
/** Suffix stripping in the manner of Porter's first steps: enough for plural, tense and -ly/-ness variants. */
export declare function stem(word: string): string;
export declare function keyOf(word: string): string;
export declare function tokenize(text: string): Token[];
export declare const isStop: (lower: string) => boolean;
/** Whether one insertion, deletion or substitution turns a into b (a name misspelt: "Sentanta" for "Setanta"). */
export declare function withinOneEdit(a: string, b: string): boolean;
//# sourceMappingURL=words.d.ts.map