import { performance } from 'node:perf_hooks';
import { newId } from '@gleaner/platform';
import type { JobBus, Subscription } from '@gleaner/bus';
import { BalanceThrottle } from './balance-throttle.js';

// Keys, users and credit balances cached in every API process of a farm stay true through a
// broadcast of their changes over the bus: the process that changes them publishes which users
// changed, after the store has the change, and every API process reads every message (a consumer
// group of its own, from the topic's end).
// - Keys and users (a revocation, a regeneration, a new webhook secret) change rarely and the spec
//   wants them in force at once: each change is sent at once and its request waits (see below).
// - Balances change with every charge: a process's own writes update its own cache at once, and
//   the users whose balance it changed are announced, a user's first change at once and then at
//   most once per BALANCE_EVERY_MS (balance-throttle.ts: a busy account costs a message a period),
//   never waited for. A process that hears of a user's change drops its copy and reads that user's
//   balance from the store for BALANCE_HOT_MS. Charges are decided in the store (a conditional
//   update): a cached balance is only ever shown.
//
// When may a process serve what it cached? Only while it has proof that it is not behind: it
// publishes a heartbeat of its own every HEARTBEAT_MS on the same topic and partition (one message
// key for all), and a message is read after every message the topic had when it was sent. So once
// its heartbeat sent at S has come back, every change acknowledged before S has been applied. The
// caches serve entries only while the newest returned heartbeat is younger than TRUST_MS: a change
// acknowledged at t is in force on every process by t + TRUST_MS, whether the bus is up (the change
// arrives, typically within a fetch wait) or down (no heartbeat comes back, the caches go to the
// store). So a key or user change's `publish` resolves TRUST_MS after the bus acknowledged it, and
// the request that made it answers then: from its answer on, the change holds on every process
// ("the old key is invalid at once"). Entries are filled only while trusted, and every return to
// trust drops them all: what happened while a process was not reading is never served. A change
// whose own publish failed (a process cut off from the bus alone) is bounded by the caches' TTL:
// `publish` answers false and the caller waits that out before answering (accounts.ts).
// A first subscribe that fails (the bus away at start) is retried with backoff until it holds.

/** Added to waits that prove a bound: Node's timers may fire a millisecond or so early. */
const TIMER_SLACK_MS = 20;

export const ACCOUNT_CHANGES_TOPIC = 'account-changes';
/** The prefix of each API process's group: `api-<id>`, one group per process, so each reads every change. */
export const ACCOUNT_CHANGES_GROUP_PREFIX = 'api-';
/** Every message of the topic has this key, hence one partition and one order. */
const ORDER_KEY = 'account-changes';
export const HEARTBEAT_MS = 250;
export const TRUST_MS = 1500;
/** A user's balance changes are announced at most this often per process (its first change at once). */
export const BALANCE_EVERY_MS = 200;
/**
 * A user whose balance another process changed is read from the store for this long (not cached):
 * charges come in runs, and the reservation's announcement, sent when its work starts, reaches the
 * other processes before that work's answer, so a client reading its balance right after a charge
 * answered by another process reads the store.
 */
export const BALANCE_HOT_MS = 10_000;
/** The first retry of a subscribe that failed; doubled up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/** What changed, by user id: `users` their record and keys, `balances` their credit account. */
export interface AccountChange {
  users?: string[];
  balances?: string[];
  /** With `balances` heard from another process: how long to read them from the store. */
  hotMs?: number;
}

/** Handed to a cache's listener: `all` after a stretch untrusted (everything may be stale). */
export type ChangeNotice = AccountChange | 'all';

/** What the account caches consult and tell. */
export interface AccountCacheGuard {
  /** True while cached entries may be served and filled. */
  trusted(): boolean;
  /** Called for every change another process announced (and for this process's key and user changes). */
  listen(listener: (notice: ChangeNotice) => void): void;
  /**
   * Tells every process of a key or user change; resolves true once every process applies it or
   * serves nothing from its cache, false when it could not be announced (logged, never thrown).
   */
  publish(change: AccountChange): Promise<boolean>;
  /** A user's balance changed in the store: announced soon (throttled), never waited for. */
  balanceChanged(userId: string): void;
}

