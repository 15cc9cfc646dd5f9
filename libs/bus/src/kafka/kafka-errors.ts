import { GleanerError, isGleanerError } from '@gleaner/platform';

// "Kafka cannot be reached now" as the API's 503 service_unavailable with Retry-After. kafkajs keeps
// reconnecting (its producer and admin reconnect on the next call, its consumers restart), so a later
// call works again without a restart of the process. Other errors pass unchanged. Where the brokers
// are stays in the cause (logged, printed at start-up), not in the answer a client sees.

/** kafkajs errors that mean the brokers are down, unreachable or not answering (or retries on a transient error ran out). */
const UNREACHABLE = new Set([
  'KafkaJSConnectionError',
  'KafkaJSConnectionClosedError',
  'KafkaJSRequestTimeoutError',
  'KafkaJSBrokerNotFound',
  'KafkaJSNoBrokerAvailableError',
  'KafkaJSLockTimeout',
  'KafkaJSMetadataNotLoaded',
  'KafkaJSNumberOfRetriesExceeded',
]);

export function isUnreachable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 10; e = (e as { cause?: unknown }).cause, depth++) {
    if (UNREACHABLE.has((e as { name?: string }).name ?? '')) return true;
  }
  return false;
}

/**
 * `err` as service_unavailable when it means the brokers cannot be reached (always, with `always`:
 * a failed connect); otherwise unchanged.
 */
export function unreachable(err: unknown, brokers: string[], retryAfter: number, always = false): unknown {
  if (isGleanerError(err) || !(always || isUnreachable(err))) return err;
  const where = new Error(`cannot reach the Kafka brokers ${brokers.join(',')} (GLEANER_KAFKA_BROKERS): ${(err as Error)?.message ?? err}`, { cause: err });
  return new GleanerError('service_unavailable', 'the job bus cannot be reached; retry shortly', { cause: where, retryAfter });
}
