import t from 'tap';
import { Kafka, logLevel } from 'kafkajs';
import { startKafkaStandIn, type KafkaStandIn } from '@gleaner/testkit';
import { KafkaBus } from './kafka-bus.js';
import { kafkaGroupId } from './kafka-subscription.js';

// A broadcast group of one process (`fromEnd` + `uncommitted`, as account-changes reads) commits no
// offsets: N processes would otherwise commit every message of every other process's heartbeats.
// The same consumer without `uncommitted` commits, so the check can tell the two apart.

let kafka: KafkaStandIn | undefined;
t.before(async () => {
  kafka = await startKafkaStandIn({ brokers: 1 });
});
t.teardown(() => kafka?.stop());

const settings = { maxWaitTimeInMs: 10, sessionTimeout: 3000, heartbeatInterval: 100, assignDelayMs: 300, retries: 2, connectionTimeout: 1000 };

t.test('kafka: an uncommitted group reads every message and commits none; a committed one commits', async (t) => {
  const bus = new KafkaBus({ ...settings, brokers: kafka!.brokers, repliesAtStart: false });
  t.teardown(() => bus.close());
  const topic = `broadcast.${process.pid}`;
  const seen = { quiet: 0, committed: 0 };
  await bus.consume(topic, 'quiet', async () => void seen.quiet++, { fromEnd: true, uncommitted: true, maxAttempts: 1 });
  await bus.consume(topic, 'committed', async () => void seen.committed++, { fromEnd: true, maxAttempts: 1 });
  for (let n = 0; n < 3; n++) await bus.publish(topic, { n }, { key: 'one' });
  const end = Date.now() + 20_000;
  while ((seen.quiet < 3 || seen.committed < 3) && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  t.same(seen, { quiet: 3, committed: 3 });

  const admin = new Kafka({ brokers: kafka!.brokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  t.teardown(() => admin.disconnect());
  const committedAt = async (group: string) => {
    const [entry] = await admin.fetchOffsets({ groupId: kafkaGroupId(topic, group), topics: [topic] });
    return (entry?.partitions ?? []).map((p) => Number(p.offset)).filter((o) => o >= 0);
  };
  // The commits land after the messages were handled, later on a loaded machine than a fixed 500 ms:
  // wait for the ordinary group's; by then the broadcast group, reading the same three messages, would
  // have committed too were it committing.
  const commitsBy = Date.now() + 15_000;
  let committed = await committedAt('committed');
  while (!committed.some((o) => o >= 1) && Date.now() < commitsBy) {
    await new Promise((r) => setTimeout(r, 100));
    committed = await committedAt('committed');
  }
  t.ok(committed.some((o) => o >= 1), `the ordinary group committed past what it read (${committed.join(', ')})`);
  t.same(await committedAt('quiet'), [], 'no offset committed for the broadcast group');
});

t.test('kafka: a group that joins again says so (onRejoin), not on its first join', async (t) => {
  const bus = new KafkaBus({ ...settings, brokers: kafka!.brokers, repliesAtStart: false });
  t.teardown(() => bus.close());
  const topic = `rejoin.${process.pid}`;
  let rejoins = 0;
  await bus.consume(topic, 'quiet', async () => undefined, { fromEnd: true, uncommitted: true, maxAttempts: 1, onRejoin: () => void rejoins++ });
  t.equal(rejoins, 0, 'the first join is not a rejoin');
  // A second member in the same group makes the coordinator rebalance it: the first member rejoins.
  const other = new Kafka({ brokers: kafka!.brokers, logLevel: logLevel.NOTHING }).consumer({ groupId: kafkaGroupId(topic, 'quiet'), sessionTimeout: 3000, heartbeatInterval: 100, maxWaitTimeInMs: 10 });
  await other.connect();
  t.teardown(() => other.disconnect());
  await other.subscribe({ topics: [topic], fromBeginning: false });
  await other.run({ autoCommit: false, eachMessage: async () => undefined });
  const end = Date.now() + 20_000;
  while (rejoins === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  t.ok(rejoins >= 1, `onRejoin called after the rebalance (${rejoins})`);
});
