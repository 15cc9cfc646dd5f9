import type { Test } from 'tap';
import { matches } from './paths.js';
import type { BatchUpdate, Doc, DocumentStore, Filter } from './port.js';

// The contract every DocumentStore adapter passes (SQLite now, MongoDB in the distributed
// topology). Filter results are also checked against the JavaScript reference `matches`.

export type StoreFactory = () => Promise<DocumentStore>;

/**
 * Cases an adapter's test backend cannot honour (a stand-in's gap, not the adapter's choice), each
 * with the reason: the case is skipped with that reason printed, never run against a fake.
 */
export interface StoreContractGaps {
  /** updateAll undoes what a batch wrote before an update that matched nothing. */
  batchRollback?: string;
  /** A unique index refuses a second document with the same value. */
  uniqueIndexes?: string;
}

interface Item extends Doc {
  user_id: string;
  url: string;
  n: number;
  created_at: string;
  tags?: string[];
  flag?: boolean;
  meta?: { size: number; kind: string | null };
  note?: string | null;
}

let seq = 0;
const name = (base: string) => `${base}_${++seq}`;

function items(): Item[] {
  return [
    { id: 'a1', user_id: 'u1', url: 'https://shop.example.com/a', n: 5, created_at: '2026-01-01T00:00:00.000Z', flag: true, meta: { size: 10, kind: 'pdf' } },
    { id: 'a2', user_id: 'u1', url: 'https://news.example.org/b', n: 15, created_at: '2026-01-02T00:00:00.000Z', flag: false, meta: { size: 20, kind: null }, note: null },
    { id: 'a3', user_id: 'u2', url: 'https://SHOP.example.com/c', n: 25, created_at: '2026-01-03T00:00:00.000Z', meta: { size: 5, kind: 'png' }, note: 'x' },
    { id: 'a4', user_id: 'u1', url: 'https://blog.example.net/d', n: -1, created_at: '2026-01-04T12:00:00.000Z', tags: ['t'] },
  ];
}

