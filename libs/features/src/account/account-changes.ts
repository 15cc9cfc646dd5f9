import { performance } from 'node:perf_hooks';
import { newId } from '@gleaner/platform';
import type { JobBus, Subscription } from '@gleaner/bus';

// Keys and users cached in every API process of a farm stay true through a broadcast of their
// changes over the bus: the API process that changes them (a revocation, a regeneration, a new
// webhook secret) publishes which users changed, after the store has the change, and every API
// process reads every message (a consumer group of its own, from the topic's end). Credit balances
// are not cached on the farm: one changes with every charge, and a client reading it right after
// a charge answered by another process must see it (area.ts).
//
// When may a process serve what it cached? Only while it has proof that it is not behind: it
// publishes a heartbeat of its own every HEARTBEAT_MS on the same topic and partition (one message
// key for all), and a message is read after every message the topic had when it was sent. So once
// its heartbeat sent at S has come back, every change acknowledged before S has been applied. The
// caches serve entries only while the newest returned heartbeat is younger than TRUST_MS: a change
// acknowledged at t is in force on every process by t + TRUST_MS, whether the bus is up (the change
// arrives, typically within a fetch wait) or down (no heartbeat comes back, the caches go to the
// store). So `publish` resolves TRUST_MS after the bus acknowledged the change, and the request that
// made it answers then: from its answer on, the change holds on every process ("the old key is
// invalid at once"). Entries are filled only while trusted, and every return to trust drops them
// all: what happened while a process was not reading is never served. A change whose own publish
// failed (a process cut off from the bus alone) is bounded by the caches' TTL.

export const ACCOUNT_CHANGES_TOPIC = 'account-changes';
/** The prefix of each API process's group: `api-<id>`, one group per process, so each reads every change. */
export const ACCOUNT_CHANGES_GROUP_PREFIX = 'api-';
/** Every message of the topic has this key, hence one partition and one order. */
const ORDER_KEY = 'account-changes';
export const HEARTBEAT_MS = 250;
export const TRUST_MS = 1500;

/** What changed: users (their record and keys), by user id. */
export interface AccountChange {
  users: string[];
}

/** Handed to a cache's listener: `all` after a stretch untrusted (everything may be stale). */
export type ChangeNotice = AccountChange | 'all';

/** What the account caches consult and tell. */
export interface AccountCacheGuard {
  /** True while cached entries may be served and filled. */
  trusted(): boolean;
  /** Called for every change another process (or this one) announced. */
  listen(listener: (notice: ChangeNotice) => void): void;
  /** Tells every process; resolves once every process applies it or serves nothing from its cache (a failure is logged, never thrown). */
  publish(change: AccountChange): Promise<void>;
}

/** One process owns the store (the embedded default): every change goes through its own caches. */
export const OWNED_STORE: AccountCacheGuard = {
  trusted: () => true,
  listen: () => undefined,
  publish: () => Promise.resolve(),
};

interface Message {
  users?: string[];
  /** A heartbeat: the sending process's id and its performance.now() when sent. */
  beat?: { from: string; sent: number };
}

interface Warn {
  warn(obj: object, msg: string): void;
}

/**
 * Changes published over the bus (batched: those of one turn of the event loop go in one
 * message), and, once started, read from it; a process that is not started never trusts a cache.
 */
export class BusAccountCaches implements AccountCacheGuard {
  private readonly id = newId('api');
  private readonly listeners: ((notice: ChangeNotice) => void)[] = [];
  /** performance.now() when the newest heartbeat that came back was sent; -Infinity: none yet. */
  private beatSent = -Infinity;
  private pending?: { users: Set<string>; sent: Promise<void> };
  private subscription?: Promise<Subscription | undefined>;
  private timer?: NodeJS.Timeout;
  private beating = false;
  private closed = false;
  private readonly sleeps = new Set<() => void>();

  constructor(
    private readonly bus: JobBus,
    private readonly logger: Warn,
    private readonly timing: { heartbeatMs: number; trustMs: number } = { heartbeatMs: HEARTBEAT_MS, trustMs: TRUST_MS },
  ) {}

  trusted(): boolean {
    return performance.now() - this.beatSent < this.timing.trustMs;
  }

  listen(listener: (notice: ChangeNotice) => void): void {
    this.listeners.push(listener);
  }

  /** Starts reading (in the background: until its group is joined and a heartbeat is back, nothing is trusted). */
  start(): void {
    if (this.subscription || this.closed) return;
    this.subscription = this.bus
      .consume<Message>(ACCOUNT_CHANGES_TOPIC, `${ACCOUNT_CHANGES_GROUP_PREFIX}${this.id}`, async (m) => this.received(m.payload), { concurrency: 1, maxAttempts: 1, fromEnd: true, untraced: true })
      .catch((err: unknown) => {
        this.logger.warn({ err }, 'cannot read account changes; the account caches stay off');
        return undefined;
      });
    this.timer = setInterval(() => void this.beat(), this.timing.heartbeatMs);
    this.timer.unref();
  }

  private async beat(): Promise<void> {
    if (this.beating || this.closed) return; // one in flight at a time: a slow bus sends fewer
    this.beating = true;
    try {
      await this.bus.publish<Message>(ACCOUNT_CHANGES_TOPIC, { beat: { from: this.id, sent: performance.now() } }, { key: ORDER_KEY, untraced: true });
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
  }

  private tell(notice: ChangeNotice): void {
    for (const listener of this.listeners) listener(notice);
  }

  publish(change: AccountChange): Promise<void> {
    if (!this.pending) {
      const batch = { users: new Set<string>(), sent: Promise.resolve() };
      batch.sent = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.send(batch));
      this.pending = batch;
    }
    for (const u of change.users) this.pending.users.add(u);
    return this.pending.sent;
  }

  private async send(batch: { users: Set<string> }): Promise<void> {
    if (this.pending === batch) this.pending = undefined;
    const message: Message = { users: [...batch.users] };
    try {
      await this.bus.publish<Message>(ACCOUNT_CHANGES_TOPIC, message, { key: ORDER_KEY });
      // Every process trusting its cache from now on heard a heartbeat sent after the change.
      await this.sleep(this.timing.trustMs);
    } catch (err) {
      this.logger.warn({ err, users: batch.users.size }, 'could not announce account changes; other API processes see them within the cache TTL');
    }
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
    this.closed = true;
    for (const done of [...this.sleeps]) done();
    if (this.timer) clearInterval(this.timer);
    await (await this.subscription)?.close().catch(() => undefined);
  }
}
