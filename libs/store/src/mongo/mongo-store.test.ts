import t from 'tap';
import { MONGO_STAND_IN_URI_OPTIONS, startMongoStandIn } from '@gleaner/testkit';
import { runStoreContract } from '../contract.js';
import { tracedStore } from '../traced-store.js';
import type { Doc } from '../port.js';
import { MongoStore } from './mongo-store.js';

// The store contract on MongoStore, against the CongoDB stand-in (../shared/FACTS.md): what the
// stand-in cannot do is skipped with the reason, everything else must pass as on SQLite.

const GAPS = {
  batchRollback: 'stand-in gap: CongoDB does not roll back an aborted transaction (on MongoDB, withTransaction aborts it and nothing is written)',
  uniqueIndexes: 'stand-in gap: CongoDB does not enforce unique indexes (on MongoDB the index refuses the duplicate: 11000, mapped to already_exists)',
};

t.test('MongoStore on the CongoDB stand-in', async (t) => {
  const standIn = await startMongoStandIn();
  t.teardown(() => standIn.stop());
  let n = 0;
  // A database per store: cases never see each other's collections.
  const open = () => new MongoStore({ uri: `${standIn.uri}?${MONGO_STAND_IN_URI_OPTIONS}`, dbName: `contract_${++n}` });

  runStoreContract(t, 'mongodb (stand-in)', async () => open(), GAPS);
  runStoreContract(t, 'mongodb (stand-in) behind tracedStore', async () => tracedStore(open()), GAPS);

  t.test('60 conditional decrements over 3 clients: exactly 10 succeed, the balance ends at 0', async (t) => {
    const dbName = `race_${++n}`;
    const clients = [0, 1, 2].map(() => new MongoStore({ uri: `${standIn.uri}?${MONGO_STAND_IN_URI_OPTIONS}`, dbName }));
    t.teardown(() => Promise.all(clients.map((c) => c.close())));
    type Account = Doc & { balance: number; holds?: Record<string, number> };
    await clients[0].collection<Account>('accounts').insert({ id: 'acct', balance: 10 });
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        clients[i % 3].collection<Account>('accounts').updateOne({ id: 'acct', balance: { $gte: 1 } }, { $inc: { balance: -1 }, $set: { [`holds.h${i}`]: 1 } }),
      ),
    );
    t.equal(results.filter(Boolean).length, 10, 'exactly 10 of 60 succeed');
    t.ok(results.every((r) => r === null || r.balance >= 0), 'no answer shows a balance below zero');
    const after = await clients[1].collection<Account>('accounts').get('acct');
    t.equal(after?.balance, 0);
    t.equal(Object.keys(after?.holds ?? {}).length, 10, 'one hold per success');
  });

  t.test('documents come back without _id; ids stay unique across clients; indexes are made at first use', async (t) => {
    const dbName = `shape_${++n}`;
    const a = new MongoStore({ uri: `${standIn.uri}?${MONGO_STAND_IN_URI_OPTIONS}`, dbName });
    const b = new MongoStore({ uri: `${standIn.uri}?${MONGO_STAND_IN_URI_OPTIONS}`, dbName });
    t.teardown(async () => {
      await a.close();
      await b.close();
    });
    const things = a.collection<Doc & { n: number }>('things');
    await things.insert({ id: 'x', n: 1 });
    t.same(await things.get('x'), { id: 'x', n: 1 });
    t.same(await things.find({}), [{ id: 'x', n: 1 }]);
    t.same(await things.updateOne({ id: 'x' }, { $inc: { n: 1 } }), { id: 'x', n: 2 });
    await t.rejects(b.collection('things').insert({ id: 'x' }), { code: 'already_exists' }, 'another client cannot insert the same id');
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).collection('racy').insert({ id: 'same' })));
    t.equal(results.filter((r) => r.status === 'fulfilled').length, 1, 'ten racing inserts of one id: one wins');
    t.equal(await a.collection('racy').count({}), 1);
    const indexes = await a.db.collection('things').indexes();
    t.ok(indexes.some((i) => i.name === 'id_unique' && i.unique), 'the id has a unique index');
    await things.ensureIndex({ fields: ['n'] });
    t.ok((await a.db.collection('things').indexes()).some((i) => i.name === 'n'), 'ensureIndex creates it');
    await a.ping();
  });

  t.test('filters refuse what MongoDB would run as code or read as an operator', async (t) => {
    const store = open();
    t.teardown(() => store.close());
    const c = store.collection('safe');
    await t.rejects(c.find({ $where: 'true' } as never));
    await t.rejects(c.find({ x: { $where: 'true' } } as never));
    await t.rejects(c.find({ x: { a: 1 } } as never), /a value must be/);
    await c.insert({ id: 'dot', url: 'a.b' } as Doc);
    t.equal(await c.count({ url: { $contains: '.' } }), 1, '$contains is a substring, not a pattern');
    t.equal(await c.count({ url: { $contains: 'a.*' } }), 0);
  });
});

t.test('an unreachable server fails calls with a message naming it, within the selection timeout', async (t) => {
  const store = new MongoStore({ uri: 'mongodb://user:secret@127.0.0.1:9/gleaner', serverSelectionTimeoutMs: 500 });
  t.teardown(() => store.close());
  const started = Date.now();
  const err = await store.ping().then(() => undefined, (e: Error) => e);
  t.match(err, { code: 'service_unavailable', message: 'the document store cannot be reached; retry shortly' });
  t.match((err?.cause as Error | undefined)?.message, /^MongoDB at mongodb:\/\/\*\*\*@127\.0\.0\.1:9\/gleaner \(GLEANER_MONGODB_URI\) cannot be reached/, 'the cause says where, without the password');
  t.ok(Date.now() - started < 5_000);
});

t.test('MongoDB unreachable: calls answer service_unavailable in time, and work again when it is back', async (t) => {
  const standIn = await startMongoStandIn();
  let running = true;
  t.teardown(() => (running ? standIn.stop() : undefined));
  const store = new MongoStore({ uri: standIn.uri, dbName: 'outage', serverSelectionTimeoutMs: 1000 });
  t.teardown(() => store.close());
  const docs = store.collection<Doc & { n: number }>('docs');
  await docs.insert({ id: 'a', n: 1 });
  await store.ping();

  await standIn.stop();
  running = false;
  const started = Date.now();
  await t.rejects(docs.get('a'), { code: 'service_unavailable' }, 'a read');
  await t.rejects(store.ping(), { code: 'service_unavailable' }, 'the readiness check');
  await t.rejects(store.updateAll([{ collection: 'docs', filter: { id: 'a' }, update: { $inc: { n: 1 } } }]), { code: 'service_unavailable' }, 'a batch');
  t.ok(Date.now() - started < 10_000, `answered in ${Date.now() - started} ms, not hung`);

  await standIn.restart();
  running = true;
  // The same store object, no restart of ours: the driver reconnects (the stand-in comes back empty).
  await store.ping();
  await docs.insert({ id: 'b', n: 2 });
  t.same(await docs.get('b'), { id: 'b', n: 2 });
});

