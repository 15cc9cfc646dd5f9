export {
  SIGNATURE_HEADER,
  DEFAULT_TOLERANCE_SECONDS,
  computeSignature,
  signatureHeader,
  parseSignatureHeader,
  verifySignature,
  type WebhookBody,
  type ParsedSignature,
  type VerifyOptions,
  type VerifyResult,
} from './signature.js';
export {
  DELIVERIES_COLLECTION,
  DELIVERIES_TOPIC,
  DISPATCHERS_GROUP,
  type DeliveryRequest,
  type DeliveryAttempt,
  type DeliveryRecord,
  type DeliveryStatus,
  type DeliveryOptions,
} from './deliveries.js';
export { DeliveryQueue, ensureDeliveryIndexes, type DeliveryQueueDeps, type DeliveryNudge } from './delivery-queue.js';
export { startDispatcher, type Dispatcher, type DispatcherDeps } from './dispatcher.js';
export { WEBHOOK_USER_AGENT, webhookHeaders } from './delivery-post.js';
export { backoffDelay, retryAfterMs, verdictOf, type AttemptResult, type Verdict, type RetryPolicy } from './retry-policy.js';
