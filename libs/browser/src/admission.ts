// Bounded concurrency with a bounded wait line: a job beyond the line is refused at once with
// 503 service_unavailable and a Retry-After estimated from recent job times.
import { GleanerError } from '@gleaner/platform';

interface Waiter {
  resolve: () => void;
  reject: (err: Error) => void;
  timer?: NodeJS.Timeout;
}

export class Admission {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** Moving average of a job's duration, for Retry-After. */
  private avgJobMs = 1000;

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
  ) {}

  get counts(): { running: number; queued: number } {
    return { running: this.running, queued: this.waiting.length };
  }

  retryAfterSeconds(): number {
    const ahead = this.waiting.length + this.running;
    return Math.max(1, Math.ceil((ahead * this.avgJobMs) / this.concurrency / 1000));
  }

  /** Waits for a slot until `deadline`; refuses when the line is full. */
  acquire(deadline: number): Promise<void> {
    if (this.running < this.concurrency && this.waiting.length === 0) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queueLimit) {
      const retryAfter = this.retryAfterSeconds();
      return Promise.reject(
        new GleanerError('service_unavailable', `the render queue is full (${this.queueLimit} waiting); retry in ${retryAfter} s`, { retryAfter, details: { queued: this.waiting.length } }),
      );
    }
    return new Promise<void>((resolve, reject) => {
      const w: Waiter = { resolve, reject };
      w.timer = setTimeout(() => {
        const i = this.waiting.indexOf(w);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(new GleanerError('timeout', 'the job waited for a free renderer until its deadline passed'));
      }, Math.max(0, deadline - Date.now()));
      this.waiting.push(w);
    });
  }

  release(jobMs?: number): void {
    if (jobMs !== undefined) this.avgJobMs = this.avgJobMs * 0.8 + jobMs * 0.2;
    const next = this.waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.resolve();
    } else {
      this.running -= 1;
    }
  }

  /** Fails everyone still waiting (shutdown). */
  drain(err: Error): void {
    for (const w of this.waiting.splice(0)) {
      clearTimeout(w.timer);
      w.reject(err);
    }
  }
}
