import t from 'tap';
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteStore } from '@gleaner/store';
import { loadAgenda } from '../agenda.js';
import { runAgendaBackendContract } from '../contract/index.js';
import { until } from '../contract/harness.js';
import { AgendaFileLockedError, SqliteAgendaBackend } from './sqlite-backend.js';
import { queryFilter, uniqueFilter } from './job-filters.js';

// The Agenda backend contract on SQLite (a new file per case; the multi-process cases run worker
// processes on the same file), and what is particular to this backend.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-agenda-'));
t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;
const freshFile = () => path.join(dir, `jobs-${++n}.sqlite`);

runAgendaBackendContract(t, 'sqlite', async () => ({ kind: 'sqlite', file: freshFile() }));

t.test("the embedded server's exclusive store: the scheduler works through its connection", async (t) => {
  const file = freshFile();
  const store = new SqliteStore({ file, exclusive: true });
  t.teardown(() => store.close());
  const { Agenda } = await loadAgenda();
  // (Agenda leaves a timer of lockLifetime / 2 behind each run, even after stop(): kept short.)
  const agenda = new Agenda({ backend: new SqliteAgendaBackend({ db: store.db }), processEvery: 50, defaultLockLifetime: 1_000 });
  let ran = 0;
  agenda.define('in-process', async () => void ran++);
  await agenda.start();
  await agenda.now('in-process');
  await until(() => ran === 1, 10_000, 'the job');
  await agenda.stop();
  t.equal(ran, 1, 'ran');
  await t.resolves(store.ping(), "stopping Agenda leaves the store's connection open");

  // Another connection (a second scheduler process) cannot get at the file while the server holds it.
  const other = new SqliteAgendaBackend({ file, busyTimeoutMs: 100 });
  await t.rejects(other.connect(), AgendaFileLockedError);
});

t.test('unique() with a MongoDB query operator is refused, not matched wrongly', async (t) => {
  const { Agenda } = await loadAgenda();
  const backend = new SqliteAgendaBackend({ file: freshFile() });
  const agenda = new Agenda({ backend, processEvery: 50 });
  t.teardown(() => backend.disconnect());
  await agenda.ready;
  await t.rejects(agenda.create('u', { n: 2 }).unique({ 'data.n': { $gt: 1 } }).save(), /query operators are not supported/);
  await t.rejects(agenda.create('u', { n: 2 }).unique({ lastRunAt: null }).save(), /not supported/);
  t.equal((await agenda.queryJobs({ name: 'u' })).total, 0, 'nothing saved');
});

t.test('a table name that is not a plain identifier is refused', async (t) => {
  t.throws(() => new SqliteAgendaBackend({ file: freshFile(), table: 'jobs"; DROP' }), /invalid table name/);
  t.throws(() => new SqliteAgendaBackend({}), /either a file or a db/);
});

t.test('data indexes: lookups by a data path search the index and find what a scan found', async (t) => {
  const { Agenda } = await loadAgenda();
  const file = freshFile();
  const backend = new SqliteAgendaBackend({ file, dataIndexes: ['scheduleId', "it's.n"] });
  const agenda = new Agenda({ backend, processEvery: 60_000 });
  t.teardown(() => backend.disconnect());
  await agenda.ready;
  for (let i = 0; i < 50; i++) {
    const job = agenda.create('fire', { scheduleId: `s${i}`, "it's": { n: i } });
    job.unique({ 'data.scheduleId': `s${i}` });
    await job.save();
  }
  // Saved again by the same key: updated, not added.
  const again = agenda.create('fire', { scheduleId: 's7', "it's": { n: 700 } });
  again.unique({ 'data.scheduleId': 's7' });
  await again.save();
  t.equal((await agenda.queryJobs({ name: 'fire' })).total, 50);
  const s7 = await agenda.queryJobs({ name: 'fire', data: { scheduleId: 's7' } });
  t.same(s7.jobs.map((j) => (j.data as { "it's": { n: number } })["it's"].n), [700]);
  t.equal((await agenda.queryJobs({ name: 'fire', data: { "it's": { n: 3 } } })).total, 1, 'a nested path with a quote in it');
  t.equal((await agenda.queryJobs({ name: 'fire', data: { scheduleId: 7 } })).total, 0, 'a number is not the string');
  t.equal(await agenda.cancel({ name: 'fire', data: { scheduleId: 's8' } }), 1);
  t.equal((await agenda.queryJobs({ name: 'fire' })).total, 49);

  const db = new Database(file, { readonly: true });
  t.teardown(() => db.close());
  const plan = (sql: string, ...params: unknown[]) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail).join('; ');
  const unique = uniqueFilter({ 'data.scheduleId': 's1' });
  t.match(plan(`SELECT * FROM agenda_jobs WHERE name = ? AND (${unique.sql}) ORDER BY rowid LIMIT 1`, 'fire', ...unique.params), /USING INDEX agenda_jobs_data_scheduleId \(name=\? AND <expr>=\?\)/);
  const query = queryFilter({ name: 'fire', data: { "it's": { n: 3 } } });
  t.match(plan(`SELECT * FROM agenda_jobs WHERE ${query.sql}`, ...query.params), /USING INDEX agenda_jobs_data_it_s_n/);
  t.throws(() => new SqliteAgendaBackend({ file, dataIndexes: ['a"b'] }), /unsupported job data path segment/);
});
