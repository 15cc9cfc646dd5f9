// The job bus port: publish, consume in groups, and request/reply with a deadline.
// Every group of a topic receives each message once; consumers within a group share them.
// Queues are bounded: publish pushes back with GleanerError service_unavailable (503).

export interface BusMessage<T = unknown> {
  id: string;
  topic: string;
  key?: string;
  payload: T;
  headers: Record<string, string>;
  /** 1 on first delivery, then 2, 3 ... on redelivery. */
  attempt: number;
  /**
   * The group may have had this message delivered before though `attempt` says 1: its consumer died
   * or lost the partition before committing (Kafka: a message already in the partition when this
   * consumer was given it). A handler that keeps results should look for one first.
   */
  possibleRedelivery?: boolean;
  publishedAt: number;
}

export interface PublishOptions {
  key?: string;
  headers?: Record<string, string>;
  /** Message id (default: a new id); jobs use their job id so redeliveries are recognisable. */
  id?: string;
  /** No span for it when tracing is on (a process's own heartbeats, several a second). */
  untraced?: boolean;
  /**
   * Sent at once in a request of its own, on a producer of its own where the bus batches (Kafka):
   * never behind a batch that a slow partition holds up. For small, time-critical messages (a
   * process's heartbeats, whose age is the proof that it is not behind).
   */
  immediate?: boolean;
}

export interface ConsumeOptions {
  /** Messages handled at once by this consumer (default 1). */
  concurrency?: number;
  /** Deliveries before a message is given up and moved to `<topic>.dead` (default 3). */
  maxAttempts?: number;
  /** Wait before a failed message is delivered again (default 100 ms). */
  retryDelayMs?: number;
  /**
   * A group new to the topic starts at its end: what was published before it joined is not
   * delivered (default: from the beginning). For a group of one process (a broadcast to every
   * process), which must not replay the topic's history at each start.
   */
  fromEnd?: boolean;
  /**
   * The group keeps no offsets: nothing is committed and nothing in flight is handed back on close.
   * For a `fromEnd` group of one process that dies with it (a broadcast): its commits would only load
   * the coordinator, N processes committing every message, and keep a dead group's offsets for days.
   */
  uncommitted?: boolean;
  /**
   * Called when the group joins again after its first join (a rebalance, a leader change, a restart
   * after a crash). An `uncommitted` group restarts at the topic's end then: what was published
   * while it rejoined is skipped, and a reader that trusts having seen everything must stop trusting.
   */
  onRejoin?: () => void;
  /** No span per message when tracing is on (see PublishOptions.untraced). */
  untraced?: boolean;
}

export type MessageHandler<T> = (message: BusMessage<T>) => Promise<void>;

export interface Subscription {
  close(): Promise<void>;
}

export interface RequestOptions {
  /** Milliseconds the caller waits for the reply; past it the call fails with GleanerError timeout. */
  deadlineMs: number;
  key?: string;
  headers?: Record<string, string>;
  id?: string;
}

/** Handed to responders: when the caller stops waiting, and the message itself. */
export interface RequestContext {
  message: BusMessage<unknown>;
  /** Epoch ms after which nobody waits for the answer. */
  deadline: number;
}

export type Responder<TReq, TRes> = (payload: TReq, context: RequestContext) => Promise<TRes>;

export interface JobBus {
  readonly kind: string;
  publish<T>(topic: string, payload: T, options?: PublishOptions): Promise<string>;
  consume<T>(topic: string, group: string, handler: MessageHandler<T>, options?: ConsumeOptions): Promise<Subscription>;
  request<TReq, TRes>(topic: string, payload: TReq, options: RequestOptions): Promise<TRes>;
  respond<TReq, TRes>(topic: string, group: string, responder: Responder<TReq, TRes>, options?: ConsumeOptions): Promise<Subscription>;
  /** Messages waiting (not yet delivered) on a topic, over its groups (the largest). */
  depth(topic: string): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
