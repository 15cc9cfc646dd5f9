import t from 'tap';
import { silentLogger } from '@gleaner/platform';
import { SqliteStore, type DocumentStore } from '@gleaner/store';
import { MemoryBus } from '@gleaner/bus';
import { NetworkGuard } from '@gleaner/net';
import { DELIVERIES_TOPIC, type DeliveryRecord, type DeliveryRequest } from './deliveries.js';
import { DeliveryClaims } from './delivery-claims.js';
import { deliveriesOf } from './delivery-queue.js';
import { startDispatcher } from './dispatcher.js';
import { attemptsMade, finished, harness, START, TEST_OPTIONS, USER_ID, waitForDelivery } from './harness.test-helper.js';
import { startReceiver } from '@gleaner/testkit';

// Nothing about a delivery lives only in a dispatcher: a restart between attempts, a nudge lost
// with an in-process bus, a dispatcher that died holding a claim, and two dispatchers racing on one
// store each end with every delivery sent as often as its attempts say, no more and no less.

const request = (id: string, url: string): DeliveryRequest => ({ id, userId: USER_ID, env: 'live', event: 'schedule.completed', url, payload: { event: 'schedule.completed', run_id: id } });
const pause = () => new Promise((resolve) => setTimeout(resolve, 150));

t.test('a restart in the middle of retries (dispatcher, bus and store closed; a new dispatcher on the same file and a new bus) loses nothing', async (t) => {
  const h = await harness();
  const receiver = await startReceiver((hit, n) => ({ status: n === 1 && hit.headers['x-gleaner-delivery'] === 'dlv_mid_retry' ? 500 : 200 }));
  t.teardown(async () => {
    await h.close();
    await receiver.close();
  });
  const first = await h.startDispatcher();
  await h.queue.enqueue(request('dlv_mid_retry', receiver.url));
  const waiting = await waitForDelivery(h.store, 'dlv_mid_retry', attemptsMade(1));
  t.equal(waiting.status, 'pending');
  await first.close();
  // Enqueued while no dispatcher runs: its nudge waits in the memory bus, and goes with it.
  await h.queue.enqueue(request('dlv_while_down', receiver.url));
  await h.bus.close();
  await h.store.close();

  const store = new SqliteStore({ file: h.file });
  const bus = new MemoryBus();
  t.teardown(async () => {
    await bus.close();
    await store.close();
  });
  await h.startDispatcher({ store, bus });
  t.equal((await waitForDelivery(store, 'dlv_while_down', finished)).status, 'delivered', 'the delivery whose nudge was lost');
  t.equal(receiver.hitsOf('dlv_mid_retry').length, 1, 'the retry waits for its time after the restart too');
  h.clock.set(Date.parse(waiting.next_attempt_at!));
  const done = await waitForDelivery(store, 'dlv_mid_retry', finished);
  t.match(done, { status: 'delivered', attempts: [{ attempt: 1, status_code: 500 }, { attempt: 2, status_code: 200 }] });
  t.equal(receiver.hitsOf('dlv_mid_retry').length, 2);
  t.equal(receiver.hitsOf('dlv_while_down').length, 1);
});

