// At most `size` pieces of work at once, the others waiting in turn. A scheduler's runs come from two
// doors, the bus's consumer and the sweeper; one set of slots for both keeps the runs it has in flight
// (and so the render jobs it puts in the render queue the API shares) at GLEANER_SCHEDULE_RUN_CONCURRENCY
// while a burst drains through both. The waiting are bounded by the doors' own concurrency.

export type WorkSlots = <T>(work: () => Promise<T>) => Promise<T>;

export function workSlots(size: number): WorkSlots {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (busy >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else busy++;
    try {
      return await work();
    } finally {
      // The slot goes straight to the next in turn (busy unchanged), or is freed.
      const next = waiting.shift();
      if (next) next();
      else busy--;
    }
  };
}
