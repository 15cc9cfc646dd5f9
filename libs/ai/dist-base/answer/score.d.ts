export interface Signals {
    /** share of the question (weighted by rarity) its sentence says */
    coverage: number;
    /** how well the span's type answers the question's (1 exact, less for a neighbouring type) */
    fit: number;
    /** the span is where the question's shape points ("what is X" -> after "X is") */
    shaped: number;
    /** share of the span's words that the question already says */
    repeated: number;
    /** 1 when the span touches a word of the question, falling off with distance */
    near: number;
    /** share of the question said within a few words of the span */
    context: number;
    /** the span's length in words, over 10, at most 1 */
    length: number;
    /** a word of the question right before the span (stop words skipped) */
    left: number;
    /** a word of the question right after the span */
    right: number;
    /** the span is on the side of the question's words the question's form points to (subject or object) */
    side: number;
    /** the span is a name (capitalised words or a number) */
    named: number;
    /** the span sits where the question, said as a statement, has its gap: next to the gap's neighbour words */
    gap: number;
}
export declare const WEIGHTS: Signals;
export declare function scoreOf(s: Signals, weights?: Signals): number;
//# sourceMappingURL=score.d.ts.map