import { performance } from 'node:perf_hooks';
import { GleanerError, newId, systemClock, isTracingEnabled, withSpan, type Clock, type Metrics } from '@gleaner/platform';
import type { BatchUpdate, DocumentStore, Collection } from '@gleaner/store';
import type { KeyEnv } from '../http/context.js';
import type { AccountCacheGuard } from './account-changes.js';
import { COLLECTIONS, type CreditAccountRecord } from './records.js';

// The credit ledger. A reservation holds credits while its work runs: settling keeps what was
// used and returns the rest; refunding returns all. The balance never goes below zero.
// Where holds live depends on who owns the accounts:
// - several processes on one store (a `guard`, or cacheMs 0): a reservation takes the credits and
//   records a hold in the same conditional update, so nothing is lost between the two and another
//   process's reservation sees them gone; the sweeper refunds holds of workers that died. Accounts
//   may still be cached for reading (cacheMs > 0): every write announces its user through the
//   guard (throttled, account-changes.ts), other processes drop their copy when they hear it, and
//   a copy is served only while the guard trusts the caches. No charge is decided from a copy:
//   reserve, extend and settle are conditional updates in the store, and a refusal re-reads it.
// - one process owns the store (cacheMs > 0, no guard: the embedded default): holds are kept in this
//   process's memory and checked against the balance synchronously, and only the settle writes
//   (one transaction a request instead of two). A crash loses the holds, which refunds them,
//   as the sweeper would have.
// Test keys consume nothing: their reservations hold 0 credits.
// A settle that keeps credits writes, in the same atomic batch, the usage that counts the request
// (ChargeJournal): whenever the process dies, what was charged is also counted.
// Kept credits are counted in gleaner_credits_charged_total{operation} by the process that settles
// them (API processes for requests, schedulers for runs and checks), once the charge is written.

/** Where a settle's charge is counted as usage, in the settle's own write. */
export interface ChargeJournal {
  chargedRequest(charge: { userId: string; env: KeyEnv; endpoint: string; credits: number }): BatchUpdate;
}

export interface Reservation {
  id: string;
  userId: string;
  env: KeyEnv;
  amount: number;
  operation: string;
}

export interface CreditResult {
  used: number;
  remaining: number;
}

const monthOf = (iso: string) => iso.slice(0, 7);

/** "YYYY-MM" (UTC) of a time; the current month is kept, as profiles ask for it on every request. */
class MonthKey {
  private from = 0;
  private until = 0;
  private key = '';
  of(ms: number): string {
    if (ms < this.from || ms >= this.until) {
      const d = new Date(ms);
      this.from = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
      this.until = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
      this.key = monthOf(d.toISOString());
    }
    return this.key;
  }
}

