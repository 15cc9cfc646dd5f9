import type { RecordsRequest, RecordsResult } from '../types.js';
import { type PropertySpec } from '../schema.js';
import type { Page } from './page.js';
export declare function listRecords(page: Page, prompt: string, props: PropertySpec[]): Record<string, unknown>[];
export declare function extractRecordsFrom(page: Page, req: RecordsRequest): RecordsResult;
//# sourceMappingURL=records.d.ts.map