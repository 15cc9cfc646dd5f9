import { isGleanerError } from '@gleaner/platform';
import { guardedFetch } from '@gleaner/net';
import { WEBHOOK_SERVICE_HEADERS as H } from '@gleaner/contract';
import type { DeliveryRecord } from './deliveries.js';
import type { PostDeps, PostOutcome } from './delivery-post.js';
import { WEBHOOK_USER_AGENT } from './delivery-post.js';

// One Slack attempt: the stored message POSTed to the incoming-webhook URL through the network
// guard. Not signed (Slack does not read X-Signature; the URL itself is the secret). Slack answers
// 200 "ok", or 400/403/404/410 for a payload or hook it refuses (final), 429/5xx when busy (retried).

export async function postSlack(record: DeliveryRecord, attempt: number, deps: PostDeps): Promise<PostOutcome> {
  const at = new Date(deps.clock.now()).toISOString();
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const answer = await guardedFetch(deps.guard, record.url, {
      method: 'POST',
      headers: { [H.contentType]: 'application/json', [H.userAgent]: WEBHOOK_USER_AGENT, [H.delivery]: record.id, [H.attempt]: String(attempt) },
      body: Buffer.from(record.body, 'utf8'),
      timeoutMs: deps.timeoutMs,
      redirect: 'manual',
      ignoreBody: true,
    });
    return { result: { statusCode: answer.status, retryAfter: answer.headers['retry-after'] }, recorded: { attempt, at, duration_ms: took(), status_code: answer.status } };
  } catch (err) {
    const code = isGleanerError(err) ? err.code : 'internal_error';
    const message = isGleanerError(err) ? err.message : 'the request could not be made';
    return { result: { errorCode: code }, recorded: { attempt, at, duration_ms: took(), error: { code, message } } };
  }
}
