import type Database from 'better-sqlite3';
import type {
  JobId,
  JobParameters,
  JobRepository,
  JobRepositoryOptions,
  JobsOverview,
  JobsQueryOptions,
  JobsResult,
  JobWithState,
  RemoveJobsOptions,
  computeJobState as ComputeJobState,
} from 'agenda' with { 'resolution-mode': 'import' };
import { loadAgenda } from '../agenda.js';
import { ALL_COLUMNS, DEFINITION_COLUMNS, jobFromRow, newJobId, rowValues, schemaSql, STATE_COLUMNS, toMs, type JobRow } from './job-rows.js';
import { dataIndexSql, orderBy, queryFilter, selectorFilter, uniqueFilter, type Where } from './job-filters.js';

// Agenda's JobRepository on one SQLite table. Every lock is taken by one conditional UPDATE (the
// condition is the lock's state in the row: free, or older than the lock lifetime), and every
// read-then-write (a single or unique job's upsert) runs in an IMMEDIATE transaction, so it holds
// across connections and processes sharing the file; nothing about locks is kept in memory.

type Row = JobRow;
type Values = Omit<JobRow, 'id'> & { id: string };

const MAX_CACHED_STATEMENTS = 200;

export class SqliteJobRepository implements JobRepository {
  private database: Database.Database | undefined;
  private readonly statements = new Map<string, Database.Statement>();
  private computeState: typeof ComputeJobState | undefined;
  private saveTxn: Database.Transaction<(job: JobParameters, by: string | undefined) => Row | null> | undefined;
  /** The table, quoted for SQL. */
  private readonly t: string;

  /** The indexes on paths inside the job data (see SqliteAgendaBackendOptions.dataIndexes). */
  private readonly dataIndexes: string[];

  /** `open` gives the connection on connect; `closeOnDisconnect`: whether disconnect closes it. */
  constructor(
    private readonly open: () => Database.Database,
    private readonly tableName: string,
    private readonly closeOnDisconnect: boolean,
    dataIndexPaths: readonly string[] = [],
  ) {
    if (!/^[a-z][a-z0-9_]*$/.test(tableName)) throw new Error(`invalid table name: ${tableName}`);
    this.t = `"${tableName}"`;
    this.dataIndexes = dataIndexPaths.map((p) => dataIndexSql(tableName, p));
  }

  async connect(): Promise<void> {
    if (this.database?.open) return;
    this.computeState = (await loadAgenda()).computeJobState;
    const db = this.open();
    db.exec(schemaSql(this.tableName));
    for (const sql of this.dataIndexes) db.exec(sql);
    this.statements.clear();
    this.database = db;
    this.saveTxn = db.transaction((job: JobParameters, by: string | undefined) => this.saveInTransaction(job, by));
  }

  async disconnect(): Promise<void> {
    const db = this.database;
    this.database = undefined;
    this.saveTxn = undefined;
    this.statements.clear();
    if (db?.open && this.closeOnDisconnect) db.close();
  }

  private get db(): Database.Database {
    if (!this.database?.open) throw new Error('the SQLite Agenda backend is not connected');
    return this.database;
  }

  private st(sql: string): Database.Statement {
    let st = this.statements.get(sql);
    if (!st) {
      if (this.statements.size >= MAX_CACHED_STATEMENTS) this.statements.clear();
      st = this.db.prepare(sql);
      this.statements.set(sql, st);
    }
    return st;
  }

  // --- locking -------------------------------------------------------------------------------

  async getNextJobToRun(jobName: string, nextScanAt: Date, lockDeadline: Date, now: Date | undefined, options: JobRepositoryOptions | undefined): Promise<JobParameters | undefined> {
    // One statement: pick a job whose lock expired (its holder died or overran), else the first
    // due unlocked one, and lock it only if the row still satisfies the condition when written.
    const t = this.t;
    const row = this.st(
      `UPDATE ${t} SET locked_at = @now, last_modified_by = @by
       WHERE id = COALESCE(
           (SELECT id FROM ${t} WHERE name = @name AND locked_at IS NOT NULL AND locked_at <= @deadline AND disabled = 0 ORDER BY locked_at LIMIT 1),
           (SELECT id FROM ${t} WHERE name = @name AND locked_at IS NULL AND disabled = 0 AND next_run_at <= @scan ORDER BY next_run_at, priority DESC LIMIT 1))
         AND disabled = 0
         AND ((locked_at IS NULL AND next_run_at <= @scan) OR locked_at <= @deadline)
       RETURNING *`,
    ).get({ now: (now ?? new Date()).getTime(), by: options?.lastModifiedBy ?? null, name: jobName, deadline: lockDeadline.getTime(), scan: nextScanAt.getTime() }) as Row | undefined;
    return row ? jobFromRow(row) : undefined;
  }

