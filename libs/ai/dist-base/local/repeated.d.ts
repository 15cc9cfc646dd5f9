import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
export interface RecordGroup {
    elements: Element[];
    score: number;
    /** document position of the group's parent */
    order: number;
    /** signature of the members and of their parent: the same list continued elsewhere shares both */
    key: string;
    /** one or two items (cards that look like items on their own), found only when asked for */
    small?: boolean;
}
export interface GroupOptions {
    /** also lists of one or two item cards (a category page with two products) */
    small?: boolean;
}
export declare function findRecordGroups($: CheerioAPI, promptWords: string[], wantsPrice: boolean, options?: GroupOptions): RecordGroup[];
/**
 * The groups to return: the best one, the same list continued in other containers (same key), and,
 * when the prompt names nothing in particular ("all records on the page"), every other group that
 * scores at least `ratio` of the best. Groups nested in or around a chosen one are left out.
 */
export declare function selectGroups(groups: RecordGroup[], generic: boolean, ratio?: number): RecordGroup[];
//# sourceMappingURL=repeated.d.ts.map