// What follows a webhook attempt: delivered, another attempt later, or given up. Pure functions,
// so the rules are tested without a receiver.

export type AttemptResult =
  | { statusCode: number; retryAfter?: string }
  | { errorCode: string };

export type Verdict = { kind: 'delivered' } | { kind: 'retry'; delayMs: number } | { kind: 'failed' };

/** Answers worth another attempt: the receiver is busy or down for now. */
const RETRY_STATUSES = new Set([408, 429]);
/** Failures without an answer that may pass: the receiver unreachable for now or slow, our store unreadable. */
const RETRY_ERRORS = new Set(['timeout', 'url_not_accessible', 'service_unavailable', 'internal_error']);

export interface RetryPolicy {
  /** Attempts in all. */
  attempts: number;
  backoffMs: number;
  maxDelayMs: number;
  random: () => number;
}

/**
 * The wait after failed attempt `attempt` (1-based): exponential from the base, capped, with
 * "equal jitter" (a random 50-100% of it): receivers that failed together do not all get their
 * retries at one instant, and no wait shrinks to nothing.
 */
export function backoffDelay(attempt: number, policy: Pick<RetryPolicy, 'backoffMs' | 'maxDelayMs' | 'random'>): number {
  const full = Math.min(policy.maxDelayMs, policy.backoffMs * 2 ** Math.min(attempt - 1, 40));
  return Math.round(full / 2 + policy.random() * (full / 2));
}

/** Milliseconds a Retry-After value asks for (delay-seconds or an HTTP-date), or undefined when it cannot be read. */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  // Only the HTTP-date form (IMF-fixdate and its old variants carry a weekday or GMT); a bare number was handled above.
  if (Number.isNaN(at) || !/[a-z]/i.test(text)) return undefined;
  return Math.max(0, at - now);
}

/**
 * 2xx: delivered. 408, 429, 5xx, a timeout or no connection: another attempt if any is left (after
 * Retry-After when the answer carries one, capped, else the backoff). Anything else (3xx: redirects
 * are not followed; other 4xx; a URL the guard refuses): failed at once.
 */
export function verdictOf(result: AttemptResult, attempt: number, policy: RetryPolicy, now: number): Verdict {
  if ('statusCode' in result) {
    const status = result.statusCode;
    if (status >= 200 && status < 300) return { kind: 'delivered' };
    if (!(RETRY_STATUSES.has(status) || (status >= 500 && status < 600))) return { kind: 'failed' };
  } else if (!RETRY_ERRORS.has(result.errorCode)) {
    return { kind: 'failed' };
  }
  if (attempt >= policy.attempts) return { kind: 'failed' };
  const asked = 'statusCode' in result ? retryAfterMs(result.retryAfter, now) : undefined;
  const delayMs = asked === undefined ? backoffDelay(attempt, policy) : Math.min(asked, policy.maxDelayMs);
  return { kind: 'retry', delayMs };
}
