import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runStoreContract } from '../contract.js';
import { SqliteStore } from './sqlite-store.js';

runStoreContract(t, 'sqlite (memory)', async () => new SqliteStore({ file: ':memory:' }));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-store-'));
t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;
runStoreContract(t, 'sqlite (file, WAL)', async () => new SqliteStore({ file: path.join(dir, `db${++n}.sqlite`) }));

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
