import { isGleanerError } from '@gleaner/platform';

// Scheduled work (a fired run, a scheduled monitor check) whose render is refused for load (503
// service_unavailable: the render queue is full in a burst) is not failed: it is put back under a
// lease that ends after a wait, and the sweeper takes it again then. The wait doubles after each
// refusal, at most MAX_WAIT_MS; after MAX_REFUSALS the work fails with the refusal. Work a caller
// waits on (a manual run, check-now) fails at once, as the one-off endpoints answer.

export const MAX_REFUSALS = 8;
export const DEFAULT_REFUSED_WAIT_MS = 2_000;
const MAX_WAIT_MS = 60_000;

/** How long to wait before the next take, or null when the work should fail now. */
export function waitAfterRefusal(err: unknown, trigger: string, refusals: number | undefined, firstWaitMs = DEFAULT_REFUSED_WAIT_MS): number | null {
  if (trigger === 'manual' || !isGleanerError(err) || err.code !== 'service_unavailable') return null;
  const n = refusals ?? 0;
  if (n >= MAX_REFUSALS) return null;
  return Math.min(MAX_WAIT_MS, firstWaitMs * 2 ** n);
}
