import type { DeliveryAttempt } from './deliveries.js';

// Each attempt of a delivery as the API shows it: when, how long, and what came back (the
// receiver's status, or the code of why nothing did). Never the target URL, the headers or an
// error's message (which may quote the URL).

export function attemptRows(attempts: readonly Pick<DeliveryAttempt, 'attempt' | 'at' | 'duration_ms' | 'status_code' | 'error'>[]) {
  return attempts.map((a) => ({ attempt: a.attempt, at: a.at, duration_ms: a.duration_ms, status_code: a.status_code ?? null, error_code: a.error?.code ?? null }));
}

/** The same, camelCase (monitoring's style). */
export function camelAttemptRows(attempts: Parameters<typeof attemptRows>[0]) {
  return attemptRows(attempts).map((a) => ({ attempt: a.attempt, at: a.at, durationMs: a.duration_ms, statusCode: a.status_code, errorCode: a.error_code }));
}
