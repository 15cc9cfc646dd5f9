import { PartitionAssigners, type Consumer, type KafkaMessage, type PartitionAssigner } from 'kafkajs';
import type { BusMessage, ConsumeOptions, MessageHandler, Subscription } from '../port.js';
import type { KafkaBus } from './kafka-bus.js';
import { decodeMessage, H_ATTEMPT, H_GROUP } from './kafka-message.js';

// One bus consumer on Kafka: a consumer of the group `<topic>:<group>`, up to `concurrency` messages
// at once, each offset committed once its message is settled (handled, given up to `<topic>.dead`,
// or handed back on close), so what a dead consumer held goes to the group's next owner.

/** Publish clocks may run this far ahead of this process's: see possibleRedelivery below. */
const CLOCK_SLACK_MS = 5000;
/** The first message after a join waits this long at most for the end offsets read then (no heartbeat meanwhile). */
export const JOIN_READ_WAIT_MS = 3000;

/** The partitions' end offsets read at a join: under way, read (undefined: the read failed), or waited for in vain. */
interface JoinRead {
  done: boolean;
  ends?: Map<number, bigint>;
  promise: Promise<unknown>;
  late?: boolean;
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

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

export interface Entry {
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

export class KafkaSubscription implements Subscription {
  /** The kafkajs consumer of now: replaced by a new one when it crashes (restart). */
  private consumer: Consumer;
  private readonly entries = new Set<Entry>();
  /** Per partition: offsets taken and not settled, and the next offset to commit. */
  private readonly open = new Map<number, Set<bigint>>();
  private readonly highest = new Map<number, bigint>();
  /** Partitions the group gave this consumer at its last join. */
  private assigned = new Set<number>();
  /** When this consumer last joined, and the partitions' end offsets read then. */
  private joinedAt = 0;
  private joinRead: JoinRead = { done: true, promise: Promise.resolve() };
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
    private readonly options: ConsumeOptions,
  ) {
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 3);
    this.retryDelayMs = options.retryDelayMs ?? 100;
    this.consumer = this.newConsumer();
  }

  private newConsumer(): Consumer {
    const options = this.bus.options;
    return this.bus.kafka.consumer({
      groupId: kafkaGroupId(this.topic, this.group),
      sessionTimeout: options.sessionTimeout ?? 10_000,
      heartbeatInterval: options.heartbeatInterval ?? 3000,
      maxWaitTimeInMs: options.maxWaitTimeInMs ?? 100,
      allowAutoTopicCreation: true,
      // Restarts after a crash are this subscription's (restart()), not kafkajs's: a kafkajs restart
      // that was still joining when disconnect() came went on, and joined once the brokers were back.
      retry: { retries: options.retries ?? 5, restartOnFailure: async () => false },
      ...(options.assignDelayMs ? { partitionAssigners: [delayedAssigner(options.assignDelayMs)] } : {}),
    });
  }

  /** Messages this process has taken and not settled: delivered, so not waiting. */
  takenBy(partition: number): number {
    return this.open.get(partition)?.size ?? 0;
  }

  /** The start or the restart under way: close() lets it end before it disconnects. */
  private starting?: Promise<void>;
  private joinedOnce = false;
  private restarting = false;
  private restarts = 0;
  private wake: () => void = () => undefined;

  start(): Promise<void> {
    this.starting ??= this.join(this.consumer).catch((err: unknown) => {
      throw this.bus.unreachable(new Error(`cannot consume ${this.topic} (group ${this.group}): ${(err as Error)?.message ?? err}`, { cause: err }), true);
    });
    return this.starting;
  }

  /** Connects, subscribes and runs `consumer`; resolves once it has joined the group, rejects if it crashes first. */
  private async join(consumer: Consumer): Promise<void> {
    const { GROUP_JOIN, CRASH } = consumer.events;
    consumer.on(GROUP_JOIN, (event) => {
      this.assigned = new Set(event.payload.memberAssignment[this.topic] ?? []);
      this.joinedAt = Date.now();
      const read: JoinRead = { done: false, promise: Promise.resolve() };
      read.promise = this.bus.endOffsets(this.topic).then(
        (ends) => void Object.assign(read, { done: true, ends }),
        () => void (read.done = true),
      );
      this.joinRead = read;
      if (this.joinedOnce) this.options.onRejoin?.();
      this.joinedOnce = true;
      this.restarts = 0;
    });
    consumer.on(CRASH, (event) => this.restart(consumer, event.payload.error));
    const joined = new Promise<void>((resolve, reject) => {
      const offJoin = consumer.on(GROUP_JOIN, () => {
        offJoin();
        offCrash();
        resolve();
      });
      const offCrash = consumer.on(CRASH, (event) => {
        offJoin();
        offCrash();
        reject(event.payload.error);
      });
    });
    joined.catch(() => undefined);
    await consumer.connect();
    await consumer.subscribe({ topics: [this.topic], fromBeginning: this.options.fromEnd !== true });
    // Returns once the consumer has joined or crashed (kafkajs has disconnected it then).
    await consumer.run({
      autoCommit: false,
      partitionsConsumedConcurrently: 1,
      eachMessage: async ({ partition, message, heartbeat }) => this.take(partition, message, heartbeat),
    });
    await joined;
  }

