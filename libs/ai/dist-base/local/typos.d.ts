/** the slips between two words: insertion, deletion, a swap of neighbours (1 each), a substitution (1 next to the key or vowel for vowel, else 2) */
export declare function slips(a: string, b: string): number;
/** the tags compromise's lexicon gives a lower-case word ("news": Uncountable, "analysis": Singular), [] when it has none */
export declare function englishTags(word: string): string[];
/**
 * The word of `vocabulary` (word -> the kind it names) that `word` misspells, or null: one slip away
 * (the first letter kept), and every word one slip away naming the same kind.
 */
export declare function misspelt(word: string, vocabulary: Map<string, string>): string | null;
//# sourceMappingURL=typos.d.ts.map