import type { AnyNode, Element } from 'domhandler';
import type { Page } from './page.js';
/** the size an image without stated sides is taken to have: a picture of some size */
export declare const UNSTATED_SIZE = 120;
export interface ImageSignals {
    /** its file name, alt text or class (its own or its parent's) names furniture */
    named: boolean;
    /** it sits in the site's chrome or is hidden */
    chrome: boolean;
    /** a side stated under 32 px */
    tiny: boolean;
    /** its smaller stated side (UNSTATED_SIZE for a side not stated) */
    size: number;
}
/** what an <img> shows of itself */
export declare function imageSignals(page: Page, img: AnyNode): ImageSignals;
/** the image is the site's furniture, not a picture of the page */
export declare const isFurniture: (s: ImageSignals) => boolean;
/** the page's pictures (<img> with an address), in page order, without its furniture */
export declare function pictures(page: Page, scope?: string): Element[];
/** an image value from markup or meta tags that is no picture of the page */
export declare function notAPicture(value: string): boolean;
/** the site's logo: an image that names itself one, or the image of the link home in the page's header */
export declare function siteLogo(page: Page): string | undefined;
//# sourceMappingURL=page-images.d.ts.map