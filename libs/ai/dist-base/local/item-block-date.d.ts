import type { Page } from './page.js';
import type { Thing } from './structured.js';
export interface BlockDate {
    date: string;
    /** written with a weekday or a time of day: the start of something, as an event's date is */
    starts: boolean;
    /** the text of the element that gives it (its time of day, if any, is read from there) */
    text: string;
}
/** the unlabelled date nearest the item's title, widening from its parent to the page's main block */
export declare function blockDate(page: Page, thing: Thing | null): BlockDate | null;
//# sourceMappingURL=item-block-date.d.ts.map