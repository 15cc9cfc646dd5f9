import type { JobBus } from '@gleaner/bus';

// A run (or monitor check) already started in the store is queued on the bus. When the bus refuses it
// while it still answers a ping (its queue is full: a burst), the sweeper is told to drain the store's
// queued work now; when the bus is down, the work waits for the sweeper's grace like any lost message.
// One refusal in a burst pings the bus; the others within PING_FRESH_MS reuse its answer.

const PING_FRESH_MS = 1000;
const lastPing = new WeakMap<JobBus, { at: number; answered: Promise<boolean> }>();

function answers(bus: JobBus): Promise<boolean> {
  const seen = lastPing.get(bus);
  if (seen && performance.now() - seen.at < PING_FRESH_MS) return seen.answered;
  const answered = bus.ping().then(() => true, () => false);
  lastPing.set(bus, { at: performance.now(), answered });
  return answered;
}

export interface HandOff {
  /** The sweeper's drain (run-sweeper.ts `unqueued`); absent, every refusal is only logged. */
  unqueued?: () => void;
  /** Told when the bus is down (or nothing drains): the sweeper's grace takes the work. */
  down(err: unknown): void;
}

export async function queueOrHandOff(bus: JobBus, send: () => Promise<unknown>, handOff: HandOff): Promise<void> {
  await send().catch(async (err) => {
    if (handOff.unqueued && (await answers(bus))) handOff.unqueued();
    else handOff.down(err);
  });
}
