import type { CheerioAPI } from 'cheerio';
export declare function describesArticle($: CheerioAPI): boolean;
//# sourceMappingURL=page-kind.d.ts.map