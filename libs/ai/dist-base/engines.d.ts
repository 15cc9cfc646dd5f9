import type { ExtractionEngine } from './types.js';
export declare function createEngine(config: {
    cohereApiKey?: string;
    cohereBaseUrl?: string;
}): ExtractionEngine;
//# sourceMappingURL=engines.d.ts.map