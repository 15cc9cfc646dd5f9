import type { Page } from './page.js';
export declare function withoutSiteName(page: Page, title: string): string | null;
//# sourceMappingURL=page-title.d.ts.map