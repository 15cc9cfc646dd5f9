import type { Page } from './page.js';
/** the names the site goes by, as written, best first: og:site_name, application-name, its WebSite or Organization, its title's other piece, its host */
export declare function siteNames(page: Page): string[];
/** people named in the page's bylines: elements named author or byline, and short lines that start with "by" */
export declare function bylines(page: Page): string[];
/** how many of an element (images, links) the page's main part holds: its article or main element, else the body without its chrome */
export declare function countIn(page: Page, selector: string): number;
//# sourceMappingURL=page-facts.d.ts.map