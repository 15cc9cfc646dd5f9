// One fetch's cancellation: its deadline, or the caller's signal, ends whatever step is in
// flight (lookup, request, body). Plain callbacks rather than an AbortController per fetch: the
// EventTarget behind one, its listeners and the signal handed to http.request were about a tenth
// of a keep-alive fetch's CPU in profiles.
import { GleanerError } from '@gleaner/platform';

export class FetchCancel {
  private why: unknown;
  private ended = false;
  private readonly hooks = new Set<(reason: unknown) => void>();
  private readonly timer: NodeJS.Timeout;
  private readonly outer?: AbortSignal;
  private readonly onOuterAbort?: () => void;

  constructor(url: string, timeoutMs: number, outer?: AbortSignal) {
    this.timer = setTimeout(() => this.cancel(new GleanerError('timeout', `${url} did not answer within ${timeoutMs} ms`, { details: { timeoutMs } })), timeoutMs);
    if (outer?.aborted) this.cancel(outer.reason);
    else if (outer) {
      this.outer = outer;
      this.onOuterAbort = () => this.cancel(outer.reason);
      outer.addEventListener('abort', this.onOuterAbort, { once: true });
    }
  }

  get cancelled(): boolean {
    return this.ended;
  }

  /** What ended the fetch: a GleanerError (the deadline, a failure) or the caller's abort reason. */
  get reason(): unknown {
    return this.why;
  }

  cancel(reason: unknown): void {
    if (this.ended) return;
    this.ended = true;
    this.why = reason;
    for (const hook of this.hooks) {
      try {
        hook(reason);
      } catch {
        // Stopping one step must not keep the others from stopping (nor throw from the timer).
      }
    }
    this.hooks.clear();
  }

  /** `step`'s outcome, unless the fetch is cancelled first: then `stop` ends the step's work and this rejects with the reason. */
  race<T>(step: Promise<T>, stop?: () => void): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const hook = (reason: unknown): void => {
        stop?.();
        reject(reason);
      };
      if (this.ended) hook(this.why);
      else this.hooks.add(hook);
      step.then(
        (value) => (this.hooks.delete(hook), resolve(value)),
        (err) => (this.hooks.delete(hook), reject(err)),
      );
    });
  }

  /** An AbortSignal that follows this cancellation, for an API that takes one (the proxy tunnel). */
  signal(): AbortSignal {
    const controller = new AbortController();
    if (this.ended) controller.abort(this.why);
    else this.hooks.add((reason) => controller.abort(reason));
    return controller.signal;
  }

  /** The fetch is over: the timer and the caller's listener go. */
  done(): void {
    clearTimeout(this.timer);
    if (this.onOuterAbort) this.outer?.removeEventListener('abort', this.onOuterAbort);
    this.hooks.clear();
  }
}
