import t from 'tap';
import { runBusContract } from '../contract.js';
import { MemoryBus } from './memory-bus.js';

runBusContract(t, 'memory', async (options) => new MemoryBus(options));

t.test('memory: messages published before any consumer are delivered to the first group', async (t) => {
  const bus = new MemoryBus();
  await bus.publish('early', 1);
  await bus.publish('early', 2);
  const got: number[] = [];
  await bus.consume<number>('early', 'g', async (m) => void got.push(m.payload));
  await new Promise((r) => setTimeout(r, 20));
  t.same(got, [1, 2]);
  await bus.close();
  await t.rejects(bus.publish('early', 3), { code: 'service_unavailable' });
});
