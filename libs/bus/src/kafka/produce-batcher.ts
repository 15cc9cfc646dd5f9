import type { Message, Producer } from 'kafkajs';
import { isUnreachable } from './kafka-errors.js';

// Producer batching for kafkajs, which sends every send() as a request of its own (it has no
// linger.ms). Messages are queued per lane, a topic's partition (or the topic, while its partitions
// are not known: then kafkajs picks them): messages published while a lane's produce request is in
// flight wait for it and go together in its next one, so under load the requests a second stay
// about one per lane per round trip, not one per message; alone, a message leaves at once. A lane
// has one request in flight at a time, and only its own: a slow or failing partition stalls only
// the messages for it. lingerMs > 0 also holds the first message of a batch that long.
//
// Messages with one key are written in publish order. A keyed message's lane can change (its
// partition becomes known, or is forgotten after a failed send), and two lanes have a request in
// flight each, so a key stays in its lane while it has messages queued or in flight there: a later
// message of the key joins them (with their partition) and only a key drained moves to its new lane.
//
// A batch stays under maxBytes (the broker refuses a record batch over message.max.bytes, ~1 MB by
// default, and would fail every message in it); a message larger than that goes alone. A batch that
// fails may have been written in part (a timeout after the broker appended it) or refused for one
// message (too large): each of its messages is then sent again alone, one after another in order (a
// key's order holds), so that each caller gets its own outcome. A message can so be written twice;
// consumers are idempotent by message id.

/** Default most bytes in one batch: well under the broker's ~1 MB message.max.bytes. */
export const BATCH_BYTES = 256 * 1024;
/** Default most messages in one batch. */
export const BATCH_MESSAGES = 500;
/** What a record costs beside its key, value and headers (lengths, offsets, attributes), rounded up. */
const RECORD_OVERHEAD = 32;

export interface ProduceBatcherOptions {
  /** How long the first message of a batch waits for others (default 0). */
  lingerMs?: number;
  /** Most messages in one batch; the rest wait for the next (default 500). */
  maxMessages?: number;
  /** Most bytes (keys, values, headers) in one batch; the rest wait for the next (default 256 KiB). */
  maxBytes?: number;
}

interface Waiting {
  message: Message;
  bytes: number;
  resolve(): void;
  reject(err: unknown): void;
}

interface Lane {
  topic: string;
  queue: Waiting[];
  inFlight: boolean;
  /** Messages of the request in flight. */
  sending: number;
  lingering?: NodeJS.Timeout;
}

/** A key with messages queued or in flight: its lane's partition (undefined: the topic's `*` lane) and how many. */
interface KeyHold {
  partition: number | undefined;
  count: number;
}

type Sender = Pick<Producer, 'sendBatch'>;

const size = (v: Message['key'] | undefined): number => (v == null ? 0 : typeof v === 'string' ? Buffer.byteLength(v) : v.length);

/** A message's bytes as a record: key, value, header names and values. */
export function messageBytes(message: Message): number {
  let bytes = RECORD_OVERHEAD + size(message.key) + size(message.value);
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    bytes += Buffer.byteLength(name);
    for (const one of Array.isArray(value) ? value : [value]) bytes += size(one as Message['key']);
  }
  return bytes;
}

export class ProduceBatcher {
  private readonly lanes = new Map<string, Lane>();
  /** Keys with messages queued or in flight, by `topic\nkey`. */
  private readonly keys = new Map<string, KeyHold>();
  private readonly lingerMs: number;
  private readonly maxMessages: number;
  private readonly maxBytes: number;
  /** Produce requests sent (sendBatch calls, resends included), for benchmarks and tests. */
  requests = 0;

  constructor(
    private readonly producer: () => Promise<Sender>,
    options: ProduceBatcherOptions = {},
  ) {
    this.lingerMs = options.lingerMs ?? 0;
    this.maxMessages = Math.max(1, options.maxMessages ?? BATCH_MESSAGES);
    this.maxBytes = Math.max(1, options.maxBytes ?? BATCH_BYTES);
  }

