import type { Page } from './page.js';
import { type Thing } from './structured.js';
/** the page is an event's: typed so, or labelling a venue, its doors or its tickets */
export declare function eventPage(page: Page, thing: Thing | null): boolean;
//# sourceMappingURL=event-page.d.ts.map