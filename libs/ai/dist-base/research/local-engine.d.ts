import { type ReadIndex } from './index-file.js';
import type { LoadedIndex, ResearchAnswer, ResearchDocument, ResearchEngine, ResearchQuestion } from './types.js';
export declare class LocalResearchEngine implements ResearchEngine {
    readonly name: "local";
    index(documents: ResearchDocument[]): Promise<Buffer>;
    load(bytes: Buffer): LoadedIndex;
    ask(loaded: LoadedIndex, q: ResearchQuestion): Promise<ResearchAnswer>;
}
/** The question's words and the context's: what retrieval looks for. */
export declare function queryKeys(q: Pick<ResearchQuestion, 'question' | 'context'>, focus?: string[]): string[];
export declare function answerLocally(index: ReadIndex, q: ResearchQuestion): ResearchAnswer;
//# sourceMappingURL=local-engine.d.ts.map