import { monitorEventLoopDelay } from 'node:perf_hooks';
import { GleanerError } from '@gleaner/platform';

// Push-back for every route past the knee: when this process already holds more requests than it
// serves well, or its event loop runs late, a request is answered 503 service_unavailable with
// Retry-After at once (before auth's store reads and before any charge) instead of waiting until its
// client gives up. Two signals, because they see different overloads: requests that wait on I/O (the
// farm's MongoDB, Kafka) pile up in flight; a request that runs whole inside its socket's read
// callback (a cached profile on the embedded server) never does, and shows only as a late loop.

export interface OverloadSettings {
  /** Requests this process holds at once; one more is refused (0: no bound). */
  inFlight: number;
  /** Median event-loop delay (ms) past which, two half-second windows in a row, requests are refused (0: not watched). */
  maxLagMs: number;
}

export const SHED_REASONS = ['in_flight', 'event_loop_lag'] as const;
export type ShedReason = (typeof SHED_REASONS)[number];

/** How often the loop's delay is judged: short enough to stop shedding soon after the load drops. */
const WINDOW_MS = 500;
/** The delay histogram's sampling period (ms): its samples are this plus the loop's lateness. */
const RESOLUTION_MS = 10;

export class OverloadGuard {
  private held = 0;
  /** Whether the last window's median delay was over the bound. */
  private late = false;
  private readonly histogram?: ReturnType<typeof monitorEventLoopDelay>;
  private readonly timer?: NodeJS.Timeout;
  private readonly inFlightLimit: number;

  constructor(private readonly settings: OverloadSettings) {
    this.inFlightLimit = settings.inFlight > 0 ? settings.inFlight : Infinity;
    if (settings.maxLagMs > 0) {
      const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
      histogram.enable();
      this.histogram = histogram;
      // The median of two windows in a row, not the max: one long task (a GC, a large page's parse)
      // is not an overload; a loop late on most of its turns for a second is.
      let lateBefore = false;
      this.timer = setInterval(() => {
        const lateNow = histogram.count > 0 && histogram.percentile(50) / 1e6 - RESOLUTION_MS > settings.maxLagMs;
        this.late = lateNow && lateBefore;
        lateBefore = lateNow;
        histogram.reset();
      }, WINDOW_MS);
      this.timer.unref();
    }
  }

  /** Takes a place for a request (the caller gives it back with leave() once answered), or says why not. */
  enter(): ShedReason | undefined {
    if (this.held >= this.inFlightLimit) return 'in_flight';
    if (this.late) return 'event_loop_lag';
    this.held += 1;
    return undefined;
  }

  leave(): void {
    this.held -= 1;
  }

  /** Requests held now (for tests and the shed message). */
  get inFlight(): number {
    return this.held;
  }

  /** The answer to a refused request: the spec's overload code, with a Retry-After of one window or more. */
  refusal(reason: ShedReason): GleanerError {
    const message =
      reason === 'in_flight'
        ? `the server is at its bound of ${this.settings.inFlight} requests in flight; retry shortly`
        : `the server is overloaded (its event loop runs over ${this.settings.maxLagMs} ms late); retry shortly`;
    return new GleanerError('service_unavailable', message, { retryAfter: 1, details: { reason } });
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.histogram?.disable();
  }
}
