import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
export declare function textLines(root: AnyNode, skip: (el: Element) => boolean): string[];
/** Visible text length of every element, in one pass (scripts and styles do not count). */
export declare function textLengths(root: AnyNode, withNoscript?: boolean): Map<AnyNode, number>;
export declare function mainRegion($: CheerioAPI, lengths: Map<AnyNode, number>): AnyNode;
export declare function prunedText($: CheerioAPI): string;
export declare function prunedContent($: CheerioAPI): {
    text: string;
    region: AnyNode;
};
//# sourceMappingURL=pruned.d.ts.map