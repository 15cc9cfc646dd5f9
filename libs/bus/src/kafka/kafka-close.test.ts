import t from 'tap';
import { KafkaBus } from './kafka-bus.js';
import { fakeConsumer } from './fake-consumer.test-helper.js';

// A closed bus connects nothing more: a publish that was already waiting (here on a bounded topic's
// depth read) when close() came fails with service_unavailable instead of connecting a producer that
// nothing would ever disconnect, and a producer made before close() is disconnected by it; a closing
// consumer's hand-back still goes out though no producer was made before. Against a fake kafkajs
// client that counts connections and holds the depth read until released.

function fakeKafka() {
  const counts = { connects: 0, disconnects: 0, sends: 0, producers: 0 };
  let releaseRead = () => {};
  const read = new Promise<void>((r) => (releaseRead = r));
  const client = () => ({
    async connect() {
      counts.connects++;
    },
    async disconnect() {
      counts.disconnects++;
    },
  });
  const kafka = {
    producer: () => {
      counts.producers++;
      return {
        ...client(),
        async send() {
          counts.sends++;
          return [];
        },
        async sendBatch() {
          counts.sends++;
          return [];
        },
      };
    },
    admin: () => ({
      ...client(),
      async fetchTopicOffsets() {
        await read;
        return [{ partition: 0, offset: '0', high: '0', low: '0' }];
      },
      async fetchOffsets() {
        return [{ topic: 'beats', partitions: [] }];
      },
    }),
  };
  return { kafka, counts, releaseRead };
}

function busOn(fake: ReturnType<typeof fakeKafka>) {
  const bus = new KafkaBus({ brokers: ['127.0.0.1:1'], repliesAtStart: false, topicLimits: { beats: 10 }, groups: { beats: ['g'] }, depthReuseMs: 0 });
  (bus as unknown as { kafka: unknown }).kafka = fake.kafka;
  return bus;
}

for (const immediate of [true, false]) {
  t.test(`${immediate ? 'an immediate' : 'a batched'} publish waiting when the bus closes fails, and connects no producer`, async (t) => {
    const fake = fakeKafka();
    const bus = busOn(fake);
    const publish = bus.publish('beats', { n: 1 }, { immediate });
    await new Promise((r) => setTimeout(r, 20)); // it waits on the depth read
    await bus.close();
    const connected = fake.counts.connects;
    fake.releaseRead();
    await t.rejects(publish, { code: 'service_unavailable', message: /closed/ });
    await new Promise((r) => setTimeout(r, 20));
    t.equal(fake.counts.connects, connected, 'nothing connected after close');
    t.equal(fake.counts.sends, 0);
  });
}

t.test('close() disconnects an immediate producer made before it', async (t) => {
  const fake = fakeKafka();
  const bus = new KafkaBus({ brokers: ['127.0.0.1:1'], repliesAtStart: false });
  (bus as unknown as { kafka: unknown }).kafka = fake.kafka;
  await bus.publish('beats', { n: 1 }, { immediate: true });
  t.same(fake.counts, { connects: 1, disconnects: 0, sends: 1, producers: 1 });
  await bus.close();
  t.equal(fake.counts.disconnects, 1);
  await t.rejects(bus.publish('beats', { n: 2 }, { immediate: true }), { code: 'service_unavailable' });
  t.equal(fake.counts.connects, 1);
});

t.test('a consumer closing with a message in hand hands it back, though the bus had made no producer yet', async (t) => {
  const fake = fakeKafka();
  const consumer = fakeConsumer('jobs', () => Date.now());
  const kafka = { ...fake.kafka, consumer: () => consumer.consumer };
  const bus = new KafkaBus({ brokers: ['127.0.0.1:1'], repliesAtStart: false });
  (bus as unknown as { kafka: unknown }).kafka = kafka;
  fake.releaseRead();
  await bus.consume('jobs', 'g', () => new Promise(() => undefined)); // never finishes
  await consumer.deliver(0);
  t.equal(fake.counts.producers, 0, 'nothing published yet');
  await bus.close();
  t.equal(fake.counts.sends, 1, 'handed back');
  t.equal(fake.counts.disconnects, fake.counts.connects, 'and every client made for it disconnected');
});
