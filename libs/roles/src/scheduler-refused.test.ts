import t, { type Test } from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GleanerError, loadConfig, silentLogger } from '@gleaner/platform';
import { MemoryBus } from '@gleaner/bus';
import { createAccountArea, MAX_REFUSALS, newScheduleRecord, SCHEDULE_COLLECTIONS, type ScheduleRecord, type ScheduleRunRecord } from '@gleaner/features';
import { openPorts } from './process.js';
import { startSchedulerRole } from './scheduler.js';

// Scheduled runs whose render work is refused for load (503 service_unavailable: the render queue is
// full in a burst) wait and are taken again by the sweeper, instead of failing: each run ends in
// success, rendered once it is accepted, charged once; a run refused every time fails with the
// refusal after MAX_REFUSALS, its holds refunded.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function setup(t: Test, name: string, refuseTimes: (jobId: string) => boolean, n: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `gleaner-scheduler-${name}-`));
  const config = loadConfig({
    GLEANER_DATA_DIR: dir,
    GLEANER_ALLOW_PRIVATE_NETWORKS: 'true',
    GLEANER_SCHEDULER_POLL_MS: '100',
    GLEANER_SCHEDULE_SWEEP_MS: '300',
    // waits of 0.1, 0.2, 0.4 ... s (at most 60 s each): the last of 8 refusals ends within a minute
    GLEANER_SCHEDULE_REFUSED_WAIT_MS: '100',
  });
  const ports = openPorts(config, silentLogger());
  const account = await createAccountArea({ store: ports.store, config, logger: ports.logger, clock: ports.clock, authCacheMs: 0 });
  const user = (await account.accounts.createUser({ email: `${name}@example.com`, name, credits: 100 })).user;
  const attempts = new Map<string, number>();
  await ports.bus.respond<{ id: string; owner: { userId: string; env: string }; payload: { url: string } }, unknown>(
    'render',
    'renderers',
    async (job) => {
      attempts.set(job.id, (attempts.get(job.id) ?? 0) + 1);
      if (refuseTimes(job.id)) throw new GleanerError('service_unavailable', 'the render queue is full; retry shortly', { retryAfter: 1 });
      const now = new Date().toISOString();
      const record = { id: job.id, user_id: job.owner.userId, env: job.owner.env, url: job.payload.url, final_url: job.payload.url, extracted: {}, raw_html: '', text: '', metadata: { status_code: 200, content_type: 'text/html', load_time_ms: 1 }, pages_scraped: 1, created_at: now, scraped_at: now };
      return { id: job.id, pages_scraped: 1, record };
    },
    { concurrency: 4 },
  );
  const due = new Date(Math.floor(Date.now() / 1000) * 1000 - 1000).toISOString();
  const schedules = ports.store.collection<ScheduleRecord>(SCHEDULE_COLLECTIONS.schedules);
  await schedules.insertMany(
    Array.from({ length: n }, (_, i) =>
      newScheduleRecord({ id: `sch_${name}${i}`, user_id: user.id, env: 'live', name: `${name} ${i}`, type: 'scrape', url: `http://127.0.0.1:9/page/${i}`, frequency: 'daily', time: due.slice(11, 16), timezone: 'UTC', config: { timeout: 30000 }, next_run_at: due }, new Date().toISOString()),
    ),
  );
  const role = await startSchedulerRole(config, ports);
  t.teardown(async () => {
    await role.close();
    await ports.bus.close();
    await ports.store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const runs = ports.store.collection<ScheduleRunRecord>(SCHEDULE_COLLECTIONS.runs);
  return { runs, attempts, balance: async () => (await account.credits.account(user.id)).balance };
}

t.test('a run refused for load waits and runs again, instead of failing', async (t) => {
  const N = 4;
  // each run's render work is refused the first time it is asked
  const { runs, attempts, balance } = await setup(t, 'refused', (id) => attempts.get(id) === 1, N);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && (await runs.count({ status: { $ne: 'running' } })) < N) await sleep(100);
  const all = await runs.find({});
  t.equal(all.length, N, 'one run per schedule');
  t.same(all.map((r) => r.status), Array(N).fill('success'), 'every refused run succeeded on its next take');
  t.same(all.map((r) => r.refusals), Array(N).fill(1), 'each was put back once');
  t.same(all.map((r) => r.takes), Array(N).fill(1), 'a refusal is not counted as a take');
  t.same([...attempts.values()], Array(N).fill(2), 'asked twice each: refused, then rendered');
  t.equal(await balance(), 100 - N, 'charged once a run; the refused hold was given back');
});

t.test('a run refused every time fails with the refusal after the last try, refunded', async (t) => {
  const { runs, attempts, balance } = await setup(t, 'always', () => true, 1);
  const deadline = Date.now() + 90_000;
  let run: ScheduleRunRecord | undefined;
  while (Date.now() < deadline && (!run || run.status === 'running')) {
    await sleep(100);
    [run] = await runs.find({});
  }
  t.equal(run?.status, 'failed', 'the run ends');
  t.equal(run?.error?.code, 'service_unavailable', 'with the refusal, not an internal error');
  t.equal([...attempts.values()][0], MAX_REFUSALS + 1, 'asked once, then again after each of the refusals it was allowed');
  t.equal(await balance(), 100, 'nothing charged');
});
