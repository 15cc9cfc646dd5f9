import type { LoadedIndex, ResearchAnswer, ResearchDocument, ResearchEngine, ResearchQuestion } from './types.js';
export interface CohereResearchOptions {
    apiKey: string;
    baseUrl?: string;
    chatModel?: string;
    embedModel?: string;
    rerankModel?: string;
    maxRetries?: number;
    timeoutSeconds?: number;
}
export declare class CohereResearchEngine implements ResearchEngine {
    private readonly options;
    readonly name: "cohere";
    private readonly client;
    constructor(options: CohereResearchOptions);
    index(documents: ResearchDocument[]): Promise<Buffer>;
    load(bytes: Buffer): LoadedIndex;
    ask(loaded: LoadedIndex, q: ResearchQuestion): Promise<ResearchAnswer>;
    /** The nearest passages by embedding, then BM25's best not among them. */
    private candidates;
    private embed;
    private call;
}
//# sourceMappingURL=cohere-engine.d.ts.map