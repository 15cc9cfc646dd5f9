import { randomUUID } from 'node:crypto';
import type { Clock } from '@gleaner/platform';
import type { Collection, Filter } from '@gleaner/store';
import type { DeliveryAttempt, DeliveryRecord } from './deliveries.js';
import type { Verdict } from './retry-policy.js';
import { ACCOUNT_ENVS, type FullAccounts } from './account-slots.js';

// Who may attempt a delivery, kept in the delivery itself: a dispatcher claims it with one
// conditional update (pending, due, nobody's lease standing, and unchanged since it was read), so two
// dispatchers never attempt one delivery at once and a nudge seen twice does nothing twice. The
// outcome is written only under the claim's token. A holder that dies leaves its lease to expire;
// the next claimer records that attempt as `interrupted` (it counts: the receiver may have had it).

export type ClaimResult =
  | { kind: 'claimed'; record: DeliveryRecord; token: string; attempt: number; attempts: DeliveryAttempt[] }
  /** Every attempt was used, the last by a dispatcher that died in it: the delivery is now failed. */
  | { kind: 'exhausted'; record: DeliveryRecord };

export const INTERRUPTED = {
  code: 'interrupted',
  message: 'the dispatcher stopped during this attempt; the receiver may have had the request',
};

export class DeliveryClaims {
  constructor(
    private readonly deliveries: Collection<DeliveryRecord>,
    private readonly clock: Clock,
    private readonly leaseMs: number,
  ) {}

  private isoNow(): string {
    return new Date(this.clock.now()).toISOString();
  }

  /**
   * Pending deliveries that are due and held by nobody, the longest-waiting first, leaving out the
   * accounts in `full` (their deliveries would fill the answer and be skipped: the others' would wait).
   */
  async due(limit: number, full: FullAccounts = { live: [], test: [] }): Promise<DeliveryRecord[]> {
    const filter: Filter = { status: 'pending', next_attempt_at: { $lte: this.isoNow() }, lease_until: { $lte: this.clock.now() } };
    const options = { sort: [{ field: 'next_attempt_at', order: 'asc' as const }], limit, exclude: ['body', 'headers'] };
    if (ACCOUNT_ENVS.every((env) => full[env].length === 0)) return this.deliveries.find(filter, options);
    // An account is a user in one environment: one query per environment, each without its full users.
    const parts = await Promise.all(
      ACCOUNT_ENVS.map((env) => this.deliveries.find({ ...filter, env, ...(full[env].length > 0 && { user_id: { $nin: full[env] } }) }, options)),
    );
    return parts
      .flat()
      .sort((a, b) => (a.next_attempt_at! < b.next_attempt_at! ? -1 : a.next_attempt_at! > b.next_attempt_at! ? 1 : 0))
      .slice(0, limit);
  }

  /**
   * Takes `seen` (as read a moment ago) for one attempt, when it is still as seen, due and free.
   * Null: not due, held, finished, or someone else took it first.
   */
  async claim(seen: DeliveryRecord, maxAttempts: number): Promise<ClaimResult | null> {
    const now = this.clock.now();
    const nowIso = new Date(now).toISOString();
    if (seen.status !== 'pending' || seen.next_attempt_at === null || seen.next_attempt_at > nowIso || seen.lease_until > now) return null;
    // Unchanged since read: every claim changes attempts_started and the token, every outcome the token.
    const unchanged: Filter = { id: seen.id, status: 'pending', lease_until: { $lte: now }, lease_token: seen.lease_token, attempts_started: seen.attempts_started };
    const attempts = [...seen.attempts];
    for (let n = attempts.length + 1; n <= seen.attempts_started; n++) attempts.push({ attempt: n, at: seen.claimed_at ?? nowIso, duration_ms: 0, error: { ...INTERRUPTED } });
    if (seen.attempts_started >= maxAttempts) {
      const record = await this.deliveries.updateOne(unchanged, {
        $set: { status: 'failed', attempts, next_attempt_at: null, completed_at: nowIso, lease_until: 0, lease_token: null },
      });
      return record && { kind: 'exhausted', record };
    }
    const token = randomUUID();
    const record = await this.deliveries.updateOne(unchanged, {
      $set: { lease_until: now + this.leaseMs, lease_token: token, claimed_at: nowIso, ...(attempts.length > seen.attempts.length && { attempts }) },
      $inc: { attempts_started: 1 },
    });
    return record && { kind: 'claimed', record, token, attempt: seen.attempts_started + 1, attempts };
  }

  /**
   * Records the attempt and what follows it, and gives the claim back. Null when the claim was lost
   * (its lease ran out and another dispatcher took the delivery): that one records this attempt as interrupted.
   */
  finish(claim: Extract<ClaimResult, { kind: 'claimed' }>, attempt: DeliveryAttempt, verdict: Verdict): Promise<DeliveryRecord | null> {
    const now = this.clock.now();
    const nowIso = new Date(now).toISOString();
    const attempts = [...claim.attempts, attempt];
    const release = { lease_until: 0, lease_token: null };
    const next =
      verdict.kind === 'retry'
        ? { next_attempt_at: new Date(now + verdict.delayMs).toISOString() }
        : { status: verdict.kind, next_attempt_at: null, completed_at: nowIso };
    return this.deliveries.updateOne({ id: claim.record.id, lease_token: claim.token }, { $set: { attempts, ...next, ...release } });
  }
}
