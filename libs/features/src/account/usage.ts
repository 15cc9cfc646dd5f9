import { detachedFromTrace, GleanerError, newId, systemClock, type Clock, type Logger } from '@gleaner/platform';
import type { BatchUpdate, Collection, DocumentStore } from '@gleaner/store';
import type { accountOperations, QueryOf } from '@gleaner/contract';
import type { KeyEnv } from '../http/context.js';
import { COLLECTIONS, type UsageEventRecord } from './records.js';

// Usage events (every authenticated request, scheduled run or monitor check, counted per
// second) and the usage report computed from them.

const DAY = 86_400_000;
const PERIOD_MS = { day: DAY, week: 7 * DAY, month: 30 * DAY, year: 365 * DAY } as const;
const MAX_RANGE_DAYS = 400;

export type Period = keyof typeof PERIOD_MS;

/** GET /user/usage's query (period defaults to month when a caller other than the route leaves it out). */
export type UsageQuery = Partial<QueryOf<typeof accountOperations.getUsage>>;

export interface UsageEventInput {
  userId: string;
  env: KeyEnv;
  endpoint: string;
  credits: number;
  success: boolean;
  status: number;
}

const isDateOnly = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * Requests are counted in memory per (user, env, endpoint, status, outcome, second) and written as one
 * usage event with a count per bucket, once per FLUSH_MS and before any report: a busy key
 * writes a row a second, not one per request. Reports are exact to the second.
 */
const FLUSH_MS = 1000;
const FLUSH_AT = 5000;

interface Bucket {
  userId: string;
  env: KeyEnv;
  endpoint: string;
  status: number;
  success: boolean;
  second: number;
  count: number;
  credits: number;
}

function sameBucket(b: Bucket, input: UsageEventInput, second: number): boolean {
  return b.second === second && b.userId === input.userId && b.endpoint === input.endpoint && b.status === input.status && b.env === input.env && b.success === input.success;
}

export class UsageLog {
  private readonly events: Collection<UsageEventRecord>;
  private buckets = new Map<string, Bucket>();
  /** The bucket of the previous request: a busy caller hits the same one again, with no key to build. */
  private last: Bucket | undefined;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly reportError = (err: unknown) => this.log?.error({ err }, 'could not store usage events');

  constructor(
    store: DocumentStore,
    private readonly clock: Clock = systemClock,
    private readonly log?: Logger,
  ) {
    this.events = store.collection<UsageEventRecord>(COLLECTIONS.usageEvents);
  }

  async setup(): Promise<void> {
    await this.events.ensureIndex({ fields: ['user_id', 'env', 'created_at'] });
  }

  /**
   * The usage of one charged request, as an increment of its own row for (user, world, endpoint,
   * second), for the credit ledger to write in the same atomic batch as the charge: a crash can
   * lose neither without the other. Charged requests answer 200 (a charge is kept only on success).
   */
  chargedRequest(charge: { userId: string; env: KeyEnv; endpoint: string; credits: number }): BatchUpdate {
    const second = Math.floor(this.clock.now() / 1000) * 1000;
    const createdAt = new Date(second).toISOString();
    return {
      collection: COLLECTIONS.usageEvents,
      filter: { id: `charged ${charge.userId} ${charge.env} ${charge.endpoint} ${createdAt}` },
      update: { $inc: { count: 1, credits: charge.credits }, $set: { user_id: charge.userId, env: charge.env, endpoint: charge.endpoint, success: true, status: 200, created_at: createdAt } },
      upsert: true,
    };
  }

  /** Counts one request; it is stored within FLUSH_MS and before any report. */
  record(input: UsageEventInput): void {
    const second = Math.floor(this.clock.now() / 1000) * 1000;
    let bucket = this.last;
    if (!bucket || !sameBucket(bucket, input, second)) {
      const key = `${input.userId} ${input.env} ${input.endpoint} ${input.status} ${input.success} ${second}`;
      bucket = this.buckets.get(key);
      if (!bucket) {
        bucket = { userId: input.userId, env: input.env, endpoint: input.endpoint, status: input.status, success: input.success, second, count: 0, credits: 0 };
        this.buckets.set(key, bucket);
      }
      this.last = bucket;
    }
    bucket.count++;
    bucket.credits += input.credits;
    // The batch is every request's, not the one that happened to start it: written outside its trace.
    if (this.buckets.size >= FLUSH_AT) detachedFromTrace(() => void this.flush(this.reportError))();
    else if (!this.timer) {
      this.timer = setTimeout(detachedFromTrace(() => void this.flush(this.reportError)), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes what is counted. Errors are reported to `onError` and the batch is dropped. */
  flush(onError: (err: unknown) => void = () => undefined): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.buckets.values()].map(
      (b): UsageEventRecord => ({
        id: newId('use', b.second),
        user_id: b.userId,
        env: b.env,
        endpoint: b.endpoint,
        credits: b.credits,
        success: b.success,
        status: b.status,
        count: b.count,
        created_at: new Date(b.second).toISOString(),
      }),
    );
    this.buckets = new Map();
    this.last = undefined;
    this.flushing = this.flushing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.events.insertMany(batch);
      } catch (err) {
        onError(err);
      }
    });
    return this.flushing;
  }

  range(query: UsageQuery): { from: Date; to: Date } {
    const now = this.clock.now();
    const to = query.to ? new Date(isDateOnly(query.to) ? `${query.to}T23:59:59.999Z` : query.to) : new Date(now);
    const period = PERIOD_MS[query.period ?? 'month'];
    const from = query.from ? new Date(isDateOnly(query.from) ? `${query.from}T00:00:00.000Z` : query.from) : new Date(to.getTime() - period);
    if (from.getTime() > to.getTime()) throw new GleanerError('invalid_parameter', '`from` is after `to`', { details: { field: 'from', errors: [{ field: 'from', message: 'must not be after to' }] } });
    if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY) {
      throw new GleanerError('invalid_parameter', `the range may cover at most ${MAX_RANGE_DAYS} days`, { details: { field: 'from', errors: [{ field: 'from', message: `range over ${MAX_RANGE_DAYS} days` }] } });
    }
    return { from, to };
  }

  async report(userId: string, env: KeyEnv, query: UsageQuery) {
    const { from, to } = this.range(query);
    await this.flush();
    const events = await this.events.find({ user_id: userId, env, created_at: { $gte: from.toISOString(), $lte: to.toISOString() } });
    const byEndpoint: Record<string, { requests: number; credits_used: number }> = {};
    const byDay = new Map<string, { requests: number; credits_used: number }>();
    for (let d = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()); d <= to.getTime(); d += DAY) {
      byDay.set(new Date(d).toISOString().slice(0, 10), { requests: 0, credits_used: 0 });
    }
    let credits = 0;
    let requests = 0;
    let ok = 0;
    for (const e of events) {
      const n = e.count ?? 1;
      credits += e.credits;
      requests += n;
      if (e.success) ok += n;
      const endpoint = (byEndpoint[e.endpoint] ??= { requests: 0, credits_used: 0 });
      endpoint.requests += n;
      endpoint.credits_used += e.credits;
      const day = byDay.get(e.created_at.slice(0, 10));
      if (day) {
        day.requests += n;
        day.credits_used += e.credits;
      }
    }
    return {
      period: { from: from.toISOString(), to: to.toISOString() },
      summary: { total_credits_used: credits, total_requests: requests, successful_requests: ok, failed_requests: requests - ok },
      by_endpoint: byEndpoint,
      daily_breakdown: [...byDay].map(([date, v]) => ({ date, ...v })),
    };
  }
}
