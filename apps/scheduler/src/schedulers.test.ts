import t, { type Test } from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteStore } from '@gleaner/store';
import { KAFKA_STAND_IN_ENV, spawnRoleApp, startKafkaStandIn, waitFor, type RoleApp } from '@gleaner/testkit';
import { CreditLedger, newScheduleRecord, SCHEDULE_COLLECTIONS, type ScheduleRecord, type ScheduleRunRecord } from '@gleaner/features';

// Scheduler processes sharing one store (a SQLite file here): every due time fires once whatever
// their number (each with its own in-process bus, so each executes what it fires), and a run whose
// scheduler is SIGKILLed mid-run is finished by another within its lease and a sweep (over the Kafka
// stand-in, where the run's render job waits for a renderer that never comes).

const MAIN = path.join(__dirname, 'main.js');

/** Due at `dueAt`, then daily at a time 12 hours away: nothing else of it falls due during a test. */
function schedule(id: string, dueAt: string, url: string, config: Record<string, unknown> = {}): ScheduleRecord {
  const time = new Date(Date.now() + 12 * 3600_000).toISOString().slice(11, 16);
  return newScheduleRecord({ id, user_id: 'usr_test', env: 'live', name: id, type: 'scrape', url, frequency: 'daily', time, timezone: 'UTC', config, next_run_at: dueAt }, new Date().toISOString());
}


function setup(t: Test) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-schedulers-'));
  const store = new SqliteStore({ file: path.join(dataDir, 'gleaner.sqlite') });
  const apps: RoleApp[] = [];
  t.teardown(async () => {
    await Promise.all(apps.map((a) => a.stop('SIGKILL').catch(() => undefined)));
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const start = async (env: Record<string, string> = {}) => {
    const app = await spawnRoleApp(MAIN, { GLEANER_DATA_DIR: dataDir, GLEANER_SCHEDULER_POLL_MS: '100', GLEANER_LOG_LEVEL: 'warn', ...env });
    apps.push(app);
    return app;
  };
  return { store, start, schedules: store.collection<ScheduleRecord>(SCHEDULE_COLLECTIONS.schedules), runs: store.collection<ScheduleRunRecord>(SCHEDULE_COLLECTIONS.runs) };
}

t.test('two scheduler processes on one store fire each due run once', async (t) => {
  const { start, schedules, runs } = setup(t);
  const due = new Date(Math.ceil((Date.now() + 6000) / 1000) * 1000).toISOString();
  // A URL the guard refuses (loopback, private networks not allowed): each run fails at once, no renderer needed.
  for (let i = 0; i < 30; i++) await schedules.insert(schedule(`sch_${String(i).padStart(24, '0')}`, due, 'http://127.0.0.1:9/'));
  await Promise.all([start(), start()]);
  const all = await waitFor('30 finished runs', async () => {
    const found = await runs.find({});
    return found.length >= 30 && found.every((r) => r.status !== 'running') ? found : undefined;
  }, 30_000);
  await new Promise((r) => setTimeout(r, 1500));
  const after = await runs.find({});
  t.equal(after.length, 30, 'one run per schedule, not two');
  t.same(new Set(after.map((r) => r.schedule_id)).size, 30);
  t.ok(all.every((r) => r.due_at === due && r.trigger === 'schedule'), 'each for the due time');
  t.ok(all.every((r) => r.status === 'failed' && r.error?.code === 'invalid_url'), 'the guard refused the URL at run time');
  for (const s of await schedules.find({})) {
    t.equal(s.total_runs, 1, `${s.id} counted once`);
    t.ok(s.next_run_at! > due, `${s.id} moved on`);
  }
});

t.test('a run whose scheduler is SIGKILLed mid-run is finished by another', async (t) => {
  const { start, store, schedules, runs } = setup(t);
  const kafka = await startKafkaStandIn();
  t.teardown(() => kafka.stop());
  const env = { ...KAFKA_STAND_IN_ENV, GLEANER_KAFKA_BROKERS: kafka.brokers.join(','), GLEANER_SCHEDULE_RUN_LEASE_MS: '2000', GLEANER_SCHEDULE_SWEEP_MS: '500', GLEANER_ALLOW_PRIVATE_NETWORKS: 'true' };
  await new CreditLedger(store).open('usr_test', 100);
  // No render process consumes the render topic: the run waits on its render job.
  await schedules.insert(schedule('sch_000000000000000000000001', new Date(Date.now() + 3000).toISOString(), 'http://127.0.0.1:9/', { timeout: 1000 }));
  const first = await start(env);
  const held = await waitFor('the run to be taken', async () => (await runs.findOne({ takes: 1 })) ?? undefined, 15_000);
  t.equal(held.status, 'running');
  await first.stop('SIGKILL');
  const killedAt = Date.now();
  await start(env);
  const done = await waitFor('the run to be finished by the other', async () => {
    const r = await runs.get(held.id);
    return r && r.status !== 'running' ? r : undefined;
  }, 40_000);
  t.equal(done.takes, 2, 'taken over once');
  t.equal(done.status, 'failed');
  t.equal(done.error?.code, 'timeout', 'its render job found no renderer either, within the job budget');
  // The bound: its lease, a sweep, then the render job's own budget (16 s for a 1 s page timeout).
  t.comment(`finished ${Date.now() - killedAt} ms after the kill`);
  t.equal((await runs.find({})).length, 1, 'not run twice as two runs');
});
