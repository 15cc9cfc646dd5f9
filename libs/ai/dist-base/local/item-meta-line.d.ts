import type { Page } from './page.js';
import type { Thing } from './structured.js';
export type PartType = 'org' | 'place' | 'date' | 'relative-date' | 'other-date' | 'money' | 'terms' | 'person' | 'name' | 'other';
export interface MetaPart {
    text: string;
    type: PartType;
    /** the date as YYYY-MM-DD, the amount of money */
    value?: string | number;
}
/** the item's meta line beside its title, its parts typed; null when it has none */
export declare function metaLine(page: Page, thing: Thing | null): MetaPart[] | null;
/** the text (or value) of the meta line's first part of a type, or null */
export declare function metaPart(page: Page, thing: Thing | null, type: PartType): MetaPart | null;
/** a line of its own under the title that is only an organisation by its legal form ("Fenwick & Daughters Ltd"): a posting's employer; null when none */
export declare function orgLine(page: Page, thing: Thing | null): string | null;
//# sourceMappingURL=item-meta-line.d.ts.map