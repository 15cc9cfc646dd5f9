import t from 'tap';
import { byKind, CHART, helm, render, SECRETS } from './chart-render.js';
import { metricOf, metricsTable, TARGET_LABELS } from './metrics-table.js';
import { schemaProblems } from './objects.js';
import { chartQueries, parsePromql } from './promql.js';
import { alertFires, type Series } from './promql-eval.js';

// The chart's dashboard and alerts: off by default; with their toggles, a ConfigMap Grafana's sidecar
// loads (its label) holding a dashboard that covers what an SRE watches, and a PrometheusRule valid
// against the operator's schema whose every alert has a summary and a runbook line; every PromQL
// expression of both parses (lezer-promql) and names only the service's metrics (docs/operations.md's
// table; kube-state-metrics' kube_* aside) with their own labels. That those metrics have samples on
// the farm after a little traffic is metrics.farm.test.ts's part (it reads the same queries).

const ON = ['dashboards.enabled=true', 'prometheusRule.enabled=true', 'serviceMonitor.enabled=true'];

t.test('off by default; helm lint --strict with them on', async (t) => {
  const kinds = render().map((o) => o.kind);
  t.notOk(kinds.includes('PrometheusRule'), 'no PrometheusRule by default');
  t.notOk(render().some((o) => o.kind === 'ConfigMap' && o.metadata.labels?.grafana_dashboard), 'no dashboard ConfigMap by default');
  t.match(helm('lint', '--strict', CHART, ...[...SECRETS, ...ON].flatMap((s) => ['--set', s])), /0 chart\(s\) failed/);
  t.throws(() => render(['prometheusRule.runbookUrl=docs/operations.md']), /runbookUrl/, 'the runbook link is a URL (values schema)');
});

