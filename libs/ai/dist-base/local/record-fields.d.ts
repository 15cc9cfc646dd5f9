import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
export interface RecordContext {
    $: CheerioAPI;
    url: string;
}
export declare function recordValue(ctx: RecordContext, root: Element, name: string, description: string): unknown;
//# sourceMappingURL=record-fields.d.ts.map