// Where a monitor check's time goes (issue 33): real pages of every kind from shared/datasets/wcxb_dev,
// served on loopback as bench/monitoring/quality.mjs serves them (their scripts and stylesheets left
// out, their images and other resources still naming the page's own hosts), each scraped through
// POST /v1/content/scrape and checked through POST /v1/monitoring/{id}/check-now by a full_page and a
// selector monitor, one at a time. Every span is exported (OTLP http/json) to a receiver here, so the
// table splits a check-now into its steps: the API's request, the render job, the page load, the
// capture, the compare and the writes. Usage:
//   node bench/monitoring/check-time.mjs [--per-kind 2] [--rounds 3] [--seed 33] [--datasets DIR] [--tree DIR]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import * as cheerio from 'cheerio';
import { median, pct, root, startGleaner } from '../lib/measure.mjs';
import { rng } from '../lib/rng.mjs';

const { values } = parseArgs({
  options: {
    'per-kind': { type: 'string', default: '2' },
    rounds: { type: 'string', default: '3' },
    seed: { type: 'string', default: '33' },
    datasets: { type: 'string', default: process.env.GLEANER_DATASETS ?? '/work/shared/datasets' },
    tree: { type: 'string' },
  },
});

const rand = rng(Number(values.seed));

// Spans by trace: the receiver keeps name, duration and parent of every span it is sent.
const spans = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (d) => (body += d));
  req.on('end', () => {
    try {
      for (const rs of JSON.parse(body).resourceSpans ?? [])
        for (const ss of rs.scopeSpans ?? [])
          for (const s of ss.spans ?? []) spans.push({ trace: s.traceId, id: s.spanId, parent: s.parentSpanId, name: s.name, start: Number(BigInt(s.startTimeUnixNano) / 1000n) / 1000, ms: Number(BigInt(s.endTimeUnixNano) - BigInt(s.startTimeUnixNano)) / 1e6 });
    } catch {}
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));

const dir = path.join(values.datasets, 'wcxb_dev');
const rows = fs.readFileSync(path.join(dir, 'index.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const kinds = [...new Set(rows.map((r) => r.page_type))];
const chosen = kinds.flatMap((k) => {
  const of = rows.filter((r) => r.page_type === k);
  const out = [];
  while (out.length < Math.min(Number(values['per-kind']), of.length)) {
    const r = of[Math.floor(rand() * of.length)];
    if (!out.includes(r)) out.push(r);
  }
  return out;
});

const pages = new Map();
for (const row of chosen) {
  const $ = cheerio.load(zlib.gunzipSync(fs.readFileSync(path.join(dir, row.html_file))).toString('utf8'));
  $('script, link[rel="stylesheet"], iframe, noscript').remove();
  $('body').children().first().attr('id', 'bench-watch');
  pages.set(`/page/${row.file_id}`, $.html());
}
const site = http.createServer((req, res) => {
  const html = pages.get(req.url.split('?')[0]);
  if (!html) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
});
await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
const siteUrl = `http://127.0.0.1:${site.address().port}`;

const g = await startGleaner(
  { GLEANER_LOG_LEVEL: 'silent', OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiver.address().port}`, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_SERVICE_NAME: 'gleaner-bench', OTEL_BSP_SCHEDULE_DELAY: '200' },
  values.tree ? path.resolve(values.tree) : root,
);
async function api(method, p, body) {
  const res = await fetch(`${g.base}${p}`, { method, headers: { authorization: `Bearer ${g.key}`, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const json = await res.json();
  if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

const monitors = [];
for (const url of pages.keys()) {
  for (const type of ['full_page', 'selector']) {
    const created = await api('POST', '/v1/monitoring', { name: `${url} ${type}`, url: `${siteUrl}${url}`, monitorType: type, ...(type === 'selector' ? { selector: '#bench-watch' } : {}), checkInterval: 'daily' });
    monitors.push({ id: created.data.id, url, type });
  }
}
for (const m of monitors) {
  for (let i = 0; i < 120; i++) {
    if ((await api('GET', `/v1/monitoring/${m.id}/checks`)).data.some((c) => c.status !== 'running')) break;
    await new Promise((r) => setTimeout(r, 500));
  }
}

// The calls, one at a time: each one's wall time, and the spans of its trace (the API's root span).
const calls = { scrape: [], full_page: [], selector: [] };
const marks = [];

for (let r = 0; r < Number(values.rounds); r++) {
  for (const url of pages.keys()) {
    const t0 = performance.now();
    const from = Date.now();
    await api('POST', '/v1/content/scrape', { url: `${siteUrl}${url}` });
    calls.scrape.push(performance.now() - t0);
    marks.push({ kind: 'scrape', from, to: Date.now() });
    for (const m of monitors.filter((x) => x.url === url)) {
      const t1 = performance.now();
      const from1 = Date.now();
      await api('POST', `/v1/monitoring/${m.id}/check-now`);
      calls[m.type].push(performance.now() - t1);
      if (process.env.VERBOSE) console.error(`${url} ${m.type} ${Math.round(performance.now() - t1)} ms`);
      marks.push({ kind: m.type, from: from1, to: Date.now() });
    }
  }
}
await new Promise((r) => setTimeout(r, 1500)); // the last spans' export
await g.stop();
site.close();
receiver.close();

// Each call's spans: the trace under its API request (calls run one at a time, so the n-th root
// span of a route is the n-th call of it).
const roots = spans.filter((s) => !s.parent && s.name.startsWith('POST /v1/')).sort((a, b) => a.start - b.start);
const rootsOf = { scrape: roots.filter((s) => s.name === 'POST /v1/content/scrape'), check: roots.filter((s) => s.name.endsWith('/check-now')) };
const steps = new Map();
const used = { scrape: 0, check: 0 };
for (const mark of marks) {
  const side = mark.kind === 'scrape' ? 'scrape' : 'check';
  const rootSpan = rootsOf[side][used[side]++];
  if (!rootSpan) continue;
  const byName = new Map();
  for (const s of spans.filter((x) => x.trace === rootSpan.trace)) byName.set(s.name, (byName.get(s.name) ?? 0) + s.ms);
  for (const [name, ms] of byName) {
    const key = `${mark.kind}\t${name}`;
    if (!steps.has(key)) steps.set(key, []);
    steps.get(key).push(ms);
  }
}
const fmt = (xs) => (xs.length ? `${Math.round(median(xs))} / ${Math.round(pct(xs, 90))}` : '-');
console.log(`pages: ${pages.size} (${values['per-kind']} per kind, seed ${values.seed}), rounds ${values.rounds}; spans received ${spans.length}`);
console.log('\n| call | wall ms p50 / p90 |\n|---|---|');
for (const [kind, xs] of Object.entries(calls)) console.log(`| ${kind} | ${fmt(xs)} |`);
console.log('\n| call | span (summed within the call) | ms p50 / p90 | calls with it |\n|---|---|---|---|');
for (const kind of Object.keys(calls)) {
  const rowsOf = [...steps].filter(([k]) => k.startsWith(`${kind}\t`)).sort((a, b) => median(b[1]) - median(a[1]));
  for (const [k, xs] of rowsOf) console.log(`| ${kind} | ${k.split('\t')[1]} | ${fmt(xs)} | ${xs.length} |`);
}
