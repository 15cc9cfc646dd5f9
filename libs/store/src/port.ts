// The document store port. Documents are JSON objects with a string `id`.
// Filters and updates are a small subset of MongoDB's language so that the
// SQLite adapter (embedded) and a MongoDB adapter (distributed) can both honour them.

export interface Doc {
  id: string;
}

export type Scalar = string | number | boolean | null;

export interface FieldCondition {
  $eq?: Scalar;
  $ne?: Scalar;
  $gt?: string | number;
  $gte?: string | number;
  $lt?: string | number;
  $lte?: string | number;
  $in?: Scalar[];
  $nin?: Scalar[];
  /** Case-insensitive substring match on a string field. */
  $contains?: string;
  $exists?: boolean;
}

/** Keys are field paths (dots for nesting); all conditions must hold. */
export type Filter = Record<string, Scalar | FieldCondition>;

export interface SortKey {
  field: string;
  order: 'asc' | 'desc';
}

export interface FindOptions {
  sort?: SortKey[];
  skip?: number;
  limit?: number;
  /** Top-level fields left out of the returned documents (large payloads in lists). */
  exclude?: string[];
}

export interface Update {
  /** Field paths to values. */
  $set?: Record<string, unknown>;
  /** Field paths to numeric deltas. */
  $inc?: Record<string, number>;
  /** Field paths to remove. */
  $unset?: string[];
}

/** One update of a batch (see DocumentStore.updateAll). */
export interface BatchUpdate {
  collection: string;
  filter: Filter;
  update: Update;
  /**
   * When nothing matches, insert `{id: filter.id}` with the update applied ($inc from 0) instead
   * of failing the batch; the filter must then be the id alone.
   */
  upsert?: boolean;
  /**
   * Removes the first match instead of updating it (`update` is then ignored); nothing matching
   * fails the batch as for an update. The answer holds the document as it was.
   */
  remove?: boolean;
}

export interface IndexSpec {
  fields: string[];
  unique?: boolean;
}

export interface Collection<T extends Doc> {
  readonly name: string;
  /** Fails with GleanerError already_exists when the id or a unique index is taken. */
  insert(doc: T): Promise<T>;
  /** Inserts all or none (one transaction); same errors as insert. */
  insertMany(docs: T[]): Promise<number>;
  get(id: string): Promise<T | null>;
  findOne(filter: Filter, options?: FindOptions): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  count(filter: Filter): Promise<number>;
  /** Atomically updates the first match and returns it as it is after the update (null: no match). */
  updateOne(filter: Filter, update: Update): Promise<T | null>;
  updateMany(filter: Filter, update: Update): Promise<number>;
  /** Removes the first match and returns it (null: no match). */
  deleteOne(filter: Filter): Promise<T | null>;
  deleteMany(filter: Filter): Promise<number>;
  ensureIndex(spec: IndexSpec): Promise<void>;
}

export interface DocumentStore {
  readonly kind: string;
  /**
   * True when no other process can use this store while this one holds it (SQLite opened
   * `exclusive`): in-process caches and credit holds are then exact. False for a shared backend.
   */
  readonly exclusive: boolean;
  collection<T extends Doc>(name: string): Collection<T>;
  /**
   * Applies every update or none, atomically, across collections: when one that is not an upsert
   * matches nothing, nothing is written and the answer is null; else each one's document as it is
   * after its update (a charge and the usage that counts it commit together), or as it was before
   * its removal. Put conditional updates first: a stand-in that cannot roll back then writes nothing.
   */
  updateAll(updates: BatchUpdate[]): Promise<Doc[] | null>;
  /** Resolves when the backend answers (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
