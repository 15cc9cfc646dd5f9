import { GleanerError, newId, withSpan, type KafkaSecurity } from '@gleaner/platform';
import { Kafka, Partitioners, logLevel as KafkaLogLevel, type Admin, type Message, type Producer } from 'kafkajs';
import type { ConsumeOptions, JobBus, MessageHandler, PublishOptions, RequestOptions, Responder, Subscription } from '../port.js';
import { RequestReply } from '../request-reply.js';
import { unreachable } from './kafka-errors.js';
import { H_ATTEMPT, H_ID, H_PUBLISHED } from './kafka-message.js';
import { kafkaGroupId, KafkaSubscription, type Entry } from './kafka-subscription.js';
import { correctKafkajsIdleTimer } from './kafkajs-idle-timer.js';
import { kafkaSecurityOptions } from './kafka-security.js';
import { DEPTH_REUSE_MS, QueueRoom } from './queue-room.js';
import { ProduceBatcher } from './produce-batcher.js';
import { PartitionRouter } from './partition-router.js';

// The job bus on Kafka (kafkajs), for the distributed topology. A bus topic is a Kafka topic (created
// by producing to it, or beforehand by the operator: admin createTopics is never used); a bus group is
// a Kafka consumer group. Message id, attempt and publish time travel in `gleaner-*` headers beside the
// caller's (trace context, deadline). At-least-once: a message's offset is committed after its handler
// settles, so a consumer that dies hands its uncommitted messages to the group; handlers are idempotent
// by message id (render jobs use their job id). Failed deliveries are retried here up to maxAttempts,
// then the message goes to `<topic>.dead`. A consumer closed mid-job republishes what it was handling
// (attempt + 1, for its group only) and commits past it. Request/reply is RequestReply over this bus:
// a reply topic per bus instance (`replies.<id>`), correlation by message id, the deadline in a header.
// Bounded topics (topicLimits) push back with 503 when the consumer lag of their groups, less what
// this process is handling, reaches the limit. See docs/architecture.md, "Kafka bus".

// Without it every open connection wakes the process a thousand times a second (kafkajs-idle-timer.ts).
correctKafkajsIdleTimer();

export interface KafkaBusLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface KafkaBusOptions {
  brokers: string[];
  clientId?: string;
  /** Per-topic bounds, e.g. { render: 64 }: publish answers 503 when that many wait. Other topics are unbounded. */
  topicLimits?: Record<string, number>;
  /** Bound for every topic not in topicLimits (default none: Kafka's retention is the bound). */
  queueLimit?: number;
  /**
   * Producer linger: how long the first message of a produce request waits for others (default 0:
   * none; messages published while a request is in flight always go together in the next one).
   */
  lingerMs?: number;
  /** Most bytes of keys, values and headers in one produce batch (default 256 KiB; a larger message goes alone): see produce-batcher.ts. */
  batchBytes?: number;
  /**
   * Processes publishing to the bounded topics (the API processes), for how long a depth read may be
   * reused (queue-room.ts); unknown (default): every publish to a bounded topic reads the depth.
   */
  publishers?: number;
  /**
   * A bounded topic's depth read is reused this long while the queue is under its bound / (2 x
   * publishers) (default 1 s; 0 reads before every publish): see queue-room.ts.
   */
  depthReuseMs?: number;
  /** Retry-After seconds suggested when a queue is full (default 1). */
  retryAfterSeconds?: number;
  /**
   * Bus groups whose lag is a topic's depth besides the ones this bus consumes the topic in, for
   * topics this process only publishes to (createBus: { render: ['renderers'] }). A topic with no
   * known group has depth 0, so it never pushes back.
   */
  groups?: Record<string, string[]>;
  /** Longest wait of a fetch when nothing arrives (default 100 ms; tests use ~10). */
  maxWaitTimeInMs?: number;
  /** A member silent this long leaves its group (default 10 s): the time a dead consumer's messages wait, and a rejoin after an outage. */
  sessionTimeout?: number;
  heartbeatInterval?: number;
  /** How long the first message after a join waits for the end offsets read then (default 3 s): see kafka-subscription.ts. */
  joinReadWaitMs?: number;
  /** Milliseconds the group leader waits before assigning (works around a SyncGroup ordering bug of librdkafka's mock; tests ~300). */
  assignDelayMs?: number;
  /**
   * Join this bus's reply topic's group at construction (default true): a first join takes seconds,
   * which a first request would otherwise spend of its deadline. False in processes that seldom or
   * never make requests (render, scheduler, dispatcher): they join at their first request, and an
   * idle consumer's fetches do not cost them CPU meanwhile.
   */
  repliesAtStart?: boolean;
  /** Connection timeout and retries: an unreachable broker list fails within seconds instead of retrying for minutes. */
  connectionTimeout?: number;
  retries?: number;
  /** TLS and SASL (GLEANER_KAFKA_SSL*, GLEANER_KAFKA_SASL_*); none: plaintext. */
  security?: KafkaSecurity;
  logger?: KafkaBusLogger;
}

