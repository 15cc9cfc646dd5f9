import t from 'tap';
import { Partitioners, type PartitionMetadata } from 'kafkajs';
import { PartitionRouter } from './partition-router.js';

// Partitions picked before queueing: a key's as kafkajs picks it, an unkeyed message the least
// loaded partition; unknown until the metadata read answers, and no publish waits for it.

const meta = (n: number, leaderless: number[] = []): PartitionMetadata[] =>
  Array.from({ length: n }, (_, i) => ({ partitionId: i, leader: leaderless.includes(i) ? -1 : 1, replicas: [1], isr: [1], partitionErrorCode: 0 }));
const tick = () => new Promise((r) => setImmediate(r));

t.test('unknown until the read answers; a key gets the partition kafkajs would give it', async (t) => {
  let reads = 0;
  const router = new PartitionRouter(async () => (reads++, meta(4)));
  t.equal(router.partition('render', { key: 'k1', value: 'x' }), undefined, 'the first publish does not wait for the read');
  await tick();
  const kafkajs = Partitioners.DefaultPartitioner();
  for (const key of ['k1', 'user-7', 'account-changes']) {
    t.equal(router.partition('render', { key, value: 'x' }), kafkajs({ topic: 'render', partitionMetadata: meta(4), message: { key, value: 'x' } }), key);
  }
  t.equal(reads, 1, 'one read for the topic');
});

t.test('unkeyed messages take the least loaded partition with a leader, idle ones in turn', async (t) => {
  const load = new Map<number, number>([[0, 5], [1, 0], [2, 0], [3, 1]]);
  const router = new PartitionRouter(async () => meta(5, [4]), (_topic, p) => load.get(p) ?? 0);
  router.partition('render', { key: null, value: 'x' });
  await tick();
  const picks = Array.from({ length: 6 }, () => router.partition('render', { key: null, value: 'x' }));
  t.ok(picks.every((p) => p === 1 || p === 2), `only the idle partitions: ${picks}`);
  t.ok(picks.includes(1) && picks.includes(2), 'both of them');
  load.set(1, 3).set(2, 3);
  t.equal(router.partition('render', { key: null, value: 'x' }), 3, 'then the least loaded; never the stalled 0 nor the leaderless 4');
});

t.test('a failed read leaves messages to kafkajs and is tried again later; forget reads again', async (t) => {
  let now = 0;
  let fail = true;
  let reads = 0;
  const router = new PartitionRouter(
    async () => {
      reads++;
      if (fail) throw new Error('UNKNOWN_TOPIC_OR_PARTITION');
      return meta(2);
    },
    () => 0,
    30_000,
    () => now,
  );
  t.equal(router.partition('replies.a', { key: null, value: 'x' }), undefined);
  await tick();
  fail = false;
  t.equal(router.partition('replies.a', { key: null, value: 'x' }), undefined, 'not read again at once');
  t.equal(reads, 1);
  now += 5_000;
  router.partition('replies.a', { key: null, value: 'x' });
  await tick();
  t.not(router.partition('replies.a', { key: null, value: 'x' }), undefined, 'read again after 5 s');
  router.forget('replies.a');
  t.equal(router.partition('replies.a', { key: null, value: 'x' }), undefined, 'forgotten: kafkajs picks until read again');
  t.equal(reads, 3);
  now += 29_000;
  await tick();
  t.not(router.partition('replies.a', { key: null, value: 'x' }), undefined);
  t.equal(reads, 3, 'kept 30 s');
});
