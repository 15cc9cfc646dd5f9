import { GleanerError, newId } from '@gleaner/platform';
import { Kafka, Partitioners, PartitionAssigners, logLevel as KafkaLogLevel, type Admin, type Consumer, type IHeaders, type KafkaMessage, type PartitionAssigner, type Producer } from 'kafkajs';
import type { BusMessage, ConsumeOptions, JobBus, MessageHandler, PublishOptions, RequestOptions, Responder, Subscription } from '../port.js';
import { RequestReply } from '../request-reply.js';

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
  sessionTimeout?: number;
  heartbeatInterval?: number;
  /** Milliseconds the group leader waits before assigning (works around a SyncGroup ordering bug of librdkafka's mock; tests ~300). */
  assignDelayMs?: number;
  /** Connection timeout and retries: an unreachable broker list fails within seconds instead of retrying for minutes. */
  connectionTimeout?: number;
  retries?: number;
  logger?: KafkaBusLogger;
}

const H_ID = 'gleaner-id';
const H_ATTEMPT = 'gleaner-attempt';
const H_PUBLISHED = 'gleaner-published-at';
/** Set on a copy meant for one group only (a hand-back on close); other groups skip it. */
const H_GROUP = 'gleaner-group';
const INTERNAL = new Set([H_ID, H_ATTEMPT, H_PUBLISHED, H_GROUP]);

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function headerText(value: IHeaders[string]): string | undefined {
  if (value === undefined) return undefined;
  const one = Array.isArray(value) ? value[value.length - 1] : value;
  return one === undefined ? undefined : Buffer.isBuffer(one) ? one.toString('utf8') : String(one);
}

function delayedAssigner(delayMs: number): PartitionAssigner {
  return (config) => {
    const inner = PartitionAssigners.roundRobin(config);
    return {
      name: inner.name,
      version: inner.version,
      protocol: (subscription) => inner.protocol(subscription),
      async assign(group) {
        await wait(delayMs);
        return inner.assign(group);
      },
    };
  };
}

interface Entry {
  partition: number;
  offset: bigint;
  message: BusMessage<unknown>;
  /** Settled: handled, given up, or handed back; its offset may be committed. */
  settled: boolean;
  abandon: () => void;
  takenKey?: string;
}

/** A bus group is per topic (as in the memory bus); one Kafka group spanning topics would share its members across them. */
export function kafkaGroupId(topic: string, group: string): string {
  return `${topic}:${group}`;
}

class KafkaSubscription implements Subscription {
  private readonly consumer: Consumer;
  private readonly entries = new Set<Entry>();
  /** Per partition: offsets taken and not settled, and the next offset to commit. */
  private readonly open = new Map<number, Set<bigint>>();
  private readonly highest = new Map<number, bigint>();
  /** Partitions the group gave this consumer at its last join. */
  private assigned = new Set<number>();
  /** Per partition: the offset this process has committed or is committing. */
  readonly committing = new Map<number, bigint>();
  private commits: Promise<void> = Promise.resolve();
  private slotFreed: () => void = () => undefined;
  private closing = false;
  private closed?: Promise<void>;
  private readonly concurrency: number;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;