export class KafkaBus implements JobBus {
  readonly kind = 'kafka';
  readonly kafka: Kafka;
  private readonly subscriptions = new Set<KafkaSubscription>();
  /** @internal Messages taken by this process's consumers and not settled, by Kafka group and message id: marks redeliveries after a rebalance. */
  readonly taken = new Map<string, Entry>();
  private readonly requestReply: RequestReply;
  private producer?: Promise<Producer>;
  /** A producer of its own for `immediate` publishes: no batch of the other's can hold them up. */
  private immediateProducer?: Promise<Producer>;
  private readonly router: PartitionRouter;
  private admin?: Promise<Admin>;
  private closed = false;
  /** close() has taken the clients to disconnect them: none is made again. */
  private released = false;
  private readonly room: QueueRoom;
  /** @internal Every publish goes through it: one produce request for the messages published while one is in flight. */
  readonly produce: ProduceBatcher;

  constructor(readonly options: KafkaBusOptions) {
    this.produce = new ProduceBatcher(() => this.getProducer(), {
      lingerMs: options.lingerMs ?? 0,
      maxBytes: options.batchBytes,
    });
    this.router = new PartitionRouter(
      async (topic) => (await (await this.getAdmin()).fetchTopicMetadata({ topics: [topic] })).topics[0]?.partitions ?? [],
      (topic, partition) => this.produce.load(topic, partition),
    );
    this.room = new QueueRoom((topic) => withSpan(`depth ${topic}`, undefined, () => this.depthNow(topic)), {
      reuseMs: options.depthReuseMs ?? DEPTH_REUSE_MS,
      publishers: options.publishers,
      retryAfter: options.retryAfterSeconds ?? 1,
    });
    const logger = options.logger;
    this.kafka = new Kafka({
      clientId: options.clientId ?? 'gleaner',
      brokers: options.brokers,
      ...kafkaSecurityOptions(options.security),
      connectionTimeout: options.connectionTimeout ?? 3000,
      retry: { retries: options.retries ?? 5, initialRetryTime: 100, maxRetryTime: 2000 },
      logLevel: logger ? KafkaLogLevel.WARN : KafkaLogLevel.NOTHING,
      logCreator: () => (entry) => {
        if (!logger) return;
        const { message, timestamp: _t, logger: _l, ...extra } = entry.log;
        // kafkajs names its fields in camelCase (groupId, memberId): our lines use snake_case.
        const fields: Record<string, unknown> = { namespace: entry.namespace };
        for (const [key, value] of Object.entries(extra)) fields[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = value;
        if (entry.level <= KafkaLogLevel.ERROR) logger.error(fields, `kafkajs: ${message}`);
        else logger.warn(fields, `kafkajs: ${message}`);
      },
    });
    this.requestReply = new RequestReply(this);
    // The reply consumer joins its group now: a first join takes seconds (Kafka's initial rebalance
    // delay), which a first request would otherwise spend of its deadline. A failure is retried by request().
    if (options.repliesAtStart !== false) this.requestReply.listen().catch((err: unknown) => logger?.warn({ err }, 'the reply consumer could not start; retried at the next request'));
  }

  /** `err` as service_unavailable when it means the brokers cannot be reached (always, with `always`). */
  unreachable(err: unknown, always = false): unknown {
    return unreachable(err, this.options.brokers, this.options.retryAfterSeconds ?? 1, always);
  }

  /** `work`, with "cannot reach Kafka" answered as service_unavailable. */
  private async reaching<R>(work: () => Promise<R>): Promise<R> {
    try {
      return await work();
    } catch (err) {
      throw this.unreachable(err);
    }
  }

  private connected<T extends Producer | Admin>(client: T): Promise<T> {
    return client.connect().then(
      () => client,
      (err: unknown) => {
        throw this.unreachable(err, true);
      },
    );
  }

  /**
   * Once close() has taken the clients, a message still queued or a publish that was waiting (on a
   * depth read) fails rather than connecting a client that nothing would disconnect. Until then a
   * closing subscription's hand-backs may still make the producer: close() disconnects it after.
   */
  private refusedClosed(): Promise<never> {
    return Promise.reject(new GleanerError('service_unavailable', 'the bus is closed', { retryAfter: 1 }));
  }

  private getProducer(): Promise<Producer> {
    if (this.released) return this.refusedClosed();
    this.producer ??= this.connected(this.kafka.producer({ allowAutoTopicCreation: true, createPartitioner: Partitioners.DefaultPartitioner }));
    this.producer.catch(() => (this.producer = undefined));
    return this.producer;
  }

  /** Refused once closing: hand-backs are never immediate. */
  private getImmediateProducer(): Promise<Producer> {
    if (this.closed) return this.refusedClosed();
    this.immediateProducer ??= this.connected(this.kafka.producer({ allowAutoTopicCreation: true, createPartitioner: Partitioners.DefaultPartitioner }));
    this.immediateProducer.catch(() => (this.immediateProducer = undefined));
    return this.immediateProducer;
  }

  private getAdmin(): Promise<Admin> {
    if (this.released) return this.refusedClosed();
    this.admin ??= this.connected(this.kafka.admin());
    this.admin.catch(() => (this.admin = undefined));
    return this.admin;
  }

  private limit(topic: string): number | undefined {
    return this.options.topicLimits?.[topic] ?? this.options.queueLimit;
  }

  /** @internal `handBack` skips the bound: a message handed back was already counted. */
  async publish<T>(topic: string, payload: T, options: PublishOptions = {}, handBack = false): Promise<string> {
    // A closing subscription still hands its messages back while the bus closes.
    if (this.closed && !handBack) throw new GleanerError('service_unavailable', 'the bus is closed', { retryAfter: 1 });
    return this.reaching(() => this.publishNow(topic, payload, options, handBack));
  }

  private async publishNow<T>(topic: string, payload: T, options: PublishOptions, handBack: boolean): Promise<string> {
    const limit = this.limit(topic);
    if (limit !== undefined && !handBack) await this.room.take(topic, limit);
    const id = options.id ?? newId('job');
    const headers: Record<string, string> = { [H_ATTEMPT]: '1', ...options.headers, [H_ID]: id, [H_PUBLISHED]: String(Date.now()) };
    const message: Message = { key: options.key ?? null, value: payload === undefined ? null : JSON.stringify(payload), headers };
    if (options.immediate) {
      await (await this.getImmediateProducer()).send({ topic, messages: [message] });
      return id;
    }
    const partition = this.router.partition(topic, message);
    if (partition !== undefined) message.partition = partition;
    await this.produce.send(topic, message).catch((err: unknown) => {
      this.router.forget(topic); // a partition may have moved or gone: read them again
      throw err;
    });
    return id;
  }

  async consume<T>(topic: string, group: string, handler: MessageHandler<T>, options: ConsumeOptions = {}): Promise<Subscription> {
    if (this.closed) throw new GleanerError('service_unavailable', 'the bus is closed', { retryAfter: 1 });
    const subscription = new KafkaSubscription(this, topic, group, handler as MessageHandler<unknown>, options);
    this.subscriptions.add(subscription);
    try {
      await subscription.start();
    } catch (err) {
      await subscription.close().catch(() => undefined);
      throw err;
    }
    return subscription;
  }

  /** @internal */
  forget(subscription: KafkaSubscription): void {
    this.subscriptions.delete(subscription);
  }

  request<TReq, TRes>(topic: string, payload: TReq, options: RequestOptions): Promise<TRes> {
    return this.requestReply.request<TReq, TRes>(topic, payload, options);
  }

  respond<TReq, TRes>(topic: string, group: string, responder: Responder<TReq, TRes>, options?: ConsumeOptions): Promise<Subscription> {
    return this.requestReply.respond(topic, group, responder, options);
  }

  /**
   * Messages waiting on a topic: for each of its groups, the consumer lag from the broker's offsets
   * (end offset less the group's committed offset, per partition) less the messages this process's
   * consumers of the group have taken and not settled; the largest over the groups. Another process's
   * in-flight messages count as waiting, so with remote consumers push-back comes early by at most
   * their concurrency.
   */
  depth(topic: string): Promise<number> {
    return this.reaching(() => this.depthNow(topic));
  }

  private async depthNow(topic: string): Promise<number> {
    const own = [...this.subscriptions].filter((s) => s.topic === topic);
    const groups = new Set([...own.map((s) => s.group), ...(this.options.groups?.[topic] ?? [])]);
    if (groups.size === 0) return 0; // no group known to read the lag of (the mock and kafkajs cannot list groups here)
    const admin = await this.getAdmin();
    let ends: Awaited<ReturnType<Admin['fetchTopicOffsets']>> | undefined;
    for (let tries = 1; !ends; tries++) {
      try {
        ends = await admin.fetchTopicOffsets(topic);
      } catch (err) {
        if ((err as { type?: string }).type === 'UNKNOWN_TOPIC_OR_PARTITION') return 0;
        // kafkajs throws a TypeError of its own when a partition's offsets come back empty (a topic
        // whose leaders are still being elected): read again once, then count the queue as empty
        // for this read rather than failing the publish it guards with a 500.
        if (!(err instanceof TypeError)) throw err;
        if (tries >= 2) {
          this.options.logger?.warn({ err, topic }, 'could not read the queue depth; counting it empty');
          return 0;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    let deepest = 0;
    for (const group of groups) {
      const [committed] = await admin.fetchOffsets({ groupId: kafkaGroupId(topic, group), topics: [topic] });
      const mine = own.filter((s) => s.group === group);
      let waiting = 0;
      for (const end of ends) {
        const broker = BigInt(committed?.partitions.find((p) => p.partition === end.partition)?.offset ?? '-1');
        let from = broker < 0n ? BigInt(end.low) : broker;
        for (const s of mine) {
          const local = s.committing.get(end.partition);
          if (local !== undefined && local > from) from = local;
        }
        let lag = Number(BigInt(end.high) - from);
        for (const s of mine) lag -= s.takenBy(end.partition);
        waiting += Math.max(0, lag);
      }
      deepest = Math.max(deepest, waiting);
    }
    return deepest;
  }

  /** @internal Per partition of `topic`, its end offset now; undefined when it cannot be read. */
  async endOffsets(topic: string): Promise<Map<number, bigint> | undefined> {
    try {
      const ends = await (await this.getAdmin()).fetchTopicOffsets(topic);
      return new Map(ends.map((e) => [e.partition, BigInt(e.high)]));
    } catch {
      return undefined;
    }
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('bus closed');
    await this.reaching(async () => {
      const admin = await this.getAdmin();
      await admin.describeCluster();
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.requestReply.close();
    await Promise.all([...this.subscriptions].map((s) => s.close().catch(() => undefined)));
    this.released = true;
    const clients = [this.producer, this.immediateProducer, this.admin];
    this.producer = this.immediateProducer = this.admin = undefined;
    await Promise.all(clients.map((c) => c?.then((client) => client.disconnect()).catch(() => undefined)));
  }
}
