import t, { type Test } from 'tap';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { decodeTraceRequest, startFixtureSite } from '@gleaner/testkit';
import { freePort } from './harness.js';

// Issue 12's traces, end to end: the real service (main.js, telemetry started first) exports over
// OTLP/HTTP to a receiver run here. One scrape makes one trace: the HTTP span, the bus's publish
// and process spans and the render worker's browser spans, each a descendant of the HTTP span.

const MAIN = path.join(__dirname, '..', 'main.js');
const ADMIN = 'traces-admin-token';

interface Export {
  contentType: string;
  body: Buffer;
}

/** An OTLP/HTTP receiver: keeps every POST /v1/traces. */
async function startReceiver(port = 0): Promise<{ url: string; exports: Export[]; close(): Promise<void> }> {
  const exports: Export[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') exports.push({ contentType: String(req.headers['content-type']), body: Buffer.concat(chunks) });
      // (not chained: restify, loaded by the harness, patches writeHead to return undefined)
      res.writeHead(req.url === '/v1/traces' ? 200 : 404, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, exports, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
}

/** The spans of every export, http/json read as JSON, http/protobuf decoded with protobufjs (testkit). */
function spansOf(exports: Export[]): OtlpSpan[] {
  return exports.flatMap((e): OtlpSpan[] => {
    if (e.contentType.startsWith('application/json')) {
      return (JSON.parse(e.body.toString('utf8')).resourceSpans as { scopeSpans: { spans: OtlpSpan[] }[] }[]).flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
    }
    return decodeTraceRequest(e.body).map((s) => ({
      traceId: s.traceId,
      spanId: s.spanId,
      parentSpanId: s.parentSpanId || undefined,
      name: s.name,
      kind: s.kind,
      attributes: Object.entries(s.attributes).map(([key, value]) => ({ key, value: { value } })),
    }));
  });
}

const attr = (span: OtlpSpan, key: string): unknown => {
  const v = span.attributes.find((a) => a.key === key)?.value;
  return v === undefined ? undefined : Object.values(v)[0];
};

/** The service's environment: no OTEL_* of the test's own, then `extra`. */
function serviceEnv(dataDir: string, port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('OTEL_')));
  return { ...env, GLEANER_DATA_DIR: dataDir, GLEANER_PORT: String(port), GLEANER_HOST: '127.0.0.1', GLEANER_ADMIN_TOKEN: ADMIN, GLEANER_LOG_LEVEL: 'debug', GLEANER_ALLOW_PRIVATE_NETWORKS: 'true', ...extra };
}

interface Service {
  child: ChildProcess;
  base: string;
  /** Everything the process wrote on stdout (pino's lines included). */
  output(): string;
  stop(): Promise<number | null>;
}

async function startService(t: Test, extra: Record<string, string>): Promise<Service> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-traces-'));
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], { env: serviceEnv(dataDir, port, extra), stdio: ['ignore', 'pipe', 'inherit'] });
  // Whatever ends this test process, the service goes with it.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  t.teardown(async () => {
    process.off('exit', orphaned);
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  await Promise.race([
    new Promise<void>((resolve) => {
      const check = () => (out.includes('Gleaner listening') ? resolve() : setTimeout(check, 20));
      check();
    }),
    exited.then((code) => Promise.reject(new Error(`the service exited (${code}) before listening: ${out}`))),
  ]);
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    output: () => out,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

