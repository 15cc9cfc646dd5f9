import { type Marker } from './note-markers.js';
export interface Token {
    w: string;
    at: number;
    end: number;
}
export declare const tokensOf: (text: string) => Token[];
export declare const isWord: (t: Token | undefined) => boolean;
export declare const matchSteps: () => number;
/** the end of the longest match of a phrase at token i, or -1 */
export declare function matchAt(text: string, toks: Token[], i: number, unless?: string): number;
export declare const matchesAnywhere: (texts: string[], toks: Token[]) => boolean;
export declare const startsWith: (set: string, toks: Token[]) => number;
/** a question's or a yes/no question's first word ("who's" is "who", "isn't" no "is") */
export declare const opensWith: (set: "question" | "yesNo", toks: Token[]) => boolean;
/** where the longest of the markers that start at token i ends, or -1 */
export declare function markerAt(markers: Marker[], toks: Token[], i: number, veto?: boolean): number;
/** the first token at which one of the markers starts (from token `from`), and where it ends */
export declare function firstMarker(markers: Marker[], toks: Token[], from?: number, veto?: boolean): {
    i: number;
    end: number;
} | null;
//# sourceMappingURL=marker-match.d.ts.map