export interface FieldsRequest {
    html: string;
    url: string;
    /** field name -> natural-language description */
    fields: Record<string, string>;
}
export interface RecordsRequest {
    html: string;
    url: string;
    prompt: string;
    /** JSON schema of the expected output */
    schema?: object;
}
export interface RecordsResult {
    data: unknown[] | Record<string, unknown>;
    items: number;
}
export interface ExtractionEngine {
    readonly name: 'local' | 'cohere';
    /** Every requested key is present in the result; null means not found. */
    extractFields(req: FieldsRequest): Promise<Record<string, unknown>>;
    extractRecords(req: RecordsRequest): Promise<RecordsResult>;
}
//# sourceMappingURL=types.d.ts.map