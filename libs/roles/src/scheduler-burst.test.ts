import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, silentLogger } from '@gleaner/platform';
import { MemoryBus } from '@gleaner/bus';
import { createAccountArea, SCHEDULE_COLLECTIONS, type ScheduleRecord, type ScheduleRunRecord } from '@gleaner/features';
import { openPorts } from './process.js';
import { startSchedulerRole } from './scheduler.js';
import { dueNow, dueScrapeSchedules, renderedScrape } from './testing/scheduler-stubs.js';

// A burst of due schedules larger than the bus's queue of runs: the runs the bus refuses wait in the
// store. They must start within a few sweeps, not after the queued-run grace (5 minutes by default),
// and every run must start once, whether an executor took it from the bus or the sweeper from the
// store, with no more runs at once than the run concurrency. Small bounds make it quick: a queue of 3 runs, sweeps of 5 runs every 300 ms, 40 schedules.

const N = 40;
const QUEUE = 3;
const BATCH = 5;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

t.test('a burst past the bus queue drains from the store within a few sweeps, each run started once', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-scheduler-burst-'));
  const config = loadConfig({
    GLEANER_DATA_DIR: dir,
    GLEANER_ALLOW_PRIVATE_NETWORKS: 'true',
    GLEANER_SCHEDULER_POLL_MS: '100',
    GLEANER_SCHEDULE_RUN_CONCURRENCY: '2',
    GLEANER_SCHEDULE_SWEEP_MS: '300',
    GLEANER_SCHEDULE_SWEEP_BATCH: String(BATCH),
  });
  t.equal(config.schedules.queuedGraceMs, 300_000, 'the grace stays the default: a refused run must not wait for it');
  const opened = openPorts(config, silentLogger());
  await opened.bus.close();
  // The bus of runs holds 3 waiting messages; publishes past that are refused (as a full queue is).
  const bus = new MemoryBus({ topicLimits: { 'schedule-runs': QUEUE } });
  const ports = { ...opened, bus };
  let refused = 0;
  const publish = bus.publish.bind(bus);
  bus.publish = async (topic, payload, options) => {
    try {
      return await publish(topic, payload, options);
    } catch (err) {
      if (topic === 'schedule-runs') refused++;
      throw err;
    }
  };
  const account = await createAccountArea({ store: ports.store, config, logger: ports.logger, clock: ports.clock, authCacheMs: 0 });
  const user = (await account.accounts.createUser({ email: 'burst@example.com', name: 'Burst', credits: 1000 })).user;

  // Render work answered after 20 ms, so that the executors (2 at once) are slower than the firing.
  const rendered = new Map<string, number>();
  let rendering = 0;
  let mostRendering = 0;
  await bus.respond<{ id: string; owner: { userId: string; env: string }; payload: { url: string } }, unknown>(
    'render',
    'renderers',
    async (job) => {
      rendered.set(job.id, (rendered.get(job.id) ?? 0) + 1);
      mostRendering = Math.max(mostRendering, ++rendering);
      await sleep(20);
      rendering--;
      return renderedScrape(job);
    },
    { concurrency: 8 },
  );

  // N daily schedules due a second ago; the role's start-up reconcile makes their Agenda jobs.
  const schedules = ports.store.collection<ScheduleRecord>(SCHEDULE_COLLECTIONS.schedules);
  await schedules.insertMany(dueScrapeSchedules('burst', user.id, N, dueNow(), (i) => `sch_burst${String(i).padStart(3, '0')}`));
  const role = await startSchedulerRole(config, ports);
  t.teardown(async () => {
    await role.close();
    await bus.close();
    await ports.store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // A few sweeps suffice; 60 s leaves room for a loaded machine and is far below the 5-minute grace.
  const runs = ports.store.collection<ScheduleRunRecord>(SCHEDULE_COLLECTIONS.runs);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && (await runs.count({ status: 'success' })) < N) await sleep(100);
  const all = await runs.find({});
  t.ok(refused > BATCH, `the bus refused more runs than one sweep reads (${refused})`);
  t.equal(all.length, N, 'one run per schedule');
  t.equal(all.filter((r) => r.status === 'success').length, N, 'every run started and finished in time');
  t.same(all.filter((r) => r.takes > 1).map((r) => r.id), [], 'no run was taken twice');
  t.equal(rendered.size, N, 'a render job per run');
  t.ok(mostRendering <= 2, `at most GLEANER_SCHEDULE_RUN_CONCURRENCY runs at once, from the bus and the sweeper together (${mostRendering})`);
  t.same([...rendered.values()].filter((n) => n !== 1), [], 'no run rendered twice');
  t.same((await schedules.find({})).map((s) => s.total_runs), Array(N).fill(1), 'each schedule fired once');
  t.equal((await account.credits.account(user.id)).balance, 1000 - N, 'charged once a run');
});
