import { randomBytes } from 'node:crypto';
import { GleanerError, systemClock, type Clock } from '@gleaner/platform';
import type { Collection, DocumentStore } from '@gleaner/store';
import { concurrentLimitExceeded, WINDOW_MS, windowOf, type KeyLimits, type RateDecision, type ReleaseSlot } from './limits.js';

// Per-key limits kept in the shared document store, so that every API process counts against one
// figure (several API processes behind a balancer, scaled by an autoscaler: a per-process share
// would need to know how many there are). Each decision is conditional atomic updates:
// - requests: a process leases tokens of the key's current minute in batches (`count <= limit - n`
//   then +n on the key's document for the minute) and spends them without I/O; the batch doubles
//   while leases run out within LEASE_TARGET_MS and is at most limit / 16, so a small limit is
//   leased one token at a time (exact, as before) and a busy key costs one store trip per batch.
//   The sum of leases never passes the limit, so no process admits more than the key's limit in
//   a minute; tokens a process leased and did not spend are lost to the window, so a key may be
//   refused up to (processes - 1) x limit / 16 requests early (6.25% of its limit per other process);
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

/** This process's tokens of one key's window. */
interface TokenLease {
  start: number;
  /** Tokens leased and not spent. */
  left: number;
  /** The window's count in the store after this process's last lease. */
  count: number;
  /** Tokens the next lease asks for. */
  batch: number;
  /** When the last lease was asked for (clock ms). */
  leasedAt: number;
  /** The lease being taken now, if any. */
  leasing?: Promise<void>;
}

/** A lease should last about this long at the key's pace in this process. */
export const LEASE_TARGET_MS = 250;
/** A lease is at most this share of the limit (1/16): the slack per other process. */
export const MAX_LEASE_SHARE = 16;

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
  /** This process's tokens per key, for the current window. */
  private readonly leases = new Map<string, TokenLease>();

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

  /** Synchronous (no I/O) while this process holds a token of the key's window. */
  hit(keyId: string, perMinute: number): RateDecision | Promise<RateDecision> {
    const now = this.clock.now();
    const { start, resetSeconds } = windowOf(now);
    let lease = this.leases.get(keyId);
    if (lease === undefined || lease.start !== start) {
      if (this.leases.size > 100_000) this.leases.clear();
      lease = { start, left: 0, count: 0, batch: lease?.batch ?? 1, leasedAt: -Infinity };
      this.leases.set(keyId, lease);
    }
    if (lease.left > 0) {
      lease.left--;
      // The window's figure as this process knows it: what was leased less what it still holds.
      return { allowed: true, limit: perMinute, remaining: Math.max(0, perMinute - lease.count) + lease.left, resetSeconds };
    }
    if (perMinute <= 0 || this.full.get(keyId) === start) return this.refused(keyId, start, perMinute, resetSeconds);
    return this.leaseThenHit(keyId, lease, perMinute, now);
  }

  private refused(keyId: string, start: number, perMinute: number, resetSeconds: number): RateDecision {
    if (this.full.size > 100_000) this.full.clear();
    this.full.set(keyId, start);
    return { allowed: false, limit: perMinute, remaining: 0, resetSeconds };
  }

  /** One lease at a time per key in this process: requests that find none wait for it, then take from it. */
  private async leaseThenHit(keyId: string, lease: TokenLease, perMinute: number, now: number): Promise<RateDecision> {
    if (lease.leasing) {
      await lease.leasing;
      return this.hit(keyId, perMinute);
    }
    // A lease that ran out quickly asks for twice as many next time; one that lasted long for half.
    const lasted = now - lease.leasedAt;
    if (lasted < LEASE_TARGET_MS) lease.batch *= 2;
    else if (lasted > 8 * LEASE_TARGET_MS) lease.batch = Math.max(1, Math.floor(lease.batch / 2));
    lease.batch = Math.min(lease.batch, Math.max(1, Math.floor(perMinute / MAX_LEASE_SHARE)));
    lease.leasedAt = now;
    const leasing = this.lease(`${keyId}@${lease.start}`, keyId, lease.start, perMinute, lease.batch);
    lease.leasing = leasing.then(
      () => undefined,
      () => undefined,
    );
    let got: { count: number; tokens: number } | null;
    try {
      got = await leasing;
    } finally {
      lease.leasing = undefined;
    }
    const { resetSeconds } = windowOf(this.clock.now());
    if (got === null) return this.refused(keyId, lease.start, perMinute, resetSeconds);
    lease.count = got.count;
    lease.left += got.tokens - 1; // one is this request's
    return { allowed: true, limit: perMinute, remaining: Math.max(0, perMinute - lease.count) + lease.left, resetSeconds };
  }

  /** Takes up to `tokens` of the window (all of them, else one): the window's count after it and the tokens taken, or null when it is full. */
  private async lease(id: string, keyId: string, start: number, perMinute: number, tokens: number): Promise<{ count: number; tokens: number } | null> {
    const counted = await this.windows.updateOne({ id, count: { $lte: perMinute - tokens } }, { $inc: { count: tokens } });
    if (counted) return { count: counted.count, tokens };
    try {
      await this.windows.insert({ id, key_id: keyId, start, count: tokens });
      this.clearOldWindows(start);
      return { count: tokens, tokens };
    } catch (err) {
      if (!isTaken(err)) throw err;
    }
    // The window is open (another process opened it meanwhile) and has no room for the batch: one token.
    const one = await this.windows.updateOne({ id, count: { $lt: perMinute } }, { $inc: { count: 1 } });
    return one ? { count: one.count, tokens: 1 } : null;
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
