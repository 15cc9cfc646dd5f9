import { performance } from 'node:perf_hooks';

// When each balance change is announced: a user's first change after a quiet period on the next
// turn of the event loop (so that the other processes hear of a charge while its work still runs),
// further changes of that user at most once per period. Users due together go in one message: a
// busy account costs one message a period, however many charges it makes.

export class BalanceThrottle {
  /** Users waiting, with when each is due (performance.now()). */
  private readonly due = new Map<string, number>();
  /** When each user was last sent (pruned once older than a period). */
  private readonly sent = new Map<string, number>();
  private timer?: NodeJS.Timeout;
  private timerAt = Infinity;

  constructor(
    private readonly everyMs: number,
    private readonly send: (users: string[]) => void,
  ) {}

  changed(userId: string): void {
    if (this.due.has(userId)) return;
    const at = Math.max(performance.now(), (this.sent.get(userId) ?? -Infinity) + this.everyMs);
    this.due.set(userId, at);
    this.schedule(at);
  }

  private schedule(at: number): void {
    if (this.timer && this.timerAt <= at) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => this.flush(), Math.max(0, at - performance.now()));
  }

  /** Sends every user due (all of them with `everything`, when closing). */
  flush(everything = false): void {
    this.timer = undefined;
    this.timerAt = Infinity;
    const now = performance.now();
    const users: string[] = [];
    let next = Infinity;
    for (const [user, at] of this.due) {
      if (everything || at <= now + 1) users.push(user);
      else next = Math.min(next, at);
    }
    for (const user of users) {
      this.due.delete(user);
      this.sent.set(user, now);
    }
    if (this.sent.size > 10_000) for (const [user, at] of this.sent) if (now - at >= this.everyMs) this.sent.delete(user);
    if (users.length > 0) this.send(users);
    if (next < Infinity && !everything) this.schedule(next);
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.flush(true);
  }
}
