import fs from 'node:fs';
import path from 'node:path';

// The operations guide's metrics table (docs/operations.md, "Metrics, and what to alert on"): what each
// of the service's metrics is, its labels and the roles that serve it. The chart's PromQL is held to it.

export type Role = 'api' | 'renderer' | 'scheduler' | 'dispatcher';
export const METRIC_ROLES: Role[] = ['api', 'renderer', 'scheduler', 'dispatcher'];

export interface Documented {
  type: string;
  labels: string[];
  roles: Role[];
}

/** Labels Prometheus, the Prometheus Operator's targets or the chart's ServiceMonitor add (not the service's). */
export const TARGET_LABELS = ['instance', 'job', 'pod', 'namespace', 'service', 'container', 'endpoint', 'role', 'le'];

export const OPERATIONS_GUIDE = path.resolve(__dirname, '..', '..', '..', '..', 'docs', 'operations.md');

/** The table: name -> type, labels, the roles that serve it. */
export function metricsTable(doc = fs.readFileSync(OPERATIONS_GUIDE, 'utf8')): Map<string, Documented> {
  const table = new Map<string, Documented>();
  for (const line of doc.split('\n')) {
    const row = /^\| `(gleaner_\w+)` \| (counter|gauge|histogram) \| ([^|]*) \| ([^|]*) \|/.exec(line);
    if (!row) continue;
    const labels = [...row[3].matchAll(/`(\w+)`/g)].map((m) => m[1]);
    const served = row[4].toLowerCase();
    const roles = METRIC_ROLES.filter((r) => served.includes(r === 'renderer' ? 'render' : r));
    table.set(row[1], { type: row[2], labels, roles });
  }
  return table;
}

/** The metric a series name belongs to (a histogram's _bucket, _sum, _count are its own). */
export function metricOf(series: string, table: Map<string, Documented>): string {
  const base = series.replace(/_(bucket|sum|count)$/, '');
  return table.get(base)?.type === 'histogram' ? base : series;
}
