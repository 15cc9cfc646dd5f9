import type { Page } from './page.js';
import { type Money } from './values.js';
import { titleBlockLines } from './title-lines.js';
import { type Period } from './price-period.js';
export { titleBlockLines };
export interface BlockPrice extends Money {
    /** the period the amount is for ("/ month"): a rent or a fee of that period */
    period?: Period;
}
/**
 * The item's price in its title block: the first amount with a currency whose qualifiers are short and name
 * no other cost (a deposit, fees, shipping, an earlier price); with its period when it has one. When a
 * period is asked ("weekly rent"), an amount of that period, else one that says no period. Null when none.
 */
export declare function blockPrice(page: Page, asked?: Period | null): BlockPrice | null;
/**
 * The address the title block writes: up to three consecutive lines whose every comma part is a street,
 * a postcode with its place, or a place, one part a street and another a postcode. Null when none.
 */
export declare function blockAddress(page: Page): string | null;
//# sourceMappingURL=item-block.d.ts.map