import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { SqliteStore, type BatchUpdate, type Doc, type DocumentStore } from '@gleaner/store';
import type { AuthContext } from '../http/context.js';
import { Plans, DEFAULT_TEST_KEY_RULES } from './plans.js';
import { ResourceQuota } from './resource-quota.js';

// The caps' counter: exact under concurrent creates (also from several processes on one store),
// set from what exists the first time (data made before caps), given back by removals, untouched
// by a write that matches nothing.

const plans = new Plans([
  { name: 'p', credits_included: 0, features: [], requests_per_minute: 1, renders_in_flight: 1, max_monitors: 3, max_schedules: 3, max_alert_channels: 5, test_keys: { ...DEFAULT_TEST_KEY_RULES, max_monitors: 1 } },
]);
const live: AuthContext = { userId: 'usr_1', keyId: 'k', env: 'live', plan: 'p' };
const test: AuthContext = { ...live, env: 'test' };

type Thing = Doc & { user_id: string; env: string };

function quotaOn(store: DocumentStore): ResourceQuota {
  const quota = new ResourceQuota(store, plans);
  const things = store.collection<Thing>('things');
  quota.counts('monitors', (userId, env) => things.count({ user_id: userId, env }));
  return quota;
}

const create = (auth: AuthContext, id: string): BatchUpdate[] => [{ collection: 'things', filter: { id }, update: { $set: { user_id: auth.userId, env: auth.env } }, upsert: true }];
const remove = (id: string): BatchUpdate[] => [{ collection: 'things', filter: { id }, update: {}, remove: true }];
const code = (p: Promise<unknown>) => p.then(() => 'made', (err: { code?: string }) => err.code ?? String(err));

t.test('what existed before caps is counted first; the cap holds from there', async (t) => {
  const store = new SqliteStore({ file: ':memory:' });
  await store.collection<Thing>('things').insertMany([
    { id: 'old1', user_id: 'usr_1', env: 'live' },
    { id: 'old2', user_id: 'usr_1', env: 'live' },
    { id: 'other', user_id: 'usr_2', env: 'live' },
  ]);
  const quota = quotaOn(store);
  t.equal(await code(quota.claim(live, { monitors: 1 }, create(live, 'new1'))), 'made', '2 existed, the 3rd is made');
  t.equal(await code(quota.claim(live, { monitors: 1 }, create(live, 'new2'))), 'concurrent_limit_exceeded', 'the 4th is refused');
  t.equal(await store.collection('things').get('new2'), null, 'and not written');
  t.equal(await code(quota.claim(test, { monitors: 1 }, create(test, 't1'))), 'made', 'the test world is its own');
  t.equal(await code(quota.claim(test, { monitors: 1 }, create(test, 't2'))), 'concurrent_limit_exceeded', 'with its own cap');
  t.ok(await quota.release(live, { monitors: 1 }, remove('old1')), 'a removal');
  t.equal(await quota.release(live, { monitors: 1 }, remove('old1')), null, 'a removal that finds nothing releases nothing');
  t.equal(await code(quota.claim(live, { monitors: 1 }, create(live, 'new3'))), 'made', 'one place freed');
  t.equal(await code(quota.claim(live, { monitors: 1 }, create(live, 'new4'))), 'concurrent_limit_exceeded', 'one only');
  t.equal(await store.collection('things').count({ user_id: 'usr_1', env: 'live' }), 3);
});

t.test('a write of the batch that matches nothing: null, nothing claimed', async (t) => {
  const store = new SqliteStore({ file: ':memory:' });
  const quota = quotaOn(store);
  const stale: BatchUpdate[] = [{ collection: 'things', filter: { id: 'nothing' }, update: { $set: { x: 1 } } }];
  for (let i = 0; i < 5; i++) t.equal(await quota.claim(live, { monitors: 1 }, stale), null);
  t.equal(await code(quota.claim(live, { monitors: 3 }, create(live, 'a'))), 'made', 'all 3 places are still free');
});

t.test('40 concurrent creates from two processes on one store file: exactly the cap', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-quota-'));
  t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'store.db');
  const stores = [new SqliteStore({ file }), new SqliteStore({ file })];
  t.teardown(() => Promise.all(stores.map((s) => s.close())));
  const quotas = stores.map(quotaOn);
  const outcomes = await Promise.all(Array.from({ length: 40 }, (_, i) => code(quotas[i % 2].claim(live, { monitors: 1 }, create(live, `c${i}`)))));
  t.equal(outcomes.filter((o) => o === 'made').length, 3, outcomes.join(' '));
  t.ok(outcomes.every((o) => o === 'made' || o === 'concurrent_limit_exceeded'));
  t.equal(await stores[0].collection('things').count({ user_id: 'usr_1' }), 3);
});

t.test("test keys' floors; live keys have none", async (t) => {
  const quota = quotaOn(new SqliteStore({ file: ':memory:' }));
  t.match(quota.checkIntervalProblem(test, 'checkInterval', '30min'), { field: 'checkInterval' });
  t.equal(quota.checkIntervalProblem(test, 'checkInterval', 'hourly'), null);
  t.equal(quota.checkIntervalProblem(test, 'checkInterval', 'weekly'), null);
  t.equal(quota.checkIntervalProblem(live, 'checkInterval', '5min'), null);
  t.match(quota.scheduleFrequencyProblem(test, 'frequency', 'hourly'), { field: 'frequency' });
  t.equal(quota.scheduleFrequencyProblem(test, 'frequency', 'daily'), null);
  t.equal(quota.scheduleFrequencyProblem(live, 'frequency', 'hourly'), null);
});
