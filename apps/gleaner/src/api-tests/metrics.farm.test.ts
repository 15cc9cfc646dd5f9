import fs from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { startFarm, startFixtureSite, startReceiver, waitFor, type RoleApp } from '@gleaner/testkit';
import { render } from '../deploy/chart-render.js';
import { metricOf, metricsTable, METRIC_ROLES, TARGET_LABELS, type Role } from '../deploy/metrics-table.js';
import { chartQueries, parsePromql } from '../deploy/promql.js';

// Metrics that work: every metric docs/operations.md or the chart (helm/gleaner) names is one the
// roles serve, each has samples on every role the operations guide's table says serves it after a
// little traffic on the farm (a scrape, a fired schedule run, a run by hand, a monitor's check, a
// webhook), and the alerts' PromQL uses only those names and their labels.

const REPO = path.resolve(__dirname, '..', '..', '..', '..');
const OPERATIONS = path.join(REPO, 'docs', 'operations.md');
const CHART = path.join(REPO, 'helm', 'gleaner');

const ROLES = METRIC_ROLES;

/** Every file under the chart (templates, values, NOTES, rules...). */
function chartText(dir = CHART): string {
  return fs.readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? chartText(path.join(dir, e.name)) : fs.readFileSync(path.join(dir, e.name), 'utf8'))).join('\n');
}

/** Whether a /metrics text has at least one sample of `metric` (a histogram: of its _count). */
function hasSamples(text: string, metric: string, type?: string): boolean {
  const series = type === 'histogram' ? `${metric}_count` : metric;
  return text.split('\n').some((l) => l.startsWith(`${series}{`) || l.startsWith(`${series} `));
}

