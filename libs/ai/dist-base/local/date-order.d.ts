import type { Page } from './page.js';
export type DateOrder = 'mdy' | 'dmy';
/** a two-digit year as POSIX reads it (strptime %y): 69-99 are 1969-1999, 00-68 are 2000-2068 */
export declare function fullYear(y: string): string;
/** the order the numeric dates in the text can only be read in ("25/09" is day first), or null when none decides */
export declare function unambiguousOrder(text: string): DateOrder | null;
/** the page's order for numeric dates that read both ways */
export declare function dateOrder(page: Page): DateOrder;
/** "09/12/2023" as YYYY-MM-DD in the given order (the other order when the first cannot be a month), or null */
export declare function numericDate(text: string, order: DateOrder): string | null;
//# sourceMappingURL=date-order.d.ts.map