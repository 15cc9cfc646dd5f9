import type { Thing } from '../local/structured.js';
/** og:site_name, application-name, the page's WebSite or Organization, its host: squashed for comparing */
export declare function siteNamesOf(meta: Map<string, string[]>, things: Thing[], url: string): string[];
export declare function stripSiteName(title: string, names: string[]): string | null;
/** the title's first piece when it has a separator the site name did not explain: "Dental Care | ONE Health Ohio" */
export declare function leadingPiece(title: string): string;
//# sourceMappingURL=site-name.d.ts.map