t.test('every metric the docs and the chart name is served, with samples on its roles, and the alerts use real names and labels', async (t) => {
  const doc = fs.readFileSync(OPERATIONS, 'utf8');
  const table = metricsTable(doc);
  t.ok(table.size >= 12, `the metrics table lists the service's metrics (${table.size})`);
  const named = new Set<string>();
  for (const text of [doc, chartText()]) for (const m of text.matchAll(/\b(gleaner|process|nodejs)_[a-z_]*[a-z]\b/g)) named.add(m[0]);
  const ours = [...named].filter((n) => n.startsWith('gleaner_')).map((n) => metricOf(n, table));
  for (const name of new Set(ours)) t.ok(table.has(name), `${name} (named in the docs or the chart) is in the metrics table`);

  // The alerts (and every other PromQL of the guide): selectors' labels are the metric's own.
  // (PromQL is in code spans with a metric in them; a table cell escapes | as \|.)
  const promql = [...doc.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].replaceAll('\\|', '|')).filter((code) => /\bgleaner_\w+/.test(code)).join('\n');
  for (const m of promql.matchAll(/\b(gleaner_\w+)\{([^}]*)\}/g)) {
    const metric = metricOf(m[1], table);
    const labels = [...m[2].matchAll(/(\w+)\s*(=~|!~|!=|=)/g)].map((l) => l[1]);
    for (const label of labels) t.ok(table.get(metric)?.labels.includes(label) || (label === 'le' && m[1].endsWith('_bucket')), `${m[0]}: ${metric} has the label ${label}`);
  }
  const allLabels = new Set([...table.values()].flatMap((d) => d.labels));
  for (const m of promql.matchAll(/\bby \(([^)]*)\)/g)) for (const label of m[1].split(',').map((s) => s.trim())) t.ok(allLabels.has(label) || TARGET_LABELS.includes(label), `by (${m[1]}): ${label} is a label of a metric`);

  // The farm, with a little of everything.
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const hook = await startReceiver();
  t.teardown(() => hook.close());
  const farm = await startFarm({ apis: 1, renderers: 1, env: { GLEANER_LOG_LEVEL: 'warn' } });
  t.teardown(() => farm.stop());
  const call = async (method: string, urlPath: string, key: string, body?: unknown) => {
    const res = await fetch(`${farm.url}${urlPath}`, { method, headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    return { status: res.status, body: (await res.json()) as any };
  };
  const user = await call('POST', '/v1/admin/users', farm.adminToken, { email: `metrics-${Date.now()}@example.com`, name: 'Metrics', plan: 'pro', credits: 20 });
  t.equal(user.status, 201, 'a user');
  const key: string = user.body.data.api_key;

  // Due at the next whole minute at least 15 s away: the scheduler fires it while the rest goes on.
  const dueMs = Math.ceil((Date.now() + 15_000) / 60_000) * 60_000;
  const minute = String(new Date(dueMs).getUTCMinutes()).padStart(2, '0');
  const fired = await call('POST', '/v1/schedules', key, { name: 'fires', type: 'scrape', url: `${site.url}/product`, frequency: 'hourly', time: `00:${minute}`, max_runs: 1, webhook_url: hook.url });
  t.equal(fired.status, 201, 'a schedule due within the minute');
  t.equal((await call('POST', '/v1/content/scrape', key, { url: `${site.url}/simple` })).status, 200, 'a scrape');
  const byHand = await call('POST', '/v1/schedules', key, { name: 'by hand', type: 'scrape', url: `${site.url}/product`, frequency: 'daily' });
  t.match((await call('POST', `/v1/schedules/${byHand.body.data.id}/run`, key)).body.data, { status: 'success' }, 'a run by hand');
  const monitor = await call('POST', '/v1/monitoring', key, { name: 'watch', url: `${site.url}/product` });
  t.equal(monitor.status, 201, 'a monitor (its baseline check runs on the scheduler)');
  await waitFor('the fired run', async () => {
    const runs: any[] = (await call('GET', `/v1/schedules/${fired.body.data.id}/runs`, key)).body.data;
    return runs.some((r) => r.trigger === 'schedule' && r.status !== 'running') ? true : undefined;
  }, 120_000, 1000);
  await waitFor('the schedule.completed webhook', async () => (hook.hits.length > 0 ? true : undefined), 60_000);

  const apps: Record<Role, RoleApp> = { api: farm.apis[0], renderer: farm.renderers[0], scheduler: farm.scheduler, dispatcher: farm.dispatcher };
  const scrape = async (role: Role) => (await fetch(`${apps[role].url}/metrics`)).text();
  for (const [name, documented] of table) {
    t.ok(documented.roles.length > 0, `${name}: the table says which role serves it`);
    for (const role of documented.roles) {
      // (A counter of work just finished may be a moment behind what the client saw.)
      const ok = await waitFor(`${name} on ${role}`, async () => (hasSamples(await scrape(role), name, documented.type) ? true : undefined), 20_000, 500).catch(() => false);
      t.ok(ok, `${name} has samples on the ${role} role`);
    }
  }
  // The chart's dashboard and alerts (parsed with lezer-promql): every metric they name has samples on
  // a role after this traffic (kube-state-metrics' kube_* aside).
  const texts = await Promise.all(ROLES.map(scrape));
  const queried = new Set(chartQueries(render(['dashboards.enabled=true', 'prometheusRule.enabled=true'])).flatMap((q) => parsePromql(q.expr).metrics));
  t.ok(queried.size >= 10, `the chart's queries name the metrics (${queried.size})`);
  for (const series of queried) {
    if (series.startsWith('kube_')) continue;
    const metric = metricOf(series, table);
    t.ok(texts.some((text) => hasSamples(text, metric, table.get(metric)?.type)), `${series} (the chart's dashboard or alerts) has samples on a role`);
  }
  const process = [...named].filter((n) => !n.startsWith('gleaner_'));
  t.ok(process.length > 0, `Node's process metrics are named (${process.join(', ')})`);
  for (const role of ROLES) {
    const text = await scrape(role);
    for (const name of process) t.ok(hasSamples(text, name), `${name} has samples on the ${role} role`);
  }
});
