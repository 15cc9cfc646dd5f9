// The Cohere research engine: passages are embedded at indexing (kept in the index with the BM25
// postings); a question is embedded, the nearest passages and BM25's best are reranked, and the best
// go to chat as documents. The model's citations name the passages it used, mapped back to the
// data sources. A text answer is then checked against what it cites, by the answer finder's verifier
// (answer/claim.ts): one its cited passages do not support, or that misses a constraint of the question
// (a name, a number, "first", a negation), is "not found", as the local engine's would be; the
// confidence is the reranker's score of what was cited times the share of the answer's words it says.
import { CohereClientV2 } from 'cohere-ai';
import { parseJsonReply } from '../cohere/json-reply.js';
import { GleanerError } from '@gleaner/platform';
import { indexDocuments } from './build.js';
import { round } from './confidence.js';
import { decodeIndex, encodeIndex, fromFloats, type ReadIndex } from './index-file.js';
import { queryKeys } from './local-engine.js';
import { notFound } from './not-found.js';
import { checkClaim } from '../answer/claim.js';
import type { CitedSource, LoadedIndex, ResearchAnswer, ResearchDocument, ResearchEngine, ResearchQuestion } from './types.js';

export interface CohereResearchOptions {
  apiKey: string;
  baseUrl?: string;
  chatModel?: string;
  embedModel?: string;
  rerankModel?: string;
  maxRetries?: number;
  timeoutSeconds?: number;
}

const EMBED_BATCH = 96;
const CANDIDATES = 20;
const DOCUMENTS = 5;
const NOT_FOUND_MARK = 'NOT_FOUND';
const SYSTEM =
  'Answer the question from the documents only. Quote or closely follow their words. ' +
  `If the documents do not contain the answer, reply with exactly ${NOT_FOUND_MARK} and nothing else.`;

export class CohereResearchEngine implements ResearchEngine {
  readonly name = 'cohere' as const;
  private readonly client: CohereClientV2;

  constructor(private readonly options: CohereResearchOptions) {
    this.client = new CohereClientV2({
      token: options.apiKey,
      ...(options.baseUrl ? { environment: options.baseUrl } : {}),
      maxRetries: options.maxRetries ?? 2,
      timeoutInSeconds: options.timeoutSeconds ?? 60,
    });
  }

  async index(documents: ResearchDocument[]): Promise<Buffer> {
    const file = indexDocuments(documents, 'cohere');
    const texts = file.passages.map((p) => p.t);
    const vectors: string[] = [];
    for (let i = 0; i < texts.length; i += EMBED_BATCH) {
      for (const v of await this.embed(texts.slice(i, i + EMBED_BATCH), 'search_document')) vectors.push(fromFloats(v));
    }
    return encodeIndex({ ...file, vectors });
  }

  load(bytes: Buffer): LoadedIndex {
    return decodeIndex(bytes);
  }

  async ask(loaded: LoadedIndex, q: ResearchQuestion): Promise<ResearchAnswer> {
    const index = (loaded as ReadIndex).without(q.gone);
    const query = q.context ? `${q.question}\n${q.context}` : q.question;
    const candidates = await this.candidates(index, query, queryKeys(q));
    if (!candidates.length) return notFound(q.format);
    const reranked = await this.call('rerank', () =>
      this.client.rerank({ model: this.options.rerankModel ?? 'rerank-v3.5', query, documents: candidates.map((p) => index.textOf(p)), topN: DOCUMENTS }),
    );
    const top = reranked.results.map((r) => ({ passage: candidates[r.index], relevance: r.relevanceScore }));
    const reply = await this.call('chat', () =>
      this.client.chat({
        model: this.options.chatModel ?? 'command-a-03-2025',
        temperature: 0,
        messages: [
          { role: 'system', content: SYSTEM + formatInstruction(q.format) },
          { role: 'user', content: q.question + (q.context ? `\n\nContext: ${q.context}` : '') },
        ],
        documents: top.map((t) => ({ id: `p${t.passage}`, data: { title: index.sourceOf(t.passage).title, url: index.sourceOf(t.passage).url, text: index.textOf(t.passage) } })),
        ...(q.format === 'text' ? {} : { responseFormat: { type: 'json_object' as const } }),
      }),
    );
    const text = (reply.message?.content ?? []).map((c) => ('text' in c && typeof c.text === 'string' ? c.text : '')).join('').trim();
    if (!text || text.includes(NOT_FOUND_MARK)) return notFound(q.format);
    const cited = new Set<number>();
    for (const c of reply.message?.citations ?? []) for (const s of c.sources ?? []) if (s.type === 'document' && s.id?.startsWith('p')) cited.add(Number(s.id.slice(1)));
    const used = top.filter((t) => cited.has(t.passage));
    // The model says when the documents do not answer (NOT_FOUND); the reranker's score only weighs what it said.
    // No citation: the answer stands on the best reranked passage, at half its confidence.
    const basis = used.length ? used : top.slice(0, 1);
    let confidence = round(Math.min(1, Math.max(...basis.map((t) => t.relevance))) * (used.length ? 1 : 0.5));
    if (q.format === 'text') {
      const claim = checkClaim(q.question, text, basis.map((t) => index.textOf(t.passage)));
      if (!claim.verified) return notFound(q.format, confidence * claim.support);
      confidence = round(confidence * claim.support);
    }
    return { answer: q.format === 'text' ? text : parseJson(text, q.format), found: true, confidence, sources: sourcesOf(index, basis), span: null };
  }

