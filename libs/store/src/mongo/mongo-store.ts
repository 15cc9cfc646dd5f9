import { MongoClient, MongoNetworkError, MongoServerError, MongoServerSelectionError, MongoTopologyClosedError, type ClientSession, type Collection as MongoCollection, type Db } from 'mongodb';
import { GleanerError } from '@gleaner/platform';
import type { BatchUpdate, Collection, Doc, DocumentStore, Filter, FindOptions, IndexSpec, Update } from '../port.js';
import { assertPath } from '../paths.js';
import { mongoFilter, mongoProjection, mongoSort, mongoUpdate } from './mongo-filter.js';
import { mongoTlsOptions } from './tls-options.js';

// The distributed adapter: one MongoDB database, one MongoDB collection per collection.
// - Documents keep their string `id` as a field with a unique index, created when a collection is
//   first used; `_id` is MongoDB's own ObjectId and never leaves the adapter.
// - insert is an upsert that only sets on insert: it inserted (the id was free) or it matched (the id
//   is taken: already_exists). With the unique index, two racing inserts of one id cannot both win.
// - updateOne is one findOneAndUpdate with the whole condition in its filter (a credit reserve is
//   `balance >= n` and `-n` in one atomic step), so no interleaving takes a balance below zero.
// - updateAll and insertMany run in a transaction (a session's withTransaction): MongoDB runs
//   transactions on a replica set or a sharded cluster (a one-member replica set will do), not on a
//   standalone server.

/** Thrown inside a transaction to abort it when a batch's update matches nothing. */
const NO_MATCH = Symbol('no match');
const DUPLICATE_KEY = 11000;

export interface MongoStoreOptions {
  /** A MongoDB connection string (GLEANER_MONGODB_URI). */
  uri: string;
  /** The database; default: the one named in the URI's path, else `gleaner`. */
  dbName?: string;
  /** How long an operation waits to find a server before it answers service_unavailable (default 5000, unless the URI says). */
  serverSelectionTimeoutMs?: number;
  /** PEM file of the CA of MongoDB's certificate: TLS on, trusting it (GLEANER_MONGODB_TLS_CA_FILE). */
  tlsCaFile?: string;
}

/** The URI without its credentials, for messages. */
function redact(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}

/**
 * A driver error that means "MongoDB cannot be reached now" as the API's 503 service_unavailable
 * (with Retry-After): the driver keeps trying to reconnect, so a later call works again without a
 * restart. Other errors pass unchanged.
 */
function unreachable(err: unknown, uri: string): unknown {
  const down = err instanceof MongoServerSelectionError || err instanceof MongoNetworkError || err instanceof MongoTopologyClosedError;
  if (!down) return err;
  // Where the store is stays in the cause (logged, printed at start-up), not in the API's answer.
  const where = new Error(`MongoDB at ${redact(uri)} (GLEANER_MONGODB_URI) cannot be reached: ${(err as Error).message}`, { cause: err });
  return new GleanerError('service_unavailable', 'the document store cannot be reached; retry shortly', { cause: where, retryAfter: 5 });
}

function databaseFromUri(uri: string): string | undefined {
  const m = /^mongodb(?:\+srv)?:\/\/[^/]*\/([^?]+)/.exec(uri);
  return m ? decodeURIComponent(m[1]) : undefined;
}

function isDuplicate(err: unknown): boolean {
  return err instanceof MongoServerError && err.code === DUPLICATE_KEY;
}

export class MongoStore implements DocumentStore {
  readonly kind = 'mongodb';
  /** Other processes may share the database. */
  readonly exclusive = false;
  readonly client: MongoClient;
  readonly db: Db;
  private readonly collections = new Map<string, MongoDocCollection<Doc>>();
  private connecting: Promise<void> | undefined;

  constructor(private readonly options: MongoStoreOptions) {
    const timeoutInUri = /[?&]serverSelectionTimeoutMS=/i.test(options.uri);
    this.client = new MongoClient(options.uri, {
      // Like JSON in the SQLite adapter: an undefined field is left out, not stored as null.
      ignoreUndefined: true,
      ...mongoTlsOptions(options.tlsCaFile),
      ...(timeoutInUri && options.serverSelectionTimeoutMs === undefined ? {} : { serverSelectionTimeoutMS: options.serverSelectionTimeoutMs ?? 5_000 }),
    });
    this.db = this.client.db(options.dbName ?? databaseFromUri(options.uri) ?? 'gleaner');
  }

  /** Connects once; a server that cannot be reached fails every call with a message naming it. */
  connect(): Promise<void> {
    this.connecting ??= this.client.connect().then(
      () => undefined,
      (err: Error) => {
        this.connecting = undefined;
        throw unreachable(err, this.options.uri);
      },
    );
    return this.connecting;
  }

