import type { Page } from './page.js';
import type { Thing } from './structured.js';
export interface LabelledStart {
    /** YYYY-MM-DD */
    day: string;
    /** the labelled value (its time of day is read from it) */
    text: string;
}
/** a day as the page writes it: whole, or without its year (the page's year that fits its weekday) */
export declare const dayIn: (page: Page, text: string) => string | null;
/** the event's labelled start (not its doors), or null on a page that is no event's or labels none */
export declare function labelledStart(page: Page, thing: Thing | null): LabelledStart | null;
//# sourceMappingURL=event-start-label.d.ts.map