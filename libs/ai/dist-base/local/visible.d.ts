import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
/** hidden by its own attributes (hidden, aria-hidden, an inline display:none) */
export declare function hiddenElement(el: Element): boolean;
export declare function readVisibleText($: CheerioAPI): string;
/** the value printed on the page as a whole token (not inside a longer number or word) */
export declare function shownAsToken(text: string, value: string): boolean;
//# sourceMappingURL=visible.d.ts.map