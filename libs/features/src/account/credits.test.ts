import t from 'tap';
import { createMetrics, ManualClock } from '@gleaner/platform';
import { SqliteStore } from '@gleaner/store';
import { CreditLedger } from './credits.js';
import { UsageLog } from './usage.js';
import { COLLECTIONS, type UsageEventRecord } from './records.js';

// Every rule holds in both modes: holds recorded in the store (cacheMs 0, several processes on
// one store) and holds kept in memory (cacheMs > 0, this process owns the accounts).
const MODES = [
  { mode: 'holds in the store', cacheMs: 0 },
  { mode: 'holds in memory', cacheMs: 60_000 },
];

async function openLedger(cacheMs: number, balance: number, clock = new ManualClock()) {
  const store = new SqliteStore({ file: ':memory:' });
  const credits = new CreditLedger(store, clock, cacheMs);
  await credits.open('usr_1', balance);
  return { credits, store, clock };
}

for (const { mode, cacheMs } of MODES) {
  const ledger = (balance: number, clock?: ManualClock) => openLedger(cacheMs, balance, clock);

  t.test(`${mode}: 50 parallel reserves against a balance of 10: exactly 10 succeed`, async (t) => {
    const { credits, store } = await ledger(10);
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => credits.reserve('usr_1', 'live', 1, 'content/scrape')));
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    const failed = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    t.equal(ok.length, 10);
    t.ok(failed.every((f) => f.reason.code === 'insufficient_credits'));
    t.equal(await credits.balance('usr_1'), 0);
    await store.close();
  });

  t.test(`${mode}: a settle that keeps credits counts the request in usage, in the same write`, async (t) => {
    const clock = new ManualClock(Date.UTC(2026, 10, 23, 12));
    const store = new SqliteStore({ file: ':memory:' });
    const usage = new UsageLog(store, clock);
    const credits = new CreditLedger(store, clock, cacheMs, usage);
    await credits.open('usr_1', 20);
    for (const used of [2, 1]) await credits.settle(await credits.reserve('usr_1', 'live', 2, 'pdf/generate'), used);
    await credits.refund(await credits.reserve('usr_1', 'live', 2, 'pdf/generate'));
    await credits.settle(await credits.reserve('usr_1', 'test', 2, 'pdf/generate'), 2);
    // Straight from the store: nothing of it waits in memory.
    const rows = await store.collection<UsageEventRecord>(COLLECTIONS.usageEvents).find({});
    t.same(rows.map((r) => [r.endpoint, r.env, r.count, r.credits, r.status]), [['pdf/generate', 'live', 2, 3, 200]], 'two charges in one row; the refund and the test key none');
    t.equal((await usage.report('usr_1', 'live', { period: 'day' })).summary.total_credits_used, 3);
    t.equal(await credits.balance('usr_1'), 17);
    await store.close();
  });

  t.test(`${mode}: kept credits are counted in gleaner_credits_charged_total by operation, once each`, async (t) => {
    const store = new SqliteStore({ file: ':memory:' });
    const metrics = createMetrics({ defaults: false });
    const credits = new CreditLedger(store, new ManualClock(), cacheMs, undefined, metrics);
    await credits.open('usr_1', 20);
    const pdf = await credits.reserve('usr_1', 'live', 2, 'pdf/generate');
    await credits.settle(pdf, 2);
    await credits.settle(pdf, 2); // idempotent: nothing more is kept
    await credits.settle(await credits.reserve('usr_1', 'live', 5, 'content/scrape'), 3);
    await credits.refund(await credits.reserve('usr_1', 'live', 2, 'content/scrape'));
    await credits.settle(await credits.reserve('usr_1', 'test', 2, 'content/scrape'), 2); // a test key keeps nothing
    const values = (await metrics.creditsCharged.get()).values.map((v) => [v.labels.operation, v.value]);
    t.same(values.sort(), [['content/scrape', 3], ['pdf/generate', 2]]);
    await store.close();
  });

  t.test(`${mode}: settle keeps what was used and returns the rest; refunds return all; both idempotent`, async (t) => {
    const { credits, store } = await ledger(20);
    const r = await credits.reserve('usr_1', 'live', 5, 'content/scrape');
    t.equal(await credits.balance('usr_1'), 15);
    const settled = await credits.settle(r, 3);
    t.same(settled, { used: 3, remaining: 17 });
    t.same(await credits.settle(r, 3), { used: 0, remaining: 17 }, 'a second settle changes nothing');
    const account = await credits.account('usr_1');
    t.equal(credits.usedThisMonth(account), 3);
    t.same(account.holds, {});

    const r2 = await credits.reserve('usr_1', 'live', 2, 'pdf/generate');
    t.same(await credits.refund(r2), { used: 0, remaining: 17 });
    t.same(await credits.refund(r2), { used: 0, remaining: 17 });
    t.equal(credits.usedThisMonth(await credits.account('usr_1')), 3);
    await store.close();
  });

  t.test(`${mode}: insufficient credits and a message that says why`, async (t) => {
    const { credits, store } = await ledger(1);
    await t.rejects(credits.reserve('usr_1', 'live', 2, 'pdf/generate'), { code: 'insufficient_credits', status: 403, message: /needs 2 credits; the balance is 1/ });
    t.equal(await credits.balance('usr_1'), 1, 'a refused reservation takes nothing');
    await store.close();
  });

  t.test(`${mode}: expired credits answer credits_expired and are not taken`, async (t) => {
    const clock = new ManualClock(Date.parse('2026-06-01T00:00:00Z'));
    const { credits, store } = await ledger(10, clock);
    await credits.add('usr_1', 5, '2026-06-02T00:00:00.000Z');
    const r = await credits.reserve('usr_1', 'live', 1, 'x');
    await credits.settle(r, 1);
    clock.advance(2 * 86_400_000);
    await t.rejects(credits.reserve('usr_1', 'live', 1, 'x'), { code: 'credits_expired', status: 403 });
    await t.rejects(credits.reserve('usr_1', 'test', 1, 'x'), { code: 'credits_expired' }, 'also for test keys: the account is unusable');
    t.equal(await credits.balance('usr_1'), 14);
    await credits.add('usr_1', 1, null);
    t.ok(await credits.reserve('usr_1', 'live', 1, 'x'), 'null expiry means never');
    await store.close();
  });

  t.test(`${mode}: test keys consume nothing`, async (t) => {
    const { credits, store } = await ledger(0);
    const r = await credits.reserve('usr_1', 'test', 3, 'content/scrape');
    t.equal(r.amount, 0);
    t.same(await credits.settle(r, 3), { used: 0, remaining: 0 });
    t.ok(await credits.extend(r, 1));
    await store.close();
  });

  t.test(`${mode}: extend takes more while work runs (pagination) and stops at zero`, async (t) => {
    const { credits, store } = await ledger(3);
    const r = await credits.reserve('usr_1', 'live', 1, 'content/scrape');
    t.ok(await credits.extend(r, 1));
    t.ok(await credits.extend(r, 1));
    t.notOk(await credits.extend(r, 1), 'the balance ran out');
    t.equal(r.amount, 3);
    t.same(await credits.settle(r, 3), { used: 3, remaining: 0 });
    await store.close();
  });

  t.test(`${mode}: a settle and a reserve at once cannot spend the same credits`, async (t) => {
    const { credits, store } = await ledger(5);
    const r = await credits.reserve('usr_1', 'live', 5, 'content/scrape');
    const [settled, next] = await Promise.allSettled([credits.settle(r, 5), credits.reserve('usr_1', 'live', 1, 'content/scrape')]);
    t.same(settled.status === 'fulfilled' && settled.value, { used: 5, remaining: 0 });
    t.equal(next.status, 'rejected');
    t.equal(await credits.balance('usr_1'), 0);
    t.equal((await credits.account('usr_1')).balance, 0, 'the store has the charge');
    await store.close();
  });
}

