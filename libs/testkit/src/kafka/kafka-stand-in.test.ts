import net from 'node:net';
import t from 'tap';
import { startKafkaStandIn } from './kafka-stand-in.js';

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
