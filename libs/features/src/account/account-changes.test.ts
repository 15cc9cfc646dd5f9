import { performance } from 'node:perf_hooks';
import t, { type Test } from 'tap';
import { MemoryBus, type ConsumeOptions, type JobBus, type MessageHandler } from '@gleaner/bus';
import { SqliteStore } from '@gleaner/store';
import { AccountService } from './accounts.js';
import { BusAccountCaches, type AccountCachesTiming } from './account-changes.js';
import { CreditLedger } from './credits.js';
import { Plans } from './plans.js';

// Two "API processes" (an AccountService and a CreditLedger each, with their caches) on one store
// and one bus: what one changes, the other stops serving from its cache; and when a process stops
// hearing the bus, its caches stop answering by themselves.

const TIMING = { heartbeatMs: 20, trustMs: 200, balanceEveryMs: 50, balanceHotMs: 300 };
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const silent = { warn: () => undefined };

/**
 * A bus whose deliveries to this process's consumers can be cut (a process that stops hearing the
 * bus), or only the account changes skipped while heartbeats pass (what a Kafka group that rejoins
 * at the topic's end misses); rejoin() calls the consumers' onRejoin as the Kafka bus does.
 */
function cuttable(bus: JobBus): { bus: JobBus; cut(on: boolean): void; skipChanges(on: boolean): void; rejoin(): void } {
  let cut = false;
  let skip = false;
  const rejoins: Array<() => void> = [];
  const dropped = (payload: unknown) => cut || (skip && !(payload as { beat?: unknown }).beat);
  const wrapped: JobBus = {
    kind: bus.kind,
    publish: (topic, payload, options) => bus.publish(topic, payload, options),
    consume: <T>(topic: string, group: string, handler: MessageHandler<T>, options?: ConsumeOptions) => {
      if (options?.onRejoin) rejoins.push(options.onRejoin);
      return bus.consume<T>(topic, group, async (m) => (dropped(m.payload) ? undefined : handler(m)), options);
    },
    request: (topic, payload, options) => bus.request(topic, payload, options),
    respond: (topic, group, responder, options) => bus.respond(topic, group, responder, options),
    depth: (topic) => bus.depth(topic),
    ping: () => bus.ping(),
    close: () => bus.close(),
  };
  return { bus: wrapped, cut: (on: boolean) => void (cut = on), skipChanges: (on: boolean) => void (skip = on), rejoin: () => rejoins.forEach((f) => f()) };
}

async function until(check: () => boolean | Promise<boolean>, ms = 3000): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error('not within time');
    await wait(5);
  }
  return Date.now() - start;
}

