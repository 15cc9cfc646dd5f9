import { performance } from 'node:perf_hooks';
import { GleanerError, newId, systemClock, type Clock } from '@gleaner/platform';
import type { Collection, DocumentStore } from '@gleaner/store';
import type { accountOperations, BodyOf } from '@gleaner/contract';
import type { AuthContext, KeyEnv } from '../http/context.js';
import { bearerCredential } from './bearer.js';
import { CreditLedger } from './credits.js';
import { generateKey, generateSecret, hashKey, KEY_PATTERN, keyPrefix } from './keys.js';
import { OWNED_STORE, type AccountCacheGuard, type ChangeNotice } from './account-changes.js';
import { Plans, type Plan } from './plans.js';
import { COLLECTIONS, type ApiKeyRecord, type CreditAccountRecord, type UserRecord } from './records.js';

// Users and their keys: creation, authentication, regeneration and revocation, the profile.

/** What an operator asks for (POST /admin/users's body; plan and credits default here). */
export type NewUser = BodyOf<typeof accountOperations.adminCreateUser>;

/** GET /user/profile's data. */
export interface Profile {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly plan: { readonly name: string; readonly credits_included: number; readonly features: readonly string[] };
  readonly credits: { readonly balance: number; readonly used_this_month: number; readonly expires_at: string | null };
  readonly api_key: { readonly prefix: string; readonly created_at: string; readonly last_used_at: string | null };
  readonly created_at: string;
}

function deepFreeze<T extends object>(value: T): T {
  for (const member of Object.values(value)) if (member !== null && typeof member === 'object' && !Object.isFrozen(member)) deepFreeze(member);
  return Object.freeze(value);
}

export interface CreatedUser {
  user: Profile;
  api_key: string;
  test_api_key: string;
  webhook_secret: string;
}

/** The key of a user's profile caches: one profile per world (live, test). */
const worldKey = (env: KeyEnv, userId: string) => `${env}:${userId}`;

/** last_used_at is written at most this often per key, to keep reads cheap under load. */
const LAST_USED_RESOLUTION_MS = 1000;

interface CachedAuth {
  key: ApiKeyRecord;
  /** The caller's identity, one frozen object shared by every request of the key. */
  auth: AuthContext;
  /** performance.now() past which it is not served (monotonic: a wall clock set back never lengthens it). */
  until: number;
}

export class AccountService {
  readonly users: Collection<UserRecord>;
  readonly keys: Collection<ApiKeyRecord>;
  /** When each key was last used (written to the store at most once per LAST_USED_RESOLUTION_MS). */
  private readonly lastUsedWritten = new Map<string, { ms: number; iso: string }>();
  /**
   * Authenticated keys by the Authorization header that carried them: a hit costs one map
   * lookup, no parse and no hash. Every change of a key's status or of a user goes through this
   * service, which drops the entries it changes, and, with several processes on one store,
   * announces it to the others through `options.guard` (account-changes.ts), which also says when
   * entries may be served at all. authCacheMs 0 turns it off. The headers are held only in this
   * process's memory, as each request already holds its own.
   */
  private readonly authCache = new Map<string, CachedAuth>();
  /** The user record and its key of one world for profiles, by `<env>:<user id>`, under the same rule as authCache. */
  private readonly profileCache = new Map<string, { user: UserRecord; key: ApiKeyRecord | null; until: number }>();
  /** The last profile built per user and world and what it was built from (see profileOf). */
  private readonly profileMemo = new Map<string, { user: UserRecord; key: ApiKeyRecord | null; account: CreditAccountRecord; balance: number; plan: Plan; lastUsedAt: string | null; usedThisMonth: number; profile: Profile }>();
  /** Counts forget() calls: a read that one overtook is not cached. */
  private changes = 0;
  /** What keeps the caches true with several processes on one store (OWNED_STORE: this process owns it). */
  private readonly guard: AccountCacheGuard;

  constructor(
    store: DocumentStore,
    readonly plans: Plans,
    readonly credits: CreditLedger,
    private readonly options: { clock?: Clock; regenerateIntervalMs: number; authCacheMs?: number; guard?: AccountCacheGuard } = { regenerateIntervalMs: 3600_000 },
  ) {
    this.users = store.collection<UserRecord>(COLLECTIONS.users);
    this.keys = store.collection<ApiKeyRecord>(COLLECTIONS.apiKeys);
    this.guard = options.guard ?? OWNED_STORE;
    this.guard.listen((notice) => this.changed(notice));
  }

