import type { Element } from 'domhandler';
import type { Page } from './page.js';
/** the elements the selector finds in the item's block, nearest the title first */
export declare function nearTitle(page: Page, selector: string): Element[];
//# sourceMappingURL=item-near.d.ts.map