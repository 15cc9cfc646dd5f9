import type { ExtractionEngine } from './types.js';
export declare function tracedEngine(engine: ExtractionEngine): ExtractionEngine;
//# sourceMappingURL=traced-engine.d.ts.map