import type { FieldKind } from './intent.js';
import { type Thing } from './structured.js';
import type { Page } from './page.js';
/** every value at a dotted path, walking into each element of arrays on the way (all offers, not only the first) */
export declare function atPath(thing: unknown, path: string): unknown[];
/** things in the order they should be consulted for a kind */
export declare function rankedThings(things: Thing[], kind: FieldKind): Thing[];
/** the page describes a product in its markup: a schema.org Product / Offer, or og:type product */
export declare function describesProduct(page: Page): boolean;
/** every structured value for a kind, best first */
export declare function structuredValues(page: Page, kind: FieldKind): string[];
export declare function metaValues(page: Page, kind: FieldKind): string[];
/**
 * The page's meta tag a key names ("og:image:width": "1200"): undefined when the key names no tag or one
 * the kind's own sources read (og:image for an image: their rules apply); null when the key names a detail
 * of such a tag (og:image's width, alt, type: not the image) that the page does not state.
 */
export declare function namedMetaTag(page: Page, name: string, kind: FieldKind): string | null | undefined;
/** a structured property whose name matches the field's words (for fields of no known kind) */
export declare function structuredByName(page: Page, words: string[]): string | null;
//# sourceMappingURL=structured-fields.d.ts.map