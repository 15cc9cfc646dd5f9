import type { Page } from './page.js';
/** the texts of the item's <address> elements, nearest its title first, each with its lines ("\n") */
export declare function addressElements(page: Page): string[];
//# sourceMappingURL=item-address.d.ts.map