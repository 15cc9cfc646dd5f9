import type { Page } from './page.js';
/** the most prominent title-like text before the page's section headings, or null when none stands out */
export declare function prominentTitle(page: Page, credible: (text: string) => boolean): string | null;
//# sourceMappingURL=title-prominence.d.ts.map