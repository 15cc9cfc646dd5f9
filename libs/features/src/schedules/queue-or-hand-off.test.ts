import t from 'tap';
import type { JobBus } from '@gleaner/bus';
import { queueOrHandOff } from './queue-or-hand-off.js';

// A refused publish hands the work to the sweeper when the bus answers (a full queue), to the
// sweeper's grace when it does not (down); a burst of refusals pings once.

function fakeBus(answers: boolean): { bus: JobBus; pings: () => number } {
  let pings = 0;
  const bus = { ping: async () => { pings++; if (!answers) throw new Error('brokers away'); } } as unknown as JobBus;
  return { bus, pings: () => pings };
}
const refused = () => Promise.reject(new Error('queue full'));

t.test('a publish that goes through tells nobody', async (t) => {
  const { bus, pings } = fakeBus(true);
  let told = 0;
  await queueOrHandOff(bus, async () => undefined, { unqueued: () => told++, down: () => told++ });
  t.equal(told, 0);
  t.equal(pings(), 0, 'no ping without a refusal');
});

t.test('refused while the bus answers: the sweeper drains now; a burst pings once', async (t) => {
  const { bus, pings } = fakeBus(true);
  let drains = 0;
  const down: unknown[] = [];
  for (let i = 0; i < 50; i++) await queueOrHandOff(bus, refused, { unqueued: () => drains++, down: (err) => down.push(err) });
  t.equal(drains, 50);
  t.same(down, []);
  t.equal(pings(), 1, 'the ping answer is reused within a second');
});

t.test('refused while the bus is down: left for the grace, with the error', async (t) => {
  const { bus } = fakeBus(false);
  let drains = 0;
  const down: unknown[] = [];
  await queueOrHandOff(bus, refused, { unqueued: () => drains++, down: (err) => down.push(err) });
  t.equal(drains, 0);
  t.match(String(down[0]), /queue full/);
});

t.test('no sweeper to tell: a refusal is only reported, without a ping', async (t) => {
  const { bus, pings } = fakeBus(true);
  const down: unknown[] = [];
  await queueOrHandOff(bus, refused, { down: (err) => down.push(err) });
  t.equal(down.length, 1);
  t.equal(pings(), 0);
});
