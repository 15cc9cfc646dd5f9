import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { GleanerError } from '@gleaner/platform';
import type { BatchUpdate, Collection, Doc, DocumentStore, Filter, FindOptions, IndexSpec, Update } from '../port.js';
import { applyUpdateInPlace, assertPath, matches } from '../paths.js';
import { fieldExpr, orderClause, selectColumns, whereClause } from './sql-filter.js';

// The embedded adapter: one SQLite file (WAL) under GLEANER_DATA_DIR, one table per collection.
// better-sqlite3 is synchronous; read-modify-write updates run in IMMEDIATE transactions, so
// they are atomic even when several processes share the file.
// Tables are ordinary rowid tables with the id as a unique key: documents are often several KB
// (a scrape keeps its page), and in a WITHOUT ROWID table a row over ~1 KB spills into overflow
// pages, which made an insert of a 9 KB record 2x and a read by id ~5x slower here. Files made
// before keep their WITHOUT ROWID tables; the SQL is the same for both.

const SCHEMA_VERSION = 1;
/** Thrown inside a batch's transaction to roll it back when an update matches nothing. */
const NO_MATCH = Symbol('no match');
const MAX_CACHED_STATEMENTS = 500;

export interface SqliteStoreOptions {
  /** A file path, or ':memory:' for tests. */
  file: string;
  /**
   * This process owns the file (the server of the embedded default, whose caches and credit holds
   * assume it): any other connection, a second server or the CLI, gets `StoreLockedError` until
   * this one closes. SQLite takes its locks once and keeps them and the WAL index lives in this
   * process's memory, so transactions make no lock system calls (~6 µs less each, here).
   */
  exclusive?: boolean;
  /** How long a statement waits for another connection's lock (default 5000 ms). */
  busyTimeoutMs?: number;
}

/** The file is held by another connection that opened it `exclusive` (a running server). */
export class StoreLockedError extends Error {
  readonly code = 'store_locked';
  override readonly name = 'StoreLockedError';
  constructor(readonly file: string) {
    super(`${file} is in use by another process (a running Gleaner server holds it)`);
  }
}

export class SqliteStore implements DocumentStore {
  readonly kind = 'sqlite';
  readonly exclusive: boolean;
  readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();
  private readonly collections = new Map<string, SqliteCollection<Doc>>();

