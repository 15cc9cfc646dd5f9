import t from 'tap';
import { startKafkaStandIn, type KafkaStandIn } from '@gleaner/testkit';
import { runBusContract } from '../contract.js';
import { createBus } from '../create.js';
import { Partitioners } from 'kafkajs';
import type { BusMessage } from '../port.js';
import { KafkaBus } from './kafka-bus.js';

// The bus contract on KafkaBus against librdkafka's mock cluster (libs/testkit, kafka-stand-in.ts).
// Test settings, not production's: small fetch waits and session timeouts, and the group leader
// waits 300 ms before assigning (the mock answers a follower's early SyncGroup with error 42).

const started = Date.now();
let kafka: KafkaStandIn | undefined;
t.before(async () => {
  kafka = await startKafkaStandIn({ brokers: 1 });
});
t.teardown(() => kafka?.stop());

const testSettings = { maxWaitTimeInMs: 10, sessionTimeout: 3000, heartbeatInterval: 100, assignDelayMs: 300, retries: 2, connectionTimeout: 1000 };

runBusContract(t, 'kafka', async (options) => new KafkaBus({ ...testSettings, brokers: kafka!.brokers, topicLimits: options.topicLimits }));

t.test('kafka: createBus picks KafkaBus when brokers are configured', async (t) => {
  const bus = createBus({ bus: { kafkaBrokers: kafka!.brokers, topicLimits: { render: 8 }, kafka: { sessionTimeoutMs: 6000, heartbeatMs: 200, maxWaitMs: 10, assignDelayMs: 300 } } });
  t.teardown(() => bus.close());
  t.equal(bus.kind, 'kafka');
  t.match((bus as KafkaBus).options, { sessionTimeout: 6000, heartbeatInterval: 200, maxWaitTimeInMs: 10, assignDelayMs: 300 }, 'with the configured consumer timing');
  await bus.ping();
  t.equal(await bus.depth('render'), 0, 'the renderers group has nothing waiting');
});

t.test('kafka: a bus made with repliesAtStart false consumes nothing until its first request, which still gets its reply', async (t) => {
  const subscriptions = (bus: KafkaBus) => (bus as unknown as { subscriptions: Set<{ topic: string }> }).subscriptions;
  const worker = new KafkaBus({ ...testSettings, brokers: kafka!.brokers, repliesAtStart: false });
  const caller = new KafkaBus({ ...testSettings, brokers: kafka!.brokers, repliesAtStart: false });
  t.teardown(() => Promise.all([worker.close(), caller.close()]));
  const topic = `lazy.${process.pid}`;
  await worker.respond<{ n: number }, { n: number }>(topic, 'workers', async (p) => ({ n: p.n + 1 }));
  t.same([...subscriptions(worker)].map((s) => s.topic), [topic], 'the worker consumes its jobs and no reply topic');
  t.equal(subscriptions(caller).size, 0, 'the caller has no consumer before it asks');
  t.same(await caller.request(topic, { n: 1 }, { deadlineMs: 20_000 }), { n: 2 }, 'the first request joins the reply topic and is answered');
  t.equal(subscriptions(caller).size, 1);
  const createdLazily = createBus({ bus: { kafkaBrokers: kafka!.brokers, topicLimits: {} } }, { requests: false }) as KafkaBus;
  t.teardown(() => createdLazily.close());
  t.equal(createdLazily.options.repliesAtStart, false, 'createBus(…, { requests: false }) makes such a bus');
});

t.test('kafka: a message no bus wrote (not JSON) goes to <topic>.dead without reaching the handler', async (t) => {
  const bus = new KafkaBus({ ...testSettings, brokers: kafka!.brokers });
  t.teardown(() => bus.close());
  const topic = `foreign.${process.pid}`;
  const handled: unknown[] = [];
  const dead: BusMessage<unknown>[] = [];
  await Promise.all([
    bus.consume(topic, 'g', async (m) => void handled.push(m.payload)),
    bus.consume(`${topic}.dead`, 'g', async (m) => void dead.push(m)),
  ]);
  const producer = bus.kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
  await producer.connect();
  await producer.send({ topic, messages: [{ value: 'not json {' }] });
  await producer.disconnect();
  const end = Date.now() + 5000;
  while (dead.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  t.equal(dead[0]?.payload, 'not json {');
  t.match(dead[0]?.headers.error, /JSON/);
  t.same(handled, []);
});

t.test('kafka: an unreachable broker list fails clearly, without hanging', async (t) => {
  const bus = new KafkaBus({ brokers: ['127.0.0.1:1'], retries: 1, connectionTimeout: 300 });
  const before = Date.now();
  const err = await bus.ping().then(() => undefined, (e: Error) => e);
  t.match(err, { code: 'service_unavailable', message: 'the job bus cannot be reached; retry shortly' });
  t.match((err?.cause as Error | undefined)?.message, /^cannot reach the Kafka brokers 127\.0\.0\.1:1 \(GLEANER_KAFKA_BROKERS\)/, 'the cause says where');
  t.ok(Date.now() - before < 10_000, `failed in ${Date.now() - before} ms`);
  await bus.close();
});

t.teardown(() => t.comment(`kafka bus tests took ${Date.now() - started} ms`));
