// The samples a run made, k6's aggregations of them (trend avg/min/max/med/p(N), rate, counter count
// and rate), the thresholds ("metric{tag:value}": ["p(95)<500", {threshold, abortOnFail, delayAbortEval}])
// and the summary printed at the end.

export class Samples {
  constructor() {
    /** @type {Map<string, { type: string, values: { v: number, tags: Record<string, string> }[] }>} */
    this.metrics = new Map();
    this.started = Date.now();
  }

  add({ metric, type, value, tags }) {
    let m = this.metrics.get(metric);
    if (!m) this.metrics.set(metric, (m = { type, values: [] }));
    m.values.push({ v: value, tags });
  }

  /** The samples of `metric` whose tags match `filter`. */
  select(metric, filter = {}) {
    const m = this.metrics.get(metric);
    if (!m) return { type: null, values: [] };
    const values = m.values.filter((s) => Object.entries(filter).every(([k, v]) => s.tags[k] === v)).map((s) => s.v);
    return { type: m.type, values };
  }

  /** One aggregation ("avg", "p(95)", "rate", "count" ...) of `metric` with `filter`. */
  aggregate(metric, filter, agg) {
    const { type, values } = this.select(metric, filter);
    const n = values.length;
    const seconds = Math.max(0.001, (Date.now() - this.started) / 1000);
    if (agg === 'count') return type === 'counter' ? values.reduce((a, b) => a + b, 0) : n;
    if (agg === 'rate') return type === 'counter' ? values.reduce((a, b) => a + b, 0) / seconds : n ? values.reduce((a, b) => a + b, 0) / n : 0;
    if (agg === 'value') return n ? values[n - 1] : 0;
    if (!n) return 0;
    if (agg === 'avg') return values.reduce((a, b) => a + b, 0) / n;
    if (agg === 'min') return Math.min(...values);
    if (agg === 'max') return Math.max(...values);
    const p = agg === 'med' ? 50 : Number(/^p\((\d+(?:\.\d+)?)\)$/.exec(agg)?.[1]);
    return percentile(values, p);
  }
}

export function percentile(values, p) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (rank - lo);
}

const AGGS = /^(avg|min|max|med|count|rate|value|p\(\d+(?:\.\d+)?\))\s*(<=|>=|===|==|!=|<|>)\s*(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)$/;
const KEYS = new Set(['threshold', 'abortOnFail', 'delayAbortEval']);

/** The thresholds of the options, parsed; throws on anything the runner does not implement. */
export function parseThresholds(thresholds = {}) {
  return Object.entries(thresholds).flatMap(([key, list]) => {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)(?:\{(.*)\})?$/.exec(key);
    if (!m) throw new Error(`threshold "${key}": not a metric name with optional {tag:value} filter`);
    const filter = {};
    for (const part of (m[2] ?? '').split(',').filter(Boolean)) {
      const i = part.indexOf(':');
      if (i < 1) throw new Error(`threshold "${key}": the filter must be tag:value pairs`);
      filter[part.slice(0, i).trim()] = part.slice(i + 1).trim();
    }
    return (Array.isArray(list) ? list : [list]).map((t) => {
      const spec = typeof t === 'string' ? { threshold: t } : t;
      for (const k of Object.keys(spec)) if (!KEYS.has(k)) throw new Error(`the smoke runner does not implement the threshold option ${k}`);
      const e = AGGS.exec(spec.threshold.trim());
      if (!e) throw new Error(`the smoke runner does not implement the threshold expression "${spec.threshold}"`);
      return { key, metric: m[1], filter, agg: e[1], op: e[2], limit: Number(e[3]), text: spec.threshold, abortOnFail: !!spec.abortOnFail, delayMs: spec.delayAbortEval ? durationMs(spec.delayAbortEval) : 0 };
    });
  });
}

const OPS = { '<': (a, b) => a < b, '<=': (a, b) => a <= b, '>': (a, b) => a > b, '>=': (a, b) => a >= b, '==': (a, b) => a === b, '===': (a, b) => a === b, '!=': (a, b) => a !== b };

/** Each threshold with its observed value and whether it holds. */
export function evaluate(samples, thresholds) {
  return thresholds.map((t) => {
    const observed = samples.aggregate(t.metric, t.filter, t.agg);
    return { ...t, observed, ok: OPS[t.op](observed, t.limit) };
  });
}

export function durationMs(value) {
  if (typeof value === 'number') return value;
  const parts = [...String(value).matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== String(value)) throw new Error(`"${value}" is not a duration (such as 30s, 5m, 1h30m)`);
  return parts.reduce((sum, p) => sum + Number(p[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[p[2]], 0);
}

const fmt = (n) => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(2));

/** The end-of-run summary: metrics, requests by route, checks that failed, thresholds. */
export function summary(samples, results) {
  const lines = [];
  for (const [name, m] of [...samples.metrics].sort(([a], [b]) => a.localeCompare(b))) {
    if (m.type === 'trend') lines.push(`  ${name.padEnd(24)} avg=${fmt(samples.aggregate(name, {}, 'avg'))} med=${fmt(samples.aggregate(name, {}, 'med'))} p(95)=${fmt(samples.aggregate(name, {}, 'p(95)'))} p(99)=${fmt(samples.aggregate(name, {}, 'p(99)'))} max=${fmt(samples.aggregate(name, {}, 'max'))} n=${m.values.length}`);
    else if (m.type === 'rate') lines.push(`  ${name.padEnd(24)} ${(samples.aggregate(name, {}, 'rate') * 100).toFixed(2)}% of ${m.values.length}`);
    else lines.push(`  ${name.padEnd(24)} ${samples.aggregate(name, {}, 'count')}`);
  }
  lines.push('', '  requests by route                                count  failed    p50 ms    p95 ms    p99 ms');
  for (const route of routes(samples)) {
    const f = { route };
    lines.push(`  ${route.padEnd(48)} ${String(samples.select('http_reqs', f).values.length).padStart(5)} ${String(samples.select('http_req_failed', f).values.filter((v) => v).length).padStart(7)} ${fmt(samples.aggregate('http_req_duration', f, 'med')).padStart(9)} ${fmt(samples.aggregate('http_req_duration', f, 'p(95)')).padStart(9)} ${fmt(samples.aggregate('http_req_duration', f, 'p(99)')).padStart(9)}`);
  }
  const failed = failedChecks(samples);
  if (failed.length) lines.push('', '  failed checks:', ...failed.map(([name, n]) => `    ✗ ${name} (${n} times)`));
  lines.push('', '  thresholds:', ...results.map((r) => `    ${r.ok ? '✓' : '✗'} ${r.key}: ${r.text} (observed ${fmt(r.observed)})`));
  return lines.join('\n');
}

export function routes(samples) {
  return [...new Set((samples.metrics.get('http_reqs')?.values ?? []).map((s) => s.tags.route ?? s.tags.name))].filter(Boolean).sort();
}

export function failedChecks(samples) {
  const counts = new Map();
  for (const s of samples.metrics.get('checks')?.values ?? []) if (!s.v) counts.set(s.tags.check, (counts.get(s.tags.check) ?? 0) + 1);
  return [...counts];
}