  /** Another process changed users (or this one may have missed changes: 'all'). */
  private changed(notice: ChangeNotice): void {
    if (notice === 'all') {
      this.changes++;
      this.authCache.clear();
      this.profileCache.clear();
      return;
    }
    for (const userId of notice.users ?? []) this.forget(userId);
  }

  /** An entry read when `changes` was `since` may be kept: nothing changed meanwhile and the caches are trusted. */
  private mayCache(since: number): boolean {
    return (this.options.authCacheMs ?? 0) > 0 && since === this.changes && this.guard.trusted();
  }

  /**
   * After a change is in the store: drops this process's entries again (a read may have overtaken
   * it) and tells the others. When it cannot be told, other processes may serve what they cached
   * until it expires: the answer waits that out, so that the change holds everywhere once answered.
   */
  private async announce(userId: string): Promise<void> {
    this.forget(userId);
    if (await this.guard.publish({ users: [userId] })) return;
    const ttl = this.options.authCacheMs ?? 0;
    if (ttl > 0) await new Promise((resolve) => setTimeout(resolve, ttl));
  }

  private get clock(): Clock {
    return this.options.clock ?? systemClock;
  }

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  async setup(): Promise<void> {
    await this.users.ensureIndex({ fields: ['email'], unique: true });
    await this.keys.ensureIndex({ fields: ['hash'], unique: true });
    await this.keys.ensureIndex({ fields: ['user_id', 'env', 'status'] });
  }

  async countUsers(): Promise<number> {
    return this.users.count({});
  }

  async createUser(input: NewUser): Promise<CreatedUser> {
    const plan = input.plan === undefined ? this.plans.defaultPlan : this.plans.get(input.plan);
    if (!plan) {
      throw new GleanerError('invalid_parameter', `plan must be one of: ${this.plans.list.map((p) => p.name).join(', ')}`, {
        details: { field: 'plan', errors: [{ field: 'plan', message: 'is not a known plan' }] },
      });
    }
    const email = input.email.trim().toLowerCase();
    if (await this.users.findOne({ email })) throw new GleanerError('already_exists', `a user with e-mail ${email} already exists`, { details: { field: 'email' } });
    const now = this.now();
    const user: UserRecord = { id: newId('usr', this.clock.now()), email, name: input.name.trim(), plan: plan.name, webhook_secret: generateSecret(), key_regenerated_at: null, test_key_regenerated_at: null, created_at: now };
    await this.users.insert(user);
    await this.credits.open(user.id, input.credits ?? plan.credits_included);
    const live = await this.issueKey(user.id, 'live');
    const test = await this.issueKey(user.id, 'test');
    return { user: await this.profile(user.id), api_key: live.key, test_api_key: test.key, webhook_secret: user.webhook_secret };
  }

  private async issueKey(userId: string, env: KeyEnv): Promise<{ id: string; key: string }> {
    const key = generateKey(env);
    const id = newId('key', this.clock.now());
    await this.keys.insert({ id, user_id: userId, env, hash: hashKey(key), prefix: keyPrefix(key), status: 'active', created_at: this.now(), last_used_at: null, ended_at: null });
    return { id, key };
  }

  /** The caller of a request; synchronous when the key is cached (no promise on the hot path). */
  authenticate(authorization: string | undefined): AuthContext | Promise<AuthContext> {
    if (authorization !== undefined) {
      const cached = this.authCache.get(authorization);
      if (cached !== undefined && cached.until > performance.now() && this.guard.trusted()) {
        this.touch(cached.key);
        return cached.auth;
      }
    }
    return this.authenticateFromStore(authorization);
  }

  private async authenticateFromStore(authorization: string | undefined): Promise<AuthContext> {
    const key = bearerCredential(authorization);
    if (!KEY_PATTERN.test(key)) throw new GleanerError('unauthorized', 'invalid API key');
    const changes = this.changes;
    const record = await this.keys.findOne({ hash: hashKey(key) });
    if (!record) throw new GleanerError('unauthorized', 'invalid API key');
    if (record.status === 'expired') throw new GleanerError('api_key_expired', 'this API key was regenerated and no longer works; use the new key');
    if (record.status === 'revoked') throw new GleanerError('api_key_revoked', 'this API key was revoked');
    const user = await this.users.get(record.user_id);
    if (!user) throw new GleanerError('unauthorized', 'invalid API key');
    const auth: AuthContext = Object.freeze({ userId: user.id, keyId: record.id, env: record.env, plan: user.plan });
    // Only the canonical header is cached: case variants of the scheme cannot fill the cache.
    if (this.mayCache(changes) && authorization === `Bearer ${key}`) {
      if (this.authCache.size > 50_000) this.authCache.clear();
      this.authCache.set(authorization, { key: record, auth, until: performance.now() + (this.options.authCacheMs ?? 0) });
    }
    this.touch(record);
    return auth;
  }