  /** Messages queued or in flight in the lane of `topic`'s `partition`. */
  load(topic: string, partition: number): number {
    const lane = this.lanes.get(`${topic}\n${partition}`);
    return lane ? lane.queue.length + lane.sending : 0;
  }

  /**
   * Sends `message` to `topic`, in the lane of its partition when `message.partition` is set; a key
   * with messages still queued or in flight goes in their lane instead, whatever its partition now.
   */
  send(topic: string, message: Message): Promise<void> {
    let release = () => {};
    if (message.key != null) {
      const id = `${topic}\n${typeof message.key === 'string' ? `s${message.key}` : `b${message.key.toString('hex')}`}`;
      let hold = this.keys.get(id);
      if (hold) message = { ...message, partition: hold.partition };
      else this.keys.set(id, (hold = { partition: message.partition, count: 0 }));
      const held = hold;
      held.count++;
      release = () => {
        if (--held.count === 0 && this.keys.get(id) === held) this.keys.delete(id);
      };
    }
    const name = `${topic}\n${message.partition ?? '*'}`;
    let lane = this.lanes.get(name);
    if (!lane) this.lanes.set(name, (lane = { topic, queue: [], inFlight: false, sending: 0 }));
    const target = lane;
    const bytes = messageBytes(message);
    const queued = message;
    return new Promise<void>((resolve, reject) => {
      target.queue.push({
        message: queued,
        bytes,
        resolve: () => (release(), resolve()),
        reject: (err) => (release(), reject(err)),
      });
      this.schedule(name, target);
    });
  }

  private schedule(name: string, lane: Lane): void {
    if (lane.inFlight || lane.lingering) return;
    if (lane.queue.length === 0) {
      this.lanes.delete(name); // idle: a reply topic of a process gone leaves nothing behind
      return;
    }
    if (this.lingerMs > 0) {
      lane.lingering = setTimeout(() => {
        lane.lingering = undefined;
        this.flush(name, lane);
      }, this.lingerMs);
    } else this.flush(name, lane);
  }

  /** The next batch of `lane`: at least one message, then as many as fit maxMessages and maxBytes. */
  private take(lane: Lane): Waiting[] {
    let n = 1;
    let bytes = lane.queue[0].bytes;
    while (n < lane.queue.length && n < this.maxMessages && bytes + lane.queue[n].bytes <= this.maxBytes) bytes += lane.queue[n++].bytes;
    return lane.queue.splice(0, n);
  }

  private flush(name: string, lane: Lane): void {
    if (lane.queue.length === 0) return this.schedule(name, lane);
    const batch = this.take(lane);
    lane.inFlight = true;
    lane.sending = batch.length;
    void this.deliver(lane.topic, batch).finally(() => {
      lane.inFlight = false;
      lane.sending = 0;
      this.schedule(name, lane);
    });
  }

  /** Sends `batch`; never rejects, and settles each of its messages exactly once. */
  private async deliver(topic: string, batch: Waiting[]): Promise<void> {
    let producer: Sender;
    try {
      producer = await this.producer();
    } catch (err) {
      batch.forEach((w) => w.reject(err)); // nothing was sent
      return;
    }
    const send = async (messages: Message[]) => {
      this.requests++;
      await producer.sendBatch({ topicMessages: [{ topic, messages }] }); // a synchronous throw rejects here
    };
    try {
      await send(batch.map((w) => w.message));
      batch.forEach((w) => w.resolve());
      return;
    } catch (err) {
      if (batch.length === 1) return batch[0].reject(err);
    }
    // Written in part, or refused for one of them: each alone, in order, each its own outcome; but once a
    // resend finds the brokers away (its retries ran out), the rest fail with it at once: one by one,
    // each would wait out the same retries (500 messages times a timeout).
    for (let i = 0; i < batch.length; i++) {
      try {
        await send([batch[i].message]);
        batch[i].resolve();
      } catch (err) {
        batch[i].reject(err);
        if (isUnreachable(err)) {
          for (const w of batch.slice(i + 1)) w.reject(err);
          return;
        }
      }
    }
  }
}
