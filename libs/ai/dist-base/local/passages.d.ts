import type { Passage } from '../answer/index.js';
import type { Page } from './page.js';
export declare function pagePassages(page: Page): Passage[];
//# sourceMappingURL=passages.d.ts.map