  private touch(record: ApiKeyRecord): void {
    const now = this.clock.now();
    if (now - (this.lastUsedWritten.get(record.id)?.ms ?? 0) < LAST_USED_RESOLUTION_MS) return;
    const iso = new Date(now).toISOString();
    // Keys used longer ago than the resolution were written: the profile reads theirs from the store.
    if (this.lastUsedWritten.size >= 50_000) for (const [id, used] of this.lastUsedWritten) if (now - used.ms >= LAST_USED_RESOLUTION_MS) this.lastUsedWritten.delete(id);
    this.lastUsedWritten.set(record.id, { ms: now, iso });
    void this.keys.updateOne({ id: record.id }, { $set: { last_used_at: iso } }).catch(() => undefined);
  }

  /** Drops cached keys of a user: called by every change to its keys or its record. */
  private forget(userId: string): void {
    this.changes++;
    this.profileCache.delete(worldKey('live', userId));
    this.profileCache.delete(worldKey('test', userId));
    for (const [header, entry] of this.authCache) if (entry.auth.userId === userId) this.authCache.delete(header);
  }

  async user(userId: string): Promise<UserRecord> {
    const user = await this.users.get(userId);
    if (!user) throw new GleanerError('not_found', 'user not found');
    return user;
  }

  /** The user and its current key of one world (the newest ended one when none is active). */
  private async profileParts(userId: string, env: KeyEnv): Promise<{ user: UserRecord; key: ApiKeyRecord | null }> {
    const cacheKey = worldKey(env, userId);
    const cached = this.profileCache.get(cacheKey);
    if (cached && cached.until > performance.now() && this.guard.trusted()) return cached;
    const changes = this.changes;
    const user = await this.user(userId);
    const key = (await this.keys.findOne({ user_id: userId, env, status: 'active' })) ?? (await this.keys.findOne({ user_id: userId, env }, { sort: [{ field: 'created_at', order: 'desc' }] }));
    if (this.mayCache(changes)) {
      if (this.profileCache.size > 50_000) this.profileCache.clear();
      this.profileCache.set(cacheKey, { user, key, until: performance.now() + (this.options.authCacheMs ?? 0) });
    }
    return { user, key };
  }

  /**
   * The profile as seen from one world: `api_key` describes that world's key, so that a test key
   * never reveals anything of the live key (its prefix, its last use). Operators see the live one.
   */
  async profile(userId: string, env: KeyEnv = 'live'): Promise<Profile> {
    const parts = await this.profileParts(userId, env);
    return this.profileOf(parts, env, await this.credits.account(userId));
  }

  /** The profile when everything it needs is cached (no I/O, no promise), else undefined. */
  cachedProfile(userId: string, env: KeyEnv): Profile | undefined {
    const parts = this.profileCache.get(worldKey(env, userId));
    if (parts === undefined || parts.until <= performance.now() || !this.guard.trusted()) return undefined;
    const account = this.credits.peek(userId);
    return account === undefined ? undefined : this.profileOf(parts, env, account);
  }

  /**
   * The profile of these parts, deep-frozen: the same object again while nothing in it changed,
   * so that a caller may keep what it derived from it (the HTTP layer serialises it once).
   */
  private profileOf(parts: { user: UserRecord; key: ApiKeyRecord | null }, env: KeyEnv, account: CreditAccountRecord): Profile {
    const { user, key } = parts;
    // last_used_at moves on every use: read it through the throttled writer's memory.
    // (ISO times of one format compare as strings.)
    const remembered = key ? this.lastUsedWritten.get(key.id)?.iso : undefined;
    const stored = key?.last_used_at ?? null;
    const lastUsedAt = remembered !== undefined && (stored === null || remembered > stored) ? remembered : stored;
    const plan = this.plans.of(user.plan);
    const usedThisMonth = this.credits.usedThisMonth(account);
    const balance = this.credits.spendable(account);
    const memoKey = worldKey(env, user.id);
    const memo = this.profileMemo.get(memoKey);
    if (memo && memo.user === user && memo.key === key && memo.account === account && memo.balance === balance && memo.plan === plan && memo.lastUsedAt === lastUsedAt && memo.usedThisMonth === usedThisMonth) return memo.profile;
    const profile: Profile = deepFreeze({
      id: user.id,
      email: user.email,
      name: user.name,
      plan: { name: plan.name, credits_included: plan.credits_included, features: [...plan.features] },
      credits: { balance, used_this_month: usedThisMonth, expires_at: account.expires_at },
      api_key: { prefix: key?.prefix ?? '', created_at: key?.created_at ?? user.created_at, last_used_at: lastUsedAt },
      created_at: user.created_at,
    });
    if (this.profileMemo.size > 50_000) this.profileMemo.clear();
    this.profileMemo.set(memoKey, { user, key, account, balance, plan, lastUsedAt, usedThisMonth, profile });
    return profile;
  }

