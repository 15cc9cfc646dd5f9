import t, { type Test } from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { silentLogger, systemClock } from '@gleaner/platform';
import { SqliteStore, type Doc } from '@gleaner/store';
import { startRunSweeper } from './run-sweeper.js';

// The sweeper on a backlog larger than its batch: past the grace, one sweep reads batch after batch
// while full ones come back; within the grace, nothing is taken until a refusal is told (unqueued),
// and then the whole backlog drains at once. Each queued record is executed once.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-run-sweeper-'));
t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Work extends Doc {
  status: string;
  lease_until: string | null;
  created_at: string;
}

async function setup(t: Test, name: string, n: number, ageMs: number) {
  const store = new SqliteStore({ file: path.join(dir, `${name}.sqlite`), exclusive: true });
  t.teardown(() => store.close());
  const records = store.collection<Work>('work');
  const created = new Date(Date.now() - ageMs).toISOString();
  await records.insertMany(Array.from({ length: n }, (_, i) => ({ id: `w${i}`, status: 'running', lease_until: null, created_at: created })));
  const executed = new Map<string, number>();
  const target = {
    records,
    async execute(id: string) {
      executed.set(id, (executed.get(id) ?? 0) + 1);
      // The take: conditional, as the executors' (a record another took is left alone).
      await records.updateOne({ id, status: 'running', lease_until: null }, { $set: { status: 'success' } });
    },
  };
  return { records, executed, target };
}

t.test('past the grace, one sweep drains a backlog of several batches', async (t) => {
  const { executed, target } = await setup(t, 'grace', 25, 60_000);
  const sweeper = startRunSweeper(target, systemClock, silentLogger(), { everyMs: 600_000, queuedGraceMs: 1000, parallel: 3, batch: 10 });
  t.teardown(() => sweeper.stop());
  t.equal(await sweeper.sweep(), 25, 'three reads (10, 10, 5) in one sweep');
  t.equal(executed.size, 25);
  t.same([...executed.values()].filter((n) => n !== 1), [], 'each once');
});

t.test('within the grace, a refusal told drains the queued backlog at once', async (t) => {
  const { records, executed, target } = await setup(t, 'unqueued', 25, 0);
  const sweeper = startRunSweeper(target, systemClock, silentLogger(), { everyMs: 600_000, queuedGraceMs: 300_000, parallel: 3, batch: 10 });
  t.teardown(() => sweeper.stop());
  t.equal(await sweeper.sweep(), 0, 'queued within the grace: left to the bus');
  sweeper.unqueued();
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && (await records.count({ status: 'running' })) > 0) await new Promise((r) => setTimeout(r, 20));
  t.equal(await records.count({ status: 'running' }), 0, 'all taken without waiting for a tick or the grace');
  t.same([...executed.values()].filter((n) => n !== 1), [], 'each once');
});

t.test('when every take of a batch fails (writes refused), the drain stops until the next tick instead of spinning', async (t) => {
  const { records } = await setup(t, 'failing', 25, 0);
  let calls = 0;
  const target = {
    records,
    async execute() {
      calls++;
      throw new Error('disk full');
    },
  };
  const sweeper = startRunSweeper(target, systemClock, silentLogger(), { everyMs: 600_000, queuedGraceMs: 600_000, parallel: 3, batch: 10, budgetMs: 60_000 });
  t.teardown(() => sweeper.stop());
  sweeper.unqueued(); // a refusal: drain now
  // The batch first (slow on a loaded machine), then a while in which a spinning drain would go on.
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && calls < 10) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 500));
  t.equal(calls, 10, 'one batch tried, then nothing more until the next tick (no re-read of the same runs)');
});