  constructor(options: SqliteStoreOptions) {
    // (':memory:' is private to its connection)
    this.exclusive = options.exclusive === true || options.file === ':memory:';
    if (options.file !== ':memory:') fs.mkdirSync(path.dirname(options.file), { recursive: true });
    this.db = new Database(options.file);
    try {
      this.db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
      // Before WAL is entered: only then does SQLite keep the WAL index in memory.
      if (options.exclusive) this.db.pragma('locking_mode = EXCLUSIVE');
      this.db.pragma('journal_mode = WAL');
      this.db.pragma('synchronous = NORMAL');
      this.db.exec(`CREATE TABLE IF NOT EXISTS gleaner_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
      this.db.prepare(`INSERT INTO gleaner_meta (key, value) VALUES ('schema_version', ?) ON CONFLICT(key) DO NOTHING`).run(String(SCHEMA_VERSION));
    } catch (err) {
      this.db.close();
      if ((err as { code?: string }).code === 'SQLITE_BUSY') throw new StoreLockedError(options.file);
      throw err;
    }
  }

  statement(sql: string): Database.Statement {
    let st = this.statements.get(sql);
    if (!st) {
      if (this.statements.size >= MAX_CACHED_STATEMENTS) this.statements.clear();
      st = this.db.prepare(sql);
      this.statements.set(sql, st);
    }
    return st;
  }

  collection<T extends Doc>(name: string): Collection<T> {
    if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`invalid collection name: ${name}`);
    let c = this.collections.get(name);
    if (!c) {
      this.db.exec(`CREATE TABLE IF NOT EXISTS "c_${name}" (id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL)`);
      c = new SqliteCollection<Doc>(this, name);
      this.collections.set(name, c);
    }
    return c as unknown as Collection<T>;
  }

  /** One IMMEDIATE transaction; a batch that fails a condition is rolled back by the throw. */
  private batchTxn: Database.Transaction<(updates: BatchUpdate[]) => Doc[]> | undefined;

  async updateAll(updates: BatchUpdate[]): Promise<Doc[] | null> {
    this.batchTxn ??= this.db.transaction((list: BatchUpdate[]) =>
      list.map((u) => {
        const c = this.collection(u.collection) as unknown as SqliteCollection<Doc>;
        const doc = u.remove ? c.deleteOneInTransaction(u.filter) : c.updateOneInTransaction(u.filter, u.update, u.upsert === true);
        if (!doc) throw NO_MATCH;
        return doc;
      }),
    );
    try {
      return this.batchTxn.immediate(updates);
    } catch (err) {
      if (err === NO_MATCH) return null;
      throw err;
    }
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

class SqliteCollection<T extends Doc> implements Collection<T> {
  private readonly table: string;
  // Transaction functions made once: better-sqlite3 builds a wrapper per db.transaction() call.
  private readonly updateTxn: Database.Transaction<(filter: Filter, update: Update, limit: number) => T[]>;
  private readonly deleteOneTxn: Database.Transaction<(filter: Filter) => T | null>;

  constructor(
    private readonly store: SqliteStore,
    readonly name: string,
  ) {
    this.table = `"c_${name}"`;
    this.updateTxn = store.db.transaction((filter: Filter, update: Update, limit: number) => this.updateInTransaction(filter, update, limit));
    this.deleteOneTxn = store.db.transaction((filter: Filter) => this.deleteOneInTransaction(filter));
  }

  private rows(filter: Filter, options: FindOptions = {}): T[] {
    const where = whereClause(filter);
    let sql = `SELECT ${selectColumns(options)} FROM ${this.table} WHERE ${where.sql} ORDER BY ${orderClause(options)}`;
    const params = [...where.params];
    if (options.limit !== undefined || options.skip !== undefined) {
      sql += ' LIMIT ? OFFSET ?';
      params.push(options.limit ?? -1, options.skip ?? 0);
    }
    return (this.store.statement(sql).all(...params) as { doc: string }[]).map((r) => JSON.parse(r.doc) as T);
  }

  async insert(doc: T): Promise<T> {
    if (typeof doc.id !== 'string' || doc.id === '') throw new Error('a document needs a string id');
    try {
      this.store.statement(`INSERT INTO ${this.table} (id, doc) VALUES (?, ?)`).run(doc.id, JSON.stringify(doc));
    } catch (err) {
      if ((err as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) throw new GleanerError('already_exists', `${this.name} ${doc.id} already exists`);
      throw err;
    }
    return doc;
  }

  async insertMany(docs: T[]): Promise<number> {
    const write = this.store.statement(`INSERT INTO ${this.table} (id, doc) VALUES (?, ?)`);
    const run = this.store.db.transaction(() => {
      for (const doc of docs) {
        if (typeof doc.id !== 'string' || doc.id === '') throw new Error('a document needs a string id');
        write.run(doc.id, JSON.stringify(doc));
      }
    });
    try {
      run.immediate();
    } catch (err) {
      if ((err as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) throw new GleanerError('already_exists', `${this.name}: a document already exists`);
      throw err;
    }
    return docs.length;
  }

  async get(id: string): Promise<T | null> {
    const row = this.store.statement(`SELECT doc FROM ${this.table} WHERE id = ?`).get(id) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as T) : null;
  }

  async findOne(filter: Filter, options: FindOptions = {}): Promise<T | null> {
    return this.rows(filter, { ...options, limit: 1 })[0] ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return this.rows(filter, options);
  }

  async count(filter: Filter): Promise<number> {
    const where = whereClause(filter);
    const row = this.store.statement(`SELECT COUNT(*) AS n FROM ${this.table} WHERE ${where.sql}`).get(...where.params) as { n: number };
    return row.n;
  }

  /**
   * An update of one document by id reads that row by its key and checks the rest of the filter
   * on the document: one cached statement, where conditions on paths named by data (`holds.<id>`)
   * would otherwise prepare a new statement per call.
   */
  private oneById(id: string, filter: Filter): T[] {
    const row = this.store.statement(`SELECT doc FROM ${this.table} WHERE id = ?`).get(id) as { doc: string } | undefined;
    if (!row) return [];
    const doc = JSON.parse(row.doc) as T;
    return matches(doc, filter) ? [doc] : [];
  }

  private updateInTransaction(filter: Filter, update: Update, limit: number): T[] {
    const found = limit === 1 && typeof filter.id === 'string' ? this.oneById(filter.id, filter) : this.rows(filter, { limit });
    const write = this.store.statement(`UPDATE ${this.table} SET doc = ? WHERE id = ?`);
    // The rows were just parsed, so nobody else holds them: update them in place.
    const updated = found.map((doc) => applyUpdateInPlace(doc, update));
    try {
      for (const doc of updated) write.run(JSON.stringify(doc), doc.id);
    } catch (err) {
      if ((err as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) throw new GleanerError('already_exists', `${this.name}: a unique field is already taken`);
      throw err;
    }
    return updated;
  }

  /** The first match updated, or with `upsert` a new document `{id: filter.id}` updated; inside the caller's transaction. */
  updateOneInTransaction(filter: Filter, update: Update, upsert: boolean): T | null {
    const found = this.updateInTransaction(filter, update, 1)[0];
    if (found || !upsert) return found ?? null;
    if (typeof filter.id !== 'string' || Object.keys(filter).length !== 1) throw new Error('an upsert filters on the id alone');
    const doc = applyUpdateInPlace({ id: filter.id } as T, update);
    this.store.statement(`INSERT INTO ${this.table} (id, doc) VALUES (?, ?)`).run(doc.id, JSON.stringify(doc));
    return doc;
  }

  private updateRows(filter: Filter, update: Update, limit: number): T[] {
    return this.updateTxn.immediate(filter, update, limit);
  }

  async updateOne(filter: Filter, update: Update): Promise<T | null> {
    return this.updateRows(filter, update, 1)[0] ?? null;
  }

  async updateMany(filter: Filter, update: Update): Promise<number> {
    return this.updateRows(filter, update, -1).length;
  }

  deleteOneInTransaction(filter: Filter): T | null {
    const doc = this.rows(filter, { limit: 1 })[0];
    if (!doc) return null;
    this.store.statement(`DELETE FROM ${this.table} WHERE id = ?`).run(doc.id);
    return doc;
  }

  async deleteOne(filter: Filter): Promise<T | null> {
    return this.deleteOneTxn.immediate(filter);
  }

  async deleteMany(filter: Filter): Promise<number> {
    const where = whereClause(filter);
    return this.store.statement(`DELETE FROM ${this.table} WHERE ${where.sql}`).run(...where.params).changes;
  }

  async ensureIndex(spec: IndexSpec): Promise<void> {
    spec.fields.forEach(assertPath);
    const name = `i_${this.name}_${spec.fields.join('_').replace(/[^A-Za-z0-9_]/g, '_')}${spec.unique ? '_u' : ''}`;
    const exprs = spec.fields.map(fieldExpr).join(', ');
    this.store.db.exec(`CREATE ${spec.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS "${name}" ON ${this.table} (${exprs})`);
  }
}
