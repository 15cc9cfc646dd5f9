import { systemClock, type Clock } from '@gleaner/platform';
import { isSweepable, type FileStore } from './port.js';

// Files live 7 days (GLEANER_FILE_TTL_HOURS). Feature code deletes a record together with its
// file; this sweep is the safety net that removes files whose expiry has passed even when no
// record points at them any more (crash between put and insert, a missed delete).

export async function sweepExpiredFiles(store: FileStore, clock: Clock = systemClock): Promise<string[]> {
  if (!isSweepable(store)) return [];
  return store.sweepExpired(new Date(clock.now()));
}

/** Runs the sweep every `intervalMs` (unref'd timer); returns a stop function. */
export function startFileSweeper(
  store: FileStore,
  o: { intervalMs: number; clock?: Clock; onError?: (err: unknown) => void; onSwept?: (keys: string[]) => void },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return; // a slow sweep is never overlapped by the next
    running = true;
    sweepExpiredFiles(store, o.clock)
      .then((keys) => o.onSwept?.(keys))
      .catch((err: unknown) => o.onError?.(err))
      .finally(() => {
        running = false;
      });
  }, o.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