export class CreditLedger {
  private readonly accounts: Collection<CreditAccountRecord>;
  /**
   * Accounts as last read or written by this ledger, until performance.now() passes `until`. Every
   * write goes through `write`, which replaces the entry with the stored result, so reads are exact
   * while one process owns the store (the embedded default); with several, the guard's messages
   * drop what others changed. cacheMs 0 turns it off.
   */
  private readonly cache = new Map<string, { account: CreditAccountRecord; until: number }>();
  /** Users whose balance another process changed lately, until when (performance.now()): not cached meanwhile. */
  private readonly hot = new Map<string, number>();
  /** Counts writes and dropped entries, so that a read which one overtook is not cached. */
  private writes = 0;
  private readonly month = new MonthKey();
  /** True when this process owns the accounts: holds are kept in memory (see the top). */
  private readonly owner: boolean;
  private readonly holds: MemoryHolds;

  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock = systemClock,
    private readonly cacheMs = 0,
    private readonly journal?: ChargeJournal,
    private readonly metrics?: Pick<Metrics, 'creditsCharged'>,
    /** With several processes on one store: where balance changes are announced and heard. */
    private readonly guard?: AccountCacheGuard,
  ) {
    this.accounts = store.collection<CreditAccountRecord>(COLLECTIONS.creditAccounts);
    this.owner = cacheMs > 0 && guard === undefined;
    this.holds = new MemoryHolds();
    guard?.listen((notice) => {
      if (notice === 'all') {
        this.writes++;
        this.cache.clear();
      } else for (const userId of notice.balances ?? []) this.forget(userId, notice.hotMs ?? 0);
    });
  }

  /** Another process changed this account: it is read from the store, not cached, for `hotMs`. */
  private forget(userId: string, hotMs: number): void {
    this.writes++;
    this.cache.delete(userId);
    if (hotMs <= 0) return;
    const now = performance.now();
    if (this.hot.size > 50_000) for (const [user, until] of this.hot) if (until <= now) this.hot.delete(user);
    this.hot.set(userId, now + hotMs);
  }

  /** True when this process may serve and keep a copy of the account. */
  private cacheable(userId: string): boolean {
    if (this.guard === undefined) return true;
    if (!this.guard.trusted()) return false;
    const hot = this.hot.get(userId);
    if (hot === undefined) return true;
    if (hot > performance.now()) return false;
    this.hot.delete(userId);
    return true;
  }

  async open(userId: string, balance: number, expiresAt: string | null = null): Promise<CreditAccountRecord> {
    this.writes++;
    this.cache.delete(userId);
    return this.accounts.insert({ id: userId, balance, expires_at: expiresAt, holds: {}, used: {} });
  }

  /** The account if this process holds a fresh copy, without I/O (hot read paths); read-only. */
  peek(userId: string): CreditAccountRecord | undefined {
    const cached = this.cache.get(userId);
    return cached !== undefined && cached.until > performance.now() && this.cacheable(userId) ? cached.account : undefined;
  }

  /** The account; treat it as read-only (it may be the cached object). */
  async account(userId: string): Promise<CreditAccountRecord> {
    return this.peek(userId) ?? this.read(userId);
  }

  /** The account as the store has it now (and cached, when no change overtook the read). */
  private async read(userId: string): Promise<CreditAccountRecord> {
    const writes = this.writes;
    const trusted = this.cacheable(userId);
    const account = await this.accounts.get(userId);
    if (!account) throw new GleanerError('not_found', 'credit account not found');
    if (writes === this.writes && trusted) this.remember(account);
    return account;
  }

  private remember(account: CreditAccountRecord): void {
    if (this.cacheMs <= 0 || !this.cacheable(account.id)) return;
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(account.id, { account, until: performance.now() + this.cacheMs });
  }

  /** Every change of an account: a conditional update (with `also` in the same batch), then the cache follows the store. */
  private async write(userId: string, filter: Record<string, unknown>, update: Parameters<Collection<CreditAccountRecord>['updateOne']>[1], also: BatchUpdate[] = []): Promise<CreditAccountRecord | null> {
    const ticket = ++this.writes;
    this.cache.delete(userId);
    let updated: CreditAccountRecord | null | undefined;
    let alone = false;
    try {
      updated = also.length > 0
        ? (((await this.store.updateAll([{ collection: this.accounts.name, filter: { id: userId, ...filter } as BatchUpdate['filter'], update }, ...also]))?.[0] as CreditAccountRecord | undefined) ?? null)
        : await this.accounts.updateOne({ id: userId, ...filter }, update);
    } finally {
      // Told to the other processes unless nothing matched (a write that failed may have been applied).
      if (updated !== null) this.guard?.balanceChanged(userId);
      // Only the result of a write that nothing overlapped is kept: a write started later may be
      // applied before or after it. The count moves again on the answer, failed or not, so a read or a
      // write that overlapped this one (the store may have served it from before it) is not kept either.
      alone = ticket === this.writes;
      this.writes++;
    }
    if (updated && alone) this.remember(updated);
    else this.cache.delete(userId);
    return updated;
  }

  /** What the user can spend now: the balance less credits held by work still running. */
  async balance(userId: string): Promise<number> {
    return this.spendable(await this.account(userId));
  }

  /** The same for an account already read (holds in memory are not in its record). */
  spendable(account: CreditAccountRecord): number {
    return account.balance - this.holds.of(account.id);
  }

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  /** Takes `amount` credits or fails with insufficient_credits / credits_expired. */
  reserve(userId: string, env: KeyEnv, amount: number, operation: string, id: string = newId('txn')): Promise<Reservation> {
    if (!isTracingEnabled()) return this.reserveCredits(userId, env, amount, operation, id);
    return withSpan('credits.reserve', { 'gleaner.user_id': userId, 'gleaner.env': env, 'gleaner.credits.amount': amount, 'gleaner.operation': operation }, () => this.reserveCredits(userId, env, amount, operation, id));
  }

  private async reserveCredits(userId: string, env: KeyEnv, amount: number, operation: string, id: string): Promise<Reservation> {
    if (!Number.isInteger(amount) || amount < 0) throw new Error(`invalid credit amount ${amount}`);
    if (env === 'test' || amount === 0) {
      await this.assertUsable(userId, 0);
      return { id, userId, env, amount: 0, operation };
    }
    if (this.owner) return this.reserveInMemory(userId, env, amount, operation, id);
    const now = this.now();
    const updated = await this.write(
      userId,
      { balance: { $gte: amount } },
      { $inc: { balance: -amount }, $set: { [`holds.${id}`]: { amount, at: now, operation } } },
    );
    if (!updated) {
      // Refused by the store: the answer says what the store has, never a cached copy.
      const account = await this.read(userId);
      this.assertCovers(account, amount);
      throw new GleanerError('insufficient_credits', `this operation needs ${amount} credit${amount === 1 ? '' : 's'}; the balance is ${this.spendable(account)}`);
    }
    if (updated.expires_at && updated.expires_at <= now) {
      await this.refund({ id, userId, env, amount, operation });
      throw new GleanerError('credits_expired', `the credits expired at ${updated.expires_at}`);
    }
    return { id, userId, env, amount, operation };
  }

  /** Checks and holds in one synchronous step after the read, so parallel reserves cannot overspend. */
  private async reserveInMemory(userId: string, env: KeyEnv, amount: number, operation: string, id: string): Promise<Reservation> {
    const account = await this.account(userId);
    this.assertCovers(account, amount);
    this.holds.add(id, userId, amount);
    return { id, userId, env, amount, operation };
  }

  private async assertUsable(userId: string, amount: number): Promise<void> {
    this.assertCovers(await this.account(userId), amount);
  }

  private assertCovers(account: CreditAccountRecord, amount: number): void {
    if (account.expires_at && account.expires_at <= this.now()) throw new GleanerError('credits_expired', `the credits expired at ${account.expires_at}`);
    const available = this.spendable(account);
    if (available < amount) throw new GleanerError('insufficient_credits', `this operation needs ${amount} credit${amount === 1 ? '' : 's'}; the balance is ${available}`);
  }

  /**
   * Keeps `used` of the reservation (at most its amount) and returns the rest. Idempotent.
   * `with`: updates that must commit with a charge or not at all (a scheduled run marked finished
   * and charged, so a run taken over after a crash is never charged twice). They are written only
   * when credits are kept; when one matches nothing, nothing is charged (`used` 0 in the answer).
   */
  settle(reservation: Reservation, used: number, withCharge: BatchUpdate[] = []): Promise<CreditResult> {
    if (!isTracingEnabled()) return this.settleCredits(reservation, used, withCharge);
    return withSpan('credits.settle', { 'gleaner.user_id': reservation.userId, 'gleaner.env': reservation.env, 'gleaner.credits.reserved': reservation.amount, 'gleaner.credits.used': used, 'gleaner.operation': reservation.operation }, () => this.settleCredits(reservation, used, withCharge));
  }

  /** The updates written with a charge of `kept`: the usage row, and the caller's. */
  private chargeBatch(reservation: Reservation, kept: number, withCharge: BatchUpdate[]): BatchUpdate[] {
    if (kept <= 0) return [];
    const usage = this.usageOf(reservation, kept);
    return usage ? [usage, ...withCharge] : withCharge;
  }

  private async settleCredits(reservation: Reservation, used: number, withCharge: BatchUpdate[]): Promise<CreditResult> {
    if (reservation.amount === 0) return { used: 0, remaining: await this.balance(reservation.userId) };
    const kept = Math.max(0, Math.min(used, reservation.amount));
    // A reservation of this process's memory, or else one recorded in the store (an older file's).
    if (this.holds.has(reservation.id)) return this.settleInMemory(reservation, kept, withCharge);
    const updated = await this.write(
      reservation.userId,
      { [`holds.${reservation.id}`]: { $exists: true } },
      { $inc: { balance: reservation.amount - kept, [`used.${monthOf(this.now())}`]: kept }, $unset: [`holds.${reservation.id}`] },
      this.chargeBatch(reservation, kept, withCharge),
    );
    if (updated) this.counted(reservation, kept);
    return { used: updated ? kept : 0, remaining: updated ? updated.balance - this.holds.of(reservation.userId) : await this.balance(reservation.userId) };
  }

  private async settleInMemory(reservation: Reservation, kept: number, withCharge: BatchUpdate[]): Promise<CreditResult> {
    const { userId } = reservation;
    const amount = this.holds.take(reservation.id);
    let charged = 0;
    // The hold still counts until the balance has the charge: no reserve may spend it between.
    try {
      if (kept > 0 && (await this.write(userId, {}, { $inc: { balance: -kept, [`used.${monthOf(this.now())}`]: kept } }, this.chargeBatch(reservation, kept, withCharge)))) charged = kept;
    } finally {
      this.holds.release(userId, amount);
    }
    this.counted(reservation, charged);
    return { used: charged, remaining: await this.balance(userId) };
  }

  private counted(reservation: Reservation, kept: number): void {
    if (kept > 0) this.metrics?.creditsCharged.inc({ operation: reservation.operation }, kept);
  }

  /** The usage row update that counts a charge of `kept` credits, when there is a charge and a journal. */
  private usageOf(reservation: Reservation, kept: number): BatchUpdate | undefined {
    if (kept <= 0 || !this.journal) return undefined;
    return this.journal.chargedRequest({ userId: reservation.userId, env: reservation.env, endpoint: reservation.operation, credits: kept });
  }

  /** Returns every credit of the reservation. Idempotent. */
  async refund(reservation: Reservation): Promise<CreditResult> {
    return this.settle(reservation, 0);
  }

  /** Takes more credits while work is under way (pagination); false when the balance ran out. */
  async extend(reservation: Reservation, more: number): Promise<boolean> {
    if (reservation.amount === 0 && reservation.env === 'test') return true;
    if (this.owner) {
      const account = await this.account(reservation.userId);
      if (!this.holds.has(reservation.id) || this.spendable(account) < more) return false;
      this.holds.grow(reservation.id, reservation.userId, more);
      reservation.amount += more;
      return true;
    }
    const updated = await this.write(
      reservation.userId,
      { balance: { $gte: more }, [`holds.${reservation.id}`]: { $exists: true } },
      { $inc: { balance: -more, [`holds.${reservation.id}.amount`]: more } },
    );
    if (updated) reservation.amount += more;
    return updated !== null;
  }

  async add(userId: string, amount: number, expiresAt?: string | null): Promise<CreditAccountRecord> {
    const set: Record<string, unknown> = {};
    if (expiresAt !== undefined) set.expires_at = expiresAt;
    const updated = await this.write(userId, {}, { $inc: { balance: amount }, $set: set });
    if (!updated) throw new GleanerError('not_found', 'user not found');
    return updated;
  }

  usedThisMonth(account: CreditAccountRecord): number {
    return account.used[this.month.of(this.clock.now())] ?? 0;
  }

  /** Returns holds older than `olderThanMs` (a worker died mid-job) to their balances. */
  async refundStaleHolds(olderThanMs: number): Promise<number> {
    const cutoff = new Date(this.clock.now() - olderThanMs).toISOString();
    let refunded = 0;
    for (const account of await this.accounts.find({ holds: { $ne: null } })) {
      for (const [id, hold] of Object.entries(account.holds ?? {})) {
        if (hold.at >= cutoff) continue;
        await this.refund({ id, userId: account.id, env: 'live', amount: hold.amount, operation: hold.operation });
        refunded++;
      }
    }
    return refunded;
  }
}

/** Holds of work in flight, for a ledger that owns its accounts: by reservation, and summed per user. */
class MemoryHolds {
  private readonly byId = new Map<string, number>();
  private readonly byUser = new Map<string, number>();

  of(userId: string): number {
    return this.byUser.get(userId) ?? 0;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  add(id: string, userId: string, amount: number): void {
    this.byId.set(id, amount);
    this.byUser.set(userId, this.of(userId) + amount);
  }

  grow(id: string, userId: string, more: number): void {
    this.byId.set(id, (this.byId.get(id) ?? 0) + more);
    this.byUser.set(userId, this.of(userId) + more);
  }

  /** Ends the hold (a second take finds nothing); its credits still count until `release`. */
  take(id: string): number {
    const amount = this.byId.get(id) ?? 0;
    this.byId.delete(id);
    return amount;
  }

  release(userId: string, amount: number): void {
    const left = this.of(userId) - amount;
    if (left > 0) this.byUser.set(userId, left);
    else this.byUser.delete(userId);
  }
}
