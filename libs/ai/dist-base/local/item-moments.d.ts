import type { Page } from './page.js';
export interface Moment {
    /** YYYY-MM-DD, the local day as written */
    day: string;
    /** HH:MM:SS when the page gives a time of day */
    time?: string;
    /** "Z" or "+01:00" when the page gives an offset */
    offset?: string;
}
/** an ISO 8601 date or date-time, or null */
export declare function isoMoment(raw: string): Moment | null;
/** the moment written out: "2026-03-03T18:00:00+01:00", "2026-05-22T19:00:00", or the day alone */
export declare const momentText: (m: Moment) => string;
/** the first time of day written in the text ("7pm for 7.30pm": 19:00:00; "19:30"), or null */
export declare function timeOfDay(text: string): string | null;
/** the item's <time datetime> moments, nearest its title first, leaving out an "Updated" or closing time */
export declare function itemTimes(page: Page): Moment[];
//# sourceMappingURL=item-moments.d.ts.map