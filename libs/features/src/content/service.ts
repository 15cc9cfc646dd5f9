import { GleanerError, newId, validationError, type Clock } from '@gleaner/platform';
import type { contentOperations, ExtractBody, QueryOf, ScrapeBody } from '@gleaner/contract';
import { outputSchemaProblem } from '@gleaner/ai/schema';
import type { DocumentStore, Filter } from '@gleaner/store';
import type { NetworkGuard } from '@gleaner/net';
import type { FileStore } from '@gleaner/blobs';
import type { AuthContext } from '../http/context.js';
import type { CreditLedger } from '../account/credits.js';
import { renderJobBudgetMs } from '@gleaner/browser/deadline';
import type { RenderClient } from '../render/jobs.js';
import { checkLoad, reserveUpTo, runCharged } from '../render/load.js';
import { createdBetween, listOptions, pagination } from '../http/list-query.js';
import { CONTENT_COLLECTIONS, type ExtractionRecord, type ScrapeRecord } from './records.js';
import type { ExtractPayload, ScrapePayload } from './jobs.js';

// The content area's use cases on the API side: check, charge, hand the work to a renderer,
// settle what was used, answer from the stored record.

export interface ContentServiceDeps {
  store: DocumentStore;
  credits: CreditLedger;
  render: RenderClient;
  guard: NetworkGuard;
  files: FileStore;
  clock: Clock;
  proxiesConfigured: boolean;
}


export class ContentService {
  constructor(private readonly deps: ContentServiceDeps) {}

  /** The index of GET /content/data (a user's world, newest first); without it MongoDB scans every scrape. */
  async setup(): Promise<void> {
    await this.scrapes.ensureIndex({ fields: ['user_id', 'env', 'created_at'] });
  }

  private get scrapes() {
    return this.deps.store.collection<ScrapeRecord>(CONTENT_COLLECTIONS.scrapes);
  }

  async scrape(auth: AuthContext, body: ScrapeBody, requestId?: string) {
    await checkLoad(body, this.deps);
    const wanted = body.pagination ? body.pagination.max_pages : 1;
    const { reservation, pages } = await reserveUpTo(this.deps.credits, auth.userId, auth.env, wanted, 'content/scrape');
    const payload: ScrapePayload = { ...body, pages };
    const id = newId('scr', this.deps.clock.now());
    // Every page its timeout (the pages the credits cover), plus the queue and finish margins.
    const deadline = renderJobBudgetMs({ timeoutMs: body.timeout, pages });
    const { result, credits } = await runCharged(
      this.deps.credits,
      reservation,
      () => this.deps.render.run({ kind: 'scrape', id, owner: { userId: auth.userId, env: auth.env }, payload, requestId }, deadline),
      (summary) => summary.pages_scraped,
    );
    // The reply carries the record it stored (unless large): no read back from the store.
    const record = result.record ?? (await this.scrapes.get(result.id));
    if (!record) throw new GleanerError('internal_error', 'the scrape was not stored');
    return {
      data: { id: record.id, url: record.url, extracted: record.extracted, raw_html: record.raw_html, metadata: record.metadata, pages_scraped: record.pages_scraped, scraped_at: record.scraped_at },
      credits,
    };
  }

  async extract(auth: AuthContext, body: ExtractBody, requestId?: string) {
    const schemaProblem = body.schema === undefined ? undefined : outputSchemaProblem(body.schema);
    if (schemaProblem) throw validationError([{ field: 'schema', message: schemaProblem }]);
    await checkLoad(body, this.deps);
    const reservation = await this.deps.credits.reserve(auth.userId, auth.env, 1, 'content/extract');
    const id = newId('ext', this.deps.clock.now());
    const payload: ExtractPayload = body;
    const { credits } = await runCharged(
      this.deps.credits,
      reservation,
      () => this.deps.render.run({ kind: 'extract', id, owner: { userId: auth.userId, env: auth.env }, payload, requestId }, renderJobBudgetMs({ timeoutMs: body.timeout })),
      () => 1,
    );
    const record = await this.deps.store.collection<ExtractionRecord>(CONTENT_COLLECTIONS.extractions).get(id);
    if (!record) throw new GleanerError('internal_error', 'the extraction was not stored');
    const data: Record<string, unknown> = { id: record.id, url: record.url, extracted: record.extracted, items_count: record.items_count, format: record.format, extracted_at: record.created_at };
    if (record.csv_key && record.expires_at) data.csv_url = await this.deps.files.signedUrl(record.csv_key, new Date(record.expires_at));
    return { data, credits };
  }

  private owned(auth: AuthContext): Filter {
    return { user_id: auth.userId, env: auth.env };
  }

  async list(auth: AuthContext, query: QueryOf<typeof contentOperations.listData>) {
    const { page, find } = listOptions(query, ['raw_html', 'text']);
    const filter: Filter = this.owned(auth);
    if (query.url) filter.url = { $contains: query.url };
    const created = createdBetween(query.from, query.to);
    if (created) filter.created_at = created;
    const [items, total] = await Promise.all([this.scrapes.find(filter, find), this.scrapes.count(filter)]);
    return { data: items.map((r) => ({ id: r.id, url: r.url, extracted: r.extracted, created_at: r.created_at })), pagination: pagination(page, total) };
  }

  async get(auth: AuthContext, id: string) {
    const r = await this.scrapes.findOne({ id, ...this.owned(auth) });
    if (!r) throw new GleanerError('not_found', `scrape ${id} not found`);
    return { id: r.id, url: r.url, extracted: r.extracted, raw_html: r.raw_html, metadata: r.metadata, pages_scraped: r.pages_scraped, created_at: r.created_at };
  }

  async delete(auth: AuthContext, id: string): Promise<void> {
    const removed = await this.scrapes.deleteOne({ id, ...this.owned(auth) });
    if (!removed) throw new GleanerError('not_found', `scrape ${id} not found`);
  }
}
