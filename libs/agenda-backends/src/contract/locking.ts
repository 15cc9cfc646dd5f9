import type { Test } from 'tap';
import { contractCase, PROCESS_EVERY_MS, SHORT_LOCK_MS, sleep, until, type SpecFactory } from './harness.js';

// The contract's cases on several schedulers sharing one store: a job runs once whoever polls,
// and a job whose holder died runs again after its lock lifetime, not before.

export interface AgendaContractGaps {
  /**
   * save() of a job that exists (every() again at a restart, a unique() upsert) leaves the fields
   * the processor owns (the lock, the last run) as they are.
   */
  saveKeepsProcessorState?: string;
}

/**
 * How late after its lock lifetime a job whose holder died may run again: the live instance polls
 * every 50 ms, but on a loaded 2-core machine each poll's store round trip can take a second. Still
 * well under the default lock lifetime (5 s), so a backend that ignores the job's own lifetime fails.
 */
const EXPIRED_FOUND_MS = 2_500;

export function lockingCases(t: Test, spec: SpecFactory, gaps: AgendaContractGaps): void {
  contractCase(t, 'two instances on one store never run a job twice', spec, async (t, h) => {
    // Each may hold 3 jobs at a time, so both take part in the burst.
    const instances = [await h.agenda({ name: 'a', lockLimit: 3 }), await h.agenda({ name: 'b', lockLimit: 3 })];
    const runs = new Map<number, string[]>();
    const beats: { at: number; by: string }[] = [];
    for (const [i, agenda] of instances.entries()) {
      const by = i === 0 ? 'a' : 'b';
      agenda.define('shared', async (job) => {
        const n = (job.attrs.data as { n: number }).n;
        runs.set(n, [...(runs.get(n) ?? []), by]);
        await sleep(10);
      });
      agenda.define('beat', async (job) => void beats.push({ at: job.attrs.lastRunAt!.getTime(), by }));
    }
    // Each registers the schedule, as every scheduler process does at start; the burst is due
    // before either polls.
    for (const agenda of instances) await agenda.every(300, 'beat');
    for (let n = 0; n < 30; n++) await instances[n % 2].now('shared', { n });
    await Promise.all(instances.map((a) => a.start()));
    await until(() => runs.size === 30, 20_000, '30 jobs to run');
    await sleep(1_000);
    t.same([...runs].filter(([, by]) => by.length !== 1), [], 'each job ran once');
    const by = (name: string) => [...runs.values()].filter((r) => r[0] === name).length;
    t.ok(by('a') > 0 && by('b') > 0, `both took part (a ran ${by('a')}, b ${by('b')})`);
    t.equal((await instances[0].queryJobs({ name: 'beat' })).total, 1, 'one recurring job for both');
    const gaps = beats.slice(1).map((b, i) => b.at - beats[i].at);
    t.ok(beats.length >= 2, `the recurring job ran ${beats.length} times`);
    t.ok(
      gaps.every((g) => g >= 250),
      `never twice for one slot (gaps ${gaps.join(', ')} ms)`,
    );
  });

  contractCase(t, 'two scheduler processes on one store never run a job twice', spec, async (t, h) => {
    // At most 4 jobs locked per process: both take part.
    const workers = await Promise.all([h.worker(undefined, 4), h.worker(undefined, 4)]);
    const client = await h.agenda({ name: 'client' });
    const recurring = await client.every(250, 'work');
    const ids: string[] = [];
    for (let n = 0; n < 30; n++) ids.push(String((await client.now('work', { n })).attrs._id));
    const all = () => workers.flatMap((w) => w.runs());
    await until(() => new Set(all().map((r) => r.id)).size >= 31, 30_000, 'the 30 jobs to run in the workers');
    await sleep(600);
    const runs = all();
    const once = runs.filter((r) => r.id !== String(recurring.attrs._id));
    t.equal(once.length, 30, '30 one-off runs');
    t.same(ids.filter((id) => once.filter((r) => r.id === id).length !== 1), [], 'each one-off job ran exactly once');
    const beats = runs.filter((r) => r.id === String(recurring.attrs._id)).sort((a, b) => a.at - b.at);
    const gaps = beats.slice(1).map((b, i) => b.at - beats[i].at);
    t.ok(
      gaps.every((g) => g >= 200),
      `the recurring job never ran twice for one slot (${beats.length} runs, gaps ${gaps.join(', ')} ms)`,
    );
    t.ok(
      workers.every((w) => w.runs().length > 0),
      `both processes took part (${workers.map((w) => w.runs().length).join(', ')} runs)`,
    );
  });

  contractCase(t, 'three processes racing for 150 due jobs lock each exactly once', spec, async (t, h) => {
    // The repository alone, in tight loops: a lock that is not one atomic conditional write
    // shows up here as a job locked twice.
    const racers = await Promise.all([0, 1, 2].map(() => h.worker(undefined, 0, 'race')));
    const client = await h.agenda({ name: 'client' });
    const ids = new Set<string>();
    for (let n = 0; n < 150; n++) ids.add(String((await client.now('race', { n })).attrs._id));
    for (const r of racers) r.child.stdin!.write('go\n');
    await Promise.all(racers.map((r) => r.waitFor(/^done$/, 60_000)));
    const locked = racers.flatMap((r) => r.lines.flatMap((l) => /^locked (\S+)$/.exec(l)?.[1] ?? []));
    t.equal(locked.length, 150, `150 locks (${racers.map((r) => r.lines.length - 2).join(', ')} per process)`);
    t.same([...ids].filter((id) => locked.filter((l) => l === id).length !== 1), [], 'every job locked once');
  });

  contractCase(t, 'a job locked by a stopped instance runs again after its lock lifetime, not before', spec, async (t, h) => {
    const dead = await h.agenda({ name: 'dead', lockLifetime: SHORT_LOCK_MS, expectErrors: true });
    const live = await h.agenda({ name: 'live', lockLifetime: SHORT_LOCK_MS });
    let started = 0;
    const liveRuns: number[] = [];
    dead.define('hang', async () => {
      started++;
      await new Promise(() => undefined);
    });
    live.define('hang', async () => void liveRuns.push(Date.now()));
    await dead.start();
    await dead.now('hang');
    await until(() => started === 1, 10_000, 'the first instance to start the job');
    const lockedAt = (await live.queryJobs({ name: 'hang' })).jobs[0].lockedAt!.getTime();
    // Stopping keeps the lock of a running job: from the store's side, the holder is gone.
    await dead.stop();
    await live.start();
    await until(() => liveRuns.length === 1, SHORT_LOCK_MS + 10_000, 'the other instance to run it');
    const after = liveRuns[0] - lockedAt;
    t.ok(after >= SHORT_LOCK_MS, `not before the lock lifetime (${after} ms after the lock)`);
    t.ok(after <= SHORT_LOCK_MS + EXPIRED_FOUND_MS, `soon after it (${after} ms, lifetime ${SHORT_LOCK_MS})`);
    await sleep(300);
    t.equal(liveRuns.length, 1, 'run once more, not again');
    t.equal(started, 1);
  });

  contractCase(t, 'a job held by a SIGKILLed scheduler process runs again after its lock lifetime, not before', spec, async (t, h) => {
    const worker = await h.worker(SHORT_LOCK_MS);
    const live = await h.agenda({ name: 'live', lockLifetime: SHORT_LOCK_MS });
    const liveRuns: number[] = [];
    live.define('hang', async () => void liveRuns.push(Date.now()));
    await live.now('hang');
    const [, , lockedText] = await worker.waitFor(/^started (\S+) (\d+)$/);
    const lockedAt = Number(lockedText);
    worker.child.kill('SIGKILL');
    await worker.exited;
    await live.start();
    await until(() => liveRuns.length === 1, SHORT_LOCK_MS + 10_000, 'the surviving scheduler to run it');
    const after = liveRuns[0] - lockedAt;
    t.ok(after >= SHORT_LOCK_MS, `not before the lock lifetime (${after} ms after the dead process locked it)`);
    t.ok(after <= SHORT_LOCK_MS + EXPIRED_FOUND_MS, `soon after it (${after} ms)`);
    await sleep(2 * PROCESS_EVERY_MS + 100);
    t.equal(liveRuns.length, 1, 'once');
  });

  contractCase(
    t,
    'saving a job again does not release the lock a processor holds on it',
    spec,
    async (t, h) => {
    const agenda = await h.agenda();
    const repo = h.backendOf(agenda).repository;
    await agenda.every(60_000, 'kept');
    const locked = await repo.getNextJobToRun('kept', new Date(Date.now() + 1_000), new Date(Date.now() - 60_000), undefined, { lastModifiedBy: 'p1' });
    t.ok(locked?.lockedAt, 'locked by a processor');
    // A scheduler process restarting registers its schedule again.
    await agenda.every(60_000, 'kept');
    const after = await repo.getJobById(String(locked!._id));
    t.equal(after?.lockedAt?.getTime(), locked!.lockedAt!.getTime(), 'still locked');
    const again = await repo.getNextJobToRun('kept', new Date(Date.now() + 1_000), new Date(Date.now() - 60_000), undefined, undefined);
    t.equal(again, undefined, 'so no other processor can take it');
    },
    gaps.saveKeepsProcessorState,
  );
}
