import type { Page } from './page.js';
import type { Thing } from './structured.js';
/** the item's start as YYYY-MM-DDTHH:MM:SS (with the page's offset when it gives one), the day alone when it gives no time, or null */
export declare function itemStart(page: Page, thing: Thing | null): string | null;
//# sourceMappingURL=item-start.d.ts.map