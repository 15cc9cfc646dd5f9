import { Partitioners, type Message, type PartitionMetadata } from 'kafkajs';

// Picks a message's partition before it is queued, so that the produce batcher can keep one lane
// (one request in flight) per partition: the choice kafkajs' default partitioner would make (a key's
// murmur2 hash, so a key keeps its partition; round robin over the partitions with a leader without
// one). A topic's partitions come from an admin metadata read, kept for METADATA_TTL_MS and read
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

  constructor(
    private readonly readPartitions: (topic: string) => Promise<PartitionMetadata[]>,
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
    return this.partitioner({ topic, partitionMetadata: partitions, message });
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
