import { GleanerError } from '@gleaner/platform';

// Per-key limits: requests per minute (a fixed one-minute window) and render operations in
// flight. Two keepers share this contract (limits.test.ts holds both to it):
// - MemoryKeyLimits: in the process, exact when one process serves every request (the embedded
//   default owns its store);
// - StoreKeyLimits: in the shared document store, so several API processes count together.

export const WINDOW_MS = 60_000;

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** Gives a render slot back; idempotent. A promise when the slot lives in the store. */
export type ReleaseSlot = () => void | Promise<void>;

export interface KeyLimits {
  /** Counts one request, unless the window is already full (allowed: false). */
  hit(keyId: string, perMinute: number): RateDecision | Promise<RateDecision>;
  /** Takes a render slot; fails with concurrent_limit_exceeded past the limit. */
  acquire(keyId: string, max: number): ReleaseSlot | Promise<ReleaseSlot>;
}

/** The start of the window holding `now`, and the seconds until it resets (at least 1). */
export function windowOf(now: number): { start: number; resetSeconds: number } {
  const start = now - (now % WINDOW_MS);
  return { start, resetSeconds: Math.max(1, Math.ceil((start + WINDOW_MS - now) / 1000)) };
}

export function concurrentLimitExceeded(max: number): GleanerError {
  return new GleanerError('concurrent_limit_exceeded', `at most ${max} render operations may run at once for this key`, { retryAfter: 1, details: { limit: max } });
}