t.test('the dashboard ConfigMap and the PrometheusRule', async (t) => {
  const objects = render([...ON, 'dashboards.annotations.grafana_folder=Gleaner', 'prometheusRule.labels.release=kube-prometheus-stack']);
  const maps = byKind(objects, 'ConfigMap').filter((o) => o.metadata.name.endsWith('-dashboard'));
  t.equal(maps.length, 1, 'one dashboard ConfigMap');
  const map = maps[0];
  t.equal(map.metadata.labels?.grafana_dashboard, '1', "the sidecar's label (kube-prometheus-stack's default)");
  t.equal(map.metadata.annotations?.grafana_folder, 'Gleaner');
  t.same(schemaProblems(map), []);
  const dashboard = JSON.parse(map.data['gleaner.json']);
  t.equal(dashboard.uid, 'gleaner-overview');
  t.ok(dashboard.templating.list.some((v: any) => v.type === 'datasource' && v.query === 'prometheus'), 'the data source is a variable (any Prometheus)');
  const ids = dashboard.panels.map((p: any) => p.id);
  t.equal(new Set(ids).size, ids.length, 'panel ids are unique');

  // What an SRE watches: each topic has a panel whose queries name its metrics.
  const queries = chartQueries([map]);
  const topics: Record<string, string[]> = {
    'request rate, errors and latency per route': ['gleaner_http_requests_total', 'gleaner_http_request_duration_seconds_bucket'],
    'render queue lag and pool use': ['gleaner_render_queue_depth', 'gleaner_render_jobs_in_flight'],
    'jobs by kind and outcome': ['gleaner_render_jobs_total', 'gleaner_schedule_runs_total', 'gleaner_monitor_checks_total'],
    'credits spent': ['gleaner_credits_charged_total'],
    'schedule and monitor lateness': ['gleaner_scheduler_lateness_seconds_bucket', 'gleaner_scheduler_due_backlog'],
    'webhook and alert deliveries failed': ['gleaner_webhook_deliveries_total'],
    'process memory and event-loop lag per role': ['process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds'],
  };
  const named = new Set(queries.flatMap((q) => parsePromql(q.expr).metrics));
  for (const [topic, metrics] of Object.entries(topics)) for (const m of metrics) t.ok(named.has(m), `${topic}: ${m} is on the dashboard`);
  t.ok(queries.some((q) => /by \(route(, le)?\)/.test(q.expr)), 'per route');
  t.ok(queries.filter((q) => /^process_|^nodejs_|\(process_|\(nodejs_/.test(q.expr)).every((q) => /by \([^)]*role/.test(q.expr)), 'process panels are per role');

  const rules = byKind(objects, 'PrometheusRule');
  t.equal(rules.length, 1, 'one PrometheusRule');
  t.same(schemaProblems(rules[0]), [], 'valid against the Prometheus Operator schema');
  t.equal(rules[0].metadata.labels?.release, 'kube-prometheus-stack', 'labels for the ruleSelector');
  const alerts = rules[0].spec.groups.flatMap((g: any) => g.rules);
  // The alerts docs/operations.md lists (its table's rows), each here.
  const expected = ['GleanerApiErrors', 'GleanerSlowAnswers', 'GleanerRenderQueue', 'GleanerRenderFailures', 'GleanerRenderSaturated', 'GleanerChargingBroke', 'GleanerSchedulesLate', 'GleanerDueBacklog', 'GleanerSchedulerAbsent', 'GleanerRunsFailing', 'GleanerChecksFailing', 'GleanerDeliveriesFailing', 'GleanerNotReady', 'GleanerRenderMemory', 'GleanerAccountCacheOff', 'GleanerApiShedding'];
  t.same(alerts.map((a: any) => a.alert).sort(), [...expected].sort());
  for (const a of alerts) {
    t.ok(a.annotations.summary && a.annotations.runbook && /^https?:\/\//.test(a.annotations.runbook_url), `${a.alert}: a summary, a runbook line and its link`);
    t.ok(['critical', 'warning', 'info'].includes(a.labels?.severity), `${a.alert}: a severity`);
  }
  // Refusals for load (503 at once, gleaner_http_shed_total) are the shedding alert's: the error-rate
  // alert fires on the other 5xx only, and still when the guard is off (no shed series at all).
  const expr = (name: string): string => alerts.find((a: any) => a.alert === name).expr;
  const traffic = (ok: number, failed: number, shed: number | null, refusedRender = 0): Series[] => [
    { metric: 'gleaner_http_requests_total', labels: { route: '/v1/content/scrape', status: '200' }, rate: ok },
    { metric: 'gleaner_http_requests_total', labels: { route: '/v1/content/scrape', status: '500' }, rate: failed },
    // a full render queue is a 503 too, and no push-back: an error here
    { metric: 'gleaner_http_requests_total', labels: { route: '/v1/content/scrape', status: '503' }, rate: (shed ?? 0) + refusedRender },
    ...(shed === null ? [] : [{ metric: 'gleaner_http_shed_total', labels: { route: '/v1/content/scrape', reason: 'in_flight' }, rate: shed }, { metric: 'gleaner_http_shed_total', labels: { route: '/v1/content/scrape', reason: 'event_loop_lag' }, rate: 0 }]),
  ];
  t.notOk(alertFires(expr('GleanerApiErrors'), traffic(90, 0, 10)), 'errors: 10% pushed back is no error');
  t.ok(alertFires(expr('GleanerApiShedding'), traffic(90, 0, 10)), 'shedding: 10% pushed back fires');
  t.notOk(alertFires(expr('GleanerApiErrors'), traffic(89.5, 0.5, 10)), 'errors: 0.5% of 500s beside the push-back stays under 1%');
  t.ok(alertFires(expr('GleanerApiErrors'), traffic(88, 2, 10)), 'errors: 2% of 500s beside the push-back fires');
  t.ok(alertFires(expr('GleanerApiErrors'), traffic(98, 2, null)), 'errors: 2% of 500s with the guard off (no shed series) fires');
  t.ok(alertFires(expr('GleanerApiErrors'), traffic(95, 0, 0, 5)), 'errors: 503s of a full render queue still count');
  t.notOk(alertFires(expr('GleanerApiErrors'), traffic(100, 0, 0)), 'errors: quiet when all is well');

  const queue = alerts.find((a: any) => a.alert === 'GleanerRenderQueue');
  t.match(queue.expr, /> 32$/, 'the queue alert is half of renderQueueLimit (64)');
  const tuned = byKind(render([...ON, 'config.renderQueueLimit=200', 'config.renderConcurrency=4']), 'PrometheusRule')[0].spec.groups.flatMap((g: any) => g.rules);
  t.match(tuned.find((a: any) => a.alert === 'GleanerRenderQueue').expr, /> 100$/, 'and follows it');
  t.match(tuned.find((a: any) => a.alert === 'GleanerRenderSaturated').expr, />= 4$/, 'saturation follows renderConcurrency');
});

t.test('every PromQL expression parses and names the service metrics with their own labels', async (t) => {
  const queries = chartQueries(render(ON));
  t.ok(queries.length >= 30, `the dashboard's and the rule's queries (${queries.length})`);
  const table = metricsTable();
  for (const q of queries) {
    const p = parsePromql(q.expr);
    t.same(p.errors, [], `${q.where}: parses`);
    t.ok(p.metrics.length > 0, `${q.where}: names a metric`);
    for (const m of p.metrics) {
      if (m.startsWith('kube_')) continue; // kube-state-metrics'
      const metric = metricOf(m, table);
      t.ok(table.has(metric) || /^(process|nodejs)_/.test(m), `${q.where}: ${m} is the service's`);
    }
    for (const { metric, label } of p.matchers) {
      if (metric.startsWith('kube_') || TARGET_LABELS.includes(label)) continue;
      t.ok(table.get(metricOf(metric, table))?.labels.includes(label), `${q.where}: ${metric} has the label ${label}`);
    }
    const labelsHere = new Set(p.metrics.flatMap((m) => table.get(metricOf(m, table))?.labels ?? []));
    for (const label of p.grouping) t.ok(labelsHere.has(label) || TARGET_LABELS.includes(label), `${q.where}: by/on ${label} is a label of its metrics`);
  }
  // The parser finds errors (so that the checks above can fail).
  t.ok(parsePromql('sum(rate(gleaner_http_requests_total[5m]) by').errors.length > 0, 'a broken expression is caught');
  t.same(parsePromql('sum by (route) (rate(gleaner_http_requests_total{status=~"5.."}[$__rate_interval]))').matchers, [{ metric: 'gleaner_http_requests_total', label: 'status' }]);
});
