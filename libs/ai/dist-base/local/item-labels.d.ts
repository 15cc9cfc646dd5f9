import type { Page } from './page.js';
export declare const visibleClean: (text: string) => string;
/** the text's lines (the page's <br> and blocks, line-breaks.ts), each clean, the empty ones dropped, joined by "\n" */
export declare const visibleLines: (text: string) => string;
export interface LabelledValue {
    label: string;
    value: string;
}
/** values whose label is one of the asked labels (the whole label, case and colons aside), in document order */
export declare function labelValues(page: Page, label: RegExp): string[];
/** pairs whose label matches, for readers that need the label too ("Paperback : 384 pages") */
export declare function labelPairs(page: Page, label: RegExp): LabelledValue[];
//# sourceMappingURL=item-labels.d.ts.map