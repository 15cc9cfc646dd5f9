import t from 'tap';
import { ManualClock } from '@gleaner/platform';
import { SqliteStore } from '@gleaner/store';
import { AccountService } from './accounts.js';
import { CreditLedger } from './credits.js';
import { Plans } from './plans.js';

async function service() {
  const clock = new ManualClock(Date.parse('2026-11-20T10:00:00Z'));
  const store = new SqliteStore({ file: ':memory:' });
  const accounts = new AccountService(store, new Plans(), new CreditLedger(store, clock, 60_000), { clock, regenerateIntervalMs: 3600_000, authCacheMs: 60_000 });
  await accounts.setup();
  const created = await accounts.createUser({ email: 'a@example.com', name: 'A' });
  return { store, accounts, created };
}

t.test('a known key is answered from memory, without a promise; case variants of Bearer work but are not cached', async (t) => {
  const { store, accounts, created } = await service();
  const header = `Bearer ${created.api_key}`;
  const first = accounts.authenticate(header);
  t.ok(first instanceof Promise, 'first use reads the store');
  const auth = await first;
  const again = accounts.authenticate(header);
  t.notOk(again instanceof Promise, 'second use is answered synchronously');
  t.equal(again, auth, 'one shared identity object');
  t.ok(Object.isFrozen(auth));

  for (const variant of [`bearer ${created.api_key}`, `BEARER ${created.api_key}`]) {
    t.same(await accounts.authenticate(variant), auth, `${JSON.stringify(variant.slice(0, 8))}… is accepted`);
    const next = accounts.authenticate(variant);
    t.ok(next instanceof Promise, 'and read from the store every time');
    await next;
  }
  // Issue 32: spacing variants were accepted too; the header is exactly `Bearer <key>`.
  for (const variant of [`Bearer  ${created.api_key}`, `Bearer\t${created.api_key}`, `Bearer ${created.api_key}  `]) {
    await t.rejects(Promise.resolve(accounts.authenticate(variant)), { code: 'unauthorized' }, `${JSON.stringify(variant.slice(0, 8))}… is refused`);
  }
  await store.close();
});

t.test('revocation and regeneration take effect on the next request despite the cache', async (t) => {
  const { store, accounts, created } = await service();
  const header = `Bearer ${created.api_key}`;
  await accounts.authenticate(header);
  t.notOk(accounts.authenticate(header) instanceof Promise, 'cached');
  await accounts.revokeKey(created.user.id);
  await t.rejects(Promise.resolve(accounts.authenticate(header)), { code: 'api_key_revoked' });

  const test = `Bearer ${created.test_api_key}`;
  await accounts.authenticate(test);
  const regenerated = await accounts.regenerateKey(created.user.id, 'live');
  const testAgain = accounts.authenticate(test);
  t.ok(testAgain instanceof Promise, "the user's cached keys are dropped on any change");
  await testAgain;
  t.equal((await accounts.authenticate(`Bearer ${regenerated.api_key}`)).env, 'live');
  await store.close();
});
