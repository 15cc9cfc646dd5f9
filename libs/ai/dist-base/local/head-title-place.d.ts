import type { Page } from './page.js';
/** the name after "in" that follows the h1's text in the head title, when the page's own text names it too
 * (a breadcrumb, a stat card): "Lecturer in Economics" is a longer title, not a place; null when none */
export declare function headTitlePlace(page: Page): string | null;
//# sourceMappingURL=head-title-place.d.ts.map