import type { ExtractionEngine, FieldsRequest, RecordsRequest, RecordsResult } from '../types.js';
export interface LocalEngineOptions {
    /** pages larger than this are cut before parsing (bytes of HTML); default 5 MB */
    maxHtmlBytes?: number;
}
export declare class LocalEngine implements ExtractionEngine {
    readonly name: "local";
    private readonly maxHtml;
    constructor(options?: LocalEngineOptions);
    private page;
    extractFields(req: FieldsRequest): Promise<Record<string, unknown>>;
    extractRecords(req: RecordsRequest): Promise<RecordsResult>;
}
//# sourceMappingURL=engine.d.ts.map