  /** The nearest passages by embedding, then BM25's best not among them. */
  private async candidates(index: ReadIndex, query: string, keys: string[]): Promise<number[]> {
    const out = new Set<number>();
    if (index.vectors?.length) {
      const [v] = await this.embed([query], 'search_query');
      const scored: Array<{ i: number; s: number }> = [];
      index.vectors.forEach((p, i) => index.isLive(i) && scored.push({ i, s: dot(p, v) }));
      scored.sort((a, b) => b.s - a.s);
      for (const { i } of scored.slice(0, CANDIDATES)) out.add(i);
    }
    for (const h of index.bm25.search(keys, CANDIDATES)) out.add(h.passage);
    return [...out];
  }

  private async embed(texts: string[], inputType: 'search_document' | 'search_query'): Promise<number[][]> {
    const res = await this.call('embed', () => this.client.embed({ texts, model: this.options.embedModel ?? 'embed-v4.0', inputType, embeddingTypes: ['float'] }));
    const vectors = res.embeddings.float ?? [];
    if (vectors.length !== texts.length) throw new GleanerError('service_unavailable', `the embedding model answered ${vectors.length} vectors for ${texts.length} texts`);
    return vectors;
  }

  private async call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof GleanerError) throw err;
      const status = (err as { statusCode?: number }).statusCode;
      throw new GleanerError('service_unavailable', `the research model is unavailable (${what}${status ? `, HTTP ${status}` : ''})`, { cause: err });
    }
  }
}

function formatInstruction(format: ResearchQuestion['format']): string {
  if (format === 'table') return ' Answer as a JSON object {"headers": [strings], "rows": [[strings]]}, one row per item compared.';
  if (format === 'json') return ' Answer as a JSON value.';
  return '';
}

function parseJson(text: string, format: ResearchQuestion['format']): unknown {
  try {
    const value = parseJsonReply(text);
    if (format === 'table' && !isTable(value)) throw new Error('not a table');
    return value;
  } catch {
    throw new GleanerError('extraction_failed', `the model's answer is not ${format === 'table' ? 'a table ({headers, rows})' : 'JSON'}`);
  }
}

function isTable(v: unknown): v is { headers: string[]; rows: unknown[][] } {
  const t = v as { headers?: unknown; rows?: unknown };
  return !!t && Array.isArray(t.headers) && Array.isArray(t.rows) && t.rows.every((r) => Array.isArray(r));
}

function dot(a: Float32Array, b: number[]): number {
  let s = 0;
  for (let i = 0; i < a.length && i < b.length; i++) s += a[i] * b[i];
  return s;
}

function sourcesOf(index: ReadIndex, used: Array<{ passage: number; relevance: number }>): CitedSource[] {
  const best = new Map<string, CitedSource>();
  for (const u of used) {
    const s = index.sourceOf(u.passage);
    const prev = best.get(s.id);
    if (!prev || prev.relevance < u.relevance) best.set(s.id, { id: s.id, url: s.url, relevance: round(Math.min(1, Math.max(0, u.relevance))) });
  }
  return [...best.values()].sort((a, b) => b.relevance - a.relevance);
}
