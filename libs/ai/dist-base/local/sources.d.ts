import type { FieldIntent, FieldKind } from './intent.js';
import type { Page } from './page.js';
export interface Source {
    /** a name for the signals of a candidate ("structured", "label", "byline", "answer-finder") */
    name: string;
    read: (page: Page, intent: FieldIntent) => string[];
}
/** the answer finder over the page's prose: its typed span */
declare const answerFinder: Source;
/** candidate sources of each kind, most trusted first; kinds not listed read structured data, meta, labels and class names */
export declare const SOURCES: Partial<Record<FieldKind, Source[]>>;
/** what the site calls itself, for "the name of the website" */
export declare const SITE_SOURCES: Source[];
export declare function sourcesOf(intent: FieldIntent): Source[];
export { answerFinder };
//# sourceMappingURL=sources.d.ts.map