  async lockJob(job: JobParameters, options: JobRepositoryOptions | undefined): Promise<JobParameters | undefined> {
    if (!job._id) return undefined;
    const row = this.st(
      `UPDATE ${this.t} SET locked_at = ?, last_modified_by = ?
       WHERE id = ? AND name = ? AND locked_at IS NULL AND next_run_at IS ? AND disabled = 0 RETURNING *`,
    ).get(Date.now(), options?.lastModifiedBy ?? null, String(job._id), job.name, toMs(job.nextRunAt)) as Row | undefined;
    return row ? jobFromRow(row) : undefined;
  }

  async unlockJob(job: JobParameters): Promise<void> {
    if (!job._id) return;
    // A job that is running (nextRunAt null) keeps its lock; and only the lock this job holds is
    // released: if it expired and another process took the job since, that lock stays.
    const lockedAt = toMs(job.lockedAt);
    if (lockedAt === null) this.st(`UPDATE ${this.t} SET locked_at = NULL WHERE id = ? AND next_run_at IS NOT NULL`).run(String(job._id));
    else this.st(`UPDATE ${this.t} SET locked_at = NULL WHERE id = ? AND next_run_at IS NOT NULL AND locked_at = ?`).run(String(job._id), lockedAt);
  }

  async unlockJobs(jobIds: (JobId | string)[]): Promise<void> {
    if (jobIds.length === 0) return;
    this.st(`UPDATE ${this.t} SET locked_at = NULL WHERE id IN (SELECT value FROM json_each(?))`).run(JSON.stringify(jobIds.map(String)));
  }

  async saveJobState(job: JobParameters, options: JobRepositoryOptions | undefined): Promise<void> {
    if (!job._id) throw new Error('Cannot save job state without job ID');
    const v = rowValues(job, options?.lastModifiedBy);
    const set = STATE_COLUMNS.map((c) => `${c} = @${c}`).join(', ');
    const result = this.st(`UPDATE ${this.t} SET ${set} WHERE id = @id AND name = @name`).run({ ...pick(v, STATE_COLUMNS), id: String(job._id), name: job.name });
    if (result.changes !== 1) throw new Error(`job ${job._id} (name: ${job.name}) cannot be updated in the database, maybe it does not exist anymore?`);
  }

  // --- saving --------------------------------------------------------------------------------

  async saveJob<DATA = unknown>(job: JobParameters<DATA>, options: JobRepositoryOptions | undefined): Promise<JobParameters<DATA>> {
    if (!this.saveTxn) throw new Error('the SQLite Agenda backend is not connected');
    const row = this.saveTxn.immediate(job as JobParameters, options?.lastModifiedBy);
    // A job saved by id that no longer exists comes back as it was (as with the MongoDB backend).
    return row ? (jobFromRow(row) as JobParameters<DATA>) : job;
  }

  private saveInTransaction(job: JobParameters, by: string | undefined): Row | null {
    const now = Date.now();
    const values = { ...rowValues(job, by), id: '' } as Values;
    if (job._id) return this.update(String(job._id), values);
    if (job.type === 'single') {
      // every(): one job of this name. A due nextRunAt (run at once) does not move an existing
      // job's schedule forward or back; a future one replaces it.
      const existing = this.st(`SELECT * FROM ${this.t} WHERE name = ? AND type = 'single'`).get(job.name) as Row | undefined;
      if (!existing) return this.insert(values);
      if (values.next_run_at !== null && values.next_run_at <= now) values.next_run_at = existing.next_run_at;
      return this.update(existing.id, values);
    }
    if (job.unique) {
      const where = uniqueFilter(job.unique);
      const existing = this.st(`SELECT * FROM ${this.t} WHERE name = ? AND (${where.sql}) ORDER BY rowid LIMIT 1`).get(job.name, ...where.params) as Row | undefined;
      const debounce = job.uniqueOpts?.debounce;
      if (debounce) applyDebounce(values, existing, debounce, now);
      if (!existing) return this.insert(values);
      if (job.uniqueOpts?.insertOnly && !debounce) return existing;
      return this.update(existing.id, values);
    }
    return this.insert(values);
  }

  private insert(values: Values): Row {
    const columns = ALL_COLUMNS.join(', ');
    const params = ALL_COLUMNS.map((c) => `@${c}`).join(', ');
    return this.st(`INSERT INTO ${this.t} (${columns}) VALUES (${params}) RETURNING *`).get({ ...pick(values, ALL_COLUMNS), id: newJobId() }) as Row;
  }

  /** save() on a job that exists writes its definition; the processor's fields (the lock, last run, failures) stay. */
  private update(id: string, values: Values): Row | null {
    const set = DEFINITION_COLUMNS.filter((c) => c !== 'name').map((c) => `${c} = @${c}`).join(', ');
    const row = this.st(`UPDATE ${this.t} SET ${set} WHERE id = @id AND name = @name RETURNING *`).get({ ...pick(values, DEFINITION_COLUMNS), id }) as Row | undefined;
    return row ?? null;
  }

  // --- removing, disabling -------------------------------------------------------------------

  async removeJobs(options: RemoveJobsOptions): Promise<number> {
    const where = selectorFilter(options);
    if (!where) return 0;
    return this.st(`DELETE FROM ${this.t} WHERE ${where.sql}`).run(...where.params).changes;
  }

