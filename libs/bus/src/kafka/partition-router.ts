import { Partitioners, type Message, type PartitionMetadata } from 'kafkajs';

// Picks a message's partition before it is queued, so that the produce batcher can keep one lane
// (one request in flight) per partition. A keyed message gets kafkajs' default partitioner's choice
// (the key's murmur2 hash: a key keeps its partition, and the same as kafkajs gives it elsewhere). A
// message without a key goes to the least loaded partition with a leader (the fewest messages queued
// or in flight in its lane; ties in turn), so such messages (render jobs) go round a partition whose
// leader is slow rather than queueing behind it. A topic's partitions come from an admin metadata read, kept for METADATA_TTL_MS and read
// again in the background; until the first read answers, or when it fails (a topic not created
// yet), messages go without a partition and kafkajs picks it. No publish ever waits for a read.

export const METADATA_TTL_MS = 30_000;
/** A topic whose partitions could not be read is tried again after this long. */
const RETRY_MS = 5_000;

interface Known {
  at: number;
  partitions?: PartitionMetadata[];
  reading?: boolean;
}

export class PartitionRouter {
  private readonly topics = new Map<string, Known>();
  private readonly partitioner = Partitioners.DefaultPartitioner();

  private turn = 0;

  constructor(
    private readonly readPartitions: (topic: string) => Promise<PartitionMetadata[]>,
    /** Messages queued or in flight for a partition (ProduceBatcher.load). */
    private readonly load: (topic: string, partition: number) => number = () => 0,
    private readonly ttlMs = METADATA_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The partition for `message` on `topic`, or undefined while the topic's partitions are unknown. */
  partition(topic: string, message: Message): number | undefined {
    const known = this.topics.get(topic);
    const age = known ? this.now() - known.at : Infinity;
    if (!known?.reading && age >= (known?.partitions ? this.ttlMs : RETRY_MS)) this.read(topic, known);
    const partitions = known?.partitions;
    if (!partitions || partitions.length === 0) return undefined;
    if (message.key != null) return this.partitioner({ topic, partitionMetadata: partitions, message });
    const led = partitions.filter((p) => p.leader >= 0);
    if (led.length === 0) return undefined;
    const start = this.turn++ % led.length;
    let best = led[start].partitionId;
    let least = this.load(topic, best);
    for (let i = 1; i < led.length && least > 0; i++) {
      const id = led[(start + i) % led.length].partitionId;
      const load = this.load(topic, id);
      if (load < least) [best, least] = [id, load];
    }
    return best;
  }

  /** Forgets what is known of `topic` (a send to it failed: a partition may have moved or gone). */
  forget(topic: string): void {
    const known = this.topics.get(topic);
    if (known && !known.reading) this.topics.delete(topic);
  }

  private read(topic: string, known: Known | undefined): void {
    const entry: Known = known ?? { at: this.now() };
    entry.reading = true;
    this.topics.set(topic, entry);
    this.readPartitions(topic).then(
      (partitions) => {
        entry.partitions = partitions.length > 0 ? partitions : undefined;
        entry.at = this.now();
        entry.reading = false;
      },
      () => {
        entry.partitions = undefined;
        entry.at = this.now();
        entry.reading = false;
      },
    );
  }
}
