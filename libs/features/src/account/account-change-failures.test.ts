import t, { type Test } from 'tap';
import { SqliteStore, type Collection, type DocumentStore } from '@gleaner/store';
import { AccountService } from './accounts.js';
import type { AccountCacheGuard, AccountChange } from './account-changes.js';
import { CreditLedger } from './credits.js';
import { Plans } from './plans.js';
import { COLLECTIONS } from './records.js';

// Changes of keys that fail midway: whatever was written is announced to the other processes,
// and a regeneration that failed gives its slot back. Cached entries expire on a monotonic clock.

/** A store whose api_keys writes fail while `failing` names the method. */
function faulty(store: SqliteStore): { store: DocumentStore; fail(method?: 'updateMany' | 'insert'): void } {
  let failing: string | undefined;
  const wrapped = new Proxy(store, {
    get(target, prop, receiver) {
      if (prop !== 'collection') return Reflect.get(target, prop, receiver);
      return (name: string) => {
        const collection = target.collection(name);
        if (name !== COLLECTIONS.apiKeys) return collection;
        return new Proxy(collection, {
          get(c, method, r) {
            const real = Reflect.get(c, method, r);
            if (typeof real !== 'function') return real;
            return (...args: unknown[]) => {
              if (method === failing) return Promise.reject(new Error(`store away during ${String(method)}`));
              return (real as (...a: unknown[]) => unknown).apply(c, args);
            };
          },
        }) as Collection<never>;
      };
    },
  });
  return { store: wrapped as unknown as DocumentStore, fail: (method) => void (failing = method) };
}

/** A guard that records what is announced (one process owning nothing, for the test). */
function recordingGuard(): AccountCacheGuard & { published: AccountChange[] } {
  const published: AccountChange[] = [];
  return { published, trusted: () => true, listen: () => undefined, publish: async (c) => published.push(c) > 0, balanceChanged: () => undefined };
}

async function setup(t: Test) {
  const sqlite = new SqliteStore({ file: ':memory:' });
  t.teardown(() => sqlite.close());
  const { store, fail } = faulty(sqlite);
  const guard = recordingGuard();
  const accounts = new AccountService(store, new Plans(), new CreditLedger(store, undefined, 0), { regenerateIntervalMs: 3600_000, authCacheMs: 60_000, guard });
  await accounts.setup();
  const created = await accounts.createUser({ email: 'f@example.com', name: 'F' });
  return { accounts, guard, fail, created, userId: created.user.id };
}

for (const method of ['insert', 'updateMany'] as const) {
  t.test(`a regeneration whose ${method} fails is announced, keeps the old key working and can be retried at once`, async (t) => {
    const { accounts, guard, fail, created, userId } = await setup(t);
    fail(method);
    await t.rejects(accounts.regenerateKey(userId, 'live'), /store away/);
    t.same(guard.published, [{ users: [userId] }], 'what was written (the claim, maybe a key) is announced');
    fail(undefined);
    await t.resolves(Promise.resolve(accounts.authenticate(`Bearer ${created.api_key}`)), 'the old key still works');
    const again = await accounts.regenerateKey(userId, 'live');
    t.ok(again.previous_key_invalidated, 'the retry is not refused for an hour, and ends the old key');
    await t.rejects(Promise.resolve(accounts.authenticate(`Bearer ${created.api_key}`)), { code: 'api_key_expired' });
    await t.resolves(Promise.resolve(accounts.authenticate(`Bearer ${again.api_key}`)));
    t.equal((await accounts.keys.find({ user_id: userId, env: 'live', status: 'active' })).length, 1, 'one active live key');
  });
}

t.test('a revocation whose write fails is still announced (it may have been applied)', async (t) => {
  const { accounts, guard, fail, userId } = await setup(t);
  fail('updateMany');
  await t.rejects(accounts.revokeKey(userId), /store away/);
  t.same(guard.published, [{ users: [userId] }]);
});

t.test('cached keys expire on a monotonic clock: a wall clock set back does not keep them longer', async (t) => {
  const store = new SqliteStore({ file: ':memory:' });
  t.teardown(() => store.close());
  const accounts = new AccountService(store, new Plans(), new CreditLedger(store, undefined, 50), { regenerateIntervalMs: 0, authCacheMs: 50 });
  await accounts.setup();
  const created = await accounts.createUser({ email: 'm@example.com', name: 'M' });
  const header = `Bearer ${created.api_key}`;
  await accounts.authenticate(header);
  await accounts.profile(created.user.id);
  t.notOk(accounts.authenticate(header) instanceof Promise, 'cached');
  const realNow = Date.now;
  const setBack = realNow() - 3600_000;
  Date.now = () => setBack; // NTP sets the clock back an hour
  t.teardown(() => void (Date.now = realNow));
  await new Promise((r) => setTimeout(r, 80));
  const answer = accounts.authenticate(header);
  t.ok(answer instanceof Promise, 'past its 50 ms the key is read from the store again');
  await answer;
  t.equal(accounts.credits.peek(created.user.id), undefined, 'and so is the balance');
});
