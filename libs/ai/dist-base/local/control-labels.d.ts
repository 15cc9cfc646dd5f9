import type { CheerioAPI } from 'cheerio';
export interface ControlLabel {
    label: string;
    value: string;
}
/** label/value pairs of the page's form controls that show a value, in document order */
export declare function controlLabels($: CheerioAPI): ControlLabel[];
//# sourceMappingURL=control-labels.d.ts.map