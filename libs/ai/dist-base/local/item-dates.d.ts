import { type DateOrder } from './date-order.js';
/** the first date written in the text, as YYYY-MM-DD (YYYY-MM or YYYY when the page gives no more); numeric dates in the page's order (date-order.ts) */
export declare function dateIn(text: string, order?: DateOrder): string | null;
/** a duration in words: "PT1H10M", "1 hr 10 mins", "20 min" -> "1 hour 10 minutes", "20 minutes" */
export declare function durationIn(text: string): string | null;
//# sourceMappingURL=item-dates.d.ts.map