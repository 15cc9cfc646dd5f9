import { type FieldIntent } from './intent.js';
import type { Page } from './page.js';
/** the words of a description that name things rather than the field's kind ("products" in "names of the products") */
export declare function itemWords(intent: FieldIntent): string[];
export declare function wantsItems(intent: FieldIntent): boolean;
/** "list of ingredients": the list that follows a heading naming them ("Ingredients", "Key features") */
export declare function sectionList(page: Page, intent: FieldIntent): string[];
export declare function itemValues(page: Page, intent: FieldIntent): unknown[];
//# sourceMappingURL=item-lists.d.ts.map