import t, { type Test } from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GleanerError, loadConfig, silentLogger } from '@gleaner/platform';
import { createAccountArea, MAX_REFUSALS, MONITOR_COLLECTIONS, SCHEDULE_COLLECTIONS, type CheckRecord, type MonitorRecord, type ScheduleRecord, type ScheduleRunRecord } from '@gleaner/features';
import { openPorts } from './process.js';
import { startSchedulerRole } from './scheduler.js';
import { dueNow, dueScrapeSchedules, renderedScrape } from './testing/scheduler-stubs.js';

// Scheduled runs and monitor checks whose render work is refused for load (503 service_unavailable:
// the render queue is full in a burst) wait and are taken again by the sweeper, instead of failing:
// each ends in success, rendered once it is accepted, charged once; work refused every time fails
// with the refusal after MAX_REFUSALS, its holds refunded, and a monitor is not put in error by it.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function setup(t: Test, name: string, refuseTimes: (jobId: string) => boolean, n: number, m = 0) {
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
  await ports.bus.respond<{ kind: string; id: string; owner: { userId: string; env: string }; payload: { url: string } }, unknown>(
    'render',
    'renderers',
    async (job) => {
      attempts.set(job.id, (attempts.get(job.id) ?? 0) + 1);
      if (refuseTimes(job.id)) throw new GleanerError('service_unavailable', 'the render queue is full; retry shortly', { retryAfter: 1 });
      if (job.kind === 'monitor_capture') return { capture: { text: `page ${job.id}`, statusCode: 200 }, responseTimeMs: 5, selectorFound: true };
      return renderedScrape(job);
    },
    { concurrency: 4 },
  );
  const due = dueNow();
  const schedules = ports.store.collection<ScheduleRecord>(SCHEDULE_COLLECTIONS.schedules);
  await schedules.insertMany(dueScrapeSchedules(name, user.id, n, due));
  const monitors = ports.store.collection<MonitorRecord>(MONITOR_COLLECTIONS.monitors);
  await monitors.insertMany(
    Array.from({ length: m }, (_, i): MonitorRecord => ({
      id: `mon_${name}${i}`, user_id: user.id, env: 'live', name: `${name} ${i}`, url: `http://127.0.0.1:9/watched/${i}`, monitor_type: 'full_page', selector: null, prompt: null,
      check_interval: 'daily', status: 'active', next_check_at: due, last_check_at: null, consecutive_errors: 0, notify_only_on_changes: true, include_screenshot: false,
      channels: [], channel_count: 0, baseline: null, baseline_check_id: null, running_check_id: null, created_at: due, updated_at: due,
    })),
  );
  const role = await startSchedulerRole(config, ports);
  t.teardown(async () => {
    await role.close();
    await ports.bus.close();
    await ports.store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const runs = ports.store.collection<ScheduleRunRecord>(SCHEDULE_COLLECTIONS.runs);
  const checks = ports.store.collection<CheckRecord>(MONITOR_COLLECTIONS.checks);
  return { runs, checks, monitors, attempts, balance: async () => (await account.credits.account(user.id)).balance };
}

t.test('a run or a check refused for load waits and runs again, instead of failing', async (t) => {
  const N = 4;
  const M = 2;
  // each run's and check's render work is refused the first time it is asked
  const { runs, checks, monitors, attempts, balance } = await setup(t, 'refused', (id) => attempts.get(id) === 1, N, M);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && ((await runs.count({ status: { $ne: 'running' } })) < N || (await checks.count({ status: { $ne: 'running' } })) < M)) await sleep(100);
  const all = await runs.find({});
  t.equal(all.length, N, 'one run per schedule');
  t.same(all.map((r) => r.status), Array(N).fill('success'), 'every refused run succeeded on its next take');
  t.same(all.map((r) => r.refusals), Array(N).fill(1), 'each was put back once');
  t.same(all.map((r) => r.takes), Array(N).fill(1), 'a refusal is not counted as a take');
  t.same([...attempts.values()], Array(N + M).fill(2), 'asked twice each: refused, then rendered');
  const done = await checks.find({});
  t.same(done.map((c) => [c.status, c.refusals, c.takes]), Array(M).fill(['success', 1, 1]), 'each check put back once, then a success');
  t.same((await monitors.find({})).map((m) => [m.status, m.consecutive_errors, m.running_check_id]), Array(M).fill(['active', 0, null]), 'the monitors are released, without an error counted');
  t.equal(await balance(), 100 - N - M, 'charged once a run and once a check; the refused holds were given back');
});

t.test('a run or a check refused every time fails with the refusal after the last try, refunded', async (t) => {
  const { runs, checks, monitors, attempts, balance } = await setup(t, 'always', () => true, 1, 1);
  const deadline = Date.now() + 90_000;
  let run: ScheduleRunRecord | undefined;
  let check: CheckRecord | undefined;
  while (Date.now() < deadline && (!run || run.status === 'running' || !check || check.status === 'running')) {
    await sleep(100);
    [run] = await runs.find({});
    [check] = await checks.find({});
  }
  t.equal(run?.status, 'failed', 'the run ends');
  t.equal(run?.error?.code, 'service_unavailable', 'with the refusal, not an internal error');
  t.same([...attempts.values()], [MAX_REFUSALS + 1, MAX_REFUSALS + 1], 'each asked once, then again after each of the refusals it was allowed');
  t.equal(check?.status, 'error', 'the check ends');
  t.equal(check?.error?.code, 'service_unavailable');
  const [monitor] = await monitors.find({});
  t.same([monitor.status, monitor.consecutive_errors, monitor.running_check_id], ['active', 0, null], 'our refusal is not the page failing: no error counted, the monitor released');
  t.equal(await balance(), 100, 'nothing charged');
});
