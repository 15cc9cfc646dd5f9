import { withinOneEdit } from '../answer/words.js';
export { withinOneEdit };
export interface Bm25Data {
    /** words per passage (content words only) */
    lengths: number[];
    /** key -> [passage, count, passage, count, ...] */
    postings: Record<string, number[]>;
}
export interface Hit {
    passage: number;
    score: number;
}
export declare function contentKeys(text: string): string[];
export declare function buildBm25(passages: string[]): Bm25Data;
export declare class Bm25 {
    private readonly data;
    private readonly live?;
    private readonly avg;
    /** passages counted (those `live` accepts) */
    private readonly n;
    /** with `live`: how many live passages say a key, counted when first asked */
    private readonly liveDf;
    /**
     * `live` keeps only the passages it accepts (those of sources still there): the others are as if
     * never indexed, for search, rarity and the average length alike. Nothing is rebuilt: a key's
     * live passages are counted the first time a question asks for it.
     */
    constructor(data: Bm25Data, live?: ((passage: number) => boolean) | undefined);
    get size(): number;
    /** How many (live) passages say a key. */
    private df;
    /** The passages that say a key, with its count in each: [passage, count, ...] (live or not). */
    postingsOf(key: string): number[] | undefined;
    /** How rare a key is among the passages (0 for a key no passage has). */
    idf(key: string): number;
    /** A key some passage says, or one a letter away from it (a name misspelt: "Sentanta" for "Setanta"). */
    saysNearly(key: string): boolean;
    private terms?;
    /** Passages by score, best first; `within` keeps only those it accepts. */
    search(keys: string[], limit: number, within?: (passage: number) => boolean): Hit[];
    /** The best score a passage could get for these keys (every key found, at the average length, said once): to scale scores to 0..1. */
    ceiling(keys: string[]): number;
}
//# sourceMappingURL=bm25.d.ts.map