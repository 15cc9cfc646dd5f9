import type { CheerioAPI } from 'cheerio';
import { type Element } from 'domhandler';
/** elements scanned and summed so far (tests count the work with them: each element at most once per page) */
export declare const groupWork: {
    scanned: number;
    summed: number;
};
/** an element holding a group of options: the chosen one's text, null when none is marked; undefined when it holds no group */
export declare function chosenIn($: CheerioAPI, el: Element): string | null | undefined;
/** the page's groups of options with a chosen one: each option's first line, and the chosen one's */
export declare function optionGroups($: CheerioAPI): Array<{
    options: string[];
    chosen: string;
}>;
//# sourceMappingURL=option-groups.d.ts.map