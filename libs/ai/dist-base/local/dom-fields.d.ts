import type { Element } from 'domhandler';
import { type FieldIntent } from './intent.js';
import type { Page } from './page.js';
import { type Money } from './values.js';
/** the value of the first labelled pair whose label names the field */
export declare function labelledValue(page: Page, intent: FieldIntent): string[];
/** prices shown in elements named "price", in document order, leaving out old, unit and range prices */
export interface DomPrice extends Money {
    el: Element;
    /** read from the element's text (not a content / data attribute) */
    shown: boolean;
}
export declare function domPrices(page: Page): DomPrice[];
/** a price written in text next to a price word: "Price: $12.99"; a price per a measure ("Price per m²") only when asked for one */
export declare function textPrice(page: Page, perUnit?: boolean): Money | null;
/** an id held in a data-* attribute or element named sku / product-id */
export declare function domIdentifier(page: Page): string | null;
export declare function domBrand(page: Page): string | null;
/** availability from elements named stock/availability, then from an out-of-stock or add-to-cart sign */
export declare function domAvailability(page: Page): 'InStock' | 'OutOfStock' | null;
/** shop controls of a single product: a quantity box, or a form that puts the product into the cart */
export declare function buyControls(page: Page): boolean;
/** buy buttons: an enabled, shown add-to-cart button; a sold-out label or a disabled buy button */
export declare function buttonSigns(page: Page): {
    cart: boolean;
    outOfStock: boolean;
};
//# sourceMappingURL=dom-fields.d.ts.map