import type { Page } from './page.js';
import { type Thing } from './structured.js';
import { type CreditRole } from './item-credits.js';
/** "X; Y", "X, Y and Z", "X & Y": the names, cut where the byline goes on to a date, a site or a count; [] when a piece is no name */
export declare function splitNames(text: string, fromText?: boolean): string[];
/** "<title> by <authors> (<format>)" in the head's title: the format says it is a byline, not "Stand by Me" */
export declare function titleTailAuthors(headTitle: string): string[];
/** the main item's authors, best source first; [] when the page names none */
export declare function itemAuthors(page: Page, thing: Thing | null): string[];
/** the item's people in one role other than its writers (the translator, the illustrator): structured, labelled, then credits lines */
export declare function itemContributors(page: Page, thing: Thing | null, role: Exclude<CreditRole, 'author'>): string[];
//# sourceMappingURL=item-authors.d.ts.map