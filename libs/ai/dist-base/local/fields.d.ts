import { type FieldIntent } from './intent.js';
import type { Page } from './page.js';
/** the field asks a moment ("start time", "date and time", "when does it start", "starts_at"), not a day */
export declare const asksTime: (intent: FieldIntent) => boolean;
/**
 * The field's answer: the best credible candidate of every source (field-sources.ts), or null. A list is
 * asked as a list: a plural key of a field the page's one item has once is a list of that one value, on a
 * listing the items' values (plural-keys.ts).
 */
export declare function extractField(page: Page, name: string, description: string): unknown;
export declare function extractFields(page: Page, fields: Record<string, string>): Record<string, unknown>;
//# sourceMappingURL=fields.d.ts.map