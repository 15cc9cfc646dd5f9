import t from 'tap';
import { ManualClock, silentLogger, systemClock } from '@gleaner/platform';
import { MemoryBus } from '@gleaner/bus';
import { KafkaBus } from '@gleaner/bus/kafka';
import { MongoStore } from '@gleaner/store/mongo';
import { NetworkGuard } from '@gleaner/net';
import { MONGO_STAND_IN_URI_OPTIONS, startKafkaStandIn, startMongoStandIn, type KafkaStandIn, type MongoStandIn } from '@gleaner/testkit';
import { verifySignature } from './signature.js';
import { DeliveryQueue } from './delivery-queue.js';
import { startDispatcher } from './dispatcher.js';
import { addUser, attemptsMade, finished, SECRET, START, TEST_OPTIONS, USER_ID, waitForDelivery } from './harness.test-helper.js';
import { startReceiver } from '@gleaner/testkit';

// The farm's adapters once: the nudge over Kafka (librdkafka's mock cluster) from a producer's bus
// to a dispatcher's, and claims, polls and retries on MongoDB (the CongoDB stand-in), each side on
// its own connection as separate processes would be.

const kafkaSettings = { maxWaitTimeInMs: 10, sessionTimeout: 3000, heartbeatInterval: 100, assignDelayMs: 300, retries: 2, connectionTimeout: 1000, repliesAtStart: false };

let kafka: KafkaStandIn | undefined;
let mongo: MongoStandIn | undefined;
t.before(async () => {
  [kafka, mongo] = await Promise.all([startKafkaStandIn({ brokers: 1 }), startMongoStandIn()]);
});
t.teardown(async () => {
  await kafka?.stop();
  await mongo?.stop();
});

let databases = 0;
function mongoStores(): [MongoStore, MongoStore] {
  const dbName = `deliveries_${++databases}`;
  const open = () => new MongoStore({ uri: `${mongo!.uri}?${MONGO_STAND_IN_URI_OPTIONS}`, dbName });
  return [open(), open()];
}

t.test('a delivery enqueued on one bus reaches a dispatcher on another through Kafka, and is sent once', async (t) => {
  const receiver = await startReceiver();
  const [apiStore, dispatcherStore] = mongoStores();
  const [apiBus, dispatcherBus] = [new KafkaBus({ ...kafkaSettings, brokers: kafka!.brokers }), new KafkaBus({ ...kafkaSettings, brokers: kafka!.brokers })];
  t.teardown(async () => {
    await Promise.all([apiBus.close(), dispatcherBus.close(), apiStore.close(), dispatcherStore.close(), receiver.close()]);
  });
  await addUser(apiStore);
  const queue = new DeliveryQueue({ store: apiStore, bus: apiBus, clock: systemClock });
  await queue.setup();
  // Its poller looks once, at start: what is delivered after that came by the bus.
  const dispatcher = await startDispatcher({
    store: dispatcherStore,
    bus: dispatcherBus,
    clock: systemClock,
    logger: silentLogger(),
    guard: new NetworkGuard({ allowPrivateNetworks: true }),
    options: { ...TEST_OPTIONS, pollIntervalMs: 600_000 },
  });
  t.teardown(() => dispatcher.close());
  await new Promise((resolve) => setTimeout(resolve, 100)); // the start-up poll is over
  await queue.enqueue({ id: 'dlv_kafka', userId: USER_ID, env: 'live', event: 'schedule.completed', url: receiver.url, payload: { event: 'schedule.completed', run_id: 'run_k' } });
  const done = await waitForDelivery(apiStore, 'dlv_kafka', finished);
  t.match(done, { status: 'delivered', attempts: [{ attempt: 1, status_code: 200 }] });
  t.equal(receiver.hits.length, 1);
  t.equal(verifySignature({ header: receiver.hits[0].headers['x-signature'], body: receiver.hits[0].body, secret: SECRET }).ok, true);
});

t.test('on MongoDB: a 503 is retried when due, then delivered; a second dispatcher on the same database changes nothing', async (t) => {
  const receiver = await startReceiver((_hit, n) => ({ status: n === 1 ? 503 : 200 }));
  const [storeA, storeB] = mongoStores();
  const bus = new MemoryBus();
  const clock = new ManualClock(START);
  t.teardown(async () => {
    await Promise.all([bus.close(), storeA.close(), storeB.close(), receiver.close()]);
  });
  await addUser(storeA);
  const queue = new DeliveryQueue({ store: storeA, bus, clock });
  for (const store of [storeA, storeB]) {
    const dispatcher = await startDispatcher({ store, bus, clock, logger: silentLogger(), guard: new NetworkGuard({ allowPrivateNetworks: true }), options: { ...TEST_OPTIONS, pollIntervalMs: 20 } });
    t.teardown(() => dispatcher.close());
  }
  await queue.enqueue({ id: 'dlv_mongo', userId: USER_ID, env: 'live', event: 'schedule.completed', url: receiver.url, payload: { n: 1 } });
  const first = await waitForDelivery(storeB, 'dlv_mongo', attemptsMade(1));
  t.equal(first.next_attempt_at, new Date(START + 750).toISOString());
  clock.advance(750);
  const done = await waitForDelivery(storeB, 'dlv_mongo', finished);
  t.match(done, { status: 'delivered', attempts: [{ attempt: 1, status_code: 503 }, { attempt: 2, status_code: 200 }] });
  await new Promise((resolve) => setTimeout(resolve, 100));
  t.equal(receiver.hits.length, 2);
});
