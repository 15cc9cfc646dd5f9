import type { CheerioAPI } from 'cheerio';
export interface LabelPair {
    label: string;
    value: string;
    /** document order of the value's element, to prefer pairs near the top */
    order: number;
}
export declare function readLabelPairs($: CheerioAPI): LabelPair[];
//# sourceMappingURL=labels.d.ts.map