import { GleanerError, isGleanerError } from '@gleaner/platform';
import type { KeyEnv } from '../http/context.js';
import type { LoadFields } from '@gleaner/contract';
import type { NetworkGuard } from '@gleaner/net';
import type { CreditLedger, CreditResult, Reservation } from '../account/credits.js';

// What every render operation does on the API side before and after the work.

/**
 * Checks what can be checked before credits are taken: proxies configured, URL allowed. The
 * fields are the request's own, as validated (LoadFields in the contract); jobs carry them as they are.
 */
export async function checkLoad(body: LoadFields, deps: { guard: NetworkGuard; proxiesConfigured: boolean }): Promise<void> {
  if (body.proxy && !deps.proxiesConfigured) {
    throw new GleanerError('invalid_parameter', 'proxy: true needs proxies, and none are configured on this server (GLEANER_PROXY_URLS)', { details: { field: 'proxy' } });
  }
  await deps.guard.checkUrl(body.url);
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

/** Takes credits for up to `pages` pages; with less balance, as many pages as it covers (at least 1). */
export async function reserveUpTo(credits: CreditLedger, userId: string, env: KeyEnv, pages: number, operation: string): Promise<{ reservation: Reservation; pages: number }> {
  try {
    return { reservation: await credits.reserve(userId, env, pages, operation), pages };
  } catch (err) {
    if (!(isGleanerError(err) && err.code === 'insufficient_credits' && pages > 1)) throw err;
    const balance = await credits.balance(userId);
    if (balance < 1) throw err;
    const affordable = Math.min(balance, pages);
    return { reservation: await credits.reserve(userId, env, affordable, operation), pages: affordable };
  }
}
