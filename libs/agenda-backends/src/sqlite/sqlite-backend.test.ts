import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteStore } from '@gleaner/store';
import { loadAgenda } from '../agenda.js';
import { runAgendaBackendContract } from '../contract/index.js';
import { until } from '../contract/harness.js';
import { AgendaFileLockedError, SqliteAgendaBackend } from './sqlite-backend.js';

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
  await until(() => ran === 1, 3_000, 'the job');
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