async function world(t: Test, timing: AccountCachesTiming = TIMING) {
  const store = new SqliteStore({ file: ':memory:' });
  const shared = new MemoryBus();
  const start = (bus: JobBus) => {
    const guard = new BusAccountCaches(bus, silent, timing);
    // As createAccountArea makes it with a guard: balances cached for reading (a minute here, so
    // that only the announcements can make a change show), holds in the store.
    const credits = new CreditLedger(store, undefined, 60_000, undefined, undefined, guard);
    const accounts = new AccountService(store, new Plans(), credits, { regenerateIntervalMs: 0, authCacheMs: 60_000, guard });
    guard.start();
    t.teardown(() => guard.close());
    return { guard, credits, accounts };
  };
  const b = cuttable(shared);
  const one = start(shared);
  const two = { ...start(b.bus), cut: b.cut, skipChanges: b.skipChanges, rejoin: b.rejoin };
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

t.test('a group that rejoined (and may have skipped changes) trusts nothing until a heartbeat sent after it comes back, which drops every cache', async (t) => {
  const { one, two, created, header } = await world(t, { heartbeatMs: 20, trustMs: 60_000 });
  await two.accounts.authenticate(header);
  t.ok(fromMemory(two.accounts, header), 'cached');
  two.skipChanges(true); // the revocation lands in the stretch the rejoining group skips
  void one.accounts.revokeKey(created.user.id);
  await wait(50);
  t.ok(two.guard.trusted() && fromMemory(two.accounts, header), 'heartbeats still pass: the stale key would be served for the TTL');
  two.skipChanges(false);
  two.rejoin();
  t.notOk(two.guard.trusted(), 'the rejoin ends the trust at once');
  t.notOk(fromMemory(two.accounts, header), 'nothing served from memory');
  await until(() => two.guard.trusted());
  t.notOk(fromMemory(two.accounts, header), 'trusted again after a heartbeat: the caches were dropped');
  await t.rejects(Promise.resolve(two.accounts.authenticate(header)), { code: 'api_key_revoked' });
});

t.test('regenerations travel too', async (t) => {
  const { one, two, created } = await world(t);
  const id = created.user.id;
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

t.test('balances: cached on every process, a change shows at once where it was made and on the others once announced; charges never overdraw', async (t) => {
  const { one, two, created } = await world(t);
  const id = created.user.id;
  t.equal((await two.accounts.profile(id)).credits.balance, 10);
  t.equal(two.accounts.cachedProfile(id, 'live')?.credits.balance, 10, 'the profile is then answered from memory, balance included');
  await one.credits.add(id, 5);
  t.equal(one.accounts.cachedProfile(id, 'live')?.credits.balance ?? (await one.accounts.profile(id)).credits.balance, 15, 'the process that made the change shows it at once');
  // The cache lives a minute: only the announcement can make the other process show it.
  const ms = await until(async () => (await two.accounts.profile(id)).credits.balance === 15);
  t.pass(`the other process shows it ${ms} ms after (announced at once, then the bus's delivery)`);
  t.equal(two.accounts.cachedProfile(id, 'live'), undefined, 'a balance another process just changed is read from the store for a while');
  await wait(TIMING.balanceHotMs + 50);
  await two.accounts.profile(id);
  t.equal(two.accounts.cachedProfile(id, 'live')?.credits.balance, 15, 'then cached again');

  // Both processes hold 15 in their caches and reserve 10 at once: the store decides, never below zero.
  const both = await Promise.allSettled([one.credits.reserve(id, 'live', 10, 'x'), two.credits.reserve(id, 'live', 10, 'x')]);
  t.equal(both.filter((r) => r.status === 'fulfilled').length, 1, 'one of two reservations of 10 from 15');
  const refused = both.find((r) => r.status === 'rejected');
  t.match((refused as PromiseRejectedResult).reason, { code: 'insufficient_credits', message: /the balance is 5$/ }, 'the refusal tells the balance the store has');
  await until(async () => (await one.credits.balance(id)) === 5 && (await two.credits.balance(id)) === 5);
  t.pass('both show 5');
  // A cached 5 on the other process does not let a charge of 10 through after this one spent it.
  await one.credits.reserve(id, 'live', 5, 'x');
  await t.rejects(two.credits.reserve(id, 'live', 1, 'x'), { code: 'insufficient_credits' }, 'a stale cached balance never lets a charge overdraw');
});

t.test('a busy account does not flood the bus: balance changes are announced at most once per period', async (t) => {
  const { one, created } = await world(t, { heartbeatMs: 20, trustMs: 200, balanceEveryMs: 100 });
  const bus = (one.guard as unknown as { bus: JobBus }).bus;
  const sent: unknown[] = [];
  const publish = bus.publish.bind(bus);
  bus.publish = async (topic, payload, options) => {
    if ((payload as { balances?: unknown }).balances) sent.push(payload);
    return publish(topic, payload, options);
  };
  const started = performance.now();
  for (let i = 0; i < 40; i++) {
    const r = await one.credits.reserve(created.user.id, 'live', 0 + 1, 'x');
    await one.credits.settle(r, 0);
  }
  await wait(150);
  const elapsed = performance.now() - started;
  // 80 writes: at most one announcement per 100 ms (plus the first, sent at once).
  t.ok(sent.length >= 1 && sent.length <= Math.ceil(elapsed / 100) + 1, `${sent.length} announcements for 80 balance writes in ${Math.round(elapsed)} ms`);
  t.same(sent[0], { balances: [created.user.id], from: (one.guard as unknown as { id: string }).id });
});

t.test('a change whose announcement fails is still made, and its answer waits out the cache lifetime', async (t) => {
  const store = new SqliteStore({ file: ':memory:' });
  t.teardown(() => store.close());
  const broken = new MemoryBus();
  broken.publish = async () => Promise.reject(new Error('brokers away'));
  const warned: string[] = [];
  const guard = new BusAccountCaches(broken, { warn: (_o: object, msg: string) => void warned.push(msg) }, TIMING);
  const cacheMs = 300;
  const accounts = new AccountService(store, new Plans(), new CreditLedger(store, undefined, cacheMs, undefined, undefined, guard), { regenerateIntervalMs: 0, authCacheMs: cacheMs, guard });
  await accounts.setup();
  const created = await accounts.createUser({ email: 'b@example.com', name: 'B' });
  const started = performance.now();
  t.equal(await accounts.revokeKey(created.user.id), 1, 'revoked');
  const ms = performance.now() - started;
  // Another process may serve its cached copy of the key until it expires: the answer comes after that.
  t.ok(ms >= cacheMs - 5, `answered ${Math.round(ms)} ms after, not before the cache lifetime (${cacheMs} ms) is out`);
  t.match(warned, [/could not announce/], 'and the lost announcement logged');
  await t.rejects(Promise.resolve(accounts.authenticate(`Bearer ${created.api_key}`)), { code: 'api_key_revoked' });
  t.notOk(guard.trusted(), 'a process without heartbeats never trusts its caches');
});

t.test('a first subscribe that fails (the bus away at start) is retried until the caches are in force', async (t) => {
  const bus = new MemoryBus();
  let refusals = 2;
  const consume = bus.consume.bind(bus);
  bus.consume = (async (topic: string, group: string, handler: MessageHandler<unknown>, options?: ConsumeOptions) => {
    if (refusals-- > 0) throw new Error('brokers away');
    return consume(topic, group, handler, options);
  }) as JobBus['consume'];
  const warned: string[] = [];
  const guard = new BusAccountCaches(bus, { warn: (_o: object, msg: string) => void warned.push(msg) }, { ...TIMING, retryMs: 10 });
  guard.start();
  t.teardown(() => guard.close());
  const ms = await until(() => guard.trusted());
  t.pass(`trusted ${ms} ms after the start`);
  t.equal(warned.length, 2, 'each refusal logged');
  t.ok(guard.subscribed);
});