  /**
   * A consumer that crashed after the first join (the brokers went away, an error the group
   * answered) is replaced by a new one, again until one joins, after pauses of 0.5 s doubling to 5 s,
   * so the process keeps consuming. It joins as a new member: the group waits out the one it was.
   */
  private restart(crashed: Consumer, err: unknown): void {
    if (this.closing || this.restarting || crashed !== this.consumer || !this.joinedOnce) return;
    this.restarting = true;
    const logger = this.bus.options.logger;
    logger?.warn({ err, topic: this.topic, group: this.group }, 'consumer crashed; starting a new one');
    this.starting = (async () => {
      try {
        while (!this.closing) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, Math.min(5000, 500 * 2 ** this.restarts++));
            this.wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          if (this.closing) return;
          const consumer = (this.consumer = this.newConsumer());
          try {
            await this.join(consumer);
            return;
          } catch (failed) {
            await consumer.disconnect().catch(() => undefined);
            if (!this.closing) logger?.warn({ err: failed, topic: this.topic, group: this.group }, 'a new consumer could not join; trying again');
          }
        }
      } finally {
        this.restarting = false;
      }
    })();
  }

  private async take(partition: number, raw: KafkaMessage, heartbeat: () => Promise<void>): Promise<void> {
    // Wait for a free slot; heartbeats keep the membership while long jobs run.
    while (!this.closing && this.entries.size >= this.concurrency) {
      await Promise.race([new Promise<void>((r) => (this.slotFreed = r)), wait(this.bus.options.heartbeatInterval ?? 3000)]);
      if (!this.closing) await heartbeat().catch(() => undefined);
    }
    if (this.closing) return; // not committed: the group's next owner of the partition gets it
    const offset = BigInt(raw.offset);
    const { message, target, unreadable } = decodeMessage(this.topic, partition, raw);
    if (await this.wasThereAtJoin(partition, offset, message.publishedAt)) message.possibleRedelivery = true;
    if (this.closing) return;
    let open = this.open.get(partition);
    if (!open) this.open.set(partition, (open = new Set()));
    open.add(offset);
    if ((this.highest.get(partition) ?? -1n) < offset) this.highest.set(partition, offset);
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

  /**
   * Whether a message was in its partition when this consumer was given it: then the partition's
   * owner before (a process that died, or lost it in a rebalance, before committing) may have had it
   * delivered. Its offset against the end offset read at the join; unread, its publish time against
   * the join's (a publisher's clock ahead by more than CLOCK_SLACK_MS could hide one). Messages
   * published later, the normal case, are first deliveries. The read is waited for JOIN_READ_WAIT_MS
   * at most (the consumer sends no heartbeat meanwhile, and an admin request can hang for its
   * timeout and retries): past that, and until it answers, messages are marked, the cautious side
   * (a render worker reads its record before rendering).
   */
  private async wasThereAtJoin(partition: number, offset: bigint, publishedAt: number): Promise<boolean> {
    const read = this.joinRead;
    if (!read.done && !read.late) {
      let timer: NodeJS.Timeout | undefined;
      const late = await Promise.race([read.promise.then(() => false), new Promise<boolean>((r) => (timer = setTimeout(() => r(true), this.bus.options.joinReadWaitMs ?? JOIN_READ_WAIT_MS)))]);
      clearTimeout(timer);
      if (late) read.late = true;
    }
    if (!read.done) return true;
    const end = read.ends?.get(partition);
    return end !== undefined ? offset < end : publishedAt <= this.joinedAt + CLOCK_SLACK_MS;
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
    if (this.options.uncommitted) {
      this.slotFreed();
      return;
    }
    // Commit up to the oldest message still open in the partition (or past the newest taken).
    let next = (this.highest.get(entry.partition) ?? entry.offset) + 1n;
    for (const offset of open ?? []) if (offset < next) next = offset;
    if ((this.committing.get(entry.partition) ?? -1n) < next) {
      this.committing.set(entry.partition, next);
      const offsets = [{ topic: this.topic, partition: entry.partition, offset: String(next) }];
      this.commits = this.commits
        .then(() => this.consumer.commitOffsets(offsets))
        .catch((err: unknown) => {
          // A rebalance took the partition, or the brokers are away: the group starts again from the
          // last commit (at-least-once), and the next settle here commits again.
          if (this.committing.get(entry.partition) === next) this.committing.delete(entry.partition);
          if (!this.closing) this.bus.options.logger?.warn({ err, topic: this.topic, group: this.group }, 'offset commit failed');
        });
    }
    this.slotFreed();
  }

  close(): Promise<void> {
    this.closed ??= (async () => {
      this.closing = true;
      this.slotFreed();
      this.wake();
      // Hand back what is in flight: a copy for this group (attempt + 1), then commit past the original.
      // A message whose partition a rebalance took is already with its new owner: only let go of it.
      for (const entry of [...this.entries]) {
        const m = entry.message;
        if (!this.assigned.has(entry.partition) || this.options.uncommitted) {
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
      // A consumer still joining (or a restart) is let finish first: disconnecting it mid-join leaves it running.
      await this.starting?.catch(() => undefined);
      await this.consumer.disconnect();
      this.bus.forget(this);
    })();
    return this.closed;
  }
}
