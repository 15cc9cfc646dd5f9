import type { Gauge, LabelValues } from 'prom-client';

// Gauges of what another system holds (the render queue in Kafka, the due schedules in the store)
// are read when /metrics is read: nothing polls while nobody scrapes, and a scrape sees the value
// of that moment. A read that fails or takes longer than its bound leaves the gauge without samples
// (a stale value would look healthy) and /metrics still answers at once.

export interface ScrapeReadOptions {
  /** How long a read may take before the scrape goes on without it (default 2 s). */
  timeoutMs?: number;
  onError?(err: unknown): void;
}

/** One reading: the labels and the value. */
export type Reading<L extends string> = [LabelValues<L>, number];

/** Sets `gauge` from `read` every time the registry is read (prom-client's collect). */
export function readAtScrape<L extends string>(gauge: Gauge<L>, read: () => Promise<Reading<L>[]>, options: ScrapeReadOptions = {}): void {
  const timeoutMs = options.timeoutMs ?? 2000;
  (gauge as unknown as { collect?: () => Promise<void> }).collect = async () => {
    let timer: NodeJS.Timeout | undefined;
    try {
      const readings = await Promise.race([
        read(),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no reading in ${timeoutMs} ms`)), timeoutMs))),
      ]);
      gauge.reset();
      for (const [labels, value] of readings) gauge.set(labels, value);
    } catch (err) {
      gauge.reset();
      options.onError?.(err);
    } finally {
      clearTimeout(timer);
    }
  };
}
