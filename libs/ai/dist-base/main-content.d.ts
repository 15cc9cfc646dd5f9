import type { CheerioAPI } from 'cheerio';
export interface MainContent {
    title: string | null;
    byline: string | null;
    published_time: string | null;
    text: string;
    excerpt: string | null;
}
export declare function mainContent(html: string, url: string): MainContent;
/** The same from a page already parsed with cheerio (the extraction engine's). */
export declare function mainContentOf($: CheerioAPI, html: string, url: string): MainContent;
//# sourceMappingURL=main-content.d.ts.map