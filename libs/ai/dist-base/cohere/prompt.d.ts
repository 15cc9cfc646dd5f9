import type { FieldsRequest, RecordsRequest } from '../types.js';
/** readable text plus the structured data the page states (JSON-LD and meta), within a size budget */
export declare function cleanedContent(html: string, url: string): string;
export declare const SYSTEM = "You extract data from web pages. Answer with JSON only, matching the given JSON schema. Use only facts stated on the page; use null for anything the page does not state. Never invent values.";
export declare function fieldsSchema(fields: FieldsRequest['fields']): object;
export declare function fieldsMessage(req: FieldsRequest, content: string): string;
export declare function recordsMessage(req: RecordsRequest, content: string, schema: object): string;
/** without a schema: an array of records of strings */
export declare const RECORDS_DEFAULT_SCHEMA: {
    type: string;
    properties: {
        records: {
            type: string;
            items: {
                type: string;
            };
        };
    };
    required: string[];
};
//# sourceMappingURL=prompt.d.ts.map