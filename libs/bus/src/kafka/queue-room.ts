import { GleanerError } from '@gleaner/platform';

// The bound of a bounded topic without a broker read before every publish. Reading a topic's depth
// costs two admin requests (end offsets, the group's committed offsets) before every render job.
// Far from the bound the answer changes little in a second, so a recent read is reused while it and
// this process's publishes since stay under half the bound. Near the bound every publish reads
// afresh, and a 503 always comes from a fresh read. What the reuse can miss is other processes'
// publishes: each process lets through at most half the bound less the depth it read, so with n API
// processes the queue reaches at most n/2 bounds (all reading the same depth at once), never more
// than the bound with one or two. The window only bounds how stale a read gets.

/** Milliseconds a depth read is reused for while the queue is under half its bound (default). */
export const DEPTH_REUSE_MS = 1000;

interface Seen {
  at: number;
  depth: number;
  /** Publishes let through by this process since the read. */
  since: number;
}

export class QueueRoom {
  private readonly seen = new Map<string, Seen>();

  constructor(
    private readonly readDepth: (topic: string) => Promise<number>,
    private readonly reuseMs: number = DEPTH_REUSE_MS,
    private readonly now: () => number = Date.now,
    private readonly retryAfter: number = 1,
  ) {}

  /** Resolves when one more message fits under `limit` on `topic` (and counts it); else 503. */
  async take(topic: string, limit: number): Promise<void> {
    const seen = this.seen.get(topic);
    if (seen && this.now() - seen.at < this.reuseMs && 2 * (seen.depth + seen.since + 1) <= limit) {
      seen.since++;
      return;
    }
    const waiting = await this.readDepth(topic);
    if (waiting >= limit) {
      this.seen.delete(topic);
      throw new GleanerError('service_unavailable', `the ${topic} queue is full (${waiting} waiting); retry shortly`, { retryAfter: this.retryAfter });
    }
    this.seen.set(topic, { at: this.now(), depth: waiting, since: 1 });
  }
}
