// A correction to kafkajs 2.2.4 (the version pinned), applied once when the Kafka bus loads.
//
// Each connection to a broker has a request queue. After every answer it checks its pending
// requests and then arms a timer to check them again, even when none is pending; with no
// client-side throttle in force the delay it computes is negative, which Node runs after 1 ms, so
// the check re-arms itself about a thousand times a second for as long as the connection is open
// (reported upstream as tulios/kafkajs#1556; no release has a fix). A bus process holds several
// connections (producer, admin, one per consumer), so an idle one spent 4-5% of a core on this
// here, and every farm process paid it all the time (bench/farm/, docs/benchmarks.md).
//
// The replacement arms the timer only while requests wait: until the throttle ends when one is in
// force, else after 10 ms as kafkajs does (an answer that frees an in-flight slot checks the queue
// anyway). A request that cannot go at once is pushed and then scheduled, so none is left waiting.

interface RequestQueueInternals {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
}

/** The kafkajs version this correction was written and tested against. */
export const KAFKAJS_VERSION_CORRECTED = '2.2.4';
const CHECK_PENDING_REQUESTS_INTERVAL_MS = 10;
const corrected = Symbol.for('gleaner.kafkajs.idleTimerCorrected');

/** Corrects the request queue's timer in the loaded kafkajs; false (and nothing changed) for another version. */
export function correctKafkajsIdleTimer(): boolean {
  const { version } = require('kafkajs/package.json') as { version: string };
  if (version !== KAFKAJS_VERSION_CORRECTED) return false; // an upgrade re-checks the upstream code (and this test)
  const RequestQueue = require('kafkajs/src/network/requestQueue/index.js') as { prototype: RequestQueueInternals & { [corrected]?: true } };
  const proto = RequestQueue.prototype;
  if (proto[corrected]) return true;
  proto.scheduleCheckPendingRequests = function scheduleCheckPendingRequests(this: RequestQueueInternals): void {
    if (this.throttleCheckTimeoutId || this.pending.length === 0) return;
    const throttledFor = this.throttledUntil - Date.now();
    this.throttleCheckTimeoutId = setTimeout(
      () => {
        this.throttleCheckTimeoutId = null;
        this.checkPendingRequests();
      },
      throttledFor > 0 ? throttledFor : CHECK_PENDING_REQUESTS_INTERVAL_MS,
    );
  };
  proto[corrected] = true;
  return true;
}
