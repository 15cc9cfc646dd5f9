import type { FieldIntent } from './intent.js';
import { type FieldSource } from './resolve.js';
/** the sources of one field, most trusted first */
export declare function fieldSources(intent: FieldIntent): FieldSource[];
//# sourceMappingURL=field-sources.d.ts.map