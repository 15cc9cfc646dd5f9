import t, { type Test } from 'tap';
import { MemoryBus, type ConsumeOptions, type JobBus, type MessageHandler } from '@gleaner/bus';
import { SqliteStore } from '@gleaner/store';
import { AccountService } from './accounts.js';
import { BusAccountCaches } from './account-changes.js';
import { CreditLedger } from './credits.js';
import { Plans } from './plans.js';

// Two "API processes" (an AccountService and a CreditLedger each, with their caches) on one store
// and one bus: what one changes, the other stops serving from its cache; and when a process stops
// hearing the bus, its caches stop answering by themselves.

const TIMING = { heartbeatMs: 20, trustMs: 200 };
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const silent = { warn: () => undefined };

/** A bus whose deliveries to this process's consumers can be cut (a process that stops hearing the bus). */
function cuttable(bus: JobBus): { bus: JobBus; cut(on: boolean): void } {
  let cut = false;
  const wrapped: JobBus = {
    kind: bus.kind,
    publish: (topic, payload, options) => bus.publish(topic, payload, options),
    consume: <T>(topic: string, group: string, handler: MessageHandler<T>, options?: ConsumeOptions) => bus.consume<T>(topic, group, async (m) => (cut ? undefined : handler(m)), options),
    request: (topic, payload, options) => bus.request(topic, payload, options),
    respond: (topic, group, responder, options) => bus.respond(topic, group, responder, options),
    depth: (topic) => bus.depth(topic),
    ping: () => bus.ping(),
    close: () => bus.close(),
  };
  return { bus: wrapped, cut: (on: boolean) => void (cut = on) };
}

async function until(check: () => boolean | Promise<boolean>, ms = 3000): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error('not within time');
    await wait(5);
  }
  return Date.now() - start;
}

async function world(t: Test, timing = TIMING) {
  const store = new SqliteStore({ file: ':memory:' });
  const shared = new MemoryBus();
  const start = (bus: JobBus) => {
    const guard = new BusAccountCaches(bus, silent, timing);
    // As createAccountArea makes it with a guard: balances not cached, holds in the store.
    const credits = new CreditLedger(store, undefined, 0);
    const accounts = new AccountService(store, new Plans(), credits, { regenerateIntervalMs: 0, authCacheMs: 60_000, guard });
    guard.start();
    t.teardown(() => guard.close());
    return { guard, credits, accounts };
  };
  const b = cuttable(shared);
  const one = start(shared);
  const two = { ...start(b.bus), cut: b.cut };
  await one.accounts.setup();
  const created = await one.accounts.createUser({ email: 'a@example.com', name: 'A', credits: 10 });
  await until(() => one.guard.trusted() && two.guard.trusted());
  t.teardown(() => store.close());
  return { one, two, created, header: `Bearer ${created.api_key}` };
}

/** True when the key was answered from memory (no promise); a promise's outcome is let go. */
const fromMemory = (accounts: AccountService, header: string) => {
  const answer = accounts.authenticate(header);
  if (answer instanceof Promise) answer.catch(() => undefined);
  return !(answer instanceof Promise);
};

const refused = async (accounts: AccountService, header: string) => {
  try {
    await accounts.authenticate(header);
    return false;
  } catch (err) {
    return (err as { code?: string }).code === 'api_key_revoked';
  }
};

t.test('a key revoked on one process is refused on the other, its cache dropped by the change', async (t) => {
  // Trust far longer than the test: only the change can make the other process refuse.
  const { one, two, created, header } = await world(t, { heartbeatMs: 20, trustMs: 60_000 });
  await two.accounts.authenticate(header);
  t.ok(fromMemory(two.accounts, header), 'cached on the second process');
  // The answer waits out the trust (a minute here): the change arrives long before.
  const revoking = one.accounts.revokeKey(created.user.id);
  const ms = await until(() => refused(two.accounts, header), 10_000);
  t.pass(`refused on the other process ${ms} ms after the revocation was asked for`);
  t.equal(await Promise.race([revoking.then(() => 'answered'), wait(100).then(() => 'waiting')]), 'waiting', 'the answer waits out the trust');
});