export function runStoreContract(t: Test, adapter: string, factory: StoreFactory, gaps: StoreContractGaps = {}): void {
  t.test(`${adapter}: insert, get, duplicate ids`, async (t) => {
    const store = await factory();
    t.teardown(() => store.close());
    const c = store.collection<Item>(name('basic'));
    for (const it of items()) await c.insert(it);
    t.same(await c.get('a3'), items()[2]);
    t.equal(await c.get('missing'), null);
    await t.rejects(c.insert(items()[0]), { code: 'already_exists' });
    t.equal(await c.count({}), 4);
    t.equal(await c.insertMany([{ ...items()[0], id: 'b1' }, { ...items()[1], id: 'b2' }]), 2);
    await t.rejects(c.insertMany([{ ...items()[0], id: 'b3' }, { ...items()[0], id: 'b1' }]), { code: 'already_exists' });
    t.equal(await c.get('b3'), null, 'insertMany is all or nothing');
    t.equal(await c.count({}), 6);
  });

  t.test(`${adapter}: filters agree with the reference semantics`, async (t) => {
    const store = await factory();
    t.teardown(() => store.close());
    const c = store.collection<Item>(name('filters'));
    for (const it of items()) await c.insert(it);
    const cases: [Filter, string[]][] = [
      [{ user_id: 'u1' }, ['a1', 'a2', 'a4']],
      [{ flag: true }, ['a1']],
      [{ flag: false }, ['a2']],
      [{ n: { $gt: 5 } }, ['a2', 'a3']],
      [{ n: { $gte: 5, $lt: 25 } }, ['a1', 'a2']],
      [{ n: { $lte: 0 } }, ['a4']],
      [{ created_at: { $gte: '2026-01-02', $lte: '2026-01-03T23:59:59.999Z' } }, ['a2', 'a3']],
      [{ url: { $contains: 'shop.EXAMPLE' } }, ['a1', 'a3']],
      [{ user_id: { $in: ['u2', 'u9'] } }, ['a3']],
      [{ user_id: { $nin: ['u2'] } }, ['a1', 'a2', 'a4']],
      [{ note: { $nin: ['x'] } }, ['a1', 'a2', 'a4']],
      [{ note: { $nin: ['x', null] } }, []],
      [{ user_id: { $ne: 'u1' } }, ['a3']],
      [{ 'meta.size': { $gte: 10 } }, ['a1', 'a2']],
      [{ 'meta.kind': null }, ['a2', 'a4']],
      [{ note: null }, ['a1', 'a2', 'a4']],
      [{ note: { $exists: true } }, ['a2', 'a3']],
      [{ tags: { $exists: false } }, ['a1', 'a2', 'a3']],
      [{ note: { $ne: null } }, ['a3']],
      [{ id: 'a2' }, ['a2']],
      [{ user_id: 'u1', n: { $gt: 0 } }, ['a1', 'a2']],
      [{ n: { $gt: '5' } }, []],
    ];
    for (const [filter, expected] of cases) {
      const got = (await c.find(filter, { sort: [{ field: 'id', order: 'asc' }] })).map((d) => d.id);
      t.same(got, expected, JSON.stringify(filter));
      t.same(items().filter((d) => matches(d, filter)).map((d) => d.id), expected, `reference ${JSON.stringify(filter)}`);
      t.equal(await c.count(filter), expected.length, `count ${JSON.stringify(filter)}`);
    }
  });

  t.test(`${adapter}: sort, skip, limit, exclude`, async (t) => {
    const store = await factory();
    t.teardown(() => store.close());
    const c = store.collection<Item>(name('sort'));
    for (const it of items()) await c.insert(it);
    t.same((await c.find({}, { sort: [{ field: 'created_at', order: 'desc' }] })).map((d) => d.id), ['a4', 'a3', 'a2', 'a1']);
    t.same((await c.find({}, { sort: [{ field: 'n', order: 'asc' }], skip: 1, limit: 2 })).map((d) => d.id), ['a1', 'a2']);
    t.same((await c.find({}, { sort: [{ field: 'user_id', order: 'asc' }, { field: 'n', order: 'desc' }] })).map((d) => d.id), ['a2', 'a1', 'a4', 'a3']);
    const slim = await c.find({ id: 'a1' }, { exclude: ['meta', 'url'] });
    t.same(slim[0], { id: 'a1', user_id: 'u1', n: 5, created_at: '2026-01-01T00:00:00.000Z', flag: true });
    t.equal((await c.findOne({ user_id: 'u1' }, { sort: [{ field: 'n', order: 'desc' }] }))?.id, 'a2');
  });

  t.test(`${adapter}: conditional updates are atomic`, async (t) => {
    const store = await factory();
    t.teardown(() => store.close());
    const c = store.collection<Doc & { balance: number; holds?: Record<string, number> }>(name('atomic'));
    await c.insert({ id: 'acct', balance: 10 });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => c.updateOne({ id: 'acct', balance: { $gte: 1 } }, { $inc: { balance: -1 }, $set: { [`holds.h${i}`]: 1 } })),
    );
    t.equal(results.filter(Boolean).length, 10, 'exactly 10 of 50 reserves succeed');
    const after = await c.get('acct');
    t.equal(after?.balance, 0, 'never below zero');
    t.equal(Object.keys(after?.holds ?? {}).length, 10);
    const released = await c.updateOne({ id: 'acct', 'holds.h0': { $exists: true } }, { $inc: { balance: 1 }, $unset: ['holds.h0'] });
    t.equal(released?.balance, 1);
    t.equal(await c.updateOne({ id: 'acct', 'holds.h0': { $exists: true } }, { $inc: { balance: 1 } }), null, 'a second release finds nothing');
    t.equal(await c.updateMany({ balance: { $gte: 0 } }, { $set: { touched: true } }), 1);
  });

  t.test(`${adapter}: updateAll commits every update or none, across collections`, async (t) => {
    const store = await factory();
    t.teardown(() => store.close());
    const accounts = name('batch_accounts');
    const counts = name('batch_counts');
    const a = store.collection<Doc & { balance: number }>(accounts);
    const c = store.collection<Doc & { n: number; credits: number }>(counts);
    await a.insert({ id: 'acct', balance: 3 });
    const charge = (amount: number): BatchUpdate[] => [
      { collection: accounts, filter: { id: 'acct', balance: { $gte: amount } }, update: { $inc: { balance: -amount } } },
      { collection: counts, filter: { id: 'bucket' }, update: { $inc: { n: 1, credits: amount } }, upsert: true },
    ];
    const first = await store.updateAll(charge(2));
    t.same(first, [{ id: 'acct', balance: 1 }, { id: 'bucket', n: 1, credits: 2 }], 'the upsert inserts, from 0');
    t.equal(await store.updateAll(charge(2)), null, 'a condition that fails: null');
    t.equal((await a.get('acct'))?.balance, 1, 'and nothing of the batch was written');
    t.same(await c.get('bucket'), { id: 'bucket', n: 1, credits: 2 }, 'not even the upsert');
    t.same((await store.updateAll(charge(1)))?.[1], { id: 'bucket', n: 2, credits: 3 }, 'the upsert updates what exists');
    t.same(await store.updateAll([]), [], 'an empty batch');
    // Interleaved batches never overspend: 12 charges of 1 on a balance of 10 (after a top-up).
    await a.updateOne({ id: 'acct' }, { $set: { balance: 10 } });
    const results = await Promise.all(Array.from({ length: 12 }, () => store.updateAll(charge(1))));
    t.equal(results.filter(Boolean).length, 10);
    t.equal((await a.get('acct'))?.balance, 0);
    t.equal((await c.get('bucket'))?.n, 12, 'each commit counted once with its charge');
  });

  t.test(`${adapter}: updateAll removes a document with the update of another, or neither`, async (t) => {
    const store = await factory();
    t.teardown(() => store.close());
    const items = name('batch_items');
    const counts = name('batch_tally');
    const i = store.collection<Doc & { owner: string }>(items);
    const c = store.collection<Doc & { n: number }>(counts);
    await i.insert({ id: 'x', owner: 'u1' });
    await c.insert({ id: 'tally', n: 1 });
    const release = (owner: string): BatchUpdate[] => [
      { collection: items, filter: { id: 'x', owner }, update: {}, remove: true },
      { collection: counts, filter: { id: 'tally' }, update: { $inc: { n: -1 } } },
    ];
    t.equal(await store.updateAll(release('u2')), null, 'a removal that matches nothing fails the batch');
    t.equal((await c.get('tally'))?.n, 1, 'and the update after it is not written');
    t.same(await store.updateAll(release('u1')), [{ id: 'x', owner: 'u1' }, { id: 'tally', n: 0 }], 'the removed document as it was, the update as after');
    t.equal(await i.get('x'), null, 'removed');
    t.equal(await store.updateAll(release('u1')), null, 'a second removal finds nothing');
    t.equal((await c.get('tally'))?.n, 0, 'and releases nothing');
  });

  t.test(`${adapter}: updateAll undoes what a failing batch wrote before the failure`, { skip: gaps.batchRollback ?? false }, async (t) => {
    const store = await factory();
    t.teardown(() => store.close());
    const accounts = name('rollback_accounts');
    const counts = name('rollback_counts');
    const a = store.collection<Doc & { balance: number }>(accounts);
    const c = store.collection<Doc & { n: number }>(counts);
    await a.insert({ id: 'acct', balance: 3 });
    await c.insert({ id: 'bucket', n: 2 });
    const missing = await store.updateAll([
      { collection: counts, filter: { id: 'bucket' }, update: { $inc: { n: 1 } } },
      { collection: counts, filter: { id: 'fresh' }, update: { $inc: { n: 1 } }, upsert: true },
      { collection: accounts, filter: { id: 'nobody' }, update: { $inc: { balance: 1 } } },
    ]);
    t.equal(missing, null, 'an update (not an upsert) of a missing document fails the batch');
    t.equal((await c.get('bucket'))?.n, 2, 'the update before it was undone');
    t.equal(await c.get('fresh'), null, 'and the upsert before it');
    const short = await store.updateAll([
      { collection: accounts, filter: { id: 'acct', balance: { $gte: 1 } }, update: { $inc: { balance: -1 } } },
      { collection: accounts, filter: { id: 'acct', balance: { $gte: 5 } }, update: { $inc: { balance: -5 } } },
    ]);
    t.equal(short, null, 'a later condition that fails');
    t.equal((await a.get('acct'))?.balance, 3, 'undoes an earlier charge');
  });

  t.test(`${adapter}: deletes`, async (t) => {
    const store = await factory();
    t.teardown(() => store.close());
    const c = store.collection<Item>(name('delete'));
    for (const it of items()) await c.insert(it);
    t.equal((await c.deleteOne({ id: 'a1' }))?.id, 'a1');
    t.equal(await c.deleteOne({ id: 'a1' }), null);
    t.equal(await c.deleteMany({ user_id: 'u1' }), 2);
    t.same((await c.find({})).map((d) => d.id), ['a3']);
  });

  t.test(`${adapter}: unique indexes`, { skip: gaps.uniqueIndexes ?? false }, async (t) => {
    const store = await factory();
    t.teardown(() => store.close());
    const c = store.collection<Doc & { hash: string }>(name('unique'));
    await c.ensureIndex({ fields: ['hash'], unique: true });
    await c.ensureIndex({ fields: ['hash'], unique: true }); // idempotent
    await c.insert({ id: 'k1', hash: 'h' });
    await t.rejects(c.insert({ id: 'k2', hash: 'h' }), { code: 'already_exists' });
    await store.ping();
  });
}
