import type { Element } from 'domhandler';
import type { Page } from './page.js';
import type { Thing } from './structured.js';
export declare const MAX_LINE = 200;
/** the heading that holds the item's title (the first h1 when none repeats it), outside the chrome (among the first HEADINGS) */
export declare function titleHeading(page: Page, thing?: Thing | null): Element | null;
export interface TitleLine {
    el: Element;
    text: string;
    /** after the heading in the document (the one line before it is not) */
    after: boolean;
}
/**
 * The short lines beside the item's title: the siblings after its heading in document order up to the
 * next heading or the item's body, then the one before; the same again around each small wrapper
 * climbed out of. [] when the page has no title heading.
 */
export declare function titleLines(page: Page, thing?: Thing | null): TitleLine[];
/** the title block's texts in document order, the heading's first; [] when the page has no title heading */
export declare function titleBlockLines(page: Page): string[];
/** whether an element is in the site's chrome (the same test the title block uses) */
export declare function inTitleChrome(page: Page, el: Element): boolean;
//# sourceMappingURL=title-lines.d.ts.map