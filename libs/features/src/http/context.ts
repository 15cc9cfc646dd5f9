import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@gleaner/platform';
import type { BodyOf, Operation, ParamsOf, QueryOf } from '@gleaner/contract';

// What a route handler receives and returns.

export type KeyEnv = 'live' | 'test';

/** Who is calling, once the API key checked out (shared between requests: read-only). */
export interface AuthContext {
  readonly userId: string;
  readonly keyId: string;
  readonly env: KeyEnv;
  readonly plan: string;
}

export interface RequestContext<B = unknown, Q = unknown, P = unknown> {
  op: Operation;
  params: P;
  query: Q;
  body: B;
  auth: AuthContext;
  requestId: string;
  log: Logger;
  req: IncomingMessage;
  res: ServerResponse;
}

export interface CreditOutcome {
  used: number;
  remaining: number;
}

export interface HandlerResult {
  status?: number;
  /** A deep-frozen object is taken as immutable and serialised once, whatever the number of responses. */
  data?: unknown;
  message?: string;
  credits?: CreditOutcome;
  pagination?: object;
  headers?: Record<string, string>;
  /** Bypasses the envelope (metrics, openapi). */
  raw?: { contentType: string; body: string | Buffer };
  /** Extra top-level members of the success body (e.g. pages_scraped). */
  extra?: Record<string, unknown>;
}

/** What the handler of an operation receives: its body, query and params as the contract's schemas validated them. */
export type OperationContext<O extends Operation> = RequestContext<BodyOf<O>, QueryOf<O>, ParamsOf<O>>;

/** A result, or a promise of one (a handler with nothing to wait for answers without one). */
export type Handler<O extends Operation = Operation> = (ctx: OperationContext<O>) => HandlerResult | Promise<HandlerResult>;

export interface Admission {
  headers: Record<string, string>;
  /** Gives back the render slot: a promise when the slot is shared (the server waits before it answers). */
  release: () => void | Promise<void>;
}

/** Admission of an authenticated request: rate and concurrency limits, usage accounting. */
export interface RequestGate {
  /** A value when the caller is known without I/O (a cached key), else a promise. */
  authenticate(authorization: string | undefined): AuthContext | Promise<AuthContext>;
  /**
   * Throws 429s; returns headers for the response (a fresh object the server adds to) and a release
   * for render slots. A value when the limits are this process's own, a promise when they are shared.
   */
  admit(auth: AuthContext, op: Operation): Admission | Promise<Admission>;
  record(auth: AuthContext, op: Operation, outcome: { status: number; creditsUsed: number }): void;
}

export interface AdminGate {
  /** Throws not_found when admin routes are disabled, unauthorized on a wrong token. */
  check(authorization: string | undefined): void;
}
