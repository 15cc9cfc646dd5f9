// What both engines index: every document split into passages, and BM25 postings over them.
import { buildBm25 } from './bm25.js';
import { splitIntoPassages } from './chunks.js';
import type { IndexFile } from './index-file.js';
import type { ResearchDocument } from './types.js';

export function indexDocuments(documents: ResearchDocument[], engine: IndexFile['engine']): IndexFile {
  const passages: IndexFile['passages'] = [];
  documents.forEach((d, s) => {
    for (const t of splitIntoPassages(d.text)) passages.push({ s, t });
  });
  return {
    v: 1,
    engine,
    sources: documents.map(({ id, url, title }) => ({ id, url, title })),
    passages,
    bm25: buildBm25(passages.map((p) => p.t)),
  };
}
