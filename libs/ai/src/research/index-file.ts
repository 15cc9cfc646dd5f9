// The bytes of a session's index: its sources, passages and BM25 postings (and, for the Cohere
// engine, each passage's embedding), written once by the worker that indexed the session and read by
// whichever worker answers its questions.
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
  passages: Array<{ s: number; t: string }>;
  bm25: Bm25Data;
  /** embeddings, one per passage, float32 little-endian in base64 (Cohere engine) */
  vectors?: string[];
}

export class ReadIndex implements LoadedIndex {
  readonly bm25: Bm25;
  readonly vectors: Float32Array[] | null;
  /** the sources left out (deleted or expired since indexing), by their place in file.sources */
  private readonly goneSources: ReadonlySet<number>;
  /** the last view without some sources */
  private view: { key: string; index: ReadIndex } | null = null;

  constructor(
    readonly file: IndexFile,
    readonly bytes: number,
    base?: { vectors: Float32Array[] | null; gone: ReadonlySet<number> },
  ) {
    this.goneSources = base?.gone ?? new Set();
    this.bm25 = new Bm25(file.bm25, this.goneSources.size ? (p) => this.isLive(p) : undefined);
    this.vectors = base ? base.vectors : file.vectors ? file.vectors.map((b) => toFloats(b)) : null;
  }

  get engine(): 'local' | 'cohere' {
    return this.file.engine;
  }

  /** Whether a passage's source is still there (searched, quoted and cited). */
  isLive(passage: number): boolean {
    return !this.goneSources.has(this.file.passages[passage].s);
  }

  /**
   * This index as if the sources `ids` had never been in it: their passages are neither searched
   * nor counted. A view over the same passages, postings and vectors (nothing copied), kept for the
   * next asks, which mostly leave out the same sources.
   */
  without(ids: readonly string[] | undefined): ReadIndex {
    if (!ids?.length) return this;
    const wanted = new Set(ids);
    const gone = new Set<number>();
    this.file.sources.forEach((s, i) => wanted.has(s.id) && gone.add(i));
    if (!gone.size) return this;
    const key = [...gone].join(',');
    if (this.view?.key !== key) this.view = { key, index: new ReadIndex(this.file, this.bytes, { vectors: this.vectors, gone }) };
    return this.view.index;
  }

  sourceOf(passage: number): IndexedSource {
    return this.file.sources[this.file.passages[passage].s];
  }

  textOf(passage: number): string {
    return this.file.passages[passage].t;
  }
}

export function encodeIndex(file: IndexFile): Buffer {
  return Buffer.from(JSON.stringify(file), 'utf8');
}

export function decodeIndex(bytes: Buffer): ReadIndex {
  const file = JSON.parse(bytes.toString('utf8')) as IndexFile;
  if (file.v !== 1) throw new Error(`research index of version ${String(file.v)}: this build reads version 1`);
  return new ReadIndex(file, bytes.length * 3);
}

export function fromFloats(v: number[]): string {
  return Buffer.from(new Float32Array(v).buffer).toString('base64');
}

function toFloats(b64: string): Float32Array {
  // copied: a small Buffer sits in a shared pool at an offset a Float32Array may not start at
  return new Float32Array(Uint8Array.from(Buffer.from(b64, 'base64')).buffer);
}