  constructor(
    private readonly bus: KafkaBus,
    readonly topic: string,
    readonly group: string,
    private readonly handler: MessageHandler<unknown>,
    options: ConsumeOptions,
  ) {
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 3);
    this.retryDelayMs = options.retryDelayMs ?? 100;
    this.consumer = bus.kafka.consumer({
      groupId: kafkaGroupId(topic, group),
      sessionTimeout: bus.options.sessionTimeout ?? 30_000,
      heartbeatInterval: bus.options.heartbeatInterval ?? 3000,
      maxWaitTimeInMs: bus.options.maxWaitTimeInMs ?? 100,
      allowAutoTopicCreation: true,
      retry: { retries: bus.options.retries ?? 5 },
      ...(bus.options.assignDelayMs ? { partitionAssigners: [delayedAssigner(bus.options.assignDelayMs)] } : {}),
    });
  }

  /** Messages this process has taken and not settled: delivered, so not waiting. */
  takenBy(partition: number): number {
    return this.open.get(partition)?.size ?? 0;
  }

  private starting?: Promise<void>;

  start(): Promise<void> {
    this.starting ??= this.join();
    return this.starting;
  }

  private async join(): Promise<void> {
    this.consumer.on(this.consumer.events.GROUP_JOIN, (event) => {
      this.assigned = new Set(event.payload.memberAssignment[this.topic] ?? []);
    });
    const joined = new Promise<void>((resolve, reject) => {
      const offJoin = this.consumer.on(this.consumer.events.GROUP_JOIN, () => {
        offJoin();
        offCrash();
        resolve();
      });
      const offCrash = this.consumer.on(this.consumer.events.CRASH, (event) => {
        if (event.payload.restart) return;
        offJoin();
        offCrash();
        reject(event.payload.error);
      });
    });
    joined.catch(() => undefined);
    try {
      await this.consumer.connect();
      await this.consumer.subscribe({ topics: [this.topic], fromBeginning: true });
      await this.consumer.run({
        autoCommit: false,
        partitionsConsumedConcurrently: 1,
        eachMessage: async ({ partition, message, heartbeat }) => this.take(partition, message, heartbeat),
      });
      await joined;
    } catch (err) {
      throw new GleanerError('service_unavailable', `cannot consume ${this.topic} (group ${this.group}) from the Kafka brokers ${this.bus.options.brokers.join(',')}: ${(err as Error)?.message ?? err}`, { retryAfter: this.bus.options.retryAfterSeconds ?? 1, cause: err });
    }
  }

  private async take(partition: number, raw: KafkaMessage, heartbeat: () => Promise<void>): Promise<void> {
    // Wait for a free slot; heartbeats keep the membership while long jobs run.
    while (!this.closing && this.entries.size >= this.concurrency) {
      await Promise.race([new Promise<void>((r) => (this.slotFreed = r)), wait(this.bus.options.heartbeatInterval ?? 3000)]);
      if (!this.closing) await heartbeat().catch(() => undefined);
    }
    if (this.closing) return; // not committed: the group's next owner of the partition gets it
    const offset = BigInt(raw.offset);
    let open = this.open.get(partition);
    if (!open) this.open.set(partition, (open = new Set()));
    open.add(offset);
    if ((this.highest.get(partition) ?? -1n) < offset) this.highest.set(partition, offset);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(raw.headers ?? {})) {
      const text = headerText(value);
      if (text !== undefined) headers[name] = text;
    }
    const target = headers[H_GROUP];
    let payload: unknown;
    let unreadable: unknown;
    try {
      payload = raw.value && raw.value.length > 0 ? JSON.parse(raw.value.toString('utf8')) : undefined;
    } catch (err) {
      unreadable = err; // not written by a bus: no handler can read it, so it goes to <topic>.dead as text
      payload = raw.value?.toString('utf8');
    }
    const message: BusMessage<unknown> = {
      id: headers[H_ID] ?? `${this.topic}-${partition}-${raw.offset}`,
      topic: this.topic,
      key: raw.key ? raw.key.toString('utf8') : undefined,
      payload,
      headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !INTERNAL.has(name))),
      attempt: Number(headers[H_ATTEMPT] ?? 1) || 1,
      publishedAt: Number(headers[H_PUBLISHED] ?? raw.timestamp),
    };
    let abandon!: () => void;
    const abandoned = new Promise<void>((r) => (abandon = r));
    const entry: Entry = { partition, offset, message, settled: false, abandon };
    this.entries.add(entry);
    // Taken before in this process and not settled (a rebalance moved its partition): a redelivery.
    const takenKey = `${kafkaGroupId(this.topic, this.group)}\n${message.id}`;
    const before = this.bus.taken.get(takenKey);
    if (before) message.attempt = Math.max(message.attempt, before.message.attempt + 1);
    this.bus.taken.set(takenKey, entry);
    entry.takenKey = takenKey;
    if (target !== undefined && target !== this.group) {
      this.settle(entry); // a hand-back meant for another group
      return;
    }
    void this.run(entry, abandoned, unreadable);
  }

  private async run(entry: Entry, abandoned: Promise<void>, unreadable?: unknown): Promise<void> {
    let message = entry.message;
    if (unreadable !== undefined) message = { ...message, attempt: this.maxAttempts };
    for (;;) {
      const outcome = await Promise.race([
        (unreadable === undefined ? Promise.resolve(message).then(this.handler) : Promise.reject(unreadable)).then(() => ({ ok: true as const }), (err: unknown) => ({ ok: false as const, err })),
        abandoned.then(() => undefined),
      ]);
      if (!outcome || entry.settled) return; // handed back on close: its late outcome does not count
      if (outcome.ok) break;
      if (message.attempt < this.maxAttempts) {
        await Promise.race([wait(this.retryDelayMs), abandoned]);
        if (entry.settled) return;
        message = { ...message, attempt: message.attempt + 1 };
        entry.message = message;
        continue;
      }
      if (!this.topic.endsWith('.dead')) {
        const error = String((outcome.err as Error)?.message ?? outcome.err);
        await this.bus.publish(`${this.topic}.dead`, message.payload, { id: message.id, key: message.key, headers: { ...message.headers, error } }).catch((err: unknown) => {
          this.bus.options.logger?.error({ err, topic: this.topic, id: message.id }, 'could not move a message to its dead topic');
        });
      }
      break;
    }
    if (!entry.settled) this.settle(entry);
  }

  private settle(entry: Entry): void {
    entry.settled = true;
    this.entries.delete(entry);
    if (entry.takenKey && this.bus.taken.get(entry.takenKey) === entry) this.bus.taken.delete(entry.takenKey);
    const open = this.open.get(entry.partition);
    open?.delete(entry.offset);
    // Commit up to the oldest message still open in the partition (or past the newest taken).
    let next = (this.highest.get(entry.partition) ?? entry.offset) + 1n;
    for (const offset of open ?? []) if (offset < next) next = offset;
    if ((this.committing.get(entry.partition) ?? -1n) < next) {
      this.committing.set(entry.partition, next);
      const offsets = [{ topic: this.topic, partition: entry.partition, offset: String(next) }];
      this.commits = this.commits
        .then(() => this.consumer.commitOffsets(offsets))
        .catch((err: unknown) => {
          // A rebalance took the partition: its new owner starts from the last commit (at-least-once).
          if (!this.closing) this.bus.options.logger?.warn({ err, topic: this.topic, group: this.group }, 'offset commit failed');
        });
    }
    this.slotFreed();
  }

  close(): Promise<void> {
    this.closed ??= (async () => {
      this.closing = true;
      this.slotFreed();
      // Hand back what is in flight: a copy for this group (attempt + 1), then commit past the original.
      // A message whose partition a rebalance took is already with its new owner: only let go of it.
      for (const entry of [...this.entries]) {
        const m = entry.message;
        if (!this.assigned.has(entry.partition)) {
          entry.settled = true;
          this.entries.delete(entry);
          entry.abandon();
          // Still listed as taken, so the redelivery in this process is marked; forgotten later.
          const key = entry.takenKey;
          if (key) setTimeout(() => this.bus.taken.get(key) === entry && this.bus.taken.delete(key), 10 * 60_000).unref();
          continue;
        }
        try {
          await this.bus.publish(this.topic, m.payload, { id: m.id, key: m.key, headers: { ...m.headers, [H_ATTEMPT]: String(m.attempt + 1), [H_GROUP]: this.group } }, true);
          this.settle(entry);
        } catch (err) {
          this.bus.options.logger?.warn({ err, topic: this.topic, id: m.id }, 'could not hand a message back; the group gets it again from the last commit');
        }
        entry.abandon();
      }
      await this.commits;
      // A consumer still joining is let finish first: disconnecting it mid-join leaves it running.
      await this.starting?.catch(() => undefined);
      await this.consumer.disconnect();
      this.bus.forget(this);
    })();
    return this.closed;
  }
}

