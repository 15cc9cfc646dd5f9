import { Registry, collectDefaultMetrics, Counter, Gauge, Histogram } from 'prom-client';
import { HttpMetrics } from './http-metrics.js';

// One registry per process. Every gleaner_* metric is declared here, so each has one name, help
// and label set wherever it is set; a role gives samples only to those it sets (docs/operations.md,
// "Metrics": which role serves which).

/** How late a schedule's run or a monitor's check started after its due time: a poll (1-5 s) normally, minutes when schedulers fall behind. */
export const LATENESS_BUCKETS = [0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600, 1800, 3600];

export interface Metrics {
  registry: Registry;
  /** Requests and durations per route (gleaner_http_requests_total, gleaner_http_request_duration_seconds). */
  http: HttpMetrics;
  /** Requests refused 503 because this process was overloaded, by route and reason (in_flight, event_loop_lag). */
  httpShed: Counter<'route' | 'reason'>;
  /** Credits kept by settled charges, by operation (the usage name: content/scrape, monitoring/check...). */
  creditsCharged: Counter<'operation'>;
  /** Render jobs waiting on a topic (read when /metrics is read: readAtScrape). */
  renderQueueDepth: Gauge<'topic'>;
  /** Render jobs this process is running now, by kind: which render process holds what. */
  renderJobsInFlight: Gauge<'kind'>;
  renderJobs: Counter<'kind' | 'outcome'>;
  /** Deliveries this process finished, by channel (webhook, slack, email), event and outcome (delivered, failed). */
  webhookDeliveries: Counter<'channel' | 'event' | 'outcome'>;
  /** Delivery attempts this process made, by channel and result: the status class (2xx ... 5xx) or the error code. */
  webhookAttempts: Counter<'channel' | 'result'>;
  /** Started at minus due at, of fired schedule runs (kind schedule) and scheduled monitor checks (kind monitor). */
  schedulerLateness: Histogram<'kind'>;
  /** Schedule runs finished, by trigger (schedule, manual) and outcome (success, or the error code). */
  scheduleRuns: Counter<'trigger' | 'outcome'>;
  /** Monitor checks finished, by trigger (schedule, manual, baseline) and outcome (success, or the error code). */
  monitorChecks: Counter<'trigger' | 'outcome'>;
  /** Schedules and monitors due and not yet started, by kind (read when /metrics is read). */
  dueBacklog: Gauge<'kind'>;
  /** 1 while this API process serves its key, user and balance caches (in step with account-changes), 0 while it reads the store for each request. */
  accountCacheLive: Gauge;
}

export function createMetrics(options: { defaults?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaults !== false) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    http: new HttpMetrics(registry),
    httpShed: new Counter({ name: 'gleaner_http_shed_total', help: 'requests answered 503 service_unavailable at once because this process was overloaded, by route and reason (in_flight, event_loop_lag)', labelNames: ['route', 'reason'], registers }),
    creditsCharged: new Counter({ name: 'gleaner_credits_charged_total', help: 'credits kept by settled charges, by operation', labelNames: ['operation'], registers }),
    renderQueueDepth: new Gauge({ name: 'gleaner_render_queue_depth', help: 'render jobs waiting on the topic (on Kafka: the render group\'s consumer lag)', labelNames: ['topic'], registers }),
    renderJobsInFlight: new Gauge({ name: 'gleaner_render_jobs_in_flight', help: 'render jobs this process is running', labelNames: ['kind'], registers }),
    renderJobs: new Counter({ name: 'gleaner_render_jobs_total', help: 'render jobs this process finished, by outcome (ok, or the error code)', labelNames: ['kind', 'outcome'], registers }),
    webhookDeliveries: new Counter({ name: 'gleaner_webhook_deliveries_total', help: 'deliveries finished, by channel, event and outcome (delivered, failed)', labelNames: ['channel', 'event', 'outcome'], registers }),
    webhookAttempts: new Counter({ name: 'gleaner_webhook_delivery_attempts_total', help: 'delivery attempts, by channel and result (2xx, 3xx, 4xx, 5xx or the error code)', labelNames: ['channel', 'result'], registers }),
    schedulerLateness: new Histogram({ name: 'gleaner_scheduler_lateness_seconds', help: 'started at minus due at, of fired schedule runs and scheduled monitor checks', labelNames: ['kind'], buckets: LATENESS_BUCKETS, registers }),
    scheduleRuns: new Counter({ name: 'gleaner_schedule_runs_total', help: 'schedule runs finished, by trigger and outcome (success, or the error code)', labelNames: ['trigger', 'outcome'], registers }),
    monitorChecks: new Counter({ name: 'gleaner_monitor_checks_total', help: 'monitor checks finished, by trigger and outcome (success, or the error code)', labelNames: ['trigger', 'outcome'], registers }),
    dueBacklog: new Gauge({ name: 'gleaner_scheduler_due_backlog', help: 'schedules and monitors due and not yet started, by kind', labelNames: ['kind'], registers }),
    accountCacheLive: new Gauge({ name: 'gleaner_account_cache_live', help: '1 while this API process serves its account caches (keys, users, balances), 0 while every request reads the store', registers }),
  };
}
