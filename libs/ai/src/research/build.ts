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
    // a passage is also about its page's title ("Warsaw"'s passages rarely repeat "Warsaw")
    bm25: buildBm25(passages.map((p) => withTitle(documents[p.s], p.t))),
  };
}

function withTitle(d: ResearchDocument, text: string): string {
  return d.title && d.title !== d.url ? `${d.title}\n${text}` : text;
}
