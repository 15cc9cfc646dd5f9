import { GleanerError, newId, systemClock, type Clock, type Logger } from '@gleaner/platform';
import type { Collection, DocumentStore } from '@gleaner/store';
import type { KeyEnv } from '../http/context.js';
import { COLLECTIONS, type UsageEventRecord } from './records.js';

// Usage events (one per authenticated request, and one per scheduled run or monitor check)
// and the usage report computed from them.

const DAY = 86_400_000;
const PERIOD_MS = { day: DAY, week: 7 * DAY, month: 30 * DAY, year: 365 * DAY } as const;
const MAX_RANGE_DAYS = 400;

export type Period = keyof typeof PERIOD_MS;

export interface UsageQuery {
  period?: Period;
  from?: string;
  to?: string;
}

export interface UsageEventInput {
  userId: string;
  env: KeyEnv;
  endpoint: string;
  credits: number;
  success: boolean;
  status: number;
}

const isDateOnly = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Events are written in batches: one transaction per FLUSH_MS instead of one per request. */
const FLUSH_MS = 50;
const FLUSH_AT = 500;

export class UsageLog {
  private readonly events: Collection<UsageEventRecord>;
  private buffer: UsageEventRecord[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

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

  /** Queues one event; it is stored within FLUSH_MS and before any report. */
  record(input: UsageEventInput): void {
    const now = this.clock.now();
    this.buffer.push({
      id: newId('use', now),
      user_id: input.userId,
      env: input.env,
      endpoint: input.endpoint,
      credits: input.credits,
      success: input.success,
      status: input.status,
      created_at: new Date(now).toISOString(),
    });
    const onError = (err: unknown) => this.log?.error({ err }, 'could not store usage events');
    if (this.buffer.length >= FLUSH_AT) void this.flush(onError);
    else this.timer ??= setTimeout(() => void this.flush(onError), FLUSH_MS);
  }

  /** Writes what is queued. Errors are reported to `onError` and the batch is dropped. */
  flush(onError: (err: unknown) => void = () => undefined): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.buffer;
    this.buffer = [];
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
    let ok = 0;
    for (const e of events) {
      credits += e.credits;
      if (e.success) ok++;
      const endpoint = (byEndpoint[e.endpoint] ??= { requests: 0, credits_used: 0 });
      endpoint.requests++;
      endpoint.credits_used += e.credits;
      const day = byDay.get(e.created_at.slice(0, 10));
      if (day) {
        day.requests++;
        day.credits_used += e.credits;
      }
    }
    return {
      period: { from: from.toISOString(), to: to.toISOString() },
      summary: { total_credits_used: credits, total_requests: events.length, successful_requests: ok, failed_requests: events.length - ok },
      by_endpoint: byEndpoint,
      daily_breakdown: [...byDay].map(([date, v]) => ({ date, ...v })),
    };
  }
}
