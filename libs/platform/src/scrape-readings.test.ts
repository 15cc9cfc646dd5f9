import t from 'tap';
import { Gauge, Registry } from 'prom-client';
import { readAtScrape } from './scrape-readings.js';

// A gauge read when /metrics is read: the value of that moment, and no sample at all when the read
// fails or is slow (a stale value would look healthy), without failing the scrape.
t.test('a gauge read at scrape time: current values, none when the read fails or is slow', async (t) => {
  const registry = new Registry();
  const gauge = new Gauge({ name: 'x_depth', help: 'x', labelNames: ['topic'], registers: [registry] });
  let next: () => Promise<number> = async () => 3;
  const errors: string[] = [];
  readAtScrape(gauge, async () => [[{ topic: 'render' }, await next()]], { timeoutMs: 200, onError: (err) => errors.push((err as Error).message) });
  t.match(await registry.metrics(), /x_depth\{topic="render"\} 3\n/);
  next = async () => 5;
  t.match(await registry.metrics(), /x_depth\{topic="render"\} 5\n/, 'read again at every scrape');
  next = async () => {
    throw new Error('brokers down');
  };
  t.notMatch(await registry.metrics(), /x_depth\{/, 'a failed read leaves no sample');
  next = () => new Promise((resolve) => setTimeout(() => resolve(7), 2000).unref());
  const started = Date.now();
  t.notMatch(await registry.metrics(), /x_depth\{/, 'nor does a slow one');
  t.ok(Date.now() - started < 1500, 'and the scrape does not wait for it');
  t.same(errors, ['brokers down', 'no reading in 200 ms']);
});
