import type { Bm25Data } from './bm25.js';
import { Bm25 } from './bm25.js';
import type { LoadedIndex } from './types.js';
export interface IndexedSource {
    id: string;
    url: string;
    title: string;
}
export interface IndexFile {
    v: 1;
    engine: 'local' | 'cohere';
    sources: IndexedSource[];
    /** passage text and the index of its source */
    passages: Array<{
        s: number;
        t: string;
    }>;
    bm25: Bm25Data;
    /** embeddings, one per passage, float32 little-endian in base64 (Cohere engine) */
    vectors?: string[];
}
export declare class ReadIndex implements LoadedIndex {
    readonly file: IndexFile;
    readonly bytes: number;
    readonly bm25: Bm25;
    readonly vectors: Float32Array[] | null;
    /** the sources left out (deleted or expired since indexing), by their place in file.sources */
    private readonly goneSources;
    /** the last view without some sources */
    private view;
    constructor(file: IndexFile, bytes: number, base?: {
        vectors: Float32Array[] | null;
        gone: ReadonlySet<number>;
    });
    get engine(): 'local' | 'cohere';
    /** Whether a passage's source is still there (searched, quoted and cited). */
    isLive(passage: number): boolean;
    /**
     * This index as if the sources `ids` had never been in it: their passages are neither searched
     * nor counted. A view over the same passages, postings and vectors (nothing copied), kept for the
     * next asks, which mostly leave out the same sources.
     */
    without(ids: readonly string[] | undefined): ReadIndex;
    sourceOf(passage: number): IndexedSource;
    textOf(passage: number): string;
}
export declare function encodeIndex(file: IndexFile): Buffer;
export declare function decodeIndex(bytes: Buffer): ReadIndex;
export declare function fromFloats(v: number[]): string;
//# sourceMappingURL=index-file.d.ts.map