import type { LoadFields } from '@gleaner/contract';
import type { LoadOptions } from '@gleaner/browser';

// The render worker's side: a job's payload is the validated request (snake_case, as the contract
// names it); the browser library takes camelCase. The load fields turn into it here, once.

type LoadKey = keyof LoadFields;

/** The browser's load options from a job's payload, and the payload's other (operation's own) fields. */
export function splitLoad<P extends LoadFields>(payload: P): { load: LoadOptions; own: Omit<P, LoadKey> } {
  const { url, timeout, wait_for, wait_timeout, headers, proxy, ...own } = payload;
  return { load: { url, timeoutMs: timeout, waitFor: wait_for, waitTimeoutMs: wait_timeout, headers, proxy }, own };
}
