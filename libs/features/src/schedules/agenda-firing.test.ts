import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createLogger, systemClock } from '@gleaner/platform';
import { SqliteStore, type Collection, type DocumentStore } from '@gleaner/store';
import { MemoryBus } from '@gleaner/bus';
import { SqliteAgendaBackend } from '@gleaner/agenda-backends';
import { ScheduleFiring } from './agenda-firing.js';
import { newScheduleRecord, SCHEDULE_COLLECTIONS, type ScheduleRecord } from './records.js';

// ScheduleFiring with a lock limit, on a store slower than Agenda's lock: locked jobs expire in
// Agenda's queue, which keeps counting them against the limit (agenda/agenda#589); the firing
// notices, restarts Agenda's processor, and every schedule still fires once.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-firing-'));
t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The store, with reads of schedules that take `delayMs` (a store that stalls). */
function slowSchedules(store: DocumentStore, delayMs: number): DocumentStore {
  const slow = new Proxy(store, {
    get(target, prop, receiver) {
      if (prop !== 'collection') return Reflect.get(target, prop, receiver);
      return (name: string) => {
        const c = target.collection(name);
        if (name !== SCHEDULE_COLLECTIONS.schedules) return c;
        return new Proxy(c, {
          get(ct, cprop, creceiver) {
            if (cprop !== 'get') return Reflect.get(ct, cprop, creceiver);
            return async (id: string) => {
              await sleep(delayMs);
              return ct.get(id);
            };
          },
        }) as Collection<ScheduleRecord>;
      };
    },
  });
  return slow;
}

function schedule(i: number, due: string): ScheduleRecord {
  return newScheduleRecord({ id: `sch_slow${i}`, user_id: 'usr_1', env: 'live', name: `s${i}`, type: 'scrape', url: 'http://127.0.0.1:9/', frequency: 'daily', time: due.slice(11, 16), timezone: 'UTC', config: {}, next_run_at: due }, new Date().toISOString());
}

t.test('locks lost in Agenda\'s queue are cleared by a restart of its processor, and every schedule fires once', async (t) => {
  const store = new SqliteStore({ file: path.join(dir, 'slow.sqlite'), exclusive: true });
  t.teardown(() => store.close());
  const bus = new MemoryBus();
  t.teardown(() => bus.close());
  const lines: string[] = [];
  const logger = createLogger('warn', new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) }));
  const due = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString(); // this minute: due now
  const n = 6;
  await store.collection<ScheduleRecord>(SCHEDULE_COLLECTIONS.schedules).insertMany(Array.from({ length: n }, (_, i) => schedule(i, due)));
  const fired: string[] = [];
  await bus.consume<{ runId: string }>('schedule-runs', 'runners', async (m) => void fired.push(m.payload.runId));

  // The jobs, made through the store as it is (sync reads the schedule); this instance looks for due
  // jobs once, at its start, before there are any.
  const maker = await ScheduleFiring.start({ store, bus, clock: systemClock, logger, backend: new SqliteAgendaBackend({ db: store.db }) }, { processEveryMs: 60_000, concurrency: 1, lockLifetimeMs: 300 });
  for (let i = 0; i < n; i++) await maker.sync(`sch_slow${i}`);
  await maker.stop();

  // Each fire reads its schedule in 600 ms; a lock lasts 300 ms; one fire at a time, three locked.
  const firing = await ScheduleFiring.start(
    { store: slowSchedules(store, 600), bus, clock: systemClock, logger, backend: new SqliteAgendaBackend({ db: store.db, dataIndexes: ['scheduleId'] }) },
    { processEveryMs: 50, concurrency: 1, lockLifetimeMs: 300, lockLimit: 3 },
  );
  t.teardown(() => firing.stop());

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && new Set(fired).size < n) await sleep(100);
  t.equal(new Set(fired).size, n, 'every schedule fired');
  t.equal(fired.length, n, 'each once');
  const schedules = await store.collection<ScheduleRecord>(SCHEDULE_COLLECTIONS.schedules).find({});
  t.same(
    schedules.map((s) => s.total_runs),
    Array(n).fill(1),
    'one run each',
  );
  t.ok(firing.restarts >= 1, `Agenda's processor restarted (${firing.restarts})`);
  // Nothing is left counted against the limit (without the restart, the expired locks stay counted).
  const lostLocks = async () => {
    const stats = await firing['agenda'].getRunningStats();
    return Number(stats.lockedJobs) - Number(stats.queuedJobs) - Number(stats.runningJobs);
  };
  // (A check needs two looks, 300 ms apart, to restart: given a few.)
  const settled = Date.now() + 3000;
  while (Date.now() < settled && (await lostLocks()) !== 0) await sleep(100);
  t.equal(await lostLocks(), 0, 'no lock counted that is neither queued nor running');
  t.match(lines.join(''), /restarting its processor/);
});
