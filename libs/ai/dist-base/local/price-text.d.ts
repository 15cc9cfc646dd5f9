import type { AnyNode } from 'domhandler';
import type { Page } from './page.js';
import { type Money } from './values.js';
/** words that make an amount a list or suggested price, not the one it sells at */
export declare const LIST_PRICE_WORDS: RegExp;
export interface LedPrice extends Money {
    /** the text node holding the price word */
    node: AnyNode;
}
/** the first amount with a currency written just after a price word */
export declare function labelLedPrice(page: Page): LedPrice | null;
/** a comes before b in document order */
export declare function precedes(a: AnyNode, b: AnyNode): boolean;
/**
 * The amount a price means. With a currency its reading is settled (values.ts: a dot before three digits
 * groups thousands); a bare "389.000" follows the page's language (lang, og:locale): thousands where the
 * language groups with dots, a decimal point elsewhere.
 */
export declare function amountMeant(page: Page, money: Money): number;
//# sourceMappingURL=price-text.d.ts.map