import type { ReadIndex } from './index-file.js';
import type { ResearchAnswer, ResearchQuestion } from './types.js';
export declare function tableAnswer(index: ReadIndex, q: ResearchQuestion, keys: string[]): ResearchAnswer;
//# sourceMappingURL=table-answer.d.ts.map