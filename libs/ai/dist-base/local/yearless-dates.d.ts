import type { Page } from './page.js';
/** the years the page's text writes (1900-2099), most often first */
export declare function pageYears(page: Page): number[];
/** a weekday, day and month without a year, as YYYY-MM-DD with the year of the page's that makes the weekday right; null otherwise */
export declare function yearlessDate(page: Page, text: string): string | null;
//# sourceMappingURL=yearless-dates.d.ts.map