export class KafkaBus implements JobBus {
  readonly kind = 'kafka';
  readonly kafka: Kafka;
  private readonly subscriptions = new Set<KafkaSubscription>();
  /** @internal Messages taken by this process's consumers and not settled, by Kafka group and message id: marks redeliveries after a rebalance. */
  readonly taken = new Map<string, Entry>();
  private readonly requestReply: RequestReply;
  private producer?: Promise<Producer>;
  private admin?: Promise<Admin>;
  private closed = false;

  constructor(readonly options: KafkaBusOptions) {
    const logger = options.logger;
    this.kafka = new Kafka({
      clientId: options.clientId ?? 'gleaner',
      brokers: options.brokers,
      connectionTimeout: options.connectionTimeout ?? 3000,
      retry: { retries: options.retries ?? 5, initialRetryTime: 100, maxRetryTime: 2000 },
      logLevel: logger ? KafkaLogLevel.WARN : KafkaLogLevel.NOTHING,
      logCreator: () => (entry) => {
        if (!logger) return;
        const { message, ...extra } = entry.log;
        if (entry.level <= KafkaLogLevel.ERROR) logger.error({ ...extra, namespace: entry.namespace }, `kafkajs: ${message}`);
        else logger.warn({ ...extra, namespace: entry.namespace }, `kafkajs: ${message}`);
      },
    });
    this.requestReply = new RequestReply(this);
    // The reply consumer joins its group now: a first join takes seconds (Kafka's initial rebalance
    // delay), which a first request would otherwise spend of its deadline. A failure is retried by request().
    this.requestReply.listen().catch((err: unknown) => logger?.warn({ err }, 'the reply consumer could not start; retried at the next request'));
  }

