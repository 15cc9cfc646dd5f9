import type { Registry } from 'prom-client';

// Requests answered and their durations, per route, in plain numbers that /metrics formats when
// it is read. prom-client's labelled children hash their labels on every observation (about a
// microsecond a request on this machine); a route's counters here are found once, at mount.
// Exposed as gleaner_http_requests_total{method,route,status} (counter) and
// gleaner_http_request_duration_seconds{method,route} (histogram), as prom-client would.

/**
 * Bounds in seconds. Most answers take milliseconds, but a render may run up to 15 minutes (a
 * paginated scrape; each page up to its 300 s timeout) and the p99 alert compares a route with its
 * timeout plus 15 s (docs/operations.md): the bounds reach past 15 minutes, with steps near the
 * default timeout (30 s: 45), the longest page timeout (300 s: 360) and the longest job (900, 960).
 */
export const HTTP_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30, 45, 60, 120, 180, 300, 360, 600, 900, 960];

/** One route's tallies. */
export class RouteStats {
  /** Observations per bucket (not cumulative); the last slot counts those above every bound. */
  readonly buckets = new Float64Array(HTTP_DURATION_BUCKETS.length + 1);
  sum = 0;
  count = 0;
  readonly statuses = new Map<number, number>();

  constructor(
    readonly method: string,
    readonly route: string,
  ) {}

  record(status: number, seconds: number): void {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    let i = 0;
    while (i < HTTP_DURATION_BUCKETS.length && seconds > HTTP_DURATION_BUCKETS[i]) i++;
    this.buckets[i]++;
    this.sum += seconds;
    this.count++;
  }
}

interface Sample {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/** The shape prom-client's Registry reads from a metric (registerMetric, metrics(), getMetricsAsJSON()). */
interface RegistryMetric {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  get(): Promise<{ name: string; help: string; type: string; aggregator: string; values: Sample[] }>;
  reset(): void;
}

export class HttpMetrics {
  private readonly routes = new Map<string, RouteStats>();

  constructor(registry: Registry) {
    const requests = this.view('gleaner_http_requests_total', 'HTTP requests answered', 'counter', () => this.requestSamples());
    const duration = this.view('gleaner_http_request_duration_seconds', 'HTTP request duration', 'histogram', () => this.durationSamples());
    // The registry needs only the fields of RegistryMetric (its typings name prom-client's own class).
    registry.registerMetric(requests as unknown as Parameters<Registry['registerMetric']>[0]);
    registry.registerMetric(duration as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  /** The tallies of one route, made on first use; keep the result (the lookup is not for every request). */
  route(method: string, route: string): RouteStats {
    const key = `${method} ${route}`;
    let stats = this.routes.get(key);
    if (!stats) this.routes.set(key, (stats = new RouteStats(method, route)));
    return stats;
  }

  private view(name: string, help: string, type: RegistryMetric['type'], samples: () => Sample[]): RegistryMetric {
    return {
      name,
      help,
      type,
      aggregator: 'sum',
      get: async () => ({ name, help, type, aggregator: 'sum', values: samples() }),
      reset: () => this.reset(),
    };
  }

  private reset(): void {
    for (const stats of this.routes.values()) {
      stats.buckets.fill(0);
      stats.sum = 0;
      stats.count = 0;
      stats.statuses.clear();
    }
  }

  private requestSamples(): Sample[] {
    const values: Sample[] = [];
    for (const s of this.routes.values()) for (const [status, n] of s.statuses) values.push({ labels: { method: s.method, route: s.route, status }, value: n });
    return values;
  }

  private durationSamples(): Sample[] {
    const values: Sample[] = [];
    for (const s of this.routes.values()) {
      if (s.count === 0) continue;
      const labels = { method: s.method, route: s.route };
      let cumulative = 0;
      HTTP_DURATION_BUCKETS.forEach((le, i) => {
        cumulative += s.buckets[i];
        values.push({ labels: { le, ...labels }, value: cumulative, metricName: 'gleaner_http_request_duration_seconds_bucket' });
      });
      values.push({ labels: { le: '+Inf', ...labels }, value: s.count, metricName: 'gleaner_http_request_duration_seconds_bucket' });
      values.push({ labels, value: s.sum, metricName: 'gleaner_http_request_duration_seconds_sum' });
      values.push({ labels, value: s.count, metricName: 'gleaner_http_request_duration_seconds_count' });
    }
    return values;
  }
}
