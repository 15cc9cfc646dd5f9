import { GleanerError } from '@gleaner/platform';

// The bound of a bounded topic without a broker read before every publish. Reading a topic's depth
// costs two admin requests (end offsets, the group's committed offsets) before every render job.
// Far from the bound the answer changes little in a second, so a recent read is reused while the
// depth it read plus this process's publishes since stay under limit / (2n), n being the processes
// that publish to the topic (the API processes). Beyond that every publish reads afresh, and a 503
// always comes from a fresh read.
//
// The slack: what a reuse can miss is other processes' publishes. Each process lets through on one
// read at most limit / (2n) less the depth it read, so all n together at most half the limit, on top
// of what fresh reads let through (each below the limit when it was read): the queue stays under 1.5
// limits (plus the publishes racing one another's fresh reads, as without reuse), whatever n is, as
// long as n is not undercounted. With n unknown no read is reused. The window bounds how stale a read gets.

/** Milliseconds a depth read is reused for while the queue is far from its bound (default). */
export const DEPTH_REUSE_MS = 1000;

export interface QueueRoomOptions {
  /** How long a read may be reused (default DEPTH_REUSE_MS; 0: never). */
  reuseMs?: number;
  /** Processes publishing to the topics (n above); unknown or 0: no read is reused. */
  publishers?: number;
  now?: () => number;
  /** Retry-After seconds of the 503 (default 1). */
  retryAfter?: number;
}

interface Seen {
  at: number;
  depth: number;
  /** Publishes let through by this process since the read. */
  since: number;
}

export class QueueRoom {
  private readonly seen = new Map<string, Seen>();
  private readonly reuseMs: number;
  private readonly publishers: number;
  private readonly now: () => number;
  private readonly retryAfter: number;

  constructor(
    private readonly readDepth: (topic: string) => Promise<number>,
    options: QueueRoomOptions = {},
  ) {
    this.reuseMs = options.reuseMs ?? DEPTH_REUSE_MS;
    this.publishers = options.publishers && options.publishers > 0 ? Math.ceil(options.publishers) : 0;
    this.now = options.now ?? Date.now;
    this.retryAfter = options.retryAfter ?? 1;
  }

  /** Resolves when one more message fits under `limit` on `topic` (and counts it); else 503. */
  async take(topic: string, limit: number): Promise<void> {
    const seen = this.seen.get(topic);
    if (seen && this.publishers > 0 && this.now() - seen.at < this.reuseMs && 2 * this.publishers * (seen.depth + seen.since + 1) <= limit) {
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
