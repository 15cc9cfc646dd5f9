import { parser } from '@prometheus-io/lezer-promql';
import type { K8sObject } from './objects.js';

// The PromQL the chart ships (the Grafana dashboard's targets, the PrometheusRule's alerts), parsed with
// @prometheus-io/lezer-promql, the grammar Prometheus's own UI uses: syntax errors, and the metrics and
// labels each expression names.

export interface Query {
  /** where it is: "dashboard: <panel>" or "rule: <alert>" */
  where: string;
  expr: string;
}

export interface Parsed {
  errors: string[];
  /** metric names of the vector selectors */
  metrics: string[];
  /** label names of matchers, with their selector's metric */
  matchers: { metric: string; label: string }[];
  /** label names of by (...), without (...), on (...), ignoring (...) */
  grouping: string[];
}

/** Grafana's variables, as a PromQL value, so that a dashboard's query parses as Prometheus will see it. */
const GRAFANA_VARS: Record<string, string> = { $__rate_interval: '5m', $__interval: '1m', $__range: '1h' };

export function parsePromql(expr: string): Parsed {
  const text = expr.replace(/\$__\w+/g, (v) => GRAFANA_VARS[v] ?? v);
  const tree = parser.parse(text);
  const out: Parsed = { errors: [], metrics: [], matchers: [], grouping: [] };
  const src = (from: number, to: number) => text.slice(from, to);
  tree.iterate({
    enter(node) {
      if (node.type.isError) out.errors.push(`syntax error at ${node.from}: "${text.slice(Math.max(0, node.from - 10), node.to + 10)}"`);
      if (node.name === 'VectorSelector') {
        const id = node.node.getChild('Identifier');
        const metric = id ? src(id.from, id.to) : '';
        if (metric) out.metrics.push(metric);
        const matchers = node.node.getChild('LabelMatchers');
        for (let m = matchers?.firstChild; m; m = m.nextSibling) {
          const name = m.getChild('LabelName');
          if (name) out.matchers.push({ metric, label: src(name.from, name.to) });
        }
      }
      if (node.name === 'GroupingLabels') for (let l = node.node.firstChild; l; l = l.nextSibling) if (l.name === 'LabelName') out.grouping.push(src(l.from, l.to));
    },
  });
  return out;
}

/** Every PromQL query of the rendered chart: dashboard targets (from the ConfigMaps' JSON) and alert rules. */
export function chartQueries(objects: K8sObject[]): Query[] {
  const queries: Query[] = [];
  for (const o of objects) {
    if (o.kind === 'ConfigMap') {
      for (const [file, text] of Object.entries((o.data ?? {}) as Record<string, string>)) {
        if (!file.endsWith('.json')) continue;
        const walk = (panels: any[]) => {
          for (const p of panels ?? []) {
            for (const target of p.targets ?? []) if (target.expr) queries.push({ where: `dashboard: ${p.title}`, expr: target.expr });
            walk(p.panels);
          }
        };
        walk(JSON.parse(text).panels);
      }
    }
    if (o.kind === 'PrometheusRule') for (const g of o.spec.groups) for (const r of g.rules) queries.push({ where: `rule: ${r.alert ?? r.record}`, expr: String(r.expr) });
  }
  return queries;
}
