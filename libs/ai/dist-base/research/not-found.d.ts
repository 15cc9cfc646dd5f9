import { type ResearchAnswer, type ResearchFormat } from './types.js';
/** Below this confidence the answer is "not found" rather than a guess. */
export declare const NOT_FOUND_BELOW = 0.2;
/** What the sources do not say is said plainly, in the format asked for, with a low confidence. */
export declare function notFound(format: ResearchFormat, confidence?: number): ResearchAnswer;
//# sourceMappingURL=not-found.d.ts.map