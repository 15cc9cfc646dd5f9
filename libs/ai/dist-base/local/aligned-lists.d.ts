import type { Page } from './page.js';
/**
 * The values of the plural fields that name parts of the page's repeated items, each an array over the
 * same items. Fields not read this way are absent from the map (their own rules answer them).
 */
export declare function alignedItemLists(page: Page, fields: Record<string, string>): Map<string, unknown[]>;
//# sourceMappingURL=aligned-lists.d.ts.map