async function call(base: string, method: string, urlPath: string, key: string, body?: unknown) {
  const res = await fetch(base + urlPath, { method, headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  return { status: res.status, body: (await res.json()) as any };
}

async function newUserKey(base: string): Promise<string> {
  const created = await call(base, 'POST', '/v1/admin/users', ADMIN, { email: `traces-${process.pid}@example.com`, name: 'Traces', credits: 50 });
  if (created.status !== 201) throw new Error(`could not create a user: ${JSON.stringify(created.body)}`);
  return created.body.data.api_key as string;
}

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const got = probe();
    if (got !== undefined) return got;
    if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// http/json: the SDK's tracer and exporter; http/protobuf: our tracer and encoder (libs/telemetry).
for (const protocol of ['http/json', 'http/protobuf']) t.test(`one scrape is one trace: HTTP span -> bus publish -> bus process -> browser spans (${protocol})`, async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const receiver = await startReceiver();
  t.teardown(() => receiver.close());
  const service = await startService(t, { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_EXPORTER_OTLP_PROTOCOL: protocol, OTEL_BSP_SCHEDULE_DELAY: '100', OTEL_SERVICE_NAME: 'gleaner-traces-test' });
  const key = await newUserKey(service.base);

  const scrape = await call(service.base, 'POST', '/v1/content/scrape', key, { url: `${site.url}/late?delay=50`, javascript: true, wait_for: '#late', extract: { title: 'page heading' } });
  t.equal(scrape.status, 200, 'the scrape answers', { error: scrape.body?.error });

  const isScrape = (s: OtlpSpan) => s.name === 'POST /v1/content/scrape';
  const needed = ['publish render', 'process render', 'browser.scrape', 'browser.load', 'browser.wait_for', 'extract.fields', 'credits.reserve', 'credits.settle'];
  const { root, trace } = await until('the scrape trace', () => {
    const spans = spansOf(receiver.exports);
    const root = spans.find(isScrape);
    if (!root) return undefined;
    const trace = spans.filter((s) => s.traceId === root.traceId);
    return needed.every((n) => trace.some((s) => s.name === n)) ? { root, trace } : undefined;
  });

  t.equal(root.kind, 2, 'the HTTP span is a SERVER span');
  t.notOk(root.parentSpanId, 'the HTTP span is the root');
  t.equal(attr(root, 'http.request.method'), 'POST');
  t.equal(attr(root, 'http.route'), '/v1/content/scrape');
  t.equal(Number(attr(root, 'http.response.status_code')), 200);
  t.match(attr(root, 'gleaner.user_id'), /\S/, 'the user is named');

  const byId = new Map(trace.map((s) => [s.spanId, s]));
  const ancestry = (span: OtlpSpan): string[] => {
    const names: string[] = [];
    for (let p = span.parentSpanId; p; p = byId.get(p)?.parentSpanId) names.push(byId.get(p)?.name ?? `(missing ${p})`);
    return names;
  };
  const one = (name: string) => trace.find((s) => s.name === name)!;
  for (const name of needed) t.equal(ancestry(one(name)).at(-1), root.name, `${name} chains back to the HTTP span`);
  t.equal(one('publish render').kind, 4, 'publish is a PRODUCER span');
  t.equal(one('process render').kind, 5, 'process is a CONSUMER span');
  t.equal(byId.get(one('process render').parentSpanId!)?.name, 'publish render', 'the worker continues the publisher (from the message headers)');
  t.ok(ancestry(one('browser.scrape')).includes('process render'), 'the browser work runs under the worker span');
  t.equal(byId.get(one('browser.load').parentSpanId!)?.name, 'browser.scrape');
  t.ok(ancestry(one('extract.fields')).includes('process render'));
  t.ok(trace.some((s) => s.name.startsWith('store.') && ancestry(s).includes('process render')), 'the worker stores under its span');
  t.equal(one('process render').traceId, root.traceId);

  // The key never travels: not in any attribute, not anywhere in what was exported.
  const values = spansOf(receiver.exports).flatMap((s) => s.attributes.map((a) => JSON.stringify(a.value)));
  t.notOk(values.some((v) => v.includes(key)), 'the key is in no attribute');
  t.notOk(receiver.exports.some((e) => e.body.includes(key)), 'nor anywhere in the exports');
  t.notOk(receiver.exports.some((e) => e.body.includes(key.slice(8, 24))), 'nor a piece of it');

  // Background work a request starts (the usage batch, written a second later) is not its child.
  t.equal((await call(service.base, 'GET', '/v1/user/profile', key)).status, 200);
  const { profile, usageWrite } = await until('the usage batch', () => {
    const spans = spansOf(receiver.exports);
    const profile = spans.find((s) => s.name === 'GET /v1/user/profile');
    const usageWrite = spans.find((s) => s.name === 'store.usage_events.insertMany');
    return profile && usageWrite ? { profile, usageWrite } : undefined;
  });
  t.not(usageWrite.traceId, profile.traceId, 'the usage batch is outside the request that started it');

  // Log lines inside a span carry its ids.
  const lines = service.output().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
  t.ok(lines.some((l) => l.trace_id === root.traceId && l.span_id === root.spanId), 'the request log line carries the trace and span ids');

  t.equal(await service.stop(), 0, 'SIGTERM: a clean stop');
});

t.test('http/protobuf is accepted', async (t) => {
  const receiver = await startReceiver();
  t.teardown(() => receiver.close());
  const service = await startService(t, { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${receiver.url}/v1/traces`, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf', OTEL_BSP_SCHEDULE_DELAY: '100' });
  const key = await newUserKey(service.base);
  t.equal((await call(service.base, 'GET', '/v1/user/profile', key)).status, 200);
  const sent = await until('a protobuf export with the profile span', () => receiver.exports.find((e) => e.body.includes('GET /v1/user/profile')));
  t.equal(sent.contentType, 'application/x-protobuf');
  t.notOk(receiver.exports.some((e) => e.body.includes(key)), 'no key');
  t.equal(await service.stop(), 0);
});

t.test('with no OTLP endpoint, nothing is sent and the service works', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  // The SDK's default endpoint, should anything try it (when the port is free here).
  const fallback = await startReceiver(4318).catch(() => undefined);
  t.teardown(() => fallback?.close());
  const receiver = await startReceiver();
  t.teardown(() => receiver.close());
  const service = await startService(t, { OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '100', OTEL_SERVICE_NAME: 'gleaner-untraced' });
  const key = await newUserKey(service.base);
  const scrape = await call(service.base, 'POST', '/v1/content/scrape', key, { url: `${site.url}/simple`, javascript: false });
  t.equal(scrape.status, 200);
  t.equal(await service.stop(), 0);
  await new Promise((r) => setTimeout(r, 300));
  t.same(receiver.exports, [], 'nothing reached a receiver');
  t.same(fallback?.exports ?? [], [], 'nor the default endpoint');
  const lines = service.output().split('\n').filter((l) => l.startsWith('{'));
  t.ok(lines.length > 0, 'the service logged');
  t.notOk(lines.some((l) => l.includes('trace_id')), 'log lines carry no trace ids');
});
