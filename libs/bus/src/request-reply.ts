import { GleanerError, fromErrorShape, newId, toErrorShape, type ErrorShape } from '@gleaner/platform';
import type { BusMessage, ConsumeOptions, JobBus, RequestOptions, Responder, Subscription } from './port.js';

// Request/reply built on publish/consume, shared by every adapter: each bus instance listens
// on its own reply topic; requests carry reply-to, correlation id and deadline headers.

type Reply = { ok: true; result: unknown } | { ok: false; error: ErrorShape };

interface Pending {
  resolve(value: unknown): void;
  reject(err: unknown): void;
  timer: NodeJS.Timeout;
}

export class RequestReply {
  private readonly replyTopic: string;
  private readonly pending = new Map<string, Pending>();
  private subscription?: Promise<Subscription>;

  constructor(private readonly bus: Pick<JobBus, 'publish' | 'consume'>, instanceId: string = newId('job')) {
    this.replyTopic = `replies.${instanceId}`;
  }

  /** Starts listening on this instance's reply topic (once; again after a failure). Adapters whose consumers take long to join call it early. */
  listen(): Promise<Subscription> {
    if (this.subscription) return this.subscription;
    this.subscription = this.bus.consume<Reply>(
      this.replyTopic,
      this.replyTopic,
      async (message) => {
        const waiting = this.pending.get(message.headers['correlation-id'] ?? '');
        if (!waiting) return; // late reply: the caller already gave up
        this.pending.delete(message.headers['correlation-id']);
        clearTimeout(waiting.timer);
        const reply = message.payload;
        if (reply.ok) waiting.resolve(reply.result);
        else waiting.reject(fromErrorShape(reply.error));
      },
      { concurrency: 64, maxAttempts: 1 },
    );
    this.subscription.catch(() => (this.subscription = undefined));
    return this.subscription;
  }

  async request<TReq, TRes>(topic: string, payload: TReq, options: RequestOptions): Promise<TRes> {
    await this.listen();
    const correlationId = options.id ?? newId('job');
    const deadline = Date.now() + options.deadlineMs;
    const result = new Promise<TRes>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(correlationId);
        reject(new GleanerError('timeout', `no answer within ${options.deadlineMs} ms`));
      }, options.deadlineMs);
      this.pending.set(correlationId, { resolve: resolve as (v: unknown) => void, reject, timer });
    });
    // a publish slower than the deadline (a loaded broker) lets the timer reject before the caller awaits the
    // answer: mark it handled now, or the process sees an unhandled rejection; the caller still gets it below
    result.catch(() => undefined);
    try {
      await this.bus.publish(topic, payload, {
        id: correlationId,
        key: options.key,
        headers: { ...options.headers, 'reply-to': this.replyTopic, 'correlation-id': correlationId, deadline: String(deadline) },
      });
    } catch (err) {
      const waiting = this.pending.get(correlationId);
      if (waiting) clearTimeout(waiting.timer);
      this.pending.delete(correlationId);
      throw err;
    }
    return result;
  }

  respond<TReq, TRes>(topic: string, group: string, responder: Responder<TReq, TRes>, options?: ConsumeOptions): Promise<Subscription> {
    return this.bus.consume<TReq>(
      topic,
      group,
      async (message: BusMessage<TReq>) => {
        const replyTo = message.headers['reply-to'];
        const deadline = Number(message.headers.deadline ?? Infinity);
        if (Date.now() > deadline) return; // nobody waits any more: skip the work
        let reply: Reply;
        try {
          reply = { ok: true, result: await responder(message.payload, { message, deadline }) };
        } catch (err) {
          reply = { ok: false, error: toErrorShape(err) };
        }
        if (replyTo) await this.bus.publish(replyTo, reply, { headers: { 'correlation-id': message.headers['correlation-id'] ?? message.id } });
      },
      { maxAttempts: 1, ...options },
    );
  }

  close(): void {
    for (const waiting of this.pending.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(new GleanerError('service_unavailable', 'the bus is closing', { retryAfter: 1 }));
    }
    this.pending.clear();
  }
}