  collection<T extends Doc>(name: string): Collection<T> {
    if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`invalid collection name: ${name}`);
    let c = this.collections.get(name);
    if (!c) {
      c = new MongoDocCollection<Doc>(this, name);
      this.collections.set(name, c);
    }
    return c as unknown as Collection<T>;
  }

  /** `work`, with "cannot reach MongoDB" answered as service_unavailable. */
  async reaching<R>(work: () => Promise<R>): Promise<R> {
    try {
      return await work();
    } catch (err) {
      throw unreachable(err, this.options.uri);
    }
  }

  /** Runs `work` in a transaction; null when it threw NO_MATCH (and the transaction was aborted). */
  async inTransaction<R>(work: (session: ClientSession) => Promise<R>): Promise<R | null> {
    await this.connect();
    const session = this.client.startSession();
    let result: R | undefined;
    try {
      await session.withTransaction(async () => {
        result = await work(session);
      });
      return result as R;
    } catch (err) {
      if (err === NO_MATCH) return null;
      throw err;
    } finally {
      await session.endSession();
    }
  }

  updateAll(updates: BatchUpdate[]): Promise<Doc[] | null> {
    return this.reaching(() => this.applyAll(updates));
  }

  private async applyAll(updates: BatchUpdate[]): Promise<Doc[] | null> {
    if (updates.length === 0) return [];
    const targets = updates.map((u) => (this.collection(u.collection) as unknown as MongoDocCollection<Doc>));
    for (const target of targets) await target.ready();
    return this.inTransaction(async (session) => {
      const docs: Doc[] = [];
      for (const [i, u] of updates.entries()) {
        const doc = u.remove ? await targets[i].deleteFirst(u.filter, session) : await targets[i].updateFirst(u.filter, u.update, { session, upsert: u.upsert === true });
        if (!doc) throw NO_MATCH;
        docs.push(doc);
      }
      return docs;
    });
  }

  ping(): Promise<void> {
    return this.reaching(async () => {
      await this.connect();
      await this.db.command({ ping: 1 });
    });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

// Each public method runs its `...Now` body through `reaching`, which answers an unreachable
// server as service_unavailable.
class MongoDocCollection<T extends Doc> implements Collection<T> {
  private readonly raw: MongoCollection<Record<string, unknown>>;
  private prepared: Promise<void> | undefined;

  constructor(
    private readonly store: MongoStore,
    readonly name: string,
  ) {
    this.raw = store.db.collection(name);
  }

  /** Connected, and the id's unique index made (once per collection and process). */
  ready(): Promise<void> {
    this.prepared ??= (async () => {
      await this.store.connect();
      await this.raw.createIndex({ id: 1 }, { unique: true, name: 'id_unique' });
    })().catch((err) => {
      this.prepared = undefined;
      throw err;
    });
    return this.prepared;
  }

  private alreadyExists(id?: string): GleanerError {
    return new GleanerError('already_exists', id === undefined ? `${this.name}: a document already exists` : `${this.name} ${id} already exists`);
  }

  /** Inserts `doc` unless its id is taken: true when it inserted. */
  private async insertIfFree(doc: T, session?: ClientSession): Promise<boolean> {
    if (typeof doc.id !== 'string' || doc.id === '') throw new Error('a document needs a string id');
    try {
      const result = await this.raw.updateOne({ id: { $eq: doc.id } }, { $setOnInsert: { ...(doc as Record<string, unknown>) } }, { upsert: true, session });
      return result.upsertedCount === 1;
    } catch (err) {
      // The id's index (a racing insert of the same id) or another unique index.
      if (isDuplicate(err)) return false;
      throw err;
    }
  }

  insert(doc: T): Promise<T> {
    return this.store.reaching(() => this.insertNow(doc));
  }

  private async insertNow(doc: T): Promise<T> {
    await this.ready();
    if (!(await this.insertIfFree(doc))) throw this.alreadyExists(doc.id);
    return doc;
  }

  insertMany(docs: T[]): Promise<number> {
    return this.store.reaching(() => this.insertManyNow(docs));
  }

  private async insertManyNow(docs: T[]): Promise<number> {
    if (docs.length === 0) return 0;
    await this.ready();
    for (const doc of docs) if (typeof doc.id !== 'string' || doc.id === '') throw new Error('a document needs a string id');
    // Ids taken already or twice in the batch: refused before anything is written. The transaction
    // is what makes the batch all-or-nothing against concurrent writers.
    const ids = docs.map((d) => d.id);
    if (new Set(ids).size !== ids.length || (await this.raw.countDocuments({ id: { $in: ids } })) > 0) throw this.alreadyExists();
    await this.store.inTransaction(async (session) => {
      for (const doc of docs) if (!(await this.insertIfFree(doc, session))) throw this.alreadyExists(doc.id);
    });
    return docs.length;
  }

  get(id: string): Promise<T | null> {
    return this.store.reaching(() => this.getNow(id));
  }

  private async getNow(id: string): Promise<T | null> {
    await this.ready();
    return (await this.raw.findOne({ id: { $eq: id } }, { projection: { _id: 0 } })) as T | null;
  }

  async findOne(filter: Filter, options: FindOptions = {}): Promise<T | null> {
    return (await this.find(filter, { ...options, limit: 1 }))[0] ?? null;
  }

  find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return this.store.reaching(() => this.findNow(filter, options));
  }

  private async findNow(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    await this.ready();
    let cursor = this.raw.find(mongoFilter(filter), { projection: mongoProjection(options), sort: mongoSort(options) });
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()) as unknown as T[];
  }

  count(filter: Filter): Promise<number> {
    return this.store.reaching(() => this.countNow(filter));
  }

  private async countNow(filter: Filter): Promise<number> {
    await this.ready();
    return this.raw.countDocuments(mongoFilter(filter));
  }

  /**
   * The first match (in id order) updated in one atomic findOneAndUpdate, the condition in its
   * filter; with `upsert`, a document `{id: filter.id}` updated ($inc from 0) when none matches.
   */
  async updateFirst(filter: Filter, update: Update, options: { session?: ClientSession; upsert?: boolean } = {}): Promise<T | null> {
    if (options.upsert && (typeof filter.id !== 'string' || Object.keys(filter).length !== 1)) throw new Error('an upsert filters on the id alone');
    const where = mongoFilter(filter);
    let change = mongoUpdate(update);
    if (!change) {
      if (!options.upsert) return (await this.raw.findOne(where, { projection: { _id: 0 }, sort: { id: 1 }, session: options.session })) as T | null;
      change = { $setOnInsert: { id: filter.id } };
    }
    try {
      const doc = await this.raw.findOneAndUpdate(where, change, {
        sort: { id: 1 },
        projection: { _id: 0 },
        returnDocument: 'after',
        upsert: options.upsert === true,
        session: options.session,
      });
      return doc as T | null;
    } catch (err) {
      if (isDuplicate(err)) throw new GleanerError('already_exists', `${this.name}: a unique field is already taken`);
      throw err;
    }
  }

  updateOne(filter: Filter, update: Update): Promise<T | null> {
    return this.store.reaching(() => this.updateOneNow(filter, update));
  }

  private async updateOneNow(filter: Filter, update: Update): Promise<T | null> {
    await this.ready();
    return this.updateFirst(filter, update);
  }

  updateMany(filter: Filter, update: Update): Promise<number> {
    return this.store.reaching(() => this.updateManyNow(filter, update));
  }

  private async updateManyNow(filter: Filter, update: Update): Promise<number> {
    await this.ready();
    const where = mongoFilter(filter);
    const change = mongoUpdate(update);
    if (!change) return this.raw.countDocuments(where);
    try {
      return (await this.raw.updateMany(where, change)).matchedCount;
    } catch (err) {
      if (isDuplicate(err)) throw new GleanerError('already_exists', `${this.name}: a unique field is already taken`);
      throw err;
    }
  }

  deleteOne(filter: Filter): Promise<T | null> {
    return this.store.reaching(() => this.deleteOneNow(filter));
  }

  private async deleteOneNow(filter: Filter): Promise<T | null> {
    await this.ready();
    return this.deleteFirst(filter);
  }

  /** The first match removed (in `session`'s transaction when given), as it was. */
  async deleteFirst(filter: Filter, session?: ClientSession): Promise<T | null> {
    return (await this.raw.findOneAndDelete(mongoFilter(filter), { sort: { id: 1 }, projection: { _id: 0 }, session })) as T | null;
  }

  deleteMany(filter: Filter): Promise<number> {
    return this.store.reaching(() => this.deleteManyNow(filter));
  }

  private async deleteManyNow(filter: Filter): Promise<number> {
    await this.ready();
    return (await this.raw.deleteMany(mongoFilter(filter))).deletedCount;
  }

  ensureIndex(spec: IndexSpec): Promise<void> {
    return this.store.reaching(() => this.ensureIndexNow(spec));
  }

  private async ensureIndexNow(spec: IndexSpec): Promise<void> {
    spec.fields.forEach(assertPath);
    await this.ready();
    // The id has its unique index already.
    if (spec.fields.length === 1 && spec.fields[0] === 'id') return;
    const name = `${spec.fields.join('_').replace(/[^A-Za-z0-9_]/g, '_')}${spec.unique ? '_u' : ''}`;
    await this.raw.createIndex(Object.fromEntries(spec.fields.map((f) => [f, 1])), { name, unique: spec.unique === true });
  }
}
