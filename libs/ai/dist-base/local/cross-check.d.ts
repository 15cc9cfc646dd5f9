import type { Page } from './page.js';
/**
 * Prices stated in JSON-LD / microdata / meta tags, best first. When they disagree (an offer per variant,
 * a hidden list price, an auction's starting price), the one also shown as a visible price comes first.
 */
export declare function statedPrices(page: Page): string[];
/**
 * Ids stated in markup, best first. A site id printed under a label ("Product code: 8381") comes before
 * a structured sku that the page never prints (an internal or variant id).
 */
export declare function statedSkus(page: Page, labelled: string[]): string[];
//# sourceMappingURL=cross-check.d.ts.map