import type { FieldIntent } from './intent.js';
import type { Page } from './page.js';
/** a date asked as the last change's */
export declare const asksModified: (i: FieldIntent) => boolean;
/** the dates the page states it was last changed on, structured data first */
export declare function modifiedDates(page: Page): string[];
//# sourceMappingURL=modified-date.d.ts.map