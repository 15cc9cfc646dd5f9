import type { Page } from './page.js';
import type { Thing } from './structured.js';
/** "The Salt Orchard by Mara Quill (Hardcover): Paperback Alley" -> "The Salt Orchard"; "X - Paperback - Shop" -> "X" */
export declare function cleanHeadTitle(page: Page, title: string): string | null;
export declare function itemTitle(page: Page, thing: Thing | null): string | null;
//# sourceMappingURL=item-title.d.ts.map