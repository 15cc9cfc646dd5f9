import { timingSafeEqual, createHash } from 'node:crypto';
import { GleanerError } from '@gleaner/platform';
import type { Operation } from '@gleaner/contract';
import type { Admission, AdminGate, AuthContext, RequestGate } from '../http/context.js';
import type { AccountService } from './accounts.js';
import { bearerCredential, bearerCredentialOrUndefined } from './bearer.js';
import type { KeyLimits, RateDecision, ReleaseSlot } from './limits.js';
import type { Plan } from './plans.js';
import type { UsageLog } from './usage.js';

// The account area's admission of requests: who is calling, within which limits, and what
// the usage report will count.

export class AccountGate implements RequestGate {
  constructor(
    private readonly accounts: AccountService,
    private readonly limits: KeyLimits,
    private readonly usage: UsageLog,
  ) {}

  authenticate(authorization: string | undefined): AuthContext | Promise<AuthContext> {
    return this.accounts.authenticate(authorization);
  }

  admit(auth: AuthContext, op: Operation): Admission | Promise<Admission> {
    const plan = this.accounts.plans.of(auth.plan);
    const decision = this.limits.hit(auth.keyId, plan.requests_per_minute);
    return decision instanceof Promise ? decision.then((d) => this.admitted(auth, op, plan, d)) : this.admitted(auth, op, plan, decision);
  }

  private admitted(auth: AuthContext, op: Operation, plan: Plan, decision: RateDecision): Admission | Promise<Admission> {
    const headers = {
      'X-RateLimit-Limit': String(decision.limit),
      'X-RateLimit-Remaining': String(decision.remaining),
      'X-RateLimit-Reset': String(decision.resetSeconds),
    };
    if (!decision.allowed) {
      throw new GleanerError('rate_limit_exceeded', `more than ${decision.limit} requests in a minute; retry in ${decision.resetSeconds} s`, {
        retryAfter: decision.resetSeconds,
        headers,
        details: { limit: decision.limit },
      });
    }
    if (!op.render) return { headers, release: noRelease };
    // A refused slot answers with the rate headers too.
    const withHeaders = (err: unknown): never => {
      if (err instanceof GleanerError) throw new GleanerError(err.code, err.message, { retryAfter: err.retryAfter, details: err.details, headers });
      throw err;
    };
    let slot: ReleaseSlot | Promise<ReleaseSlot>;
    try {
      slot = this.limits.acquire(auth.keyId, plan.renders_in_flight);
    } catch (err) {
      return withHeaders(err);
    }
    return slot instanceof Promise ? slot.then((release) => ({ headers, release }), withHeaders) : { headers, release: slot };
  }

  record(auth: AuthContext, op: Operation, outcome: { status: number; creditsUsed: number }): void {
    // A request that was charged was counted by the settle that charged it, in the same write
    // (createAccountArea gives the ledger this UsageLog as its ChargeJournal).
    if (outcome.creditsUsed > 0) return;
    this.usage.record({ userId: auth.userId, env: auth.env, endpoint: op.usageName ?? op.id, credits: outcome.creditsUsed, success: outcome.status < 400, status: outcome.status });
  }
}

const noRelease = () => undefined;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export class TokenAdminGate implements AdminGate {
  private readonly digest: Buffer | undefined;
  private local: Buffer | undefined;
  constructor(token: string | undefined) {
    this.digest = token ? sha256(token) : undefined;
  }

  /**
   * Also lets in the server's own token, which it hands to the CLI through its data directory
   * (apps/gleaner/src/local-admin.ts). To anyone else the routes stay as they were: hidden when
   * no admin token is configured.
   */
  allowLocal(token: string): void {
    this.local = sha256(token);
  }

  check(authorization: string | undefined): void {
    const token = bearerCredentialOrUndefined(authorization);
    const given = sha256(token ?? '');
    if (token !== undefined && this.local && timingSafeEqual(given, this.local)) return;
    if (!this.digest) throw new GleanerError('not_found', 'no such route');
    if (token === undefined) bearerCredential(authorization, 'admin token'); // throws the 401 that says what is wrong
    if (!timingSafeEqual(given, this.digest)) throw new GleanerError('unauthorized', 'invalid admin token');
  }
}
