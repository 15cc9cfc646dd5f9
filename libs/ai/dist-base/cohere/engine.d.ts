import type { ExtractionEngine, FieldsRequest, RecordsRequest, RecordsResult } from '../types.js';
export interface CohereEngineOptions {
    apiKey: string;
    baseUrl?: string;
    model?: string;
    /** HTTP retries of the client (network errors, 429, 5xx); default 2 */
    maxRetries?: number;
    timeoutSeconds?: number;
}
export declare class CohereEngine implements ExtractionEngine {
    readonly name: "cohere";
    private readonly client;
    private readonly model;
    constructor(options: CohereEngineOptions);
    private chat;
    /** one call, then one repair call with the validation errors; the answer validated against `schema` */
    private generate;
    extractFields(req: FieldsRequest): Promise<Record<string, unknown>>;
    extractRecords(req: RecordsRequest): Promise<RecordsResult>;
}
//# sourceMappingURL=engine.d.ts.map