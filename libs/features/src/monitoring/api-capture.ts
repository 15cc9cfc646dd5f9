import { guardedFetch, type NetworkGuard } from '@gleaner/net';
import type { Capture } from './model.js';

// An api_response monitor's read: one GET through the network guard, no browser (the host is
// resolved and checked, redirects re-checked). An HTTP error is still a capture (its status is
// recorded and the caller fails the check); a body over MAX_BODY_BYTES is page_too_large.

export const MAX_BODY_BYTES = 5 * 1024 * 1024;

export async function fetchApiCapture(guard: NetworkGuard, url: string, options: { timeoutMs: number; headers?: Record<string, string> }): Promise<{ capture: Capture; responseTimeMs: number }> {
  const started = performance.now();
  const res = await guardedFetch(guard, url, {
    timeoutMs: options.timeoutMs,
    maxBytes: MAX_BODY_BYTES,
    headers: { accept: 'application/json, text/*;q=0.9, */*;q=0.5', ...options.headers },
  });
  return {
    capture: { text: res.body, contentType: res.contentType, statusCode: res.status },
    responseTimeMs: Math.round(performance.now() - started),
  };
}
