import t from 'tap';
import type { BusMessage } from '../port.js';
import type { KafkaBus } from './kafka-bus.js';
import { fakeConsumer } from './fake-consumer.test-helper.js';
import { KafkaSubscription } from './kafka-subscription.js';

// The first message after a consumer joins waits for the partitions' end offsets read at the join
// (they tell which messages may have been delivered before: possibleRedelivery). That admin read
// can hang (a broker that does not answer) while the consumer sends no heartbeat: it is waited for
// a bounded time, after which messages are marked, the cautious side, until the read answers.
// Against a fake kafkajs consumer (driven by hand) and a fake admin read that answers when told.

t.test('a join read that never answers delays the first message a bounded time; messages are marked until it answers', async (t) => {
  const fake = fakeConsumer('jobs');
  let answer: (ends: Map<number, bigint>) => void = () => {};
  const bus = {
    options: { joinReadWaitMs: 50, heartbeatInterval: 100 },
    kafka: { consumer: () => fake.consumer },
    taken: new Map(),
    endOffsets: () => new Promise<Map<number, bigint>>((r) => (answer = r)),
    unreachable: (err: unknown) => err,
    forget: () => undefined,
  } as unknown as KafkaBus;
  const got: BusMessage<{ offset: number }>[] = [];
  const sub = new KafkaSubscription(bus, 'jobs', 'g', async (m) => void got.push(m as BusMessage<{ offset: number }>), {});
  t.teardown(() => sub.close());
  await sub.start();
  // Published "later" by the clock (a minute ahead): only the offsets could tell it apart, and they are not read.
  const first = fake.deliver(5);
  let timer: NodeJS.Timeout | undefined;
  const done = await Promise.race([first.then(() => true), new Promise<boolean>((r) => (timer = setTimeout(() => r(false), 10_000)))]);
  clearTimeout(timer);
  t.ok(done, 'the first message is not held until the read answers');
  await fake.deliver(6);
  await new Promise((r) => setImmediate(r));
  t.same(got.map((m) => [m.payload.offset, m.possibleRedelivery === true]), [[5, true], [6, true]], 'not read: both marked, the second without waiting');
  answer(new Map([[0, 7n]]));
  await new Promise((r) => setTimeout(r, 10));
  await fake.deliver(7);
  await new Promise((r) => setImmediate(r));
  t.same(got.map((m) => m.possibleRedelivery === true), [true, true, false], 'read at last: offset 7, at the end then, is a first delivery');
});
