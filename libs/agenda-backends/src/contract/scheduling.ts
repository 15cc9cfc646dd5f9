import type { Test } from 'tap';
import { contractCase, sleep, until, type SpecFactory } from './harness.js';

// The contract's cases on one scheduler: jobs run when they should, as often as they should, and
// the backend keeps, finds, changes and removes them as Agenda asks.

export function schedulingCases(t: Test, spec: SpecFactory): void {
  contractCase(t, 'every(ms) runs at once, then every interval', spec, async (t, h) => {
    const agenda = await h.agenda();
    // The scheduler's times (lastRunAt, set as it starts a run), not the handler's clock: the
    // handler is called after a store round trip, which on a loaded machine takes a different time
    // each run (gaps of 367 ms and 235 ms between handler calls for a 400 ms interval, at load 6-17).
    const runs: number[] = [];
    agenda.define('tick', async (job) => void runs.push(job.attrs.lastRunAt!.getTime()));
    await agenda.start();
    const job = await agenda.every(400, 'tick');
    // At once: the job as saved is due when every() returns (not one interval later).
    t.ok(job.attrs.nextRunAt!.getTime() <= Date.now(), `due at once (next run ${job.attrs.nextRunAt!.getTime() - Date.now()} ms from now)`);
    await until(() => runs.length >= 4, 15_000, 'four runs');
    const gaps = runs.slice(1).map((at, i) => at - runs[i]);
    // Never early (a slot run twice shows up as a short gap). A due job is found at the next poll
    // (50 ms); the upper bound allows a loaded machine's store round trips and still catches a
    // backend that finds due jobs late (after a lock lifetime, 5 s).
    t.ok(
      gaps.every((g) => g >= 380 && g <= 400 + 2_000),
      `gaps of 400 ms (the scheduler's start times): ${gaps.join(', ')}`,
    );
    // The next slot as stored: one interval after the last run.
    const [stored] = (await agenda.queryJobs({ name: 'tick' })).jobs;
    t.equal(stored.nextRunAt!.getTime() - stored.lastRunAt!.getTime(), 400, 'next run stored one interval after the last');
  });

  contractCase(t, 'a one-off job runs once, at its time, and is left finished', spec, async (t, h) => {
    const agenda = await h.agenda();
    const runs: number[] = [];
    agenda.define('once', async () => void runs.push(Date.now()));
    // 'complete' comes after the finished state is saved (the handler's return comes before: on a
    // loaded machine that save can take longer than the sleep below).
    let completed = 0;
    agenda.on('complete:once', () => completed++);
    await agenda.start();
    const at = Date.now() + 300;
    await agenda.schedule(new Date(at), 'once', { a: 1 });
    await until(() => completed >= 1, 10_000, 'the run to complete');
    await sleep(400);
    t.equal(runs.length, 1, 'ran once');
    t.ok(runs[0] >= at - 5, `not before its time (${runs[0] - at} ms)`);
    const { jobs } = await agenda.queryJobs({ name: 'once' });
    t.equal(jobs.length, 1);
    t.equal(jobs[0].nextRunAt, null, 'nothing left to run');
    t.ok(jobs[0].lastFinishedAt, 'finished');
    t.notOk(jobs[0].lockedAt, 'unlocked');
    t.equal(jobs[0].state, 'completed');
  });

  contractCase(t, '40 jobs made with now() each run exactly once', spec, async (t, h) => {
    const agenda = await h.agenda();
    const counts = new Map<number, number>();
    agenda.define('burst', async (job) => {
      const n = (job.attrs.data as { n: number }).n;
      counts.set(n, (counts.get(n) ?? 0) + 1);
    });
    await agenda.start();
    for (let n = 0; n < 40; n++) await agenda.now('burst', { n });
    await until(() => counts.size === 40, 20_000, '40 jobs to run');
    await sleep(300);
    t.same([...counts.values()].filter((c) => c !== 1), [], 'no job ran twice');
    t.equal([...counts.values()].reduce((a, b) => a + b, 0), 40);
  });

  contractCase(t, 'a failing job records its failure', spec, async (t, h) => {
    const agenda = await h.agenda();
    agenda.define('fails', async () => {
      throw new Error('boom');
    });
    let completed = 0;
    agenda.on('complete:fails', () => completed++);
    await agenda.start();
    await agenda.now('fails');
    // 'complete' comes after the job's state is saved.
    await until(() => completed === 1, 10_000, 'the failed run to complete');
    const [job] = (await agenda.queryJobs({ name: 'fails' })).jobs;
    t.equal(job.failCount, 1);
    t.equal(job.failReason, 'boom');
    t.ok(job.failedAt instanceof Date, 'failedAt is a date');
    t.equal(job.state, 'failed');
  });

  contractCase(t, 'unique() keeps one job per key; every() one job per name', spec, async (t, h) => {
    const agenda = await h.agenda();
    for (const v of [0, 1, 2]) await agenda.create('u', { k: 1, v }).unique({ 'data.k': 1 }).save();
    await agenda.create('u', { k: 2, v: 0 }).unique({ 'data.k': 2 }).save();
    await agenda.create('u', { k: 1, v: 9 }).unique({ 'data.k': 1 }, { insertOnly: true }).save();
    const { jobs, total } = await agenda.queryJobs({ name: 'u', sort: { name: 'asc' } });
    t.equal(total, 2, 'two keys, two jobs');
    const byKey = Object.fromEntries(jobs.map((j) => [(j.data as { k: number }).k, (j.data as { v: number }).v]));
    t.same(byKey, { 1: 2, 2: 0 }, 'the last save wins; insertOnly leaves the job as it was');

    await agenda.every(60_000, 'single', { x: 1 });
    await agenda.every(60_000, 'single', { x: 2 });
    const singles = await agenda.queryJobs({ name: 'single' });
    t.equal(singles.total, 1, 'one job for the name');
    t.same(singles.jobs[0].data, { x: 2 });
    t.equal(singles.jobs[0].repeatInterval, 60_000);
  });

  contractCase(t, 'cancel removes jobs (by name, by data), and they never run', spec, async (t, h) => {
    const agenda = await h.agenda();
    let runs = 0;
    agenda.define('c', async () => void runs++);
    // Started after the cancels: on a loaded machine the statements below can take longer than the
    // job's 300 ms, and a job that ran before its cancel says nothing about cancel.
    await agenda.schedule(new Date(Date.now() + 300), 'c');
    await agenda.schedule(new Date(Date.now() + 3_600_000), 'owned', { user: 'a', n: 1 });
    await agenda.schedule(new Date(Date.now() + 3_600_000), 'owned', { user: 'b', n: 1 });
    t.equal(await agenda.cancel({ name: 'c' }), 1, 'one removed by name');
    t.equal(await agenda.cancel({ data: { user: 'a' } }), 1, 'one removed by data');
    t.equal(await agenda.cancel({}), 0, 'an empty selector removes nothing');
    await agenda.start();
    await sleep(600);
    t.equal(runs, 0, 'the cancelled job never ran');
    t.equal((await agenda.queryJobs({ name: 'c' })).total, 0);
    const left = await agenda.queryJobs({ name: 'owned' });
    t.same(left.jobs.map((j) => (j.data as { user: string }).user), ['b']);
  });

  contractCase(t, 'disable stops a job from running; enable lets it run again', spec, async (t, h) => {
    const agenda = await h.agenda();
    const runs: number[] = [];
    agenda.define('d', async () => void runs.push(Date.now()));
    await agenda.start();
    await agenda.every(200, 'd');
    await until(() => runs.length >= 1, 10_000, 'the first run');
    t.equal(await agenda.disable({ name: 'd' }), 1, 'one disabled');
    const atDisable = runs.length;
    t.equal(await agenda.disable({ name: 'd' }), 0, 'already disabled: none changed');
    // A run locked before the disable may still start (at most one: one job, one lock), late on a
    // loaded machine: once the store shows the job unlocked, that run is over (a fixed sleep was not
    // always long enough).
    await until(async () => !(await agenda.queryJobs({ name: 'd' })).jobs[0].lockedAt, 10_000, 'the job to be unlocked');
    const settled = runs.length;
    t.ok(settled - atDisable <= 1, `at most the run locked before the disable (${settled - atDisable})`);
    await sleep(700);
    t.equal(runs.length, settled, 'no run while disabled');
    const paused = await agenda.queryJobs({ state: 'paused' });
    t.same(paused.jobs.map((j) => j.name), ['d'], 'shown as paused');
    t.equal(await agenda.enable({ name: 'd' }), 1, 'one enabled');
    await until(() => runs.length > settled, 10_000, 'a run after enable');
    t.pass('runs again once enabled');
  });

  contractCase(t, 'jobs survive closing and reopening the backend', spec, async (t, h) => {
    const first = await h.agenda();
    const later = new Date(Date.now() + 3_600_000);
    const data = { x: [1, 'two', { three: 3 }], flag: true, none: null };
    await first.every(60_000, 'repeating', { a: 1 });
    await first.schedule(later, 'later', data);
    await h.close(first);

    const second = await h.agenda();
    const { jobs, total } = await second.queryJobs({ sort: { name: 'asc' } });
    t.equal(total, 2);
    const [l, r] = jobs;
    t.equal(l.name, 'later');
    t.same(l.data, data, 'data as saved');
    t.equal(l.nextRunAt?.getTime(), later.getTime(), 'next run to the millisecond');
    t.equal(l.type, 'normal');
    t.equal(r.name, 'repeating');
    t.equal(r.type, 'single');
    t.equal(r.repeatInterval, 60_000);
    t.same(r.data, { a: 1 });
  });

  contractCase(t, 'queries: by data, state, search, with paging; overview and queue size', spec, async (t, h) => {
    const agenda = await h.agenda();
    const repo = h.backendOf(agenda).repository;
    await agenda.now('q1', { user: 'u1', n: 1 });
    await agenda.schedule(new Date(Date.now() + 3_600_000), 'q2', { user: 'u2', nested: { deep: 'yes' } });
    await agenda.every(60_000, 'q3', undefined, { skipImmediate: true });
    await agenda.disable({ name: 'q2' });
    const names = async (options: Parameters<typeof agenda.queryJobs>[0]) => (await agenda.queryJobs(options)).jobs.map((j) => j.name).sort();
    t.same(await names({ data: { user: 'u1' } }), ['q1'], 'by data');
    t.same(await names({ data: { nested: { deep: 'yes' } } }), ['q2'], 'by nested data');
    t.same(await names({ state: 'paused' }), ['q2'], 'paused');
    t.same(await names({ state: 'repeating' }), ['q3'], 'repeating');
    t.same(await names({ state: 'queued' }), ['q1'], 'queued');
    t.same(await names({ search: 'Q' }), ['q1', 'q2', 'q3'], 'search ignores case');
    t.same(await names({ includeDisabled: false }), ['q1', 'q3'], 'without the disabled');
    t.same(await names({ names: ['q1', 'q3'] }), ['q1', 'q3'], 'by names');
    const page = await agenda.queryJobs({ sort: { name: 'asc' }, skip: 1, limit: 1 });
    t.same([page.jobs.map((j) => j.name), page.total], [['q2'], 3], 'a page and the total');
    const id = page.jobs[0]._id;
    t.equal((await repo.getJobById(String(id)))?.name, 'q2', 'by id');
    t.same((await repo.getDistinctJobNames()).sort(), ['q1', 'q2', 'q3']);
    t.equal(await repo.getQueueSize(), 1, 'one job due');
    const overview = (await agenda.getJobsOverview()).sort((a, b) => a.name.localeCompare(b.name));
    t.same(
      overview.map((o) => [o.name, o.total, o.queued, o.paused, o.repeating]),
      [
        ['q1', 1, 1, 0, 0],
        ['q2', 1, 0, 1, 0],
        ['q3', 1, 0, 0, 1],
      ],
    );
  });
}
