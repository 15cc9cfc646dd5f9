import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { silentLogger, systemClock } from '@gleaner/platform';
import { SqliteStore, type Collection, type Doc, type DocumentStore } from '@gleaner/store';
import { MemoryBus } from '@gleaner/bus';
import { SqliteAgendaBackend } from '@gleaner/agenda-backends';
import { waitFor } from '@gleaner/testkit';
import { ScheduleFiring } from './agenda-firing.js';
import { newScheduleRecord, SCHEDULE_COLLECTIONS, type ScheduleRecord, type ScheduleRunRecord } from './records.js';
import { SCHEDULE_RUNS_TOPIC } from './topics.js';

// ScheduleFiring alone (Agenda on the SQLite backend, the memory bus): a look that fails (the store
// unreachable) does not leave the schedule unfired: Agenda cleared the job's next time, and the
// handler sets it again `retryMs` later.

/** Due at `dueAt`, then daily at a time 12 hours away: nothing else of it falls due during the test. */
function schedule(id: string, dueAt: string): ScheduleRecord {
  const time = new Date(Date.now() + 12 * 3600_000).toISOString().slice(11, 16);
  return newScheduleRecord({ id, user_id: 'usr_x', env: 'live', name: id, type: 'scrape', url: 'http://127.0.0.1:9/', frequency: 'daily', time, timezone: 'UTC', config: {}, next_run_at: dueAt }, new Date().toISOString());
}

/** A store whose schedule reads fail `failures` times, as an unreachable backend's do. */
function flakyStore(inner: DocumentStore, failures: { left: number }): DocumentStore {
  return {
    kind: inner.kind,
    exclusive: inner.exclusive,
    collection<T extends Doc>(name: string): Collection<T> {
      const c = inner.collection<T>(name);
      if (name !== SCHEDULE_COLLECTIONS.schedules) return c;
      return new Proxy(c, {
        get(target, prop, receiver) {
          if (prop === 'get' && failures.left > 0) {
            return async () => {
              failures.left--;
              throw new Error('the store cannot be reached');
            };
          }
          const value = Reflect.get(target, prop, receiver);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
    updateAll: (u) => inner.updateAll(u),
    ping: () => inner.ping(),
    close: () => inner.close(),
  };
}

t.test('a look that fails is tried again rather than dropped', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-firing-'));
  const sqlite = new SqliteStore({ file: path.join(dir, 'gleaner.sqlite'), exclusive: true });
  const bus = new MemoryBus();
  const failures = { left: 0 };
  const store = flakyStore(sqlite, failures);
  const published: string[] = [];
  await bus.consume<{ runId: string }>(SCHEDULE_RUNS_TOPIC, 'test', async (m) => void published.push(m.payload.runId));
  const firing = await ScheduleFiring.start(
    { store, bus, clock: systemClock, logger: silentLogger(), backend: new SqliteAgendaBackend({ db: sqlite.db }) },
    { processEveryMs: 50, concurrency: 5, lockLifetimeMs: 2000, retryMs: 300 },
  );
  t.teardown(async () => {
    await firing.stop();
    await bus.close();
    await sqlite.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  // Far enough off that the failures below are armed before it falls due, on a loaded machine too.
  const dueAt = new Date(Date.now() + 2_000).toISOString();
  await store.collection<ScheduleRecord>(SCHEDULE_COLLECTIONS.schedules).insert(schedule('sch_flaky', dueAt));
  await firing.sync('sch_flaky');
  failures.left = 2;
  const runs = sqlite.collection<ScheduleRunRecord>(SCHEDULE_COLLECTIONS.runs);
  const run = await waitFor('the run, once the store answers', async () => (await runs.findOne({ schedule_id: 'sch_flaky' })) ?? undefined, 10_000);
  t.equal(failures.left, 0, 'both failed looks happened first');
  t.equal(run.due_at, dueAt);
  await waitFor('its message', () => (published.length ? true : undefined));
  t.same(published, [run.id], 'fired once');
  const job = await firing.agendaJobOf('sch_flaky');
  t.ok(job?.nextRunAt && job.nextRunAt.getTime() > Date.now(), 'the job waits for the next due time');
});
