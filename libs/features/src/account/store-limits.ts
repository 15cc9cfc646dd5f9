import { randomBytes } from 'node:crypto';
import { GleanerError, systemClock, type Clock } from '@gleaner/platform';
import type { Collection, DocumentStore } from '@gleaner/store';
import { concurrentLimitExceeded, WINDOW_MS, windowOf, type KeyLimits, type RateDecision, type ReleaseSlot } from './limits.js';

// Per-key limits kept in the shared document store, so that every API process counts against one
// figure (several API processes behind a balancer, scaled by an autoscaler: a per-process share
// would need to know how many there are). Each decision is conditional atomic updates:
// - a request: `count < limit` then +1 on the key's document for the current minute;
// - a render slot: `n < max` then +1 with a lease in the same update. The holder renews its lease
//   while the work runs; a process that dies stops renewing, and the next caller who finds the
//   key full takes back the expired leases (each by its own conditional update), so a crash costs
//   the key its slots for one lease at most.

interface RateWindowRecord {
  id: string;
  key_id: string;
  /** The window's start (ms since the epoch). */
  start: number;
  count: number;
}

interface RenderSlotsRecord {
  id: string;
  /** Slots taken. */
  n: number;
  /** Each holder's lease: token -> until (ms since the epoch). */
  leases: Record<string, number>;
}

export const LIMIT_COLLECTIONS = { rateWindows: 'rate_windows', renderSlots: 'render_slots' } as const;

/** A slot's lease, renewed every third of it while its work runs. */
export const SLOT_LEASE_MS = 60_000;

const isTaken = (err: unknown) => err instanceof GleanerError && err.code === 'already_exists';

export class StoreKeyLimits implements KeyLimits {
  private readonly windows: Collection<RateWindowRecord>;
  private readonly slots: Collection<RenderSlotsRecord>;
  /** The window whose predecessors this process last cleared. */
  private clearedBefore = 0;
  /** Keys whose current window this process saw full, by window start: counts only grow within a window, so no I/O is needed to refuse again. */
  private readonly full = new Map<string, number>();

  constructor(
    store: DocumentStore,
    private readonly clock: Clock = systemClock,
    private readonly leaseMs = SLOT_LEASE_MS,
  ) {
    this.windows = store.collection<RateWindowRecord>(LIMIT_COLLECTIONS.rateWindows);
    this.slots = store.collection<RenderSlotsRecord>(LIMIT_COLLECTIONS.renderSlots);
  }

  async setup(): Promise<void> {
    await this.windows.ensureIndex({ fields: ['start'] });
  }

  async hit(keyId: string, perMinute: number): Promise<RateDecision> {
    const { start, resetSeconds } = windowOf(this.clock.now());
    const count = perMinute > 0 && this.full.get(keyId) !== start ? await this.count(`${keyId}@${start}`, keyId, start, perMinute) : null;
    if (count === null) {
      if (this.full.size > 100_000) this.full.clear();
      this.full.set(keyId, start);
      return { allowed: false, limit: perMinute, remaining: 0, resetSeconds };
    }
    return { allowed: true, limit: perMinute, remaining: perMinute - count, resetSeconds };
  }

  /** The window's count after this request, or null when it was full. */
  private async count(id: string, keyId: string, start: number, perMinute: number): Promise<number | null> {
    const counted = await this.windows.updateOne({ id, count: { $lt: perMinute } }, { $inc: { count: 1 } });
    if (counted) return counted.count;
    try {
      await this.windows.insert({ id, key_id: keyId, start, count: 1 });
      this.clearOldWindows(start);
      return 1;
    } catch (err) {
      if (!isTaken(err)) throw err;
    }
    // Another process opened the window meanwhile.
    const again = await this.windows.updateOne({ id, count: { $lt: perMinute } }, { $inc: { count: 1 } });
    return again ? again.count : null;
  }

  /** Windows before the previous one are done with: once per window per process, in the background. */
  private clearOldWindows(start: number): void {
    if (start <= this.clearedBefore) return;
    this.clearedBefore = start;
    void this.windows.deleteMany({ start: { $lt: start - WINDOW_MS } }).catch(() => undefined);
  }

  async acquire(keyId: string, max: number): Promise<ReleaseSlot> {
    const token = randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');
    const lease = `leases.${token}`;
    if (!(await this.take(keyId, max, lease))) {
      // Full: leases of holders that stopped renewing (a process that died) go back, then one more try.
      const reclaimed = await this.reclaimExpired(keyId);
      if (!reclaimed || !(await this.take(keyId, max, lease))) throw concurrentLimitExceeded(max);
    }
    const renew = setInterval(() => {
      void this.slots.updateOne({ id: keyId, [lease]: { $exists: true } }, { $set: { [lease]: this.clock.now() + this.leaseMs } }).catch(() => undefined);
    }, Math.max(1, Math.floor(this.leaseMs / 3)));
    renew.unref();
    let released: Promise<void> | undefined;
    return () => {
      clearInterval(renew);
      // A release the store did not take (an outage) is left to the lease's expiry.
      released ??= this.slots.updateOne({ id: keyId, [lease]: { $exists: true } }, { $inc: { n: -1 }, $unset: [lease] }).then(
        () => undefined,
        () => undefined,
      );
      return released;
    };
  }

  private async take(keyId: string, max: number, lease: string): Promise<boolean> {
    const until = this.clock.now() + this.leaseMs;
    const update = { $inc: { n: 1 }, $set: { [lease]: until } };
    if (await this.slots.updateOne({ id: keyId, n: { $lt: max } }, update)) return true;
    if (max <= 0) return false;
    try {
      await this.slots.insert({ id: keyId, n: 1, leases: { [lease.slice('leases.'.length)]: until } });
      return true;
    } catch (err) {
      if (!isTaken(err)) throw err;
    }
    return (await this.slots.updateOne({ id: keyId, n: { $lt: max } }, update)) !== null;
  }

  /** Gives back the key's expired leases; true when any was. */
  private async reclaimExpired(keyId: string): Promise<boolean> {
    const record = await this.slots.get(keyId);
    const now = this.clock.now();
    let reclaimed = false;
    for (const [token, until] of Object.entries(record?.leases ?? {})) {
      if (until >= now) continue;
      // Only if not renewed meanwhile: the condition is the expiry read here.
      const lease = `leases.${token}`;
      if (await this.slots.updateOne({ id: keyId, [lease]: { $lte: until } }, { $inc: { n: -1 }, $unset: [lease] })) reclaimed = true;
    }
    return reclaimed;
  }
}
