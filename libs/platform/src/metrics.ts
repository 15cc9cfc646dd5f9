import { Registry, collectDefaultMetrics, Counter, Gauge } from 'prom-client';
import { HttpMetrics } from './http-metrics.js';

// One registry per process; features register their own metrics on it.
export interface Metrics {
  registry: Registry;
  /** Requests and durations per route (gleaner_http_requests_total, gleaner_http_request_duration_seconds). */
  http: HttpMetrics;
  creditsCharged: Counter<'operation'>;
  renderQueueDepth: Gauge<'topic'>;
  /** Render jobs this process is running now, by kind: which render process holds what. */
  renderJobsInFlight: Gauge<'kind'>;
  renderJobs: Counter<'kind' | 'outcome'>;
  /** Webhook deliveries this process finished, by event and outcome (delivered, failed). */
  webhookDeliveries: Counter<'event' | 'outcome'>;
  /** Webhook attempts this process made, by result: the status class (2xx ... 5xx) or the error code. */
  webhookAttempts: Counter<'result'>;
}

export function createMetrics(options: { defaults?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaults !== false) collectDefaultMetrics({ register: registry });
  return {
    registry,
    http: new HttpMetrics(registry),
    creditsCharged: new Counter({ name: 'gleaner_credits_charged_total', help: 'credits settled', labelNames: ['operation'], registers: [registry] }),
    renderQueueDepth: new Gauge({ name: 'gleaner_render_queue_depth', help: 'render jobs waiting', labelNames: ['topic'], registers: [registry] }),
    renderJobsInFlight: new Gauge({ name: 'gleaner_render_jobs_in_flight', help: 'render jobs this process is running', labelNames: ['kind'], registers: [registry] }),
    renderJobs: new Counter({ name: 'gleaner_render_jobs_total', help: 'render jobs this process finished, by outcome (ok, or the error code)', labelNames: ['kind', 'outcome'], registers: [registry] }),
    webhookDeliveries: new Counter({ name: 'gleaner_webhook_deliveries_total', help: 'webhook deliveries finished, by event and outcome (delivered, failed)', labelNames: ['event', 'outcome'], registers: [registry] }),
    webhookAttempts: new Counter({ name: 'gleaner_webhook_delivery_attempts_total', help: 'webhook delivery attempts, by result (2xx, 3xx, 4xx, 5xx or the error code)', labelNames: ['result'], registers: [registry] }),
  };
}
