import type { Page } from './page.js';
import type { Thing } from './structured.js';
export declare const FORMAT_WORDS = "hardcover|hardback|paperback|trade paperback|mass market paperback|board book|spiral[- ]bound|library binding|kindle edition|e-?book|audiobook|audio cd|audio download|leather bound";
export declare function itemFormat(page: Page, thing: Thing | null): string | null;
export declare function itemPageCount(page: Page, thing: Thing | null): number | null;
//# sourceMappingURL=item-format.d.ts.map