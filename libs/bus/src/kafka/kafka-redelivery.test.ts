import t from 'tap';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startKafkaStandIn, type KafkaStandIn } from '@gleaner/testkit';
import type { BusMessage } from '../port.js';
import { KafkaBus } from './kafka-bus.js';

// On Kafka a job whose consumer died before committing goes to the partition's next owner with
// attempt 1 as before: the bus marks it possibleRedelivery (it was in the partition when that owner
// got it), so a render worker reads its record rather than rendering it again. Messages published
// after the join are first deliveries and unmarked (the fast path). And `immediate` publishes go
// on a producer of their own, past a stalled batch.

let kafka: KafkaStandIn | undefined;
t.before(async () => {
  kafka = await startKafkaStandIn({ brokers: 1 });
});
t.teardown(() => kafka?.stop());

const testSettings = { maxWaitTimeInMs: 10, sessionTimeout: 3000, heartbeatInterval: 100, assignDelayMs: 300, retries: 2, connectionTimeout: 1000 };
const until = async (ok: () => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
};

t.test('kafka: messages already in the partition at the join are possible redeliveries; later ones are not', async (t) => {
  const bus = new KafkaBus({ ...testSettings, brokers: kafka!.brokers, repliesAtStart: false });
  t.teardown(() => bus.close());
  const topic = `backlog.${process.pid}`;
  for (const n of [1, 2]) await bus.publish(topic, { n });
  const got: BusMessage<{ n: number }>[] = [];
  await bus.consume<{ n: number }>(topic, 'g', async (m) => void got.push(m));
  await until(() => got.length === 2);
  for (const n of [3, 4]) await bus.publish(topic, { n });
  await until(() => got.length === 4);
  t.same(
    got.map((m) => [m.payload.n, m.attempt, m.possibleRedelivery === true]).sort((a, b) => Number(a[0]) - Number(b[0])), // partitions: no order across them
    [[1, 1, true], [2, 1, true], [3, 1, false], [4, 1, false]],
  );
});

// A consumer in a process of its own that takes the job and never finishes it (killed with SIGKILL).
const CHILD = `
const { KafkaBus } = require(${JSON.stringify(path.join(__dirname, 'kafka-bus.js'))});
const [brokers, topic] = process.argv.slice(1);
const bus = new KafkaBus({ ...${JSON.stringify(testSettings)}, brokers: [brokers], repliesAtStart: false });
bus.consume(topic, 'renderers', async (m) => { process.stdout.write('took ' + m.payload.n + ' ' + !!m.possibleRedelivery + '\\n'); await new Promise(() => {}); });
`;

t.test('kafka: a job whose consumer was killed mid-run reaches the next owner marked, and is handled once there', async (t) => {
  const topic = `crash.${process.pid}`;
  const publisher = new KafkaBus({ ...testSettings, brokers: kafka!.brokers, repliesAtStart: false });
  t.teardown(() => publisher.close());
  await publisher.publish(topic, { n: 0 }); // the topic exists before anyone joins
  const child = spawn(process.execPath, ['-e', CHILD, kafka!.brokers[0], topic], { stdio: ['ignore', 'pipe', 'inherit'] });
  t.teardown(() => void child.kill('SIGKILL'));
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  await until(() => out.includes('took 0'));
  t.match(out, 'took 0 true', 'the first owner: n 0 was there at its join');
  child.kill('SIGKILL'); // dies holding job 0, uncommitted
  await new Promise((r) => child.once('exit', r));
  const bus = new KafkaBus({ ...testSettings, brokers: kafka!.brokers, repliesAtStart: false });
  t.teardown(() => bus.close());
  const got: BusMessage<{ n: number }>[] = [];
  await bus.consume<{ n: number }>(topic, 'renderers', async (m) => void got.push(m));
  await until(() => got.length >= 1, 30_000);
  t.same(got.map((m) => [m.payload.n, m.attempt, m.possibleRedelivery]), [[0, 1, true]], 'attempt still 1, but marked: a render worker reads its record first');
  await publisher.publish(topic, { n: 1 });
  await until(() => got.length >= 2);
  t.same(got.map((m) => [m.payload.n, m.possibleRedelivery === true]), [[0, true], [1, false]], 'a job published after is a first delivery');
});

t.test('kafka: an immediate publish is not held up by a stalled batch', async (t) => {
  const bus = new KafkaBus({ ...testSettings, brokers: kafka!.brokers, repliesAtStart: false });
  t.teardown(() => bus.close());
  const topic = `beats.${process.pid}`;
  const got: unknown[] = [];
  await bus.consume(topic, 'g', async (m) => void got.push(m.payload), { fromEnd: true });
  // Every batched send hangs, as behind a partition whose leader stopped answering.
  const produce = bus.produce as unknown as { send: (...args: unknown[]) => Promise<void> };
  const send = produce.send;
  produce.send = () => new Promise(() => undefined);
  t.teardown(() => void (produce.send = send));
  void bus.publish(topic, { beat: 'batched' });
  await bus.publish(topic, { beat: 'immediate' }, { immediate: true });
  await until(() => got.length > 0, 10_000);
  t.same(got, [{ beat: 'immediate' }]);
});