t.test('holds in the store left by a dead worker are refunded by the sweeper', async (t) => {
  const clock = new ManualClock();
  const { credits, store } = await openLedger(0, 10, clock);
  await credits.reserve('usr_1', 'live', 4, 'content/scrape');
  clock.advance(10 * 60_000);
  const fresh = await credits.reserve('usr_1', 'live', 1, 'content/scrape');
  clock.advance(60_000);
  t.equal(await credits.refundStaleHolds(5 * 60_000), 1);
  t.equal(await credits.balance('usr_1'), 9, 'only the old hold came back');
  t.same(Object.keys((await credits.account('usr_1')).holds), [fresh.id]);
  await store.close();
});

t.test('with its cache on, the ledger reads exactly what the store holds after every change', async (t) => {
  const clock = new ManualClock();
  const store = new SqliteStore({ file: ':memory:' });
  const cached = new CreditLedger(store, clock, 60_000);
  const direct = new CreditLedger(store, clock);
  await cached.open('usr_1', 10);
  const same = async (what: string) => t.same(await cached.account('usr_1'), await direct.account('usr_1'), what);
  await same('after open');
  const a = await cached.reserve('usr_1', 'live', 4, 'content/scrape');
  await same('after a reserve');
  // Concurrent changes: reads started before a write finished must not be cached over it.
  const [b] = await Promise.all([cached.reserve('usr_1', 'live', 3, 'content/scrape'), cached.account('usr_1'), cached.settle(a, 1)]);
  await same('after concurrent reserve, read and settle');
  t.equal(await cached.balance('usr_1'), 10 - 3 - 1);
  t.equal((await cached.account('usr_1')).balance, 10 - 1, 'the hold of 3 is in memory; the store has only the charge of 1');
  await cached.extend(b, 2);
  await same('after an extend');
  await cached.add('usr_1', 5);
  await same('after credits are added');
  await t.rejects(cached.reserve('usr_1', 'live', 100, 'content/scrape'), { code: 'insufficient_credits' });
  await same('after a refused reserve');
  await cached.refund(b);
  await same('after a refund');
  t.equal((await cached.account('usr_1')).balance, 14);
  await store.close();
});