  /**
   * A new key of the caller's world; the old one answers api_key_expired from now on. A test key
   * replaces only the test key: it never creates, changes or restores a live key (a live key an
   * operator revoked stays revoked). Once per interval per world.
   */
  async regenerateKey(userId: string, env: KeyEnv): Promise<{ api_key: string; created_at: string; previous_key_invalidated: boolean }> {
    const user = await this.user(userId);
    const field = env === 'live' ? 'key_regenerated_at' : 'test_key_regenerated_at';
    const last = user[field] ?? null;
    const now = this.clock.now();
    const interval = this.options.regenerateIntervalMs;
    if (last) {
      const wait = Date.parse(last) + interval - now;
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        throw new GleanerError('rate_limited', `the API key can be regenerated once per hour; retry in ${seconds} s`, { retryAfter: seconds, extra: { retry_after: seconds } });
      }
    }
    // Claim the regeneration atomically so two concurrent calls cannot both pass.
    const claimedAt = new Date(now).toISOString();
    const claimed = await this.users.updateOne({ id: userId, [field]: last }, { $set: { [field]: claimedAt } });
    if (!claimed) throw new GleanerError('rate_limited', 'the API key was just regenerated', { retryAfter: Math.ceil(interval / 1000), extra: { retry_after: Math.ceil(interval / 1000) } });
    // The new key first, then the old ones end: a failure between leaves the old key working.
    let issued: { id: string; key: string } | undefined;
    let done = false;
    try {
      this.forget(userId);
      issued = await this.issueKey(userId, env);
      const ended = await this.keys.updateMany({ user_id: userId, env, status: 'active', id: { $ne: issued.id } }, { $set: { status: 'expired', ended_at: claimedAt } });
      done = true;
      return { api_key: issued.key, created_at: claimedAt, previous_key_invalidated: ended > 0 };
    } finally {
      if (!done) await this.undoRegeneration(userId, field, claimedAt, last, issued?.id);
      // Whatever was written is told to the other processes, also when the change failed midway.
      await this.announce(userId);
    }
  }

  /** A regeneration that failed midway: the new key (never shown) ends and the slot is free again, so the user may retry. */
  private async undoRegeneration(userId: string, field: 'key_regenerated_at' | 'test_key_regenerated_at', claimedAt: string, last: string | null, newKeyId: string | undefined): Promise<void> {
    if (newKeyId) await this.keys.updateOne({ id: newKeyId }, { $set: { status: 'expired', ended_at: claimedAt } }).catch(() => undefined);
    await this.users.updateOne({ id: userId, [field]: claimedAt }, { $set: { [field]: last } }).catch(() => undefined);
  }

  async revokeKey(userId: string): Promise<number> {
    await this.user(userId);
    this.forget(userId);
    try {
      return await this.keys.updateMany({ user_id: userId, env: 'live', status: 'active' }, { $set: { status: 'revoked', ended_at: this.now() } });
    } finally {
      await this.announce(userId); // also after a failure: the update may have been applied
    }
  }

  async regenerateWebhookSecret(userId: string): Promise<{ webhook_secret: string; created_at: string }> {
    const secret = generateSecret();
    this.forget(userId);
    let updated: UserRecord | null | undefined;
    try {
      updated = await this.users.updateOne({ id: userId }, { $set: { webhook_secret: secret } });
    } finally {
      if (updated !== null) await this.announce(userId); // a write that failed is told too: it may have been applied
    }
    if (!updated) throw new GleanerError('not_found', 'user not found');
    return { webhook_secret: secret, created_at: this.now() };
  }
}
