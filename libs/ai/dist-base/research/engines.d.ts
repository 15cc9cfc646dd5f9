import type { ResearchEngine } from './types.js';
export declare function createResearchEngine(config: {
    cohereApiKey?: string;
    cohereBaseUrl?: string;
}): ResearchEngine;
//# sourceMappingURL=engines.d.ts.map