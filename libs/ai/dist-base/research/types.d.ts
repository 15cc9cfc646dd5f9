import type { AnswerType } from '../answer/question.js';
import type { AnswerEvidence } from './confidence.js';
export type ResearchFormat = 'text' | 'table' | 'json';
/** One stored item a session searches: a scrape's, PDF's or screenshot's page text. */
export interface ResearchDocument {
    id: string;
    url: string;
    /** a name to show for it (the page's title when known, else its URL) */
    title: string;
    text: string;
}
export interface ResearchQuestion {
    question: string;
    /** narrows or adds to the question: its words join the retrieval query */
    context?: string;
    format: ResearchFormat;
    /** ids of sources deleted or expired since indexing: their passages are never searched, quoted or cited */
    gone?: readonly string[];
}
export interface CitedSource {
    id: string;
    url: string;
    /** 0 to 1: how much of the answer and of the retrieved text this source gave */
    relevance: number;
}
export interface ResearchAnswer {
    /** a string (text), {headers, rows} (table) or any JSON value (json) */
    answer: unknown;
    /** false when the sources do not say: the answer then says so plainly */
    found: boolean;
    confidence: number;
    sources: CitedSource[];
    /** the short answer inside the text answer, typed by what the question asks (local engine) */
    span: {
        text: string;
        type: AnswerType;
    } | null;
    /** what the confidence was computed from (local engine; for fitting, not shown) */
    evidence?: AnswerEvidence;
    /** the answer held back as "not found" for its low confidence (for fitting, not shown) */
    withheld?: string;
}
export interface ResearchEngine {
    readonly name: 'local' | 'cohere';
    /** Splits and indexes the documents; the bytes are what `ask` reads back (any process, any time later). */
    index(documents: ResearchDocument[]): Promise<Buffer>;
    /** Reads an index's bytes once; answers are then asked of what it returns (kept in memory by the caller). */
    load(bytes: Buffer): LoadedIndex;
    ask(index: LoadedIndex, question: ResearchQuestion): Promise<ResearchAnswer>;
}
/** An index read into memory: opaque to callers, who only keep it and know its size. */
export interface LoadedIndex {
    readonly engine: 'local' | 'cohere';
    /** roughly the memory it holds, for the caller's cache bound */
    readonly bytes: number;
}
export declare const NOT_FOUND_TEXT = "The sources do not contain an answer to this question.";
//# sourceMappingURL=types.d.ts.map