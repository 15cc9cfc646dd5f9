import { GleanerError, systemClock, type Clock } from '@gleaner/platform';

// Per-key limits: requests per minute (a fixed one-minute window) and render operations in
// flight. Kept in the process: on the embedded default that is every request. (With several
// API pods each pod counts its own share; see docs/architecture.md.)

interface Window {
  start: number;
  count: number;
}

const WINDOW_MS = 60_000;

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetSeconds: number;
}

export class KeyLimits {
  private readonly windows = new Map<string, Window>();
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly clock: Clock = systemClock) {}

  /** Counts one request, unless the window is already full (allowed: false). */
  hit(keyId: string, perMinute: number): RateDecision {
    const now = this.clock.now();
    let w = this.windows.get(keyId);
    if (!w || now - w.start >= WINDOW_MS) {
      w = { start: now - (now % WINDOW_MS), count: 0 };
      this.windows.set(keyId, w);
      if (this.windows.size > 100_000) this.prune(now);
    }
    const resetSeconds = Math.max(1, Math.ceil((w.start + WINDOW_MS - now) / 1000));
    if (w.count >= perMinute) return { allowed: false, limit: perMinute, remaining: 0, resetSeconds };
    w.count++;
    return { allowed: true, limit: perMinute, remaining: perMinute - w.count, resetSeconds };
  }

  /** Takes a render slot; throws concurrent_limit_exceeded past the limit. */
  acquire(keyId: string, max: number): () => void {
    const current = this.inFlight.get(keyId) ?? 0;
    if (current >= max) {
      throw new GleanerError('concurrent_limit_exceeded', `at most ${max} render operations may run at once for this key`, { retryAfter: 1, details: { limit: max } });
    }
    this.inFlight.set(keyId, current + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const n = (this.inFlight.get(keyId) ?? 1) - 1;
      if (n <= 0) this.inFlight.delete(keyId);
      else this.inFlight.set(keyId, n);
    };
  }

  private prune(now: number): void {
    for (const [k, w] of this.windows) if (now - w.start >= WINDOW_MS) this.windows.delete(k);
  }
}
