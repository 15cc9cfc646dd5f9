import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
export declare function isOther(el: Element): boolean;
/** the element or one around it is another's box */
export declare function inOthers(el: Element): boolean;
export interface Block {
    el: Element;
    text: string;
}
/** the smallest blocks of text in a scope (a paragraph, a cell, a line), outside others' boxes; kept per scope */
export declare function leafBlocks(_$: CheerioAPI, root: Element): Block[];
/** earlier prices of the scope, best first: struck-through, named "old"/"was", then written after "was"/"RRP" */
export declare function wasPrices($: CheerioAPI, root: Element): number[];
/** the number of units left that the scope states ("only 4 left", "7 left in stock", "Stock: 12"), or of the thing counted ("38 places left"), or null */
export declare function unitsLeft($: CheerioAPI, root: Element, soldOutIsNone?: boolean, counted?: string): number | null;
export interface Rating {
    value: number;
    best: number | null;
}
export declare function ratingOfText(text: string, context: boolean): Rating | null;
/** the scope's own rating as "4.3 out of 5", "4.6/5", "Rated 8 of 10 stars" (in text or an aria-label), or null */
export declare function statedRating($: CheerioAPI, root: Element): Rating | null;
/** the shipping cost the scope names: the amount in a clause about shipping that is not an order threshold; "free" is 0 */
export declare function shippingCost($: CheerioAPI, root: Element): number | null;
/** the colours offered: colour controls (a select, radios, swatches) first, then a sentence naming them */
export declare function offeredColours($: CheerioAPI, root: Element): string[];
/** the amount of a text of a labelled pair, "free" being 0 */
export declare function amountOf(value: string): number | null;
//# sourceMappingURL=fact-readers.d.ts.map