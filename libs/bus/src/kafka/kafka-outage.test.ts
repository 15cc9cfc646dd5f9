import t from 'tap';
import { startKafkaStandIn } from '@gleaner/testkit';
import type { Consumer } from 'kafkajs';
import { KafkaBus } from './kafka-bus.js';

// KafkaBus when Kafka goes away and comes back (the stand-in's down()/up(): same addresses, nothing
// lost): calls answer service_unavailable with Retry-After in bounded time instead of hanging or
// throwing kafkajs's own errors, the same bus serves again once the brokers are back (its consumers
// rejoin their groups: about the session timeout, since the member they were is still listed), and
// a bus closed during the outage leaves no consumer restarting behind it. Test settings as in
// kafka-bus.test.ts.

const testSettings = { maxWaitTimeInMs: 10, sessionTimeout: 3000, heartbeatInterval: 100, assignDelayMs: 300, retries: 2, connectionTimeout: 1000 };
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

t.test('Kafka down: 503 in bounded time; back up: the same bus serves again', async (t) => {
  const kafka = await startKafkaStandIn({ topics: { jobs: 2 } });
  t.teardown(() => kafka.stop());
  const worker = new KafkaBus({ ...testSettings, brokers: kafka.brokers });
  const caller = new KafkaBus({ ...testSettings, brokers: kafka.brokers, topicLimits: { jobs: 100 }, groups: { jobs: ['workers'] } });
  t.teardown(() => Promise.all([worker.close(), caller.close()]));
  await worker.respond<{ n: number }, { n: number }>('jobs', 'workers', async ({ n }) => ({ n: n + 1 }));
  t.same(await caller.request('jobs', { n: 1 }, { deadlineMs: 10_000 }), { n: 2 }, 'a round trip before the outage');

  await kafka.down();
  const started = Date.now();
  for (const [what, call] of [
    ['publish (a bounded topic: its depth is read first)', () => caller.publish('jobs', { n: 0 })],
    ['publish (an unbounded topic)', () => caller.publish('other', { n: 0 })],
    ['request', () => caller.request('jobs', { n: 2 }, { deadlineMs: 30_000 })],
    ['ping', () => caller.ping()],
  ] as const) {
    const before = Date.now();
    const err = await call().then(() => undefined, (e: Error & { retryAfter?: number }) => e);
    t.match(err, { code: 'service_unavailable', message: 'the job bus cannot be reached; retry shortly' }, `${what}: service_unavailable`);
    t.ok((err?.retryAfter ?? 0) >= 1, `${what}: with Retry-After`);
    t.match((err?.cause as Error | undefined)?.message, /cannot reach the Kafka brokers 127\.0\.0\.1:\d+/, `${what}: the cause names the brokers`);
    t.comment(`${what} failed in ${Date.now() - before} ms`);
  }
  t.ok(Date.now() - started < 60_000, `answered in ${Date.now() - started} ms, not hung`);
  await wait(2000); // the consumers crash and restart meanwhile

  await kafka.up();
  const back = Date.now();
  let answer: unknown;
  while (Date.now() - back < 60_000) {
    answer = await caller.request('jobs', { n: 10 }, { deadlineMs: 5000 }).catch((e: Error) => e);
    if (!(answer instanceof Error)) break;
    await wait(500);
  }
  t.same(answer, { n: 11 }, 'a round trip after the outage, same processes');
  t.comment(`served again ${Date.now() - back} ms after the brokers came back (session timeout ${testSettings.sessionTimeout} ms)`);
});

t.test('a bus closed while Kafka is down closes in bounded time and leaves no consumer restarting', async (t) => {
  const kafka = await startKafkaStandIn({ topics: { jobs: 1 } });
  t.teardown(() => kafka.stop());
  const bus = new KafkaBus({ ...testSettings, brokers: kafka.brokers });
  const consumers: Consumer[] = [];
  const make = bus.kafka.consumer.bind(bus.kafka);
  bus.kafka.consumer = (config) => {
    const c = make(config);
    consumers.push(c);
    return c;
  };
  await bus.consume('jobs', 'workers', async () => undefined);
  await kafka.down();
  await wait(2500); // long enough for the consumers to crash and schedule restarts
  const closing = Date.now();
  await bus.close();
  t.ok(Date.now() - closing < 30_000, `closed in ${Date.now() - closing} ms`);
  // A crash that was under way when close() came may still be reported, but not restarted.
  const after: string[] = [];
  for (const c of consumers) {
    for (const event of [c.events.CONNECT, c.events.GROUP_JOIN]) c.on(event as typeof c.events.CONNECT, () => void after.push(event));
    c.on(c.events.CRASH, (e) => e.payload.restart && after.push(`${c.events.CRASH} (restarting)`));
  }
  await kafka.up();
  await wait(5000);
  t.same(after, [], 'no consumer connected, joined or restarted after close');
});
