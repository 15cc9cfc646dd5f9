import { GleanerError, isGleanerError } from '@gleaner/platform';

// A URL the service will call later (a schedule's page, a webhook, a monitored page), checked
// when it is given. A name that does not resolve now is accepted (DNS may be back by the time it
// is used, and the use checks again and records the failure); one that resolves to an address
// the guard refuses is not.

export interface TargetGuard {
  checkUrl(url: string): Promise<unknown>;
}

/** The guard's verdict on `url`, naming the request field it came from. */
export async function checkTarget(guard: TargetGuard, field: string, url: string): Promise<void> {
  try {
    await guard.checkUrl(url);
  } catch (err) {
    if (isGleanerError(err) && err.code === 'url_not_accessible') return;
    if (isGleanerError(err)) throw new GleanerError(err.code, `${field}: ${err.message}`, { details: { field, errors: [{ field, message: err.message }] } });
    throw err;
  }
}
