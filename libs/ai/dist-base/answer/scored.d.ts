import type { Token } from './words.js';
export interface Scored {
    sentence: string;
    passage: number;
    tokens: Token[];
    /** per token: the focus word it matches and how strongly, or null */
    matched: Array<{
        key: string;
        strength: number;
    } | null>;
    coverage: number;
    /** its place among the passages' sentences */
    at: number;
}
//# sourceMappingURL=scored.d.ts.map