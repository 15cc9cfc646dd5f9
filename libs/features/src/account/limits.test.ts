import t, { type Test } from 'tap';
import { ManualClock } from '@gleaner/platform';
import { SqliteStore, type DocumentStore } from '@gleaner/store';
import { MongoStore } from '@gleaner/store/mongo';
import { MONGO_STAND_IN_URI_OPTIONS, startMongoStandIn } from '@gleaner/testkit';
import type { KeyLimits } from './limits.js';
import { MemoryKeyLimits } from './memory-limits.js';
import { StoreKeyLimits } from './store-limits.js';

// One contract for both keepers of per-key limits (in memory, and in the shared store: SQLite and
// the MongoDB stand-in), then what only the shared one promises: processes count together, and a
// dead holder's slots come back after its lease.

type Make = (clock: ManualClock) => Promise<KeyLimits>;

function limitsContract(t: Test, name: string, make: Make): void {
  t.test(`${name}: requests per minute in a fixed window`, async (t) => {
    const clock = new ManualClock(Date.parse('2026-01-01T00:00:10Z'));
    const limits = await make(clock);
    for (let i = 0; i < 3; i++) t.match(await limits.hit('k', 3), { allowed: true, remaining: 2 - i, limit: 3 });
    const over = await limits.hit('k', 3);
    t.equal(over.allowed, false);
    t.equal(over.remaining, 0);
    t.equal(over.resetSeconds, 50);
    t.equal((await limits.hit('other', 3)).allowed, true, 'keys are counted apart');
    clock.advance(50_000);
    t.match(await limits.hit('k', 3), { allowed: true, remaining: 2 }, 'a new window');
  });

  t.test(`${name}: render slots in flight`, async (t) => {
    const limits = await make(new ManualClock(Date.parse('2026-01-01T00:00:10Z')));
    const a = await limits.acquire('k', 2);
    const b = await limits.acquire('k', 2);
    await t.rejects(async () => limits.acquire('k', 2), { code: 'concurrent_limit_exceeded', status: 429 });
    await a();
    await a(); // releasing twice frees one slot only
    const c = await limits.acquire('k', 2);
    await t.rejects(async () => limits.acquire('k', 2), { code: 'concurrent_limit_exceeded' });
    t.ok(await limits.acquire('other', 2), 'keys are counted apart');
    await b();
    await c();
  });
}

limitsContract(t, 'in memory', async (clock) => new MemoryKeyLimits(clock));
limitsContract(t, 'in SQLite', async (clock) => new StoreKeyLimits(new SqliteStore({ file: ':memory:' }), clock));

t.test('in the MongoDB stand-in, shared by processes', async (t) => {
  const standIn = await startMongoStandIn();
  const stores: DocumentStore[] = [];
  t.teardown(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await standIn.stop();
  });
  let n = 0;
  const open = (dbName: string) => {
    const store = new MongoStore({ uri: `${standIn.uri}?${MONGO_STAND_IN_URI_OPTIONS}`, dbName });
    stores.push(store);
    return store;
  };
  limitsContract(t, 'mongodb (stand-in)', async (clock) => new StoreKeyLimits(open(`limits_${++n}`), clock));

  t.test('two processes count one window and one set of slots', async (t) => {
    const clock = new ManualClock(Date.parse('2026-01-01T00:00:10Z'));
    const dbName = `shared_${++n}`;
    const [a, b] = [new StoreKeyLimits(open(dbName), clock), new StoreKeyLimits(open(dbName), clock)];
    const hits = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).hit('k', 10)));
    t.equal(hits.filter((h) => h.allowed).length, 10, '10 of 30 requests allowed across both');
    t.same(hits.filter((h) => h.allowed).map((h) => h.remaining).sort((x, y) => x - y), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'each saw its own count');
    const slots = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).acquire('k', 7)));
    const taken = slots.filter((s) => s.status === 'fulfilled');
    t.equal(taken.length, 7, '7 of 30 slots taken across both');
    t.ok(slots.every((s) => s.status === 'fulfilled' || (s.reason as { code?: string }).code === 'concurrent_limit_exceeded'), 'the rest are concurrent_limit_exceeded');
    for (const s of taken) await (s as PromiseFulfilledResult<() => Promise<void>>).value();
    t.ok(await b.acquire('k', 7), 'released on one process, free on the other');
  });

  t.test("a dead holder's slots come back once its lease expires", async (t) => {
    const clock = new ManualClock(Date.parse('2026-01-01T00:00:10Z'));
    const dbName = `lease_${++n}`;
    const dead = new StoreKeyLimits(open(dbName), clock, 60_000);
    const alive = new StoreKeyLimits(open(dbName), clock, 60_000);
    await dead.acquire('k', 2);
    await dead.acquire('k', 2); // never released: its process "died" (the ManualClock never fires its renewals)
    await t.rejects(async () => alive.acquire('k', 2), { code: 'concurrent_limit_exceeded' }, 'held while the lease runs');
    clock.advance(59_000);
    await t.rejects(async () => alive.acquire('k', 2), { code: 'concurrent_limit_exceeded' }, 'still held just before it expires');
    clock.advance(2_000);
    const release = await alive.acquire('k', 2);
    t.ok(release, 'taken back after the lease');
    t.ok(await alive.acquire('k', 2), 'both slots came back');
    await t.rejects(async () => alive.acquire('k', 2), { code: 'concurrent_limit_exceeded' }, 'and the limit holds again');
  });
});

t.test('a busy key is leased in batches: no store trip while the process holds tokens, and never past the limit across processes', async (t) => {
  const clock = new ManualClock(Date.parse('2026-01-01T00:00:10Z'));
  const store = new SqliteStore({ file: ':memory:' });
  t.teardown(() => store.close());
  const [a, b] = [new StoreKeyLimits(store, clock), new StoreKeyLimits(store, clock)];
  const LIMIT = 1600; // leases of at most 1600 / 16 = 100
  let trips = 0;
  let first = 0;
  for (let i = 0; i < 500; i++) {
    const decision = a.hit('k', LIMIT);
    if (decision instanceof Promise) trips++;
    if ((await decision).allowed) first++;
  }
  t.equal(first, 500, 'all allowed');
  t.ok(trips <= 15, `500 requests cost ${trips} store trips (the batch doubles up to 100)`);

  // Both processes at once, well past the limit: the sum of leases never passes it.
  const decisions = await Promise.all(Array.from({ length: 2400 }, (_, i) => (i % 2 ? a : b).hit('k', LIMIT)));
  const allowed = 500 + decisions.filter((d) => d.allowed).length;
  t.ok(allowed <= LIMIT, `${allowed} allowed of a limit of ${LIMIT}`);
  t.ok(allowed >= LIMIT - LIMIT / 16, `at most one lease (${LIMIT / 16}) left unspent by the other process (${LIMIT - allowed} refused early)`);
  t.ok(decisions.filter((d) => !d.allowed).every((d) => d.remaining === 0 && d.resetSeconds === 50), 'refusals say when the window resets');
  clock.advance(50_000);
  t.equal((await a.hit('k', LIMIT)).allowed, true, 'a new window');
});
