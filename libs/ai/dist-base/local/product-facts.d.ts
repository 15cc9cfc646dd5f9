import type { Page } from './page.js';
/** The value of a field asking for a product fact (null when the page does not say); undefined when it asks for none. */
export declare function productFact(page: Page, name: string, description: string): unknown;
//# sourceMappingURL=product-facts.d.ts.map