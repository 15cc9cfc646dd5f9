import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
export interface PageMetadata {
    title: string | null;
    byline: string | null;
    published_time: string | null;
    /** names that are the site's or an organisation's, never an author (squashed: lower case, letters and digits) */
    notAuthors: string[];
}
export declare const squashName: (s: string) => string;
export declare function pageMetadata($: CheerioAPI, url: string, region: AnyNode): PageMetadata;
//# sourceMappingURL=metadata.d.ts.map