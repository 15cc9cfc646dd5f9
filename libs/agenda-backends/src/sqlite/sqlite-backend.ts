import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import type { AgendaBackend } from 'agenda' with { 'resolution-mode': 'import' };
import { SqliteJobRepository } from './sqlite-job-repository.js';

// Agenda's backend on the embedded SQLite store: jobs in one table of the store's file. No
// notification channel: Agenda polls every `processEvery` ms (a number: see ../shared/FACTS.md).

export interface SqliteAgendaBackendOptions {
  /**
   * The SQLite file. The backend opens its own connection on connect (WAL, not exclusive), so
   * several processes can share the file, and closes it on disconnect. A file that a running
   * server holds exclusive (`SqliteStore` `exclusive`) cannot be opened: pass `db` then.
   */
  file?: string;
  /**
   * A connection already open, such as the embedded server's store (`SqliteStore.db`), which
   * holds its file exclusive: the scheduler in the same process works through it. Left open on
   * disconnect (its owner closes it).
   */
  db?: Database.Database;
  /** The jobs table (default `agenda_jobs`). */
  table?: string;
  /** How long a statement waits for another connection's write lock (default 5000 ms; own connection only). */
  busyTimeoutMs?: number;
  /**
   * Paths inside the job data that jobs are looked up by, such as `scheduleId` for one job per
   * schedule (`unique({ 'data.scheduleId': id })`, `cancel({ data: { scheduleId } })`): each gets an
   * index on (name, that value), so a lookup is a search instead of a read of every job of the name.
   */
  dataIndexes?: string[];
}

export class SqliteAgendaBackend implements AgendaBackend {
  readonly name = 'SQLite';
  readonly repository: SqliteJobRepository;
  /** None: Agenda polls (a process that saves a job cannot wake another one's processor). */
  readonly notificationChannel = undefined;
  readonly ownsConnection: boolean;

  constructor(options: SqliteAgendaBackendOptions) {
    const { file, db } = options;
    if (!file === !db) throw new Error('SqliteAgendaBackend takes either a file or a db');
    this.ownsConnection = !db;
    const open = db ? () => db : () => openSharedConnection(file!, options.busyTimeoutMs ?? 5000);
    this.repository = new SqliteJobRepository(open, options.table ?? 'agenda_jobs', this.ownsConnection, options.dataIndexes);
  }

  connect(): Promise<void> {
    return this.repository.connect();
  }

  disconnect(): Promise<void> {
    return this.repository.disconnect();
  }
}

/** The file is held exclusive by another connection (a running embedded server). */
export class AgendaFileLockedError extends Error {
  readonly code = 'store_locked';
  override readonly name = 'AgendaFileLockedError';
  constructor(readonly file: string) {
    super(`${file} is held by another connection that opened it exclusive (a running Gleaner server): give the backend that connection (db) instead`);
  }
}

function openSharedConnection(file: string, busyTimeoutMs: number): Database.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma(`busy_timeout = ${busyTimeoutMs}`);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
  } catch (err) {
    db.close();
    if ((err as { code?: string }).code === 'SQLITE_BUSY') throw new AgendaFileLockedError(file);
    throw err;
  }
  return db;
}
