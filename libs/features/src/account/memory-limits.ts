import { systemClock, type Clock } from '@gleaner/platform';
import { concurrentLimitExceeded, WINDOW_MS, windowOf, type KeyLimits, type RateDecision } from './limits.js';

// Per-key limits kept in this process's memory: synchronous, no I/O. Exact only when this process
// serves every request of its keys (the embedded default, which owns its store).

interface Window {
  start: number;
  count: number;
}

export class MemoryKeyLimits implements KeyLimits {
  private readonly windows = new Map<string, Window>();
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly clock: Clock = systemClock) {}

  hit(keyId: string, perMinute: number): RateDecision {
    const now = this.clock.now();
    const { start, resetSeconds } = windowOf(now);
    let w = this.windows.get(keyId);
    if (!w || w.start !== start) {
      w = { start, count: 0 };
      this.windows.set(keyId, w);
      if (this.windows.size > 100_000) this.prune(now);
    }
    if (w.count >= perMinute) return { allowed: false, limit: perMinute, remaining: 0, resetSeconds };
    w.count++;
    return { allowed: true, limit: perMinute, remaining: perMinute - w.count, resetSeconds };
  }

  acquire(keyId: string, max: number): () => void {
    const current = this.inFlight.get(keyId) ?? 0;
    if (current >= max) throw concurrentLimitExceeded(max);
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
