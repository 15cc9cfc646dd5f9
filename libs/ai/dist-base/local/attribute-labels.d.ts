import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
export interface AttributeLabel {
    label: string;
    value: string;
    el: Element;
}
/** label/value pairs from aria-label and title attributes, in document order */
export declare function attributeLabels($: CheerioAPI): AttributeLabel[];
//# sourceMappingURL=attribute-labels.d.ts.map