t.test('close() waits for the attempt in flight, which is recorded and its claim given back', async (t) => {
  const h = await harness();
  const receiver = await startReceiver(() => 'hang');
  t.teardown(async () => {
    await h.close();
    await receiver.close();
  });
  const dispatcher = await h.startDispatcher({ timeoutMs: 300 });
  await h.queue.enqueue(request('dlv_closing', receiver.url));
  while (receiver.hits.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  await dispatcher.close();
  const record = (await h.queue.get('dlv_closing'))!;
  t.match(record, { status: 'pending', lease_token: null, lease_until: 0, attempts: [{ attempt: 1, error: { code: 'timeout' } }] });
});

t.test("a dispatcher that died during an attempt: its claim runs out, then the attempt counts as interrupted and the next one is made", async (t) => {
  const h = await harness();
  const receiver = await startReceiver();
  t.teardown(async () => {
    await h.close();
    await receiver.close();
  });
  const deliveries = deliveriesOf(h.store);
  // The dead dispatcher's part: it claimed (lease 40 s) and never came back.
  const dead = new DeliveryClaims(deliveries, h.clock, 40_000);
  const claimDead = async (id: string) => t.equal((await dead.claim((await deliveries.get(id))!, 5))?.kind, 'claimed', `${id} claimed by the dead one`);
  await h.queue.enqueue(request('dlv_orphaned', receiver.url));
  await claimDead('dlv_orphaned');
  await h.startDispatcher();
  await pause();
  t.equal(receiver.hits.length, 0, 'nobody attempts it while the lease stands');
  h.clock.advance(40_000);
  const done = await waitForDelivery(h.store, 'dlv_orphaned', finished);
  t.equal(done.status, 'delivered');
  t.match(done.attempts, [
    { attempt: 1, at: new Date(START).toISOString(), error: { code: 'interrupted' } },
    { attempt: 2, status_code: 200 },
  ]);
  t.same(receiver.hitsOf('dlv_orphaned').map((hit) => hit.headers['x-gleaner-attempt']), ['2']);
});

t.test('a dispatcher that died in the last attempt: the delivery fails, nothing more is sent', async (t) => {
  const h = await harness();
  const receiver = await startReceiver();
  t.teardown(async () => {
    await h.close();
    await receiver.close();
  });
  const deliveries = deliveriesOf(h.store);
  const dead = new DeliveryClaims(deliveries, h.clock, 40_000);
  await h.queue.enqueue(request('dlv_last', receiver.url));
  t.equal((await dead.claim((await deliveries.get('dlv_last'))!, 1))?.kind, 'claimed');
  await h.startDispatcher({ attempts: 1 });
  h.clock.advance(40_000);
  const done = await waitForDelivery(h.store, 'dlv_last', finished);
  t.match(done, { status: 'failed', attempts: [{ attempt: 1, error: { code: 'interrupted' } }], next_attempt_at: null });
  t.equal(receiver.hits.length, 0);
});

/**
 * The store as another process sees it: every call waits 0-2 ms before it runs. better-sqlite3
 * answers synchronously, so without this one dispatcher's read and claim would never be split by
 * the other's, and a claim that did not check what it read would pass unnoticed.
 */
function withLatency(store: DocumentStore): DocumentStore {
  const delay = () => new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 3)));
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property !== 'collection') return Reflect.get(target, property, receiver);
      return (name: string) =>
        new Proxy(target.collection(name), {
          get(collection, method, r) {
            const value = Reflect.get(collection, method, r);
            return typeof value === 'function' ? async (...args: unknown[]) => (await delay(), value.apply(collection, args)) : value;
          },
        });
    },
  });
}

t.test('two dispatchers on one store, racing on every nudge and poll, send each attempt once', async (t) => {
  const h = await harness();
  const receiver = await startReceiver((_hit, n) => ({ status: n === 1 ? 500 : 200 }));
  // Each dispatcher on its own connection to the file, as two processes would be.
  const [storeA, storeB] = [new SqliteStore({ file: h.file }), new SqliteStore({ file: h.file })];
  t.teardown(async () => {
    await h.close();
    await Promise.all([storeA.close(), storeB.close(), receiver.close()]);
  });
  const guard = new NetworkGuard({ allowPrivateNetworks: true });
  const options = { ...TEST_OPTIONS, pollIntervalMs: 2 };
  for (const store of [storeA, storeB]) {
    const dispatcher = await startDispatcher({ store: withLatency(store), bus: h.bus, clock: h.clock, logger: silentLogger(), guard, options });
    t.teardown(() => dispatcher.close());
  }
  const ids = Array.from({ length: 30 }, (_, i) => `dlv_race_${i}`);
  for (const id of ids) {
    await h.queue.enqueue(request(id, receiver.url));
    // Nudges seen twice and thrice (a redelivery, another producer's poll).
    await h.bus.publish(DELIVERIES_TOPIC, { id });
    await h.bus.publish(DELIVERIES_TOPIC, { id });
  }
  const after = (n: number) => Promise.all(ids.map((id) => waitForDelivery(h.store, id, attemptsMade(n), `${n} attempts`)));
  await after(1);
  h.clock.advance(1000); // every retry due at once: both pollers find all 30
  const done: DeliveryRecord[] = await Promise.all(ids.map((id) => waitForDelivery(h.store, id, finished)));
  await pause();
  t.ok(done.every((r) => r.status === 'delivered'), 'all delivered');
  t.ok(done.every((r) => r.attempts.map((a) => `${a.attempt}:${a.status_code}`).join() === '1:500,2:200'), 'two attempts each, recorded once');
  const perId = ids.map((id) => receiver.hitsOf(id).map((hit) => hit.headers['x-gleaner-attempt']).join());
  t.same(perId, ids.map(() => '1,2'), 'the receiver got attempt 1 and attempt 2 of each, once');
  t.equal(receiver.hits.length, 60);
});