t.test('holds in memory: nothing is written until the settle; a hold recorded in the store by an older file is still settled and swept', async (t) => {
  const clock = new ManualClock();
  const store = new SqliteStore({ file: ':memory:' });
  const durable = new CreditLedger(store, clock);
  await durable.open('usr_1', 10);
  const old = await durable.reserve('usr_1', 'live', 2, 'content/scrape');
  const stale = await durable.reserve('usr_1', 'live', 3, 'content/scrape');
  const owner = new CreditLedger(store, clock, 60_000);
  const r = await owner.reserve('usr_1', 'live', 4, 'content/scrape');
  const stored = await durable.account('usr_1');
  t.equal(stored.balance, 5, 'the in-memory hold did not touch the store');
  t.same(Object.keys(stored.holds).sort(), [old.id, stale.id].sort());
  t.equal(await owner.balance('usr_1'), 1);
  t.same(await owner.settle(old, 1), { used: 1, remaining: 2 }, 'the stored hold is settled from the store');
  clock.advance(60 * 60_000);
  t.equal(await owner.refundStaleHolds(30 * 60_000), 1, 'the sweeper still refunds stored holds');
  t.same(await owner.settle(r, 4), { used: 4, remaining: 5 });
  t.same(await owner.settle(r, 4), { used: 0, remaining: 5 }, 'a second settle changes nothing');
  t.equal(owner.usedThisMonth(await owner.account('usr_1')), 5);
  await store.close();
});

// With several processes (a guard), a store like MongoDB may answer a read from before a write that
// already answered, and two writes may answer in another order than they were applied. Neither may
// leave a stale balance cached: only a write that nothing overlapped is remembered.
t.test('cached balances on a shared store: an overlapping read or write is never kept', async (t) => {
  const trusting = { trusted: () => true, listen: () => undefined, publish: async () => true, balanceChanged: () => undefined };
  type Gate = { promise: Promise<void>; open: () => void };
  const gate = (): Gate => {
    let open!: () => void;
    return { promise: new Promise<void>((r) => (open = r)), open: () => open() };
  };
  const settle = () => new Promise((r) => setTimeout(r, 20));
  const setup = async () => {
    const store = new SqliteStore({ file: ':memory:' });
    t.teardown(() => store.close());
    const real = store.collection(COLLECTIONS.creditAccounts);
    const gates: { get?: Promise<unknown>; update: Array<{ apply: Gate; answer: Gate }> } = { update: [] };
    const slow = Object.create(real) as typeof real;
    // A get that answers what the test says (a read served from before a write).
    slow.get = async (id: string) => (gates.get ? ((await gates.get) as never) : real.get(id));
    // An update applied when its first gate opens and answered when its second does.
    slow.updateOne = async (...args: Parameters<typeof real.updateOne>) => {
      const g = gates.update.shift();
      if (g) await g.apply.promise;
      const result = await real.updateOne(...args);
      if (g) await g.answer.promise;
      return result;
    };
    const collection = store.collection.bind(store);
    store.collection = ((name: string) => (name === COLLECTIONS.creditAccounts ? slow : collection(name))) as typeof store.collection;
    const ledger = new CreditLedger(store, new ManualClock(), 60_000, undefined, undefined, trusting);
    await ledger.open('u1', 10);
    return { ledger, real, gates };
  };

  await t.test('a read served from before a write that answered first', async (t) => {
    const { ledger, real, gates } = await setup();
    const stale = await real.get('u1');
    let answerRead!: (v: unknown) => void;
    gates.get = new Promise((r) => (answerRead = r));
    const writing = ledger.add('u1', 5);
    const reading = ledger.account('u1');
    await writing; // the write answered: 15
    gates.get = undefined;
    answerRead(stale); // then the read answers what the store held before: 10
    await reading;
    t.equal((await ledger.account('u1')).balance, 15, "the balance shown is the store's");
  });

  await t.test('two writes answered in the other order than applied', async (t) => {
    const { ledger, gates } = await setup();
    const [g1, g2] = [{ apply: gate(), answer: gate() }, { apply: gate(), answer: gate() }];
    gates.update.push(g1, g2);
    const w1 = ledger.add('u1', 5);
    const w2 = ledger.add('u1', 5);
    g2.apply.open(); // the second is applied first (15)
    await settle();
    g1.apply.open(); // then the first (20)
    await settle();
    g1.answer.open(); // the first answers first (20)
    await w1;
    g2.answer.open(); // the second answers last, with 15
    await w2;
    t.equal((await ledger.account('u1')).balance, 20, "the balance shown is the store's");
  });
});
