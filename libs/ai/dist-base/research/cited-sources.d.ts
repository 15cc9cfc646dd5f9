import type { Answer } from '../answer/find.js';
import type { Hit } from './bm25.js';
import type { ReadIndex } from './index-file.js';
import type { CitedSource } from './types.js';
/**
 * Each source the answer drew on: half how well its best passage was retrieved (against the best),
 * half how well its best answer scored (against the answer given). The answer's own source comes first.
 */
export declare function citedSources(index: ReadIndex, hits: Hit[], ranked: Answer[], answerPassage: number): CitedSource[];
//# sourceMappingURL=cited-sources.d.ts.map