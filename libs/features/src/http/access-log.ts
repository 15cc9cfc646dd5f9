import { isGleanerError, type Logger } from '@gleaner/platform';

// One line per request, written by the server layer that wraps every route (docs/operations.md,
// "Logs"). What it holds is chosen so that no secret can reach it: the route's template, never
// the path or the query string (signed download links carry their signature there), no header,
// no body, no error message (a message may quote the customer's URL).

export type AccessLogMode = 'info' | 'debug' | 'off';

export interface AccessLogSettings {
  /** The level of the lines of requests that did not fail on our side; off: none of them. */
  mode: AccessLogMode;
  /** Share (0..1) of successes (and 429s, the answers a client in a loop repeats) logged; other 4xx and every 5xx always are. */
  sample: number;
  /** For tests: the draw the sample is taken with. */
  random?: () => number;
}

export const DEFAULT_ACCESS_LOG: AccessLogSettings = { mode: 'info', sample: 1 };

export interface AccessEntry {
  /** Upper case (GET). */
  method: string;
  /** The route's template (/v1/monitoring/{id}); none when no route matched. */
  route?: string;
  status: number;
  durationMs: number;
  requestId: string;
  userId?: string;
  /** What the request failed with, when it did. */
  failure?: unknown;
}

/** True for a failure nobody expected: it is logged as an error, with its stack. */
function unexpected(status: number, failure: unknown): boolean {
  if (failure === undefined) return status === 500;
  return !isGleanerError(failure) || failure.code === 'internal_error';
}

export class AccessLog {
  private readonly random: () => number;
  /**
   * The same logger without its redaction, for the lines built here of fixed fields that hold no
   * secret: pino runs every wildcard redaction path on every value of a line, which made an access
   * line cost about 15 CPU-µs instead of 5 (measured here; docs/operations.md, "Logs").
   */
  private readonly plain: Logger;

  constructor(
    private readonly logger: Logger,
    private readonly settings: AccessLogSettings = DEFAULT_ACCESS_LOG,
  ) {
    this.random = settings.random ?? Math.random;
    this.plain = logger.child({}, { redact: [] });
  }

  /** Whether the line of a request with this status is written (5xx: always). */
  private wanted(status: number): boolean {
    if (status >= 500) return true;
    const { mode, sample } = this.settings;
    if (mode === 'off' || !this.logger.isLevelEnabled(mode)) return false;
    // A client error other than 429 is what a customer asks support about: always kept.
    if (status >= 400 && status !== 429) return true;
    return sample >= 1 || (sample > 0 && this.random() < sample);
  }

  write(entry: AccessEntry): void {
    const { status, failure } = entry;
    if (!this.wanted(status)) return;
    const line: Record<string, unknown> = {
      request_id: entry.requestId,
      method: entry.method,
      route: entry.route,
      status,
      duration_ms: Math.round(entry.durationMs * 10) / 10,
      user_id: entry.userId || undefined,
    };
    if (isGleanerError(failure)) line.error_code = failure.code;
    if (status < 500) {
      this.plain[this.settings.mode as 'info' | 'debug'](line, 'request');
    } else if (unexpected(status, failure)) {
      // With its stack and its cause's (pino's err serializer adds them; a render worker's error
      // travels as internal_error without either: the worker logged them under the same request_id).
      // An error may hold anything: this line keeps the redaction.
      if (failure !== undefined) line.err = failure;
      this.logger.error(line, 'request failed');
    } else {
      // Ours to watch (503) or the customer's page (502 blocked, 504 timeout): the code says which, no stack.
      this.plain.warn(line, 'request failed');
    }
  }
}