t.test('a process that stops hearing the bus stops serving its caches within the trust bound, and drops them when it hears again', async (t) => {
  const { one, two, created, header } = await world(t);
  await two.accounts.authenticate(header);
  t.ok(fromMemory(two.accounts, header), 'cached');
  two.cut(true);
  const revoking = one.accounts.revokeKey(created.user.id);
  await wait(10);
  t.ok(fromMemory(two.accounts, header), 'the change was lost: still answered from the cache for now');
  await revoking;
  // The TTL is a minute: only the lost trust makes it refuse, and the answer waited for it.
  t.ok(await refused(two.accounts, header), `refused from the store as soon as the revocation is answered (trust ${TIMING.trustMs} ms, TTL 60 s)`);
  t.notOk(fromMemory(two.accounts, header), 'nothing is served from memory while not trusted');
  two.cut(false);
  await until(() => two.guard.trusted());
  t.notOk(fromMemory(two.accounts, header), 'trusted again: what was cached before is gone');
  await t.rejects(Promise.resolve(two.accounts.authenticate(header)), { code: 'api_key_revoked' });
});

t.test('regenerations travel too; balances are read from the store, charges checked there', async (t) => {
  const { one, two, created } = await world(t);
  const id = created.user.id;
  t.equal((await two.accounts.profile(id)).credits.balance, 10);
  t.equal(two.accounts.cachedProfile(id, 'live'), undefined, 'no profile from memory: its balance is read each time');
  await one.credits.add(id, 5);
  t.equal((await two.accounts.profile(id)).credits.balance, 15, 'the other process sees the new balance at once');

  // Both processes reserve at once more than the balance holds: the store decides, never below zero.
  const both = await Promise.allSettled([one.credits.reserve(id, 'live', 10, 'x'), two.credits.reserve(id, 'live', 10, 'x')]);
  t.equal(both.filter((r) => r.status === 'fulfilled').length, 1, 'one of two reservations of 10 from 15');
  t.equal(await two.credits.balance(id), 5, 'and the other sees it at once');

  const regenerated = await one.accounts.regenerateKey(id, 'live');
  await t.resolves(Promise.resolve(two.accounts.authenticate(`Bearer ${regenerated.api_key}`)), 'the new key works on the other process');
  await until(async () => {
    try {
      await two.accounts.authenticate(`Bearer ${created.api_key}`);
      return false;
    } catch (err) {
      return (err as { code?: string }).code === 'api_key_expired';
    }
  });
  t.pass('the old key answers api_key_expired on the other process');
});

t.test('a change whose announcement fails is still made (the TTL bounds it elsewhere)', async (t) => {
  const store = new SqliteStore({ file: ':memory:' });
  t.teardown(() => store.close());
  const broken = new MemoryBus();
  broken.publish = async () => Promise.reject(new Error('brokers away'));
  const warned: string[] = [];
  const guard = new BusAccountCaches(broken, { warn: (_o: object, msg: string) => void warned.push(msg) }, TIMING);
  const accounts = new AccountService(store, new Plans(), new CreditLedger(store, undefined, 0), { regenerateIntervalMs: 0, authCacheMs: 60_000, guard });
  await accounts.setup();
  const created = await accounts.createUser({ email: 'b@example.com', name: 'B' });
  t.equal(await accounts.revokeKey(created.user.id), 1, 'revoked');
  t.match(warned, [/could not announce/], 'and the lost announcement logged');
  await t.rejects(Promise.resolve(accounts.authenticate(`Bearer ${created.api_key}`)), { code: 'api_key_revoked' });
  t.notOk(guard.trusted(), 'a process without heartbeats never trusts its caches');
});
