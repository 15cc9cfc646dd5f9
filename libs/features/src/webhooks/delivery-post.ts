import { isGleanerError, type Clock } from '@gleaner/platform';
import { isReservedWebhookHeader, WEBHOOK_SERVICE_HEADERS } from '@gleaner/contract';
import { guardedFetch, type NetworkGuard } from '@gleaner/net';
import type { DeliveryAttempt, DeliveryRecord } from './deliveries.js';
import type { AttemptResult } from './retry-policy.js';
import { signatureHeader } from './signature.js';

// One webhook attempt on the wire: the stored body's exact bytes, signed now with the secret of
// now, POSTed through the network guard (DNS resolved and every address checked at each attempt,
// the connection pinned to the checked one). Redirects are not followed: a receiver that moved
// answers 3xx, which fails the delivery (following would re-send a signed body somewhere else).

export const WEBHOOK_USER_AGENT = 'Gleaner-Webhooks/0.1 (+https://gleaner.invalid/webhooks)';

const H = WEBHOOK_SERVICE_HEADERS;

/**
 * The request's headers: a channel's own (refused at creation when reserved; one kept from before
 * that rule is left out here, by the same list) and then the service's, which nothing replaces.
 */
export function webhookHeaders(record: DeliveryRecord, attempt: number, secret: string, now: number): Record<string, string> {
  const extra = Object.entries(record.headers ?? {})
    .filter(([name]) => !isReservedWebhookHeader(name))
    .map(([name, value]) => [name.toLowerCase(), value] as const);
  return {
    ...Object.fromEntries(extra),
    [H.userAgent]: WEBHOOK_USER_AGENT,
    [H.contentType]: 'application/json',
    [H.event]: record.event,
    [H.delivery]: record.id,
    [H.attempt]: String(attempt),
    [H.signature]: signatureHeader(secret, record.body, now),
  };
}

export interface PostDeps {
  guard: NetworkGuard;
  clock: Clock;
  timeoutMs: number;
}

export interface PostOutcome {
  result: AttemptResult;
  /** The attempt as recorded. */
  recorded: DeliveryAttempt;
}

/** POSTs `record` once, signed with `secret` (undefined: the account is gone, nothing is sent). Never throws. */
export async function postDelivery(record: DeliveryRecord, attempt: number, secret: string | undefined, deps: PostDeps): Promise<PostOutcome> {
  const at = new Date(deps.clock.now()).toISOString();
  const started = performance.now();
  const done = (result: AttemptResult, extra: Partial<DeliveryAttempt>): PostOutcome => ({
    result,
    recorded: { attempt, at, duration_ms: Math.round(performance.now() - started), ...extra },
  });
  if (secret === undefined) return done({ errorCode: 'not_found' }, { error: { code: 'not_found', message: 'the account that asked for this delivery no longer exists' } });
  try {
    const answer = await guardedFetch(deps.guard, record.url, {
      method: 'POST',
      headers: webhookHeaders(record, attempt, secret, deps.clock.now()),
      body: Buffer.from(record.body, 'utf8'),
      timeoutMs: deps.timeoutMs,
      redirect: 'manual',
      ignoreBody: true,
    });
    return done({ statusCode: answer.status, retryAfter: answer.headers['retry-after'] }, { status_code: answer.status });
  } catch (err) {
    const code = isGleanerError(err) ? err.code : 'internal_error';
    const message = isGleanerError(err) ? err.message : 'the request could not be made';
    return done({ errorCode: code }, { error: { code, message } });
  }
}