  private connected<T extends Producer | Admin>(client: T): Promise<T> {
    return client.connect().then(
      () => client,
      (err: unknown) => {
        throw new GleanerError('service_unavailable', `cannot reach the Kafka brokers ${this.options.brokers.join(',')}: ${(err as Error)?.message ?? err}`, { retryAfter: this.options.retryAfterSeconds ?? 1, cause: err });
      },
    );
  }

  private getProducer(): Promise<Producer> {
    this.producer ??= this.connected(this.kafka.producer({ allowAutoTopicCreation: true, createPartitioner: Partitioners.DefaultPartitioner }));
    this.producer.catch(() => (this.producer = undefined));
    return this.producer;
  }

  private getAdmin(): Promise<Admin> {
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
    const limit = this.limit(topic);
    if (limit !== undefined && !handBack) {
      const waiting = await this.depth(topic);
      if (waiting >= limit) {
        throw new GleanerError('service_unavailable', `the ${topic} queue is full (${waiting} waiting); retry shortly`, { retryAfter: this.options.retryAfterSeconds ?? 1 });
      }
    }
    const id = options.id ?? newId('job');
    const producer = await this.getProducer();
    const headers: Record<string, string> = { [H_ATTEMPT]: '1', ...options.headers, [H_ID]: id, [H_PUBLISHED]: String(Date.now()) };
    await producer.send({ topic, messages: [{ key: options.key ?? null, value: payload === undefined ? null : JSON.stringify(payload), headers }] });
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
  async depth(topic: string): Promise<number> {
    const own = [...this.subscriptions].filter((s) => s.topic === topic);
    const groups = new Set([...own.map((s) => s.group), ...(this.options.groups?.[topic] ?? [])]);
    if (groups.size === 0) return 0; // no group known to read the lag of (the mock and kafkajs cannot list groups here)
    const admin = await this.getAdmin();
    let ends: Awaited<ReturnType<Admin['fetchTopicOffsets']>>;
    try {
      ends = await admin.fetchTopicOffsets(topic);
    } catch (err) {
      if ((err as { type?: string }).type === 'UNKNOWN_TOPIC_OR_PARTITION') return 0;
      throw err;
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

  async ping(): Promise<void> {
    if (this.closed) throw new Error('bus closed');
    const admin = await this.getAdmin();
    await admin.describeCluster();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.requestReply.close();
    await Promise.all([...this.subscriptions].map((s) => s.close().catch(() => undefined)));
    const producer = this.producer;
    const admin = this.admin;
    this.producer = this.admin = undefined;
    await Promise.all([producer?.then((p) => p.disconnect()).catch(() => undefined), admin?.then((a) => a.disconnect()).catch(() => undefined)]);
  }
}
