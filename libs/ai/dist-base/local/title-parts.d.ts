import type { Element } from 'domhandler';
import type { Page } from './page.js';
/** the title part of a two-part h1, or null when the h1 is one title (or which part is the title is not said) */
export declare function titlePart(page: Page, h: Element): string | null;
//# sourceMappingURL=title-parts.d.ts.map