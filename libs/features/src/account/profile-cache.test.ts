import t from 'tap';
import { ManualClock } from '@gleaner/platform';
import { SqliteStore } from '@gleaner/store';
import { AccountService } from './accounts.js';
import { CreditLedger } from './credits.js';
import { Plans } from './plans.js';

async function service(cacheMs: number) {
  const clock = new ManualClock(Date.parse('2026-11-20T10:00:00Z'));
  const store = new SqliteStore({ file: ':memory:' });
  const credits = new CreditLedger(store, clock, cacheMs);
  const accounts = new AccountService(store, new Plans(), credits, { clock, regenerateIntervalMs: 3600_000, authCacheMs: cacheMs });
  await accounts.setup();
  const created = await accounts.createUser({ email: 'a@example.com', name: 'A', credits: 10 });
  return { clock, store, credits, accounts, created, id: created.user.id };
}

t.test('a cached profile is one deep-frozen object until something in it changes', async (t) => {
  const { clock, store, credits, accounts, created, id } = await service(60_000);
  const first = await accounts.profile(id);
  t.ok(Object.isFrozen(first) && Object.isFrozen(first.plan) && Object.isFrozen(first.plan.features) && Object.isFrozen(first.credits));
  t.equal(accounts.cachedProfile(id, 'live'), first, 'nothing changed: the same object');

  await credits.reserve(id, 'live', 3, 'content/scrape');
  const charged = accounts.cachedProfile(id, 'live');
  t.not(charged, first, 'a balance change makes a new profile');
  t.equal(charged?.credits.balance, 7);
  t.equal(first.credits.balance, 10, 'the old object is unchanged');

  clock.advance(5_000);
  await accounts.authenticate(`Bearer ${created.api_key}`);
  const used = accounts.cachedProfile(id, 'live');
  t.not(used, charged, 'a new last_used_at makes a new profile');
  t.equal(used?.api_key.last_used_at, new Date(clock.now()).toISOString());
  t.same({ ...used, api_key: undefined }, { ...charged, api_key: undefined }, 'the rest is the same');

  await accounts.regenerateWebhookSecret(id); // drops the user's cached parts
  t.equal(accounts.cachedProfile(id, 'live'), undefined, 'no cached parts: the caller reads the store');
  t.equal((await accounts.profile(id)).credits.balance, 7);
  await store.close();
});

t.test('without caches there is no cached profile', async (t) => {
  const { store, accounts, id } = await service(0);
  await accounts.profile(id);
  t.equal(accounts.cachedProfile(id, 'live'), undefined);
  await store.close();
});
