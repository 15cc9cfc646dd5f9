import { type FieldIntent } from './intent.js';
import type { Page } from './page.js';
/**
 * The field as one value when a plural key names only the field (no description of its own that says one
 * or many) and the field is one of an item's or of the site: the caller answers it and gives a list of one,
 * or on a listing the items' list when there is one. null when the plural is to be read as it stands.
 */
export declare function oneOfEach(intent: FieldIntent): FieldIntent | null;
/** a page about one item: its markup names one (and no list of them), it labels one item's facts, it is a product's own page or an article */
export declare function aboutOneItem(page: Page): boolean;
/**
 * The field's value of each item the page lists, in page order, when the records engine finds items (one or
 * two are a list too) that each link to a page of their own and say more than a menu's short phrase, as a listing's cards do: null when it finds
 * none (a page's key features, a facts table, a list of ingredients are not items with pages of their own)
 */
export declare function listedValues(page: Page, intent: FieldIntent): unknown[] | null;
//# sourceMappingURL=plural-keys.d.ts.map