import type { FieldIntent } from './intent.js';
import type { Page } from './page.js';
/** the values of a field asked as a list: the items' own, a section's, or every value of the first source that has any */
export declare function listFor(page: Page, intent: FieldIntent): unknown[];
/** yes or no: the state asked about, read as the kind's value ("is it in stock" -> InStock -> true) */
export declare function yesNo(page: Page, intent: FieldIntent): boolean | null;
//# sourceMappingURL=answer-shapes.d.ts.map