  async disableJobs(options: RemoveJobsOptions): Promise<number> {
    return this.setDisabled(options, true);
  }

  async enableJobs(options: RemoveJobsOptions): Promise<number> {
    return this.setDisabled(options, false);
  }

  private setDisabled(options: RemoveJobsOptions, disabled: boolean): number {
    const where = selectorFilter(options);
    if (!where) return 0;
    // Counts the jobs it changed, like MongoDB's modifiedCount.
    return this.st(`UPDATE ${this.t} SET disabled = ? WHERE disabled = ? AND (${where.sql})`).run(disabled ? 1 : 0, disabled ? 0 : 1, ...where.params).changes;
  }

  async purgeAllJobs(): Promise<number> {
    return this.st(`DELETE FROM ${this.t}`).run().changes;
  }

  // --- reading -------------------------------------------------------------------------------

  async getJobById(id: string): Promise<JobParameters | null> {
    const row = this.st(`SELECT * FROM ${this.t} WHERE id = ?`).get(String(id)) as Row | undefined;
    return row ? jobFromRow(row) : null;
  }

  async getQueueSize(): Promise<number> {
    return (this.st(`SELECT COUNT(*) AS n FROM ${this.t} WHERE next_run_at < ?`).get(Date.now()) as { n: number }).n;
  }

  async getDistinctJobNames(): Promise<string[]> {
    return (this.st(`SELECT DISTINCT name FROM ${this.t} ORDER BY name`).all() as { name: string }[]).map((r) => r.name);
  }

  async queryJobs(options: JobsQueryOptions = {}): Promise<JobsResult> {
    const { state, skip = 0, limit = 0 } = options;
    const where = queryFilter(options);
    const select = `SELECT * FROM ${this.t} WHERE ${where.sql} ORDER BY ${orderBy(options.sort)}`;
    const now = new Date();
    const withState = (row: Row): JobWithState => {
      const job = jobFromRow(row);
      return { ...job, _id: job._id as JobId, state: this.stateOf(job, now) };
    };
    if (!state) {
      // Paged in SQL; the count and the page from one snapshot.
      return this.db.transaction(() => {
        const rows = this.st(`${select} LIMIT ? OFFSET ?`).all(...where.params, limit > 0 ? limit : -1, skip) as Row[];
        const total = (this.st(`SELECT COUNT(*) AS n FROM ${this.t} WHERE ${where.sql}`).get(...where.params) as { n: number }).n;
        return { jobs: rows.map(withState), total };
      })();
    }
    // The state is computed from the fields: filtered in code, then paged.
    const all = (this.st(select).all(...where.params) as Row[]).map(withState).filter((job) => (state === 'paused' ? job.disabled === true : job.state === state));
    const end = limit > 0 ? skip + limit : undefined;
    return { jobs: all.slice(skip, end), total: all.length };
  }

  async getJobsOverview(): Promise<JobsOverview[]> {
    const now = new Date();
    const byName = new Map<string, JobsOverview>();
    for (const row of this.st(`SELECT * FROM ${this.t} ORDER BY name`).all() as Row[]) {
      const job = jobFromRow(row);
      let o = byName.get(job.name);
      if (!o) {
        o = { name: job.name, total: 0, running: 0, scheduled: 0, queued: 0, completed: 0, failed: 0, repeating: 0, paused: 0 };
        byName.set(job.name, o);
      }
      o.total++;
      o[this.stateOf(job, now)]++;
      if (job.disabled) o.paused++;
    }
    return [...byName.values()];
  }

  private stateOf(job: JobParameters, now: Date) {
    if (!this.computeState) throw new Error('the SQLite Agenda backend is not connected');
    return this.computeState(job, now);
  }
}

function pick<K extends string>(values: Record<string, unknown>, keys: readonly K[]): Record<K, unknown> {
  const out = {} as Record<K, unknown>;
  for (const k of keys) out[k] = values[k];
  return out;
}

/**
 * Debounced unique jobs (Agenda's nowDebounced / debounce()): trailing pushes the run to `delay`
 * after the latest save, unless `maxWait` since the first save has passed (then it runs now);
 * leading runs at the first save's time and later saves only update the job.
 */
function applyDebounce(values: Values, existing: Row | undefined, debounce: { delay: number; maxWait?: number; strategy?: 'trailing' | 'leading' }, now: number): void {
  const settings = JSON.parse(values.settings) as Record<string, unknown>;
  const startedAt = existing ? ((JSON.parse(existing.settings) as { debounceStartedAt?: number }).debounceStartedAt ?? now) : now;
  if (debounce.strategy === 'leading') {
    if (existing) values.next_run_at = existing.next_run_at;
    settings.debounceStartedAt = startedAt;
  } else if (existing && debounce.maxWait !== undefined && now - startedAt >= debounce.maxWait) {
    values.next_run_at = now;
    delete settings.debounceStartedAt;
  } else {
    values.next_run_at = now + debounce.delay;
    settings.debounceStartedAt = startedAt;
  }
  values.settings = JSON.stringify(settings);
}
