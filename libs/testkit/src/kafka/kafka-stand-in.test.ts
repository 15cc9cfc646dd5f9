import net from 'node:net';
import t from 'tap';
import { startKafkaStandIn } from './kafka-stand-in.js';

const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

t.test('the Kafka stand-in starts the brokers asked for, listens, and stops', async (t) => {
  const kafka = await startKafkaStandIn({ brokers: 2, topics: { jobs: 2 } });
  t.equal(kafka.brokers.length, 2);
  for (const address of kafka.brokers) t.match(address, /^127\.0\.0\.1:\d+$/);
  const [host, port] = kafka.brokers[0].split(':');
  await new Promise<void>((resolve, reject) => net.connect(Number(port), host, function (this: net.Socket) {
    this.destroy();
    resolve();
  }).once('error', reject));
  await kafka.stop();
  await t.rejects(new Promise<void>((resolve, reject) => net.connect(Number(port), host, function (this: net.Socket) {
    this.destroy();
    resolve();
  }).once('error', reject)), 'nothing listens after stop');
});

t.test('the Kafka stand-in goes down and comes back on the same address', async (t) => {
  const kafka = await startKafkaStandIn({ brokers: 2 });
  t.teardown(() => kafka.stop());
  const addresses = kafka.brokers.map((b) => b.split(':')).map(([host, port]) => [host, Number(port)] as const);
  await kafka.down();
  for (const [host, port] of addresses) t.equal(await connects(host, port), false, `${host}:${port} refuses while down`);
  await kafka.up();
  for (const [host, port] of addresses) t.equal(await connects(host, port), true, `${host}:${port} listens again`);
  await kafka.stop();
  await t.rejects(kafka.down(), /not running/, 'a command after stop is refused, not left waiting');
});
