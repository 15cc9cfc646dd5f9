import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runStoreContract } from '../contract.js';
import { SqliteStore, StoreLockedError } from './sqlite-store.js';
import { tracedStore } from '../traced-store.js';

runStoreContract(t, 'sqlite (memory)', async () => new SqliteStore({ file: ':memory:' }));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-store-'));
t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;
runStoreContract(t, 'sqlite (file, WAL)', async () => new SqliteStore({ file: path.join(dir, `db${++n}.sqlite`) }));
runStoreContract(t, 'sqlite (file, WAL, exclusive)', async () => new SqliteStore({ file: path.join(dir, `db${++n}.sqlite`), exclusive: true }));

t.test('an exclusive store keeps the file to itself until it closes', async (t) => {
  const file = path.join(dir, 'owned.sqlite');
  const owner = new SqliteStore({ file, exclusive: true });
  await owner.collection('things').insert({ id: 'x' });
  t.notOk(fs.existsSync(`${file}-shm`), 'the WAL index is in memory, not in a shared file');
  const started = Date.now();
  let refused: unknown;
  try {
    new SqliteStore({ file, busyTimeoutMs: 100 });
  } catch (err) {
    refused = err;
  }
  t.ok(refused instanceof StoreLockedError, 'another connection is refused');
  t.match(refused, { code: 'store_locked', file });
  t.ok(Date.now() - started < 2_000, 'after the busy timeout given');
  await owner.close();
  const next = new SqliteStore({ file, busyTimeoutMs: 100 });
  t.same(await next.collection('things').get('x'), { id: 'x' }, 'free again after close, data kept');
  await next.close();
});

t.test('data survives reopening the file; setup is idempotent', async (t) => {
  const file = path.join(dir, 'reopen.sqlite');
  const first = new SqliteStore({ file });
  await first.collection('things').insert({ id: 'x' });
  await first.collection('things').ensureIndex({ fields: ['id'] });
  await first.close();
  const second = new SqliteStore({ file });
  t.same(await second.collection('things').get('x'), { id: 'x' });
  await second.collection('things').ensureIndex({ fields: ['id'] });
  t.equal(second.db.pragma('journal_mode', { simple: true }), 'wal');
  await second.close();
});

t.test('two connections to one file: conditional updates stay atomic', async (t) => {
  const file = path.join(dir, 'shared.sqlite');
  const a = new SqliteStore({ file });
  const b = new SqliteStore({ file });
  await a.collection<{ id: string; balance: number }>('acct').insert({ id: 'u', balance: 5 });
  let ok = 0;
  for (let i = 0; i < 10; i++) {
    const store = i % 2 ? a : b;
    if (await store.collection<{ id: string; balance: number }>('acct').updateOne({ id: 'u', balance: { $gte: 1 } }, { $inc: { balance: -1 } })) ok++;
  }
  t.equal(ok, 5);
  t.equal((await a.collection<{ id: string; balance: number }>('acct').get('u'))?.balance, 0);
  await a.close();
  await b.close();
});

t.test('bad names and paths are refused', async (t) => {
  const store = new SqliteStore({ file: ':memory:' });
  t.throws(() => store.collection('Bad-Name'));
  await t.rejects(store.collection('ok').find({ "x') OR 1=1 --": 1 }));
  await store.close();
});

t.test('new collections are rowid tables; a WITHOUT ROWID table from an older file still works', async (t) => {
  const file = path.join(dir, 'layout.sqlite');
  const old = new SqliteStore({ file });
  old.db.exec(`CREATE TABLE "c_legacy" (id TEXT PRIMARY KEY, doc TEXT NOT NULL) WITHOUT ROWID`);
  await old.close();
  const store = new SqliteStore({ file });
  const big = { id: 'big', html: '<p>x</p>'.repeat(2000), n: 1 };
  for (const name of ['fresh', 'legacy']) {
    const c = store.collection<typeof big>(name);
    await c.insert(big);
    t.same(await c.get('big'), big, `${name}: a large document round-trips`);
    t.equal((await c.updateOne({ id: 'big', n: 1 }, { $inc: { n: 1 } }))?.n, 2, `${name}: update`);
    await t.rejects(c.insert(big), { code: 'already_exists' }, `${name}: the id stays unique`);
  }
  const ddl = (table: string) => (store.db.prepare(`SELECT sql FROM sqlite_master WHERE name = ?`).get(table) as { sql: string }).sql;
  t.notMatch(ddl('c_fresh'), /WITHOUT ROWID/);
  t.match(ddl('c_legacy'), /WITHOUT ROWID/);
  await store.close();
});

t.test('an update does not change a document the caller got earlier', async (t) => {
  const store = new SqliteStore({ file: ':memory:' });
  const c = store.collection<{ id: string; holds: Record<string, number> }>('acct');
  await c.insert({ id: 'u', holds: { a: 1 } });
  const before = await c.get('u');
  const after = await c.updateOne({ id: 'u' }, { $set: { 'holds.b': 2 }, $unset: ['holds.a'] });
  t.same(before, { id: 'u', holds: { a: 1 } });
  t.same(after, { id: 'u', holds: { b: 2 } });
  await store.close();
});

// The tracing decorator changes nothing the port promises.
runStoreContract(t, 'sqlite (memory) behind tracedStore', async () => tracedStore(new SqliteStore({ file: ':memory:' })));
