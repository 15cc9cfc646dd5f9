import { GleanerError } from '@gleaner/platform';
import type { NetworkGuard } from '@gleaner/net';
import type { CreditLedger, CreditResult, Reservation } from '../account/credits.js';

// What every render operation does on the API side before and after the work.

/** The page-loading fields every render request body shares (see render-options in the contract). */
export interface LoadBody {
  url: string;
  timeout: number;
  wait_for?: string;
  wait_timeout?: number;
  headers?: Record<string, string>;
  javascript?: boolean;
  proxy: boolean;
}

/** The same, as render jobs carry it. */
export interface LoadPayload {
  url: string;
  timeoutMs: number;
  waitFor?: string;
  waitTimeoutMs?: number;
  headers?: Record<string, string>;
  javascript: boolean;
  proxy: boolean;
}

/** Checks what can be checked before credits are taken: proxies configured, URL allowed. */
export async function checkLoad(body: LoadBody, deps: { guard: NetworkGuard; proxiesConfigured: boolean }): Promise<LoadPayload> {
  if (body.proxy && !deps.proxiesConfigured) {
    throw new GleanerError('invalid_parameter', 'proxy: true needs proxies, and none are configured on this server (GLEANER_PROXY_URLS)', { details: { field: 'proxy' } });
  }
  await deps.guard.checkUrl(body.url);
  return { url: body.url, timeoutMs: body.timeout, waitFor: body.wait_for, waitTimeoutMs: body.wait_timeout, headers: body.headers, javascript: body.javascript ?? true, proxy: body.proxy };
}

/** Runs charged work: refunds everything if it fails, else keeps `used(result)` credits. */
export async function runCharged<T>(credits: CreditLedger, reservation: Reservation, work: () => Promise<T>, used: (result: T) => number): Promise<{ result: T; credits: CreditResult }> {
  let result: T;
  try {
    result = await work();
  } catch (err) {
    await credits.refund(reservation);
    throw err;
  }
  return { result, credits: await credits.settle(reservation, used(result)) };
}