/** One process owns the store (the embedded default): every change goes through its own caches. */
export const OWNED_STORE: AccountCacheGuard = {
  trusted: () => true,
  listen: () => undefined,
  publish: () => Promise.resolve(true),
  balanceChanged: () => undefined,
};

interface Message {
  users?: string[];
  /** Users whose balance changed, and the process that changed them (which has them already). */
  balances?: string[];
  from?: string;
  /** A heartbeat: the sending process's id and its performance.now() when sent. */
  beat?: { from: string; sent: number };
}

interface Warn {
  warn(obj: object, msg: string): void;
}

export interface AccountCachesTiming {
  heartbeatMs: number;
  trustMs: number;
  balanceEveryMs?: number;
  /** The first retry of a failed subscribe (doubled each time, up to 30 s). */
  retryMs?: number;
  balanceHotMs?: number;
}

/**
 * Changes published over the bus (key and user changes of one turn of the event loop in one
 * message; balances throttled), and, once started, read from it; a process that is not started
 * never trusts a cache (a scheduler only publishes its balance changes).
 */
export class BusAccountCaches implements AccountCacheGuard {
  private readonly id = newId('api');
  private readonly listeners: ((notice: ChangeNotice) => void)[] = [];
  /** performance.now() when the newest heartbeat that came back was sent; -Infinity: none yet. */
  private beatSent = -Infinity;
  private pending?: { users: Set<string>; sent: Promise<boolean> };
  private subscription?: Subscription;
  private subscribing?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private beating = false;
  private closed = false;
  private readonly sleeps = new Set<() => void>();
  /** When balance changes are announced (balance-throttle.ts), and the announcements under way. */
  private readonly balances: BalanceThrottle;
  private readonly balanceSends = new Set<Promise<void>>();

  constructor(
    private readonly bus: JobBus,
    private readonly logger: Warn,
    private readonly timing: AccountCachesTiming = { heartbeatMs: HEARTBEAT_MS, trustMs: TRUST_MS },
  ) {
    this.balances = new BalanceThrottle(timing.balanceEveryMs ?? BALANCE_EVERY_MS, (users) => this.sendBalances(users));
  }

  trusted(): boolean {
    return performance.now() - this.beatSent < this.timing.trustMs;
  }

  /** True once this process reads the topic (a failed subscribe is being retried while false). */
  get subscribed(): boolean {
    return this.subscription !== undefined;
  }

  listen(listener: (notice: ChangeNotice) => void): void {
    this.listeners.push(listener);
  }

  /** Starts reading (in the background: until its group is joined and a heartbeat is back, nothing is trusted). */
  start(): void {
    if (this.subscribing || this.closed) return;
    this.subscribing = this.subscribe();
    this.timer = setInterval(() => void this.beat(), this.timing.heartbeatMs);
    this.timer.unref();
  }

  /** Subscribes, retrying with backoff while the bus refuses (a pod started during an outage gets its caches once the bus is back). */
  private async subscribe(): Promise<void> {
    let delay = this.timing.retryMs ?? RETRY_FIRST_MS;
    for (let attempt = 1; !this.closed; attempt++) {
      try {
        const subscription = await this.bus.consume<Message>(ACCOUNT_CHANGES_TOPIC, `${ACCOUNT_CHANGES_GROUP_PREFIX}${this.id}`, async (m) => this.received(m.payload), { concurrency: 1, maxAttempts: 1, fromEnd: true, uncommitted: true, untraced: true, onRejoin: () => this.distrust() });
        if (this.closed) await subscription.close().catch(() => undefined);
        else this.subscription = subscription;
        return;
      } catch (err) {
        this.logger.warn({ err, attempt, retry_in_ms: delay }, 'cannot read account changes; the account caches stay off until a retry succeeds');
        await this.sleep(delay);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      }
    }
  }

