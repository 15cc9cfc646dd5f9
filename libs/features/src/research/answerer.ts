import { GleanerError, type Logger } from '@gleaner/platform';
import type { JobBus, Subscription } from '@gleaner/bus';
import type { FileStore } from '@gleaner/blobs';
import type { LoadedIndex, ResearchAnswer, ResearchEngine } from '@gleaner/ai';
import { RESEARCH_ANSWERERS_GROUP, RESEARCH_ASK_TOPIC, type AskMessage } from './topics.js';

// A worker's side of POST /research/{id}/ask: the session's index (kept in memory, least recently
// asked dropped first past the bound; else read from the file store) and the engine's answer.

/** The engine's answer without what its confidence was computed from (kept in the worker). */
export type AnswerReply = Omit<ResearchAnswer, 'evidence' | 'withheld'>;

export interface AnswererDeps {
  bus: JobBus;
  files: FileStore;
  logger: Logger;
  engine: ResearchEngine;
  cacheBytes: number;
  concurrency: number;
}

export class IndexCache {
  private readonly kept = new Map<string, LoadedIndex>();
  private readonly loading = new Map<string, Promise<LoadedIndex>>();
  private size = 0;

  constructor(
    private readonly files: FileStore,
    private readonly engine: ResearchEngine,
    private readonly maxBytes: number,
  ) {}

  async get(key: string): Promise<LoadedIndex> {
    const hit = this.kept.get(key);
    if (hit) {
      // most recently asked last: Map keeps insertion order
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit;
    }
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.load(key).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private async load(key: string): Promise<LoadedIndex> {
    const bytes = await this.files.read(key);
    if (!bytes) throw new GleanerError('not_found', 'the research session\'s index is gone (the session was deleted)');
    const index = this.engine.load(bytes);
    this.keep(key, index);
    return index;
  }

  private keep(key: string, index: LoadedIndex): void {
    if (index.bytes > this.maxBytes) return;
    this.kept.set(key, index);
    this.size += index.bytes;
    for (const [k, v] of this.kept) {
      if (this.size <= this.maxBytes) break;
      this.kept.delete(k);
      this.size -= v.bytes;
    }
  }
}

export function startResearchAnswerer(deps: AnswererDeps): Promise<Subscription> {
  const cache = new IndexCache(deps.files, deps.engine, deps.cacheBytes);
  return deps.bus.respond<AskMessage, AnswerReply>(
    RESEARCH_ASK_TOPIC,
    RESEARCH_ANSWERERS_GROUP,
    async (m) => {
      try {
        const index = await cache.get(m.indexKey);
        // what the confidence was computed from stays here: the reply is what the API stores and shows
        const { evidence: _evidence, withheld: _withheld, ...reply } = await deps.engine.ask(index, { question: m.question, context: m.context, format: m.format, gone: m.gone });
        return reply;
      } catch (err) {
        if (!(err instanceof GleanerError) || err.code === 'internal_error') deps.logger.error({ err, session_id: m.sessionId }, 'research question failed');
        throw err;
      }
    },
    { concurrency: deps.concurrency },
  );
}
