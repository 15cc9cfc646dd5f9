import type { Page } from './page.js';
import { type Money } from './values.js';
/** the first amount a price noun in a sentence leads to, in document order; null when none */
export declare function prosePrice(page: Page): Money | null;
//# sourceMappingURL=prose-price.d.ts.map