  /**
   * The group joined again and restarted at the topic's end (it commits nothing): changes published
   * meanwhile were skipped. Nothing is trusted until a heartbeat sent after the rejoin comes back,
   * which clears every cache (received: 'all').
   */
  private distrust(): void {
    this.beatSent = -Infinity;
  }

  private async beat(): Promise<void> {
    if (this.beating || this.closed || !this.subscription) return; // one in flight at a time: a slow bus sends fewer
    this.beating = true;
    try {
      await this.bus.publish<Message>(ACCOUNT_CHANGES_TOPIC, { beat: { from: this.id, sent: performance.now() } }, { key: ORDER_KEY, untraced: true, immediate: true });
    } catch {
      // The bus is away: no heartbeat comes back, so the caches stop being trusted by themselves.
    } finally {
      this.beating = false;
    }
  }

  private received(message: Message): void {
    if (message.beat) {
      if (message.beat.from !== this.id) return;
      const wasTrusted = this.trusted();
      if (message.beat.sent > this.beatSent) this.beatSent = message.beat.sent;
      if (!wasTrusted) this.tell('all');
      return;
    }
    if (message.users?.length) this.tell({ users: message.users });
    if (message.balances?.length && message.from !== this.id) this.tell({ balances: message.balances, hotMs: this.timing.balanceHotMs ?? BALANCE_HOT_MS });
  }

  private tell(notice: ChangeNotice): void {
    for (const listener of this.listeners) listener(notice);
  }

  publish(change: AccountChange): Promise<boolean> {
    if (!this.pending) {
      const batch = { users: new Set<string>(), sent: Promise.resolve(true) };
      batch.sent = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.send(batch));
      this.pending = batch;
    }
    for (const u of change.users ?? []) this.pending.users.add(u);
    for (const u of change.balances ?? []) this.balanceChanged(u);
    return this.pending.sent;
  }

  private async send(batch: { users: Set<string> }): Promise<boolean> {
    if (this.pending === batch) this.pending = undefined;
    if (batch.users.size === 0) return true;
    const message: Message = { users: [...batch.users] };
    try {
      await this.bus.publish<Message>(ACCOUNT_CHANGES_TOPIC, message, { key: ORDER_KEY });
    } catch (err) {
      this.logger.warn({ err, users: batch.users.size }, 'could not announce account changes; other API processes see them within the cache TTL');
      return false;
    }
    // Every process trusting its cache from now on heard a heartbeat sent after the change.
    await this.sleep(this.timing.trustMs + TIMER_SLACK_MS); // a timer may fire a little early
    return true;
  }

  balanceChanged(userId: string): void {
    if (!this.closed) this.balances.changed(userId);
  }

  /** On the heartbeats' producer, not behind a batch: a heartbeat sent later should not overtake it. */
  private sendBalances(users: string[]): void {
    const message: Message = { balances: users, from: this.id };
    const sending = this.bus
      .publish<Message>(ACCOUNT_CHANGES_TOPIC, message, { key: ORDER_KEY, untraced: true, immediate: true })
      .then(() => undefined)
      .catch((err: unknown) => this.logger.warn({ err, users: users.length }, 'could not announce balance changes; other API processes show them within the cache TTL'))
      .finally(() => this.balanceSends.delete(sending));
    this.balanceSends.add(sending);
  }

  /** Waits ms; close() ends every wait (its requests were answered before: the server closes first). */
  private sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleeps.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleeps.add(done);
    });
  }

  async close(): Promise<void> {
    this.balances.close(); // what changed last is still told
    this.closed = true;
    for (const done of [...this.sleeps]) done();
    if (this.timer) clearInterval(this.timer);
    await Promise.all([...this.balanceSends]);
    await this.subscribing;
    await this.subscription?.close().catch(() => undefined);
  }
}
