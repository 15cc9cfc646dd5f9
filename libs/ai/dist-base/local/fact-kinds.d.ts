export type FactKind = 'was_price' | 'colours' | 'stock_count' | 'rating' | 'rating_scale' | 'shipping';
export interface FactAsk {
    fact: FactKind;
    /** a yes/no question ("is shipping free?"): answered true or false */
    yesNo: boolean;
    /** several values asked for ("colours", "which colours"): a list */
    list: boolean;
    /** for a count left: what is counted when it is not the stock itself ("places left", "seats remaining": places, seats) */
    counted?: string;
}
/** the words ask what is left of something ("places left", "remaining seats", "how many are left") */
export declare const asksLeft: (words: string[]) => boolean;
/** the fact a field asks for, or null when it asks for something else */
export declare function factAsk(name: string, description: string): FactAsk | null;
//# sourceMappingURL=fact-kinds.d.ts.map