import type { Message, Producer, TopicMessages } from 'kafkajs';

// Producer batching for kafkajs, which sends every send() as a request of its own (it has no
// linger.ms). Messages published while a produce request is in flight wait for it and go together
// in the next one (one request per broker for all of them), so under load the produce requests a
// second stay about one per round trip, not one per message; alone, a message leaves at once.
// lingerMs > 0 also holds the first message of a batch that long (throughput over latency).

interface Waiting {
  topic: string;
  message: Message;
  resolve(): void;
  reject(err: unknown): void;
}

export class ProduceBatcher {
  private queue: Waiting[] = [];
  private inFlight = false;
  private lingering?: NodeJS.Timeout;
  /** Produce requests sent (sendBatch calls), for benchmarks and tests. */
  requests = 0;

  constructor(
    private readonly producer: () => Promise<Pick<Producer, 'sendBatch'>>,
    private readonly lingerMs = 0,
    /** Most messages in one request; the rest wait for the next (default 500). */
    private readonly maxMessages = 500,
  ) {}

  send(topic: string, message: Message): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ topic, message, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.inFlight || this.lingering) return;
    if (this.lingerMs > 0) {
      this.lingering = setTimeout(() => {
        this.lingering = undefined;
        this.flush();
      }, this.lingerMs);
    } else this.flush();
  }

  private flush(): void {
    if (this.queue.length === 0) return;
    const batch = this.queue.splice(0, this.maxMessages);
    this.inFlight = true;
    this.requests++;
    const byTopic = new Map<string, Message[]>();
    for (const w of batch) (byTopic.get(w.topic) ?? byTopic.set(w.topic, []).get(w.topic)!).push(w.message);
    const topicMessages: TopicMessages[] = [...byTopic].map(([topic, messages]) => ({ topic, messages }));
    this.producer()
      .then((p) => p.sendBatch({ topicMessages }))
      .then(
        () => batch.forEach((w) => w.resolve()),
        (err: unknown) => batch.forEach((w) => w.reject(err)),
      )
      .finally(() => {
        this.inFlight = false;
        if (this.queue.length > 0) this.schedule();
      });
  }
}
