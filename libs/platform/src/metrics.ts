import { Registry, collectDefaultMetrics, Counter, Histogram, Gauge } from 'prom-client';

// One registry per process; features register their own metrics on it.
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route'>;
  creditsCharged: Counter<'operation'>;
  renderQueueDepth: Gauge<'topic'>;
}

export function createMetrics(options: { defaults?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaults !== false) collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequests: new Counter({ name: 'gleaner_http_requests_total', help: 'HTTP requests answered', labelNames: ['method', 'route', 'status'], registers: [registry] }),
    httpDuration: new Histogram({
      name: 'gleaner_http_request_duration_seconds',
      help: 'HTTP request duration',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    creditsCharged: new Counter({ name: 'gleaner_credits_charged_total', help: 'credits settled', labelNames: ['operation'], registers: [registry] }),
    renderQueueDepth: new Gauge({ name: 'gleaner_render_queue_depth', help: 'render jobs waiting', labelNames: ['topic'], registers: [registry] }),
  };
}
