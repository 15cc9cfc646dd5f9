export interface Sentence {
    text: string;
    /** offset in the passage */
    start: number;
}
export declare function splitSentences(text: string): Sentence[];
//# sourceMappingURL=sentences.d.ts.map