import type { Page } from './page.js';
import { type Thing } from './structured.js';
/** the page labels an event's venue or its tickets */
export declare const eventLabels: (page: Page, thing: Thing | null) => boolean;
export declare function itemDate(page: Page, thing: Thing | null): string | null;
//# sourceMappingURL=item-date-sources.d.ts.map