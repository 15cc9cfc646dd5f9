import { GleanerError, newId } from '@gleaner/platform';
import type { BusMessage, ConsumeOptions, JobBus, MessageHandler, PublishOptions, RequestOptions, Responder, Subscription } from '../port.js';
import { RequestReply } from '../request-reply.js';

// The in-process adapter of the embedded default. Same semantics as the Kafka adapter:
// each group gets every message, consumers of a group share them, failed deliveries are
// retried up to maxAttempts, and a consumer that goes away hands its in-flight messages back.

export interface MemoryBusOptions {
  /** Most messages waiting per topic before publish pushes back (default 10 000). */
  queueLimit?: number;
  /** Per-topic bounds, e.g. { render: 64 }. */
  topicLimits?: Record<string, number>;
  /** Retry-After seconds suggested when a queue is full (default 1). */
  retryAfterSeconds?: number;
}

interface Consumer {
  handler: MessageHandler<unknown>;
  concurrency: number;
  maxAttempts: number;
  retryDelayMs: number;
  inFlight: Set<BusMessage<unknown>>;
  closed: boolean;
}

class Group {
  readonly queue: BusMessage<unknown>[] = [];
  readonly consumers: Consumer[] = [];
  private cursor = 0;
  constructor(
    readonly topic: string,
    readonly bus: MemoryBus,
  ) {}

  enqueue(message: BusMessage<unknown>, front = false): void {
    if (front) this.queue.unshift(message);
    else this.queue.push(message);
    this.pump();
  }

  pump(): void {
    while (this.queue.length > 0) {
      const consumer = this.nextFreeConsumer();
      if (!consumer) return;
      const message = this.queue.shift()!;
      this.deliver(consumer, message);
    }
  }

  private nextFreeConsumer(): Consumer | undefined {
    for (let i = 0; i < this.consumers.length; i++) {
      const c = this.consumers[(this.cursor + i) % this.consumers.length];
      if (!c.closed && c.inFlight.size < c.concurrency) {
        this.cursor = (this.cursor + i + 1) % this.consumers.length;
        return c;
      }
    }
    return undefined;
  }

  private deliver(consumer: Consumer, message: BusMessage<unknown>): void {
    consumer.inFlight.add(message);
    const run = async (): Promise<void> => {
      try {
        await consumer.handler(message);
        this.settle(consumer, message, undefined);
      } catch (err) {
        this.settle(consumer, message, err);
      }
    };
    setImmediate(run);
  }

  private settle(consumer: Consumer, message: BusMessage<unknown>, err: unknown): void {
    // A closed consumer already handed this message back; its late outcome does not count.
    if (!consumer.inFlight.delete(message)) return;
    if (err !== undefined) {
      if (message.attempt < consumer.maxAttempts) {
        const retry = { ...message, attempt: message.attempt + 1 };
        setTimeout(() => this.enqueue(retry, true), consumer.retryDelayMs).unref();
      } else if (!this.topic.endsWith('.dead')) {
        void this.bus.publish(`${this.topic}.dead`, message.payload, { id: message.id, key: message.key, headers: { ...message.headers, error: String((err as Error)?.message ?? err) } }).catch(() => undefined);
      }
    }
    this.pump();
  }

  removeConsumer(consumer: Consumer): void {
    consumer.closed = true;
    this.consumers.splice(this.consumers.indexOf(consumer), 1);
    const handedBack = [...consumer.inFlight].map((m) => ({ ...m, attempt: m.attempt + 1 }));
    consumer.inFlight.clear();
    for (const m of handedBack.reverse()) this.queue.unshift(m);
    this.pump();
  }
}

export class MemoryBus implements JobBus {
  readonly kind = 'memory';
  private readonly topics = new Map<string, Map<string, Group>>();
  /** Messages published before any group subscribed: the first group to subscribe receives them. */
  private readonly unclaimed = new Map<string, BusMessage<unknown>[]>();
  private readonly requestReply: RequestReply;
  private closed = false;

  constructor(private readonly options: MemoryBusOptions = {}) {
    this.requestReply = new RequestReply(this);
  }

  private limit(topic: string): number {
    return this.options.topicLimits?.[topic] ?? this.options.queueLimit ?? 10_000;
  }

  async publish<T>(topic: string, payload: T, options: PublishOptions = {}): Promise<string> {
    if (this.closed) throw new GleanerError('service_unavailable', 'the bus is closed', { retryAfter: 1 });
    const groups = this.topics.get(topic);
    const waiting = groups && groups.size > 0 ? Math.max(...[...groups.values()].map((g) => g.queue.length)) : (this.unclaimed.get(topic)?.length ?? 0);
    if (waiting >= this.limit(topic)) {
      throw new GleanerError('service_unavailable', `the ${topic} queue is full (${waiting} waiting); retry shortly`, { retryAfter: this.options.retryAfterSeconds ?? 1 });
    }
    const message: BusMessage<unknown> = { id: options.id ?? newId('job'), topic, key: options.key, payload, headers: { ...options.headers }, attempt: 1, publishedAt: Date.now() };
    if (!groups || groups.size === 0) {
      const list = this.unclaimed.get(topic) ?? [];
      list.push(message);
      this.unclaimed.set(topic, list);
    } else {
      for (const group of groups.values()) group.enqueue(message);
    }
    return message.id;
  }

  async consume<T>(topic: string, groupName: string, handler: MessageHandler<T>, options: ConsumeOptions = {}): Promise<Subscription> {
    let groups = this.topics.get(topic);
    if (!groups) this.topics.set(topic, (groups = new Map()));
    let group = groups.get(groupName);
    if (!group) {
      groups.set(groupName, (group = new Group(topic, this)));
      const backlog = this.unclaimed.get(topic);
      if (backlog && !options.fromEnd) {
        this.unclaimed.delete(topic);
        group.queue.push(...backlog);
      }
    }
    const consumer: Consumer = {
      handler: handler as MessageHandler<unknown>,
      concurrency: Math.max(1, options.concurrency ?? 1),
      maxAttempts: Math.max(1, options.maxAttempts ?? 3),
      retryDelayMs: options.retryDelayMs ?? 100,
      inFlight: new Set(),
      closed: false,
    };
    group.consumers.push(consumer);
    group.pump();
    const owner = group;
    return { close: async () => (consumer.closed ? undefined : owner.removeConsumer(consumer)) };
  }

  request<TReq, TRes>(topic: string, payload: TReq, options: RequestOptions): Promise<TRes> {
    return this.requestReply.request<TReq, TRes>(topic, payload, options);
  }

  respond<TReq, TRes>(topic: string, group: string, responder: Responder<TReq, TRes>, options?: ConsumeOptions): Promise<Subscription> {
    return this.requestReply.respond(topic, group, responder, options);
  }

  async depth(topic: string): Promise<number> {
    const groups = this.topics.get(topic);
    if (!groups || groups.size === 0) return this.unclaimed.get(topic)?.length ?? 0;
    return Math.max(...[...groups.values()].map((g) => g.queue.length));
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('bus closed');
  }

  async close(): Promise<void> {
    this.closed = true;
    this.requestReply.close();
  }
}
