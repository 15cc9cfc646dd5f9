import { GleanerError, type Clock } from '@gleaner/platform';
import type { Collection, DocumentStore, Filter } from '@gleaner/store';
import type { FileStore } from '@gleaner/blobs';
import type { AuthContext, KeyEnv } from '../http/context.js';
import type { ArtifactReadOperations, QueryOf } from '@gleaner/contract';
import { listOptions, pagination } from '../http/list-query.js';

// Generated files (PDFs, screenshots) and their records: owned by one user and key world,
// gone at expires_at (hidden at once, deleted by the sweep), deleted together with the file.

export interface ArtifactRecord {
  id: string;
  user_id: string;
  env: KeyEnv;
  url: string;
  file_key: string;
  file_size: number;
  /** Visible text of the page, kept for research sessions (never returned here). */
  text: string;
  created_at: string;
  expires_at: string;
}

/** Whose records: a key's user and world. */
export type Owner = Pick<AuthContext, 'userId' | 'env'>;

export class ArtifactCatalog<T extends ArtifactRecord> {
  readonly records: Collection<T>;

  constructor(
    store: DocumentStore,
    readonly collection: string,
    private readonly files: FileStore,
    private readonly clock: Clock,
    private readonly what: string,
  ) {
    this.records = store.collection<T>(collection);
  }

  async setup(): Promise<void> {
    await this.records.ensureIndex({ fields: ['user_id', 'env', 'created_at'] });
    await this.records.ensureIndex({ fields: ['expires_at'] });
  }

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  private visible(auth: Owner): Filter {
    return { user_id: auth.userId, env: auth.env, expires_at: { $gt: this.now() } };
  }

  link(record: T): Promise<string> {
    return this.files.signedUrl(record.file_key, new Date(record.expires_at));
  }

  async list(auth: AuthContext, query: QueryOf<ArtifactReadOperations['list']>): Promise<{ records: T[]; pagination: ReturnType<typeof pagination> }> {
    const { page, find } = listOptions(query, ['text']);
    const filter = this.visible(auth);
    const [records, total] = await Promise.all([this.records.find(filter, find), this.records.count(filter)]);
    return { records, pagination: pagination(page, total) };
  }

  async get(auth: Owner, id: string): Promise<T> {
    const record = await this.records.findOne({ id, ...this.visible(auth) });
    if (!record) throw new GleanerError('not_found', `${this.what} ${id} not found`);
    return record;
  }

  async delete(auth: AuthContext, id: string): Promise<void> {
    const record = await this.records.deleteOne({ id, ...this.visible(auth) });
    if (!record) throw new GleanerError('not_found', `${this.what} ${id} not found`);
    await this.files.delete(record.file_key);
  }

  /** Deletes expired records and their files; returns how many went. */
  async sweep(): Promise<number> {
    let removed = 0;
    for (const record of await this.records.find({ expires_at: { $lte: this.now() } }, { exclude: ['text'], limit: 1000 })) {
      await this.files.delete(record.file_key);
      if (await this.records.deleteOne({ id: record.id })) removed++;
    }
    return